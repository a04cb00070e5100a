// The drill library: 33 positions in three tiers. The thrower is always the south seat (seat 0
// of four, throwing from the +z edge); opponents' dice belong to seats 1–3. Distances in cm
// from the mat's centre (the mat is 30 × 30, north is −z); headings in degrees, 0 north.
import { EMPTY_POSITION, type PracticeDie, type PracticePosition } from "../position";
import type { Area, Drill, Goal, Tier } from "./goals";

const die = (owner: number, value: number, x: number, z: number, heading = 180): PracticeDie => ({ owner, value, x, z, heading });
const mat = (...dice: PracticeDie[]): PracticePosition => ({ ...EMPTY_POSITION, dice });
const circle = (x: number, z: number, r: number): Area => ({ x, z, r });

function drill(id: string, tier: Tier, name: string, brief: string, position: PracticePosition, goal: Goal, throws: 1 | 2 = 1): Drill {
  return { id, tier, name, brief, position, goal, throws };
}

const land = (area: Area): Goal => ({ kind: "land-in", area });
const knock = (target: string): Goal => ({ kind: "knock-off", target });
const clean = (target: string): Goal => ({ kind: "hit-clear", target });
const carreau = (target: string, within: number): Goal => ({ kind: "carreau", target, within });

/** A ring of opponents' dice round a point, each zone opening towards it. */
const ring = (x: number, z: number, r: number): PracticeDie[] => [
  die(1, 6, x, z - r, 0),
  die(2, 7, x + r, z, 90),
  die(3, 8, x - r, z, 270),
];

const FIRST: Drill[] = [
  drill("fs-centre", "first steps", "Centre circle", "Stop your die inside the big circle in the middle (8 cm across its radius).", mat(), land(circle(0, 1, 8))),
  drill("fs-near", "first steps", "Near circle", "A soft throw: stop inside the circle on your side.", mat(), land(circle(0, 8, 7))),
  drill("fs-far", "first steps", "Far circle", "Reach the circle just beyond the middle.", mat(), land(circle(0, -2, 8))),
  drill("fs-left", "first steps", "Left circle", "Angle left and stop in the circle.", mat(die(1, 4, 6, -4)), land(circle(-6, 4, 7))),
  drill("fs-right", "first steps", "Right circle", "Angle right and stop in the circle.", mat(die(3, 4, -6, -4)), land(circle(6, 4, 7))),
  drill("fs-edge-north", "first steps", "Over the far edge", "Knock the die in front of you all the way off the far edge; keep yours on.", mat(die(1, 5, 0, 4)), knock("d10-1-0")),
  drill("fs-edge-pair", "first steps", "One of a pair", "Knock the nearer die of the pair on your right off the right edge; keep yours on.", mat(die(1, 5, 8, 6), die(2, 5, 8, 2)), knock("d10-1-0")),
  drill("fs-edge-corner", "first steps", "Side knock", "Knock the die on your left off the left edge; keep yours on.", mat(die(2, 3, -8, 6)), knock("d10-2-0")),
  drill("fs-sector-sw", "first steps", "Out of the south-west", "Move the die out of the south-west sector (off the mat counts).", mat(die(1, 6, -4, 4)), { kind: "clear-sector", target: "d10-1-0", sector: "SW" }),
  drill("fs-sector-se", "first steps", "Out of the south-east", "Move the die out of the south-east sector.", mat(die(3, 2, 2, 4)), { kind: "clear-sector", target: "d10-3-0", sector: "SE" }),
  drill("fs-clean", "first steps", "A clean hit", "Hit the die and stop outside its zone.", mat(die(2, 5, 0, 6, 180)), clean("d10-2-0")),
];

