// The schema every log crossing a boundary must pass (a save read back, a share link, a
// message from elsewhere): sizes bounded, every number finite, every field of the right kind.
// It checks shape only; the game's own definition then judges the options and every move.
import * as v from "valibot";
import type { SessionLog } from "./log";

/** A log longer than this is not a game anyone played. */
export const MAX_LOG_ENTRIES = 20_000;
/** A move's JSON may be at most this long (a Rykestra throw reads every die on the mat). */
export const MAX_MOVE_CHARS = 8_000;

const finite = v.pipe(v.number(), v.finite());
const vec3 = v.tuple([finite, finite, finite]);
const quat = v.tuple([finite, finite, finite, finite]);
const step = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2147483648));
const seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));

export const FlickSchema = v.strictObject({
  dieId: v.pipe(v.string(), v.maxLength(64)),
  position: vec3,
  quaternion: quat,
  velocity: vec3,
  angularVelocity: vec3,
});

const jsonLength = (x: unknown): number => {
  try {
    return JSON.stringify(x)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
};

/** Plain JSON data only: finite numbers, strings, booleans, null, arrays and plain objects, nested at most `depth` deep. */
export function isPlainJson(x: unknown, depth = 8): boolean {
  if (x === null || typeof x === "boolean" || typeof x === "string") return true;
  if (typeof x === "number") return Number.isFinite(x);
  if (depth === 0 || typeof x !== "object") return false;
  if (Array.isArray(x)) return x.every((c) => isPlainJson(c, depth - 1));
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(x).every((c) => c !== undefined && isPlainJson(c, depth - 1));
}

const MoveSchema = v.pipe(
  v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) }),
  v.check((m) => isPlainJson(m), "a move must be plain data"),
  v.check((m) => jsonLength(m) <= MAX_MOVE_CHARS, "a move is too large"),
);

const InputSchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("flick"), flicks: v.pipe(v.array(FlickSchema), v.maxLength(32)) }),
  v.strictObject({ kind: v.literal("move"), move: MoveSchema }),
  v.strictObject({ kind: v.literal("pick-up") }),
]);

export const LogEntrySchema = v.strictObject({
  step,
  seat,
  input: InputSchema,
  derived: v.exactOptional(v.literal(true)),
  checksum: v.exactOptional(v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/))),
});

export const SessionLogSchema = v.strictObject({
  format: v.literal(1),
  game: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/)),
  rulesVersion: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4294967295)),
  options: v.pipe(
    v.unknown(),
    v.check((o) => isPlainJson(o), "the options must be plain data"),
    v.check((o) => jsonLength(o) <= 4_000, "the options are too large"),
  ),
  entries: v.pipe(v.array(LogEntrySchema), v.maxLength(MAX_LOG_ENTRIES)),
});

/** The first problem valibot found, as a sentence ("entries.3.step: …"). */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const i = issues[0];
  const path = i.path?.map((p) => String(p.key)).join(".");
  return path ? `${path}: ${i.message}` : i.message;
}

/** A log of the right shape, or the reason it is not one. */
export function parseLog(x: unknown): { ok: true; log: SessionLog } | { ok: false; reason: string } {
  const r = v.safeParse(SessionLogSchema, x);
  return r.success ? { ok: true, log: r.output as SessionLog } : { ok: false, reason: firstIssue(r.issues) };
}
