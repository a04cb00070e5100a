// How good a settled throw is for the computer player who made it, judged by the engine:
// apply the throw, then look at what the round would score if captures were resolved now.
import {
  applyThrow,
  capturePoints,
  diceOnMat,
  resolveCaptures,
  roundOrder,
  scoreRound,
  worth,
  type DieId,
  type DieSnapshot,
  type RykestraState,
} from "../games/rykestra";

/** Weights of what a throw did, in points of round score. */
export const THROW_WEIGHTS = {
  /** One of the thrower's dice out for the round: its whole chance gone. */
  ownOut: -8,
  /** One of the thrower's dice back in hand (cocked): a wasted turn, not a loss. */
  ownReturned: -1.5,
  /** An opponent's die knocked back to its owner: its good place lost. */
  opponentKnocked: 1.5,
  /** Per point of worth of the thrower's dice lying on the mat: high faces are hard to take. */
  ownWorthOnMat: 0.25,
} as const;

/** Points by seat if the round were scored with the mat as it lies in `state`. */
export function prospects(state: RykestraState): number[] {
  if (state.sectors === null) return new Array<number>(state.players).fill(0);
  const mat = diceOnMat(state);
  const order = roundOrder(state);
  const steps = resolveCaptures(mat, {
    reading: state.options.zoneReading,
    order,
    points: capturePoints(state.sectors, state.options.bonusOn),
  });
  return [...scoreRound(mat, steps, {
    round: state.round,
    firstPlayer: state.firstPlayer,
    order,
    sectors: state.sectors,
    bonusOn: state.options.bonusOn,
    players: state.players,
  }).pointsBySeat];
}

/** My points against the average opponent's. */
function margin(points: readonly number[], seat: number): number {
  const others = points.filter((_, s) => s !== seat);
  const mean = others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
  return points[seat] - mean;
}

/** The value of a settled throw for `seat`; −Infinity when the engine refuses it. */
export function scoreThrow(state: RykestraState, seat: number, thrown: readonly DieId[], dice: readonly DieSnapshot[]): number {
  const result = applyThrow(state, { seat, thrown, dice });
  if (!result.ok) return -Infinity;
  const next = result.state;
  const outcome = next.lastThrow;
  let score = 0;
  if (outcome !== null) {
    for (const id of outcome.out) if (Number(id.split("-")[1]) === seat) score += THROW_WEIGHTS.ownOut;
    for (const r of outcome.returned) {
      const owner = Number(r.id.split("-")[1]);
      score += owner === seat ? THROW_WEIGHTS.ownReturned : THROW_WEIGHTS.opponentKnocked;
    }
  }
  const roundEnded = next.history.length > state.history.length;
  if (roundEnded) return score + margin(next.history[next.history.length - 1].pointsBySeat, seat);
  for (const d of diceOnMat(next)) if (d.owner === seat) score += THROW_WEIGHTS.ownWorthOnMat * worth(d.value);
  return score + margin(prospects(next), seat);
}
