// One sentence for the UI: whose turn it is and what they may do now.
import { midSentence, verb } from "../player-words.ts";
import { rollOffThrower } from "./roll-off.ts";
import { nameOf, type FiveThousandState } from "./state.ts";
import { winnersText } from "./words.ts";
import { diceToThrow, isHotDice, mustThrowAgain, turnTotal } from "./turn-total.ts";

const inFinalRound = (state: FiveThousandState) =>
  state.players.length > 1 && state.players.some((p) => p.score >= state.options.target);

const diceWord = (n: number) => (n === 6 ? "all six" : n === 1 ? "the last die" : `the other ${n} dice`);

export function prompt(state: FiveThousandState): string {
  if (state.winners) return winnersText(state, state.winners);
  const thrower = rollOffThrower(state);
  if (thrower !== null) {
    const again = state.rollOff!.contenders.length < state.players.length ? " again" : "";
    const name = nameOf(state, thrower);
    return `Roll-off for the last seat: ${midSentence(name)} ${verb(name, "throws", "throw")} one die${again}`;
  }
  const turn = state.turn!;
  const name = nameOf(state, turn.player);
  const final = inFinalRound(state) ? " (final round)" : "";
  if (!turn.thrown) return `${name} to throw six dice${final}`;
  const total = turnTotal(turn, state.options);
  if (turn.picked.length === 0) {
    return `${name}: set aside scoring dice${total > 0 ? ` (turn ${total})` : ""}${final}`;
  }
  if (mustThrowAgain(turn)) return `Hot dice: ${midSentence(name)} must throw all six again (turn ${total})${final}`;
  const rest = diceWord(diceToThrow(turn));
  const minimum = state.options.minimumToBank;
  if (total < minimum) return `${name}: throw ${rest} (${minimum} needed to bank; turn ${total})${final}`;
  const more = isHotDice(turn) ? "" : ", set aside more";
  return `${name}: bank ${total}${more} or throw ${rest}${final}`;
}
