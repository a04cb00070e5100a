// A round's frame: reading the sector dice to start it, and scoring it once every hand is empty.
import { accept, refuse, type MoveResult } from "../move-result";
import { ROUNDS } from "./options";
import { resolveCaptures } from "./resolve";
import { capturePoints, scoreRound, type RoundSummary } from "./scoring";
import { readSectorDice, type SectorDiceReading } from "./sector-set";
import { allInHand, diceOnMat, roundOrder, type RykestraState } from "./state";

/** Move: the sector dice have settled in the side tray; the round's throws begin. */
export function setSectors(state: RykestraState, reading: SectorDiceReading): MoveResult<RykestraState> {
  if (state.phase === "over") return refuse("The game is over.");
  if (state.phase !== "sector-set") return refuse("The sector dice are already set for this round.");
  const read = readSectorDice(state.options.board, reading);
  if (!read.ok) return refuse(read.reason);
  return accept({ ...state, phase: "throwing", sectors: read.state, turn: state.firstPlayer, lastThrow: null });
}

/** The round scored with the mat as it lies in `state`, its sector dice set to `sectors`: the captures in the round's order, then the points. */
export function scoreMat(state: RykestraState, sectors: NonNullable<RykestraState["sectors"]>): RoundSummary {
  const order = roundOrder(state);
  const mat = diceOnMat(state);
  const steps = resolveCaptures(mat, {
    reading: state.options.zoneReading,
    order,
    points: capturePoints(sectors, state.options.bonusOn),
  });
  return scoreRound(mat, steps, {
    round: state.round,
    firstPlayer: state.firstPlayer,
    order,
    sectors,
    bonusOn: state.options.bonusOn,
    players: state.players,
  });
}

/**
 * Captures and scoring for a round whose hands are all empty, then the next round's setup:
 * every die back in hand, the first player one seat left — or the end after the third round.
 */
export function finishRound(state: RykestraState): RykestraState {
  if (state.sectors === null) throw new Error("a round cannot finish before its sector dice are set");
  const summary = scoreMat(state, state.sectors);
  const round = state.round + 1;
  return {
    ...state,
    phase: round >= ROUNDS ? "over" : "sector-set",
    round,
    firstPlayer: (state.firstPlayer + 1) % state.players,
    turn: null,
    sectors: null,
    dice: allInHand(state.players),
    totals: state.totals.map((t, seat) => t + summary.pointsBySeat[seat]),
    history: [...state.history, summary],
  };
}
