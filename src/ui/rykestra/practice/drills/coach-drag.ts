// The coach's advice as a drag: each flick drawn as the arrow the felt shows while a die is
// dragged (scene/input/AimGuide.tsx: from the die, along the drag, as long as the drag is quick),
// and the change from the player's arrow to the coach's — turned, longer or shorter, let go
// further along the edge, curled as it leaves. Pure, and for words and drawings only: Math's
// approximate trig is fine here, nothing read from it reaches the physics.
import type { Flick } from "../../../../geometry/types";
import { D10_DIAMETER } from "../../../../geometry/table-layout";
import { DEFAULT_GAIN } from "../../../../physics/flick";
import { seatThrowPosition } from "../../../../physics";

/** Arrow cm per cm/s of drag, as AimGuide draws the drag; the die leaves DEFAULT_GAIN times faster than the drag. */
export const DRAG_ARROW_SCALE = 0.07;
/** The ruler the words measure in: a die's width, beside the arrow on screen at any zoom. */
export const DIE_WIDTH = D10_DIAMETER;

export interface Point {
  readonly x: number;
  readonly z: number;
}

/** One flick as its drag arrow on the felt. */
export interface DragArrow {
  /** Where the die was let go. */
  readonly start: Point;
  /** The arrow's point: start + the drag's direction × its length. */
  readonly tip: Point;
  /** cm on the felt. */
  readonly length: number;
  /** Degrees off the seat's facing, + right, wrapped into (−180, 180]. */
  readonly heading: number;
  /** cm along the seat's edge from the hand's centre, + right. */
  readonly along: number;
  /** Spin about the vertical, rad/s, + anticlockwise seen from above (a drag curling left). */
  readonly yaw: number;
}

const DEG = 180 / Math.PI;

/** An angle in degrees wrapped into (−180, 180]. */
export function wrapDegrees(a: number): number {
  const w = a - 360 * Math.floor((a + 180) / 360);
  return w === -180 ? 180 : w;
}

export function dragArrow(flick: Flick, thrower: number, seats: number): DragArrow {
  const base = seatThrowPosition(thrower, seats);
  const [vx, , vz] = flick.velocity;
  const speed = Math.hypot(vx, vz);
  const length = (speed / DEFAULT_GAIN) * DRAG_ARROW_SCALE;
  const start = { x: flick.position[0], z: flick.position[2] };
  const tip = speed > 0 ? { x: start.x + (vx / speed) * length, z: start.z + (vz / speed) * length } : start;
  // Right of the facing h (which faces (sin h, −cos h)) is (cos h, sin h).
  const along = (start.x - base.position[0]) * Math.cos(base.heading) + (start.z - base.position[2]) * Math.sin(base.heading);
  const heading = wrapDegrees((Math.atan2(vx, -vz) - base.heading) * DEG);
  return { start, tip, length, heading, along, yaw: flick.angularVelocity[1] };
}

/** A drag heading more than 90° off the seat's facing goes back over the player's own edge. */
export const backwards = (a: DragArrow): boolean => Math.abs(a.heading) > 90;

/** From the player's arrow to the coach's, as a hand changes a drag. */
export interface DragChange {
  /** How far the arrow's point moves sideways when it is turned to the coach's line at the coach's length (cm, + right). */
  readonly sideways: number;
  /** The turn itself, wrapped (degrees, + right). */
  readonly turn: number;
  /** The coach's arrow length over the player's (1: as long). */
  readonly lengthRatio: number;
  /** Where it is let go, coach's minus player's (cm along the edge, + right). */
  readonly release: number;
  /** Side spin, coach's minus player's (rad/s, + a curl to the left). */
  readonly curl: number;
}

export function dragChange(player: DragArrow, coach: DragArrow): DragChange {
  const turn = wrapDegrees(coach.heading - player.heading);
  return {
    sideways: coach.length * Math.sin(turn / DEG),
    turn,
    lengthRatio: player.length > 0 ? coach.length / player.length : Infinity,
    release: coach.along - player.along,
    curl: coach.yaw - player.yaw,
  };
}

/**
 * How the correction arrow (the player's point to the coach's) lies against the player's
 * arrow: its part to the right of the player's line and its part along it (cm). A test holds
 * the words to this: they are the drawing's, read.
 */
export function correctionAgainst(player: DragArrow, coach: DragArrow): { right: number; forward: number } {
  const dx = coach.tip.x - coach.start.x - (player.tip.x - player.start.x);
  const dz = coach.tip.z - coach.start.z - (player.tip.z - player.start.z);
  const h = Math.atan2(player.tip.x - player.start.x, -(player.tip.z - player.start.z));
  // Direction (sin h, −cos h); its right (cos h, sin h).
  return { right: dx * Math.cos(h) + dz * Math.sin(h), forward: dx * Math.sin(h) - dz * Math.cos(h) };
}

/** The throw of the attempt the coach's arrows are about: the one being aimed now, else the first. */
export const arrowThrow = (phase: "aim" | "graded", throwIndex: number, throws: number): number => (phase === "aim" ? Math.min(throwIndex, throws - 1) : 0);

/** Whether a replayed throw's path ends off the mat (its last frame beyond the mat's square). */
export function endsOffMat(path: readonly (readonly number[])[], half: number, centre: Point): boolean {
  const last = path[path.length - 1];
  return last !== undefined && (Math.abs(last[0] - centre.x) > half || Math.abs(last[2] - centre.z) > half);
}

/** How far a replayed throw carried: from its first frame (the hand) to its last, on the table plane, cm. */
export function carryOf(path: readonly (readonly number[])[]): number {
  const a = path[0];
  const b = path[path.length - 1];
  return a === undefined || b === undefined ? 0 : Math.sqrt((b[0] - a[0]) ** 2 + (b[2] - a[2]) ** 2);
}

/** The shortest the longer of the two drawn arrows is: a soft drag's arrow is magnified to this, both by one factor. */
export const DRAWN_MIN = 8;

/** The two arrows as CoachArrows draws them: each from its own start, both lengthened by one factor `scale` (≥ 1) when short. */
export function drawnArrows(player: DragArrow, coach: DragArrow): { player: DragArrow; coach: DragArrow; scale: number } {
  const longest = Math.max(player.length, coach.length);
  const scale = longest > 0 && longest < DRAWN_MIN ? DRAWN_MIN / longest : 1;
  const grow = (a: DragArrow): DragArrow => ({ ...a, length: a.length * scale, tip: { x: a.start.x + (a.tip.x - a.start.x) * scale, z: a.start.z + (a.tip.z - a.start.z) * scale } });
  return { player: grow(player), coach: grow(coach), scale };
}
