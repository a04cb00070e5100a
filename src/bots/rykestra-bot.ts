// Rykestra's computer player. For a throw it tries a handful of aimed flicks from its own seat
// (at the mat's heart, at opponents' dice, at open felt), settles each on a headless copy of
// the table, scores the result with the engine (rykestra-bot-score.ts) and keeps the best.
// The chosen flick is then thrown for real on the live table, where it may land differently:
// the bot aims, the physics decides. Work is split into steps so a screen can run one trial
// per frame and stay responsive.
import { SECTOR_CENTRES, type SectorId } from "../geometry/mat";
import { MAT } from "../geometry/table-layout";
import type { Flick, TablePoint } from "../geometry/types";
import { diceOnMat, snapshotsOf, type DieId, type RykestraState } from "../games/rykestra";
import { aimedFlick, createRng, seatThrowPosition, type Rng } from "../physics";
import { seatSlot } from "../table/hand-layout";
import { scoreThrow } from "./rykestra-bot-score";
import { trialThrow, type LyingBody } from "./rykestra-bot-sim";

export interface ThrowPlanInput {
  readonly state: RykestraState;
  readonly seat: number;
  /** The die or dice this turn throws. */
  readonly thrown: readonly DieId[];
  /** Every body lying on or near the mat now (D10s on the mat, the Kinzo marker). */
  readonly lying: readonly LyingBody[];
  readonly seed: number;
  /** How many flicks to try (default 6). */
  readonly candidates?: number;
}

export interface Trial {
  readonly flicks: readonly Flick[];
  readonly target: TablePoint;
  readonly score: number;
}

/**
 * Keyboard power (0..1) that carries a die about `distance` cm from a seat's hand to where it
 * stops: measured from a seat onto the mat on the livelier felt (median travel about 12.6,
 * 19.3 and 25 cm at power 0.1, 0.3 and 0.4, 40 throws each), so about 6 + 45·p cm up to
 * some 30 cm. The planner's trials on a headless table correct what this misses.
 */
export function powerFor(distance: number): number {
  return Math.min(1, Math.max(0, (distance - 6) / 45));
}

/** Points worth aiming at: the mat's heart, each opponent's die, and open felt. */
export function targetsFor(state: RykestraState, seat: number, count: number, rng: Rng): TablePoint[] {
  const targets: TablePoint[] = [MAT.centre];
  for (const d of diceOnMat(state)) if (d.owner !== seat) targets.push(d.centre);
  const reach = MAT.size / 2 - 4;
  while (targets.length < count) {
    const r = reach * Math.sqrt(rng.next());
    const a = rng.range(0, 2 * Math.PI);
    targets.push({ x: MAT.centre.x + r * Math.cos(a), z: MAT.centre.z + r * Math.sin(a) });
  }
  return targets.slice(0, count);
}

/** The flicks that send this turn's dice from the seat towards `target`. */
export function flicksAt(seat: number, seats: number, thrown: readonly DieId[], target: TablePoint, rng: Rng): Flick[] {
  const slot = seatSlot(seat, seats);
  return thrown.map((id, i) => {
    const from = slot(i, thrown.length).position;
    const dx = target.x - from[0];
    const dz = target.z - from[2];
    const heading = Math.atan2(dx, -dz);
    const power = powerFor(Math.hypot(dx, dz)) * rng.range(0.85, 1.15);
    return aimedFlick({ dieId: id, position: from }, heading, power, rng);
  });
}

export class RykestraThrowPlanner {
  private readonly input: ThrowPlanInput;
  private readonly targets: TablePoint[];
  private readonly rng: Rng;
  private readonly trials: Trial[] = [];

  constructor(input: ThrowPlanInput) {
    this.input = input;
    this.rng = createRng(input.seed);
    this.targets = targetsFor(input.state, input.seat, input.candidates ?? 6, this.rng);
  }

  get done(): boolean {
    return this.trials.length >= this.targets.length;
  }

  /** Tries the next candidate; returns true once every candidate has been tried. */
  step(): boolean {
    if (this.done) return true;
    const { state, seat, thrown, lying } = this.input;
    const target = this.targets[this.trials.length];
    const flicks = flicksAt(seat, state.players, thrown, target, this.rng);
    const settled = trialThrow(lying, flicks, this.input.seed);
    const onMat = state.dice.filter((d) => d.place === "mat").map((d) => d.id);
    const score = scoreThrow(state, seat, thrown, snapshotsOf(settled, [...onMat, ...thrown]));
    this.trials.push({ flicks, target, score });
    return this.done;
  }

  /** Every trial so far, in the order tried. */
  get tried(): readonly Trial[] {
    return this.trials;
  }

  /** The best trial so far (the first on equal scores); null before any. */
  best(): Trial | null {
    let best: Trial | null = null;
    for (const t of this.trials) if (best === null || t.score > best.score) best = t;
    return best;
  }
}

/** Runs every trial at once and returns the best (tests, or a screen that does not mind waiting). */
export function planThrow(input: ThrowPlanInput): Trial {
  const planner = new RykestraThrowPlanner(input);
  while (!planner.step());
  const best = planner.best();
  if (best === null) throw new Error("a throw plan needs at least one candidate");
  return best;
}

/** Where the Kinzo marker goes: the bonus sector furthest from the bot's own hand, to stand in others' way. */
export function chooseMarkerSector(seat: number, seats: number, bonusSectors: readonly SectorId[]): SectorId {
  const [x, , z] = seatThrowPosition(seat, seats).position;
  const far = (id: SectorId) => Math.hypot(SECTOR_CENTRES[id].x - x, SECTOR_CENTRES[id].z - z);
  return [...bonusSectors].sort((a, b) => far(b) - far(a))[0];
}
