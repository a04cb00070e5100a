// How good a settled throw is for the computer player who made it, judged by the engine:
// apply the throw, then look at what the round would score if captures were resolved now,
// plus what the thrower's dice threaten, and risk, from the dice still to be thrown.
import { captureZone, type ZoneReading } from "../../geometry/capture-zone";
import { MAT } from "../../geometry/table-layout";
import {
  applyThrow,
  diceOnMat,
  roundsLeft,
  scoreMat,
  worth,
  type DieId,
  type DieSnapshot,
  type MatDie,
  type RykestraState,
} from "../../games/rykestra";
import { exactExp } from "../../geometry/exact-math";

/** Weights of what a throw did, in points of round score. */
export const THROW_WEIGHTS = {
  /** One of the thrower's dice out for the round: its whole chance gone. */
  ownOut: -8,
  /** One of the thrower's dice back in hand (cocked): a wasted turn, not a loss. */
  ownReturned: -1.5,
  /** An opponent's die knocked back to its owner: its good place lost (plus `knockedWorth` per point of its worth). */
  opponentKnocked: 0.5,
  /** A high die knocked away was the hardest to capture and captured the most. */
  knockedWorth: 0.3,
  /** Per expected point from the dice still in opponents' hands (see `threat`): dice are aimed, not scattered, so less than one. */
  threat: 0.5,
  /** Per point of worth of the thrower's dice lying on the mat: high faces are hard to take. */
  ownWorthOnMat: 0.25,
  /**
   * In the last round only winning counts: a win (shared k ways: 1/k) is worth this many
   * points, and before the round ends the standings as they would finish now count through a
   * soft step (see `winChance`) instead of the round's margin.
   */
  win: 10,
} as const;

/** How steeply the soft step of a last-round lead rises, in points. */
const LEAD_SCALE = 2;

/** Points by seat if the round were scored with the mat as it lies in `state`. */
export function prospects(state: RykestraState): number[] {
  if (state.sectors === null) return new Array<number>(state.players).fill(0);
  return [...scoreMat(state, state.sectors).pointsBySeat];
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
      if (owner === seat) score += THROW_WEIGHTS.ownReturned;
      else score += THROW_WEIGHTS.opponentKnocked + THROW_WEIGHTS.knockedWorth * worth(knockedValue(state, r.id));
    }
  }
  const roundEnded = next.history.length > state.history.length;
  // The game's last throw: the totals say who won, and nothing else is left to weigh.
  if (next.phase === "over") return THROW_WEIGHTS.win * winShare(next.totals, seat);
  if (roundEnded) return score + margin(next.history[next.history.length - 1].pointsBySeat, seat);
  const later = opponentDiceInHand(next, seat);
  for (const d of diceOnMat(next)) {
    if (d.owner !== seat) continue;
    score += THROW_WEIGHTS.ownWorthOnMat * worth(d.value);
    score += THROW_WEIGHTS.threat * later * threat(d, next.options.zoneReading);
  }
  const now = prospects(next);
  if (roundsLeft(next) > 1) return score + margin(now, seat);
  return score + THROW_WEIGHTS.win * winChance(next.totals.map((t, s) => t + now[s]), seat);
}

/** 1 for a sole leader, 1/k for a lead shared k ways, else 0. */
export function winShare(totals: readonly number[], seat: number): number {
  const best = Math.max(...totals);
  return totals[seat] < best ? 0 : 1 / totals.filter((t) => t === best).length;
}

/** A soft step of the lead over the best of the others: ½ level, near 1 well ahead, near 0 well behind. */
export function winChance(totals: readonly number[], seat: number): number {
  const others = Math.max(...totals.filter((_, s) => s !== seat));
  return 1 / (1 + exactExp(-(totals[seat] - others) / LEAD_SCALE));
}

/** What an opponent's die showed before it was knocked away (a 1, the least, when it was not on the mat). */
function knockedValue(before: RykestraState, id: DieId): number {
  return before.dice.find((d) => d.id === id)?.onMat?.value ?? 1;
}

function opponentDiceInHand(state: RykestraState, seat: number): number {
  return state.dice.filter((d) => d.owner !== seat && d.place === "hand").length;
}

/**
 * A capture zone's wedge is about 75° wide, so from a die well inside the mat it covers some
 * fifth of the mat: the chance that a die landing anywhere has this die in its zone.
 */
const TYPICAL_ZONE_SHARE = 0.2;

/** The share of the mat inside this die's capture zone (0..1). */
export function zoneShare(die: MatDie, reading: ZoneReading): number {
  const zone = captureZone(die.kite, reading);
  let twice = 0;
  for (let i = 0; i < zone.length; i++) {
    const a = zone[i];
    const b = zone[(i + 1) % zone.length];
    twice += a.x * b.z - b.x * a.z;
  }
  return Math.abs(twice) / 2 / (MAT.size * MAT.size);
}

/**
 * Expected points, for one opponent's die still to land uniformly on the mat with a uniform
 * face: what this die would take from it, less what it would lose to it. It takes a die in
 * its zone of equal or lower worth (a 0 only takes 0s: worth 10 ≥ everything, but only a 0
 * may take a 0); it is taken by a die of equal or higher worth whose zone it lies in.
 */
export function threat(die: MatDie, reading: ZoneReading): number {
  const w = worth(die.value);
  let takes = 0;
  for (let v = 0; v <= 9; v++) if (worth(v) <= w && (v !== 0 || die.value === 0)) takes += worth(v) / 10;
  const takenBy = die.value === 0 ? 0.1 : (11 - w) / 10;
  return zoneShare(die, reading) * takes - TYPICAL_ZONE_SHARE * takenBy * w;
}
