// Words for the player: what to do now (the log's sentences are in words.ts).
import { winnersWords } from "../player-words";
import { categoryLabel } from "./categories";
import { diceToThrow, type HooliganState } from "./state";

export function prompt(state: HooliganState): string {
  const name = (i: number) => state.players[i];
  if (state.phase === "over") {
    const winners = state.winners.map(name);
    return winnersWords(winners, "");
  }
  if (state.phase === "rolloff" && state.rollOff) {
    const who = state.rollOff.contenders[state.rollOff.sums.length];
    return `${name(who)}: throw five dice for the starting order`;
  }
  const turn = state.turn!;
  const who = name(turn.player);
  if (turn.throwsMade === 0) return `${who}: throw`;
  if (turn.chosen === null) {
    return turn.throwsMade === 3 ? `${who}: choose a box to score` : `${who}: choose a box or throw all five again`;
  }
  const count = diceToThrow(state);
  if (turn.chosen === "H") return `${who}: keep dice towards a straight, then throw ${count}`;
  return `${who}: throw ${count} for ${categoryLabel(turn.chosen)}`;
}
