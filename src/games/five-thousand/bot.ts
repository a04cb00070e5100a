// Computer players for Five Thousand, at three strengths: which dice to set aside and whether
// to bank. Pure; they never throw. Easy keeps a fixed bank line, good weighs dice left against
// points (a heuristic), strong values the rest of the turn exactly (bot-strong.ts).
import type { Strength } from "../strength.ts";
import type { FiveThousandBotChoice } from "./bot-choice.ts";
import { legalPicks } from "./bot-picks.ts";
import { strongChoice } from "./bot-strong.ts";
import { bestScore } from "./scoring.ts";
import type { FiveThousandState, FiveThousandTurn } from "./state.ts";
import { diceToThrow, mustThrowAgain, turnTotal } from "./turn-total.ts";

export type { FiveThousandBotChoice } from "./bot-choice.ts";

/** Worth of each die kept in hand, used to weigh taking points now against throwing more dice. */
const DIE_IN_HAND = 60;
/** Bank once the turn reaches this much with that many dice left to throw. */
const BANK_AT: Record<number, number> = { 1: 250, 2: 300, 3: 400, 4: 600, 5: 2000, 6: 3000 };
/** The easy player banks any turn worth this much. */
const EASY_BANK_AT = 300;

function shouldBank(state: FiveThousandState, turn: FiveThousandTurn): boolean {
  if (mustThrowAgain(turn)) return false;
  const total = turnTotal(turn, state.options);
  if (total < state.options.minimumToBank) return false;
  const me = state.players[turn.player].score;
  const target = state.options.target;
  const leader = Math.max(...state.players.map((p, i) => (i === turn.player ? 0 : p.score)));
  // In the final round banking short of the leader cannot win, so keep throwing.
  if (leader >= target) return me + total >= leader;
  if (me + total >= target) return true;
  return total >= BANK_AT[diceToThrow(turn)];
}

function goodChoice(state: FiveThousandState, turn: FiveThousandTurn): FiveThousandBotChoice {
  let best: { pick: number[]; value: number; next: FiveThousandTurn } | null = null;
  for (const pick of legalPicks(state, turn)) {
    const next = { ...turn, picked: [...turn.picked, ...pick] };
    const value = turnTotal(next, state.options) + DIE_IN_HAND * diceToThrow(next);
    if (!best || value > best.value || (value === best.value && pick.length < best.pick.length)) {
      best = { pick, value, next };
    }
  }
  // A throw on the table always has a legal pick: scoreless throws end the turn at once.
  const { pick, next } = best!;
  return { setAside: pick, then: shouldBank(state, next) ? "bank" : "throw" };
}

/** Easy: takes every point the throw offers, and banks from a fixed line. */
function easyChoice(state: FiveThousandState, turn: FiveThousandTurn): FiveThousandBotChoice {
  const free = turn.thrown!.flatMap((_, i) => (turn.picked.includes(i) ? [] : [i]));
  const pick = turn.picked.length > 0 ? [] : bestScore(free.map((i) => turn.thrown![i])).indices.map((k) => free[k]);
  const next = { ...turn, picked: [...turn.picked, ...pick] };
  const total = turnTotal(next, state.options);
  const bank = !mustThrowAgain(next) && total >= Math.max(EASY_BANK_AT, state.options.minimumToBank);
  return { setAside: pick, then: bank ? "bank" : "throw" };
}

export function fiveThousandBotChoice(state: FiveThousandState, strength: Strength = "good"): FiveThousandBotChoice | null {
  if (state.winners) return null;
  const turn = state.turn;
  if (!turn || !turn.thrown) return { setAside: [], then: "throw" };
  if (strength === "easy") return easyChoice(state, turn);
  if (strength === "strong") return strongChoice(state, turn);
  return goodChoice(state, turn);
}
