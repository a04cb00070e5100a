// The log is the truth: the seed, the options and, in order, every input a seat gave the
// session — {table step, seat, flick or move}. Replaying it on a fresh session rebuilds the
// game and every settled pose exactly. Entries the session made itself from a settled throw
// (`derived`) carry the move the readings made and a checksum of the poses, so a replay can
// prove it landed the same way.
import type { Flick, SettledDie } from "../../geometry/types";
import type { PlainMove, Seat } from "../../games/definition";
import { norm4 } from "../../geometry/exact-math";

/** A move as it travels: any game's move (the definition checks it), plain data. */
export type AnyMove = PlainMove & { readonly [field: string]: unknown };

export type SessionInput =
  | { readonly kind: "flick"; readonly flicks: readonly Flick[] }
  | { readonly kind: "move"; readonly move: AnyMove }
  /**
   * The throwing person picks the due dice still lying up into the hand, ready to flick. Logged
   * like any input: dice that leant on them may move, and a replay must move them at the same step.
   */
  | { readonly kind: "pick-up" };

export interface LogEntry {
  /** The table's physics step when the input arrived. */
  readonly step: number;
  readonly seat: Seat;
  readonly input: SessionInput;
  /** Made by the session from a settled throw, not given by a seat: a replay checks it, never re-sends it. */
  readonly derived?: true;
  /** For a derived throw move: checksum of every die's settled pose (see poseChecksum). */
  readonly checksum?: string;
}

export interface SessionLog {
  readonly format: 1;
  readonly game: string;
  readonly rulesVersion: number;
  readonly seed: number;
  readonly options: unknown;
  readonly entries: readonly LogEntry[];
}

/**
 * FNV-1a over the exact bits of every position and quaternion (in die order): equal only
 * when the poses are equal to the last bit.
 */
export function poseChecksum(dice: readonly SettledDie[]): string {
  const buf = new Float64Array(1);
  const bytes = new Uint8Array(buf.buffer);
  let h = 0x811c9dc5;
  const mix = (x: number) => {
    buf[0] = x;
    for (let i = 0; i < 8; i++) {
      h ^= bytes[i];
      h = Math.imul(h, 0x01000193);
    }
  };
  for (const d of dice) {
    for (let i = 0; i < d.id.length; i++) {
      h ^= d.id.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    d.position.forEach(mix);
    d.quaternion.forEach(mix);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const vec = (v: unknown, n: number): boolean => Array.isArray(v) && v.length === n && v.every(finite);

/** Refusal text when `x` is not a list of well-formed flicks (finite numbers, a die id), else null. */
export function flickProblem(x: unknown): string | null {
  if (!Array.isArray(x) || x.length === 0) return "A throw needs at least one flick";
  if (x.length > 32) return "A throw carries at most 32 dice";
  for (const f of x) {
    if (typeof f !== "object" || f === null) return "A flick must be an object";
    const r = f as Record<string, unknown>;
    if (typeof r.dieId !== "string" || r.dieId.length === 0 || r.dieId.length > 64) return "A flick must name its die";
    if (!vec(r.position, 3) || !vec(r.velocity, 3) || !vec(r.angularVelocity, 3) || !vec(r.quaternion, 4)) {
      return "A flick's position, velocity, spin and orientation must be finite numbers";
    }
    const q = r.quaternion as number[];
    if (norm4(q[0], q[1], q[2], q[3]) < 1e-6) return "A flick's orientation must not be zero";
  }
  const ids = x.map((f) => (f as Flick).dieId);
  if (new Set(ids).size !== ids.length) return "A throw flicks each die once";
  return null;
}