const CLUB: Drill[] = [
  drill("club-gap", "club", "Through the gap", "Stop in the circle beyond the two dice.", mat(die(1, 5, -3, 2), die(2, 5, 3, 2)), land(circle(0, -4, 6))),
  drill("club-corner-nw", "club", "North-west pocket", "Stop in the circle in the far-left sector.", mat(die(2, 6, 3, -6)), land(circle(-6, -4, 6))),
  drill("club-side-se", "club", "South-east pocket", "A short angled throw into the circle.", mat(die(1, 3, 2, -2)), land(circle(7, 5, 6))),
  drill("club-keep-own", "club", "Keep your own", "Knock the die off the right edge without moving yours off the mat.", mat(die(1, 7, 8, 6), die(0, 4, 3, 1)), knock("d10-1-0")),
  drill("club-edge-angle", "club", "Angled knock", "Knock the die near the right edge off, from the far side of your reach.", mat(die(3, 8, 10, 6)), knock("d10-3-0")),
  drill("club-clean-ring", "club", "Clean among zones", "Hit the middle die and stop outside every zone.", mat(die(1, 5, 0, 4, 0), die(2, 7, 6, 2, 135), die(3, 7, -6, 2, 225)), clean("d10-1-0")),
  drill("club-clean-side", "club", "Clean from the side", "Hit the die on the left and stop clear of every zone.", mat(die(2, 6, -4, 6, 315), die(3, 8, 3, 0, 45)), clean("d10-2-0")),
  drill("club-carreau", "club", "Carreau", "Knock the die off the right edge and stop within 4 cm of where it lay.", mat(die(1, 9, 8, 6)), carreau("d10-1-0", 4)),
  drill("club-sector-ne", "club", "Clear the north-east", "Drive the die out of the north-east sector.", mat(die(2, 4, 1, -1)), { kind: "clear-sector", target: "d10-2-0", sector: "NE" }),
  drill("club-two-circle", "club", "Two in the circle", "Two throws: both your dice stop in the circle.", mat(), land(circle(0, 4, 6)), 2),
  drill("club-two-knock", "club", "Double knock", "Two throws: knock both dice off the side edges, a die of yours still on the mat.", mat(die(1, 5, -8, 6), die(2, 5, 8, 6)), { kind: "knock-both", targets: ["d10-1-0", "d10-2-0"] }, 2),
];

const EXPERT: Drill[] = [
  drill("ex-corner-nw", "expert", "Far-left corner", "Stop in the circle towards the far-left corner.", mat(), land(circle(-6, -6, 6.5))),
  drill("ex-corner-ne", "expert", "Far-right corner", "Stop in the circle towards the far-right corner.", mat(die(1, 5, 3, -3)), land(circle(6, -6, 6.5))),
  drill("ex-ringed", "expert", "Into the ring", "Stop in the circle inside the ring of dice.", mat(...ring(0, 2, 6)), land(circle(0, 2, 4.5))),
  drill("ex-deep-knock", "expert", "Deep knock", "Knock the die near the middle off the far edge.", mat(die(1, 0, 0, 3)), knock("d10-1-0")),
  drill("ex-side-knock", "expert", "Off the side", "Knock the die near the left edge off it.", mat(die(3, 6, -10, 6)), knock("d10-3-0")),
  drill("ex-carreau", "expert", "Tight carreau", "Knock it off the right edge and stop within 3 cm of its spot.", mat(die(2, 9, 8, 6)), carreau("d10-2-0", 3)),
  drill("ex-carreau-angle", "expert", "Angled carreau", "Knock the left die off and take its place within 3 cm.", mat(die(1, 9, -8, 6)), carreau("d10-1-0", 3)),
  drill("ex-clean-crowd", "expert", "Clean in a crowd", "Hit the middle die and stop outside every zone of the crowd.", mat(die(1, 5, 0, 2, 0), ...ring(0, 2, 6).map((d) => ({ ...d, value: 9 }))), clean("d10-1-0")),
  drill("ex-sector-nw", "expert", "Clear the far corner", "Drive the die out of the north-west sector, near the middle.", mat(die(1, 7, -1.5, -1.5)), { kind: "clear-sector", target: "d10-1-0", sector: "NW" }),
  drill("ex-clean-deep", "expert", "Clean and deep", "Hit the die in the middle and stop outside every zone round it.", mat(die(1, 5, 0, 0, 0), ...ring(0, 0, 5).map((d) => ({ ...d, value: 9 }))), clean("d10-1-0")),
  drill("ex-two-far", "expert", "Two deep", "Two throws: both dice in the circle beyond the middle.", mat(), land(circle(0, -4, 6)), 2),
];

export const DRILLS: readonly Drill[] = [...FIRST, ...CLUB, ...EXPERT];

export const drillById = (id: string): Drill | undefined => DRILLS.find((d) => d.id === id);
