// The strong Five Thousand player: every legal set-aside of the throw on the table, and then
// banking or throwing on, valued exactly over the rest of the turn (expected-value.ts). It
// plays for expected points until the final round, then for the chance of catching the leader.
import type { FiveThousandBotChoice } from "./bot-choice.ts";
import { legalPicks } from "./bot-picks.ts";
import { goalTable, pointsTable } from "./expected-value.ts";
import type { FiveThousandState, FiveThousandTurn } from "./state.ts";
import { diceToThrow, mustThrowAgain, turnTotal } from "./turn-total.ts";

export function strongChoice(state: FiveThousandState, turn: FiveThousandTurn): FiveThousandBotChoice {
  const { minimumToBank: minimum, target } = state.options;
  const me = state.players[turn.player].score;
  const leader = Math.max(0, ...state.players.map((p, i) => (i === turn.player ? 0 : p.score)));
  const finalRound = leader >= target;
  // In the final round a turn is worth something only if it passes the leader (ties share).
  const table = finalRound ? goalTable(Math.max(0, leader - me + 50), minimum) : pointsTable(minimum);
  let best: { pick: number[]; value: number; bank: boolean } | null = null;
  for (const pick of legalPicks(state, turn)) {
    const next: FiveThousandTurn = { ...turn, picked: [...turn.picked, ...pick] };
    const points = turnTotal(next, state.options);
    const throwOn = table.throwValue(diceToThrow(next), points);
    const mayBank = !mustThrowAgain(next) && points >= minimum;
    // Outside the final round, a bank that reaches the target is taken: it ends the race.
    const reaches = !finalRound && me + points >= target;
    const bankWorth = !mayBank ? -Infinity : finalRound ? (me + points > leader ? 1 : 0) : reaches ? Infinity : points;
    const value = Math.max(throwOn, bankWorth);
    if (!best || value > best.value + 1e-9 || (Math.abs(value - best.value) <= 1e-9 && pick.length < best.pick.length)) {
      best = { pick, value, bank: bankWorth >= throwOn };
    }
  }
  return { setAside: best!.pick, then: best!.bank ? "bank" : "throw" };
}
