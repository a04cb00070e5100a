// The coach's words: how the coach's flick differs from the player's, said as a player says it
// ("a touch softer, 6° further left"), from the heading, speed, spin and release point each
// hand gave. Pure: readings in, a sentence out.
import type { Flick } from "../../../../geometry/types";
import { seatThrowPosition } from "../../../../physics";
import type { FlickRecord } from "../../../../training/coach";
import { handOf, type HandReading } from "./drill-run";

/** A hand's throw as the coach compares it: the hand reading plus where along the seat's edge it let go (cm, + right). */
export interface ThrowShape extends HandReading {
  readonly along: number;
}

export function shapeOf(flick: Flick, thrower: number, seats: number): ThrowShape {
  const base = seatThrowPosition(thrower, seats);
  // Right of the facing h (which faces (sin h, −cos h)) is (cos h, sin h).
  const along = (flick.position[0] - base.position[0]) * Math.cos(base.heading) + (flick.position[2] - base.position[2]) * Math.sin(base.heading);
  return { ...handOf(flick, thrower, seats), along };
}

/** "a touch softer", "harder", "much harder" — or nothing when the speeds are within 6 %. */
export function paceWords(player: number, coach: number): string | null {
  if (!(player > 0)) return null;
  const r = coach / player;
  if (Math.abs(r - 1) < 0.06) return null;
  if (r < 1) return r >= 0.85 ? "a touch softer" : r >= 0.65 ? "softer" : "much softer";
  return r <= 1.15 ? "a touch harder" : r <= 1.4 ? "harder" : "much harder";
}

/** "6° further left" — nothing under 2°. Headings in degrees, + right. */
export function lineWords(player: number, coach: number): string | null {
  const d = Math.round(coach - player);
  if (Math.abs(d) < 2) return null;
  return `${Math.abs(d)}° further ${d > 0 ? "right" : "left"}`;
}

/** "with less spin" — nothing unless the spin differs by 4 rad/s and a third of the player's. */
export function spinWords(player: number, coach: number): string | null {
  const d = coach - player;
  if (Math.abs(d) < Math.max(4, player / 3)) return null;
  return d < 0 ? "with less spin" : "with more spin";
}

/** "letting go 2 cm further right" — nothing under 1.5 cm. */
export function releaseWords(player: number, coach: number): string | null {
  const d = coach - player;
  if (Math.abs(d) < 1.5) return null;
  return `letting go ${Math.round(Math.abs(d))} cm further ${d > 0 ? "right" : "left"}`;
}

/** The changes from `player` to `coach`, most telling first; empty when the throws are alike. */
export function changes(player: ThrowShape, coach: ThrowShape): string[] {
  return [paceWords(player.speed, coach.speed), lineWords(player.heading, coach.heading), spinWords(player.spin, coach.spin), releaseWords(player.along, coach.along)].filter(
    (w): w is string => w !== null,
  );
}

/** "a, b and c". */
const list = (parts: readonly string[]) => (parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`);

/** Whether the coach's flick did better over the paired re-throws: more passes, or as many and more points. */
export const coachDidBetter = (player: FlickRecord, coach: FlickRecord): boolean => coach.passes > player.passes || (coach.passes === player.passes && coach.points > player.points);

/**
 * The coach's sentence on one attempt (one shape per throw of the drill). When the player's
 * flick did as well as the coach's over the same re-throws, it says to keep it.
 */
export function adviceSentence(player: readonly ThrowShape[], coach: readonly ThrowShape[], records: { player: FlickRecord; coach: FlickRecord }): string {
  if (!coachDidBetter(records.player, records.coach)) {
    return records.player.passes > 0 || records.player.points > 0 ? "Keep that throw: over the same re-throws it did as well as the coach's." : "Neither throw managed it over the re-throws: this one is hard, keep trying.";
  }
  const each = player.map((p, k) => changes(p, coach[k]));
  if (each.every((c) => c.length === 0)) return "The coach throws it almost as you did: a steadier hand is the difference.";
  if (each.length === 1) return `Throw it ${list(each[0])}.`;
  return each.map((c, k) => `${k === 0 ? "First die" : "Second die"}: ${c.length === 0 ? "as you did" : list(c)}.`).join(" ");
}
