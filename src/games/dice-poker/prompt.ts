// Words for the table: what the side on turn does now (the log's sentences are in words.ts).
import { BOARD } from "./board";
import { winnersWords } from "../player-words";
import { combinationLabel, type CombinationId } from "./combinations";
import { bounceTargets, legalSquares } from "./legal";
import type { DicePokerState } from "./state";
import { orList, sideLabel } from "./words";

export function prompt(state: DicePokerState): string {
  if (state.phase === "over") return winnersWords([state.sides[state.winner!].name], "with two runs");
  if (state.phase === "rolloff" && state.rollOff) {
    const side = state.rollOff.contenders[state.rollOff.values.length];
    return `${state.sides[side].name}: throw one die for the start`;
  }
  const who = sideLabel(state, state.current!, state.player);
  if (state.phase === "throwing") {
    return state.throwsMade === 0 ? `${who}: throw` : `${who}: re-throw any dice or stand`;
  }
  const choices: string[] = [];
  const squares = legalSquares(state);
  if (squares.length > 0) {
    if (state.hand?.kind === "five-of-a-kind") choices.push("place a chip on any open square");
    else {
      const names = [...new Set(squares.map((s) => combinationLabel(BOARD[s] as CombinationId)))];
      choices.push(`place a chip on a ${orList(names)} square`);
    }
  }
  if (bounceTargets(state).length > 0) choices.push("remove an opponent's chip (Bouncer)");
  return `${who}: ${choices.join(" or ")}`;
}
