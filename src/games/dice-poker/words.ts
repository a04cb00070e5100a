// Dice Poker in words: the one place a logged event becomes a sentence, made from the event's
// own data and the sides' names.
import { BOARD, columnOf, rowOf, type Square } from "./board";
import { combinationLabel, type CombinationId } from "./combinations";
import type { HandReading } from "./hand";
import type { DicePokerEvent, DicePokerState } from "./state";
import { winnersWords } from "../player-words";

/** "Red", or "Red (Ana)" when the side is a team. */
export function sideLabel(state: DicePokerState, side: number, player?: number): string {
  const s = state.sides[side];
  if (s.players.length === 1 || player === undefined) return s.name;
  return `${s.name} (${s.players[player]})`;
}

export const orList = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;

const squareName = (s: Square) => `${combinationLabel(BOARD[s] as CombinationId)} (row ${rowOf(s) + 1}, column ${columnOf(s) + 1})`;

export function handLabel(hand: HandReading): string {
  const base = hand.kind === "five-of-a-kind" ? "Five of a kind" : hand.combination ? combinationLabel(hand.combination) : "Nothing";
  return hand.lucky ? `${base}, sum ${hand.sum}` : base;
}

/** The sentence for one event. */
export function describeEvent(event: DicePokerEvent, state: DicePokerState): string {
  const name = (side: number) => state.sides[side].name;
  switch (event.type) {
    case "rolloff-throw":
      return `${name(event.side)} throws ${event.value} for the start`;
    case "rolloff-tie":
      return `${orList(event.sides.map(name)).replace(/ or /, " and ")} tie on ${event.value} and throw again`;
    case "first-side":
      return `${name(event.side)} starts`;
    case "throw":
      return `${sideLabel(state, event.side, event.player)} throw ${event.throwNumber}: ${event.dice.join(" ")}`;
    case "hand":
      return `${name(event.side)} stands on ${handLabel(event.hand)}`;
    case "place":
      return `${name(event.side)} takes ${squareName(event.square)}`;
    case "bounce":
      return `${name(event.side)} bounces ${name(event.owner)}'s chip off ${squareName(event.square)}`;
    case "no-chip":
      return event.reason === "nothing"
        ? `${name(event.side)} has no combination: no chip`
        : event.reason === "no-chips"
          ? `${name(event.side)} has no chips left`
          : `${name(event.side)} finds those squares covered: no chip`;
    case "run":
      return `${name(event.side)} completes a run`;
    case "win":
      return winnersWords([name(event.side)], "with two runs");
  }
}
