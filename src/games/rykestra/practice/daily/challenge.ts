// The daily challenge: one position a day, the same on every device. A pure function of the
// UTC date: seeded streams (physics/rng.ts, mulberry32 — whole-number arithmetic, the same
// bits in every engine) pick a one-throw drill of the weekday's tier from the library (no
// drill twice in a week), mirror it left for right or not, and nudges every die and the marked circle a little, then
// checks the result is still a fair position of that goal. The table's physics seed comes from
// the same stream, so even the die in hand lies the same way everywhere.
import { sectorOf, type SectorId } from "../../../../geometry/mat";
import { MAT } from "../../../../geometry/table-layout";
import { createRng, type Rng } from "../../../../physics/rng";
import { DRILLS, type Area, type Drill, type Goal, type Tier } from "../drills";
import { clampSpot, positionRefusal, practiceDieIds, toGrid, toHeading, type PracticeDie, type PracticePosition } from "../position";
import { dayWords, type Day } from "./day";

export interface DailyChallenge {
  readonly day: Day;
  /** A drill of its own (id "daily-YYYY-MM-DD"), graded like every drill. */
  readonly drill: Drill;
  /** The practice table's physics seed. */
  readonly seed: number;
  /** The library drill it was made from, and whether it was mirrored (for tests and curiosity). */
  readonly base: string;
  readonly mirrored: boolean;
}

/** Monday to Wednesday first steps, Thursday to Saturday club, Sunday expert. */
export const TIER_OF_WEEKDAY: readonly Tier[] = ["first steps", "first steps", "first steps", "club", "club", "club", "expert"];

/** How far (cm) a die or the circle may be nudged each way. */
export const NUDGE = 1.2;
/** A die a drill asks to clear from a sector starts at least this far (cm) inside it. */
const SECTOR_MARGIN = 1;
const TRIES = 8;

const SECTOR_WORDS: Readonly<Record<SectorId, string>> = { NW: "north-west", NE: "north-east", SW: "south-west", SE: "south-east" };
const MIRROR_SECTOR: Readonly<Record<SectorId, SectorId>> = { NW: "NE", NE: "NW", SW: "SE", SE: "SW" };

const KIND_NAMES: Readonly<Record<Goal["kind"], string>> = {
  "land-in": "Landing",
  "knock-off": "Knock-off",
  "hit-clear": "Clean hit",
  "clear-sector": "Clear the sector",
  carreau: "Carreau",
  "knock-both": "Double knock",
};

/** What to do, in a sentence, from the goal alone (a mirrored drill's own brief may say "left"). */
export function goalBrief(goal: Goal): string {
  switch (goal.kind) {
    case "land-in":
      return `Stop your die inside the marked circle (${toGrid(2 * goal.area.r)} cm across).`;
    case "knock-off":
      return "Knock the marked die off the mat and keep yours on.";
    case "hit-clear":
      return "Hit the marked die and stop outside every zone on the mat.";
    case "clear-sector":
      return `Move the marked die out of the shaded ${SECTOR_WORDS[goal.sector]} sector (off the mat counts); keep yours on.`;
    case "carreau":
      return `Carreau: knock the marked die off and stop within ${goal.within} cm of where it lay.`;
    case "knock-both":
      return "Knock both marked dice off, a die of yours still on the mat.";
  }
}

const negate = (x: number) => toGrid(-x);

function mirror(position: PracticePosition, goal: Goal): { position: PracticePosition; goal: Goal } {
  const dice = position.dice.map((d) => ({ ...d, x: negate(d.x), heading: toHeading(360 - d.heading) }));
  const g: Goal =
    goal.kind === "land-in"
      ? { ...goal, area: { ...goal.area, x: negate(goal.area.x) } }
      : goal.kind === "clear-sector"
        ? { ...goal, sector: MIRROR_SECTOR[goal.sector] }
        : goal;
  return { position: { ...position, dice }, goal: g };
}

const nudge = (rng: Rng) => rng.range(-NUDGE, NUDGE);

function nudged(rng: Rng, position: PracticePosition, goal: Goal): { position: PracticePosition; goal: Goal } {
  const dice: PracticeDie[] = position.dice.map((d) => {
    const spot = clampSpot({ x: d.x + nudge(rng), z: d.z + nudge(rng) });
    // Opponents' dice lie at another face and a slightly other heading: faces never count, headings shape zones.
    const own = d.owner === position.thrower;
    return { ...d, ...spot, value: own ? d.value : rng.int(10), heading: toHeading(d.heading + rng.range(-20, 20)) };
  });
  let g = goal;
  if (goal.kind === "land-in") {
    const a = goal.area;
    const reach = MAT.size / 2 - a.r;
    const clamp = (v: number) => toGrid(Math.min(reach, Math.max(-reach, v)));
    const area: Area = { ...a, x: clamp(a.x + nudge(rng)), z: clamp(a.z + nudge(rng)) };
    g = { ...goal, area };
  }
  return { position: { ...position, dice }, goal: g };
}

/** Null when the nudged set-up still asks what its drill asked; else what went wrong. */
function fairness(position: PracticePosition, goal: Goal): string | null {
  const refused = positionRefusal(position);
  if (refused !== null) return refused;
  if (goal.kind === "clear-sector") {
    const i = practiceDieIds(position).indexOf(goal.target);
    const d = position.dice[i];
    const inside = (dx: number, dz: number) => sectorOf({ x: d.x + dx, z: d.z + dz }) === goal.sector;
    const m = SECTOR_MARGIN;
    if (!inside(m, m) || !inside(-m, m) || !inside(m, -m) || !inside(-m, -m)) return "the die to clear is too near the sector's edge";
  }
  return null;
}

/**
 * The drill a day is made from: each week (Monday to Sunday) deals each tier's one-throw drills
 * in an order of its own, and the tier's days take them in turn, so no drill comes twice in a week.
 */
function weekPick(day: Day, tier: Tier): Drill {
  const monday = day.number - day.weekday;
  const rng = createRng(`rykestra-daily/week/${monday}/${tier}`);
  const pool = DRILLS.filter((d) => d.tier === tier && d.throws === 1);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  const turn = TIER_OF_WEEKDAY.slice(0, day.weekday).filter((t) => t === tier).length;
  return pool[turn % pool.length];
}

/** The challenge of a day: the same for every caller, on every device. */
export function dailyChallenge(day: Day): DailyChallenge {
  const rng = createRng(`rykestra-daily/${day.text}`);
  const tier = TIER_OF_WEEKDAY[day.weekday];
  const base = weekPick(day, tier);
  const mirrored = rng.next() < 0.5;
  const seed = rng.int(2147483648);
  const start = mirrored ? mirror(base.position, base.goal) : { position: base.position, goal: base.goal };
  let chosen = start;
  for (let i = 0; i < TRIES; i++) {
    const tried = nudged(rng, start.position, start.goal);
    if (fairness(tried.position, tried.goal) === null) {
      chosen = tried;
      break;
    }
  }
  const drill: Drill = {
    id: `daily-${day.text}`,
    tier,
    name: `${KIND_NAMES[chosen.goal.kind]} · ${dayWords(day)}`,
    brief: goalBrief(chosen.goal),
    position: chosen.position,
    goal: chosen.goal,
    throws: 1,
  };
  return { day, drill, seed, base: base.id, mirrored };
}
