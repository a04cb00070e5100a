// A save's checkpoint of the last rest: the table exactly (every die's pose, motion and sleep
// state, packed as the bits of its doubles so -0 and every last digit survive), the table's
// random streams, the last throw read and how much of the log it stands for. Resuming from it
// skips replaying the physics of the whole game. The log stays the truth: the game state is
// never taken from the checkpoint but folded from the log's moves, and a checkpoint whose log
// prefix, steps or own checksum disagree is refused with the reason.
import * as v from "valibot";
import type { PlainMove } from "../games/definition";
import type { DieRest } from "../physics/rest-state";
import type { DieSpec, TableRest, TableRngState } from "../table/table-controller";
import type { LogEntry, SessionLog } from "./log";
import { continueLog } from "./replay";
import type { GameSession, LastThrow } from "./session";

/** Plain data, as it is saved. */
export interface Checkpoint {
  /** Log entries the rest stands after. */
  readonly entries: number;
  /** Those entries' hash: "2:" and logHash's 8 hex digits, or (saves made before it) textLogHash's 8 alone. */
  readonly logHash: string;
  readonly steps: number;
  readonly sinceMotion: number;
  readonly time: number;
  readonly stepnumber: number;
  readonly throws: number;
  readonly inHand: readonly string[];
  /** Every die the table knows, with its looks (the stage's choice, kept as it was). */
  readonly specs: readonly DieSpec[];
  /** Die ids and kinds in the world's order, and their state packed (DIE_FLOATS doubles each, base64). */
  readonly dice: readonly { readonly id: string; readonly kind: string }[];
  readonly packed: string;
  readonly rng: TableRngState;
  readonly lastThrow: LastThrow | null;
  /** FNV-1a of everything above: a damaged checkpoint is not trusted. */
  readonly checksum: string;
}

const DIE_FLOATS = 16;

/** FNV-1a over UTF-16 code units, fed piece by piece (`h` the running state). */
function mix(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

const FNV_START = 0x811c9dc5;
const hex = (h: number) => (h >>> 0).toString(16).padStart(8, "0");

/** The log hash checkpoints carry: FNV-1a of the entries' sorted-key JSON, each number fed as its 8 bytes rather than its digits (no number is written out). */
export const logHash = (entries: readonly LogEntry[]): string => `${LOG_HASH_2}${hex(canonicalHash(FNV_START, entries, true))}`;
/** The log hash as first written, over the sorted-key JSON text itself: still read in older saves. */
export const textLogHash = (entries: readonly LogEntry[]): string => hex(canonicalHash(FNV_START, entries, false));
const LOG_HASH_2 = "2:";

function pack(dice: readonly DieRest[]): string {
  const f = new Float64Array(dice.length * DIE_FLOATS);
  dice.forEach((d, i) => {
    f.set([...d.position, ...d.quaternion, ...d.velocity, ...d.angularVelocity, d.timeLastSleepy, d.sleepState, d.quietSteps], i * DIE_FLOATS);
  });
  const bytes = new Uint8Array(f.buffer);
  let bin = "";
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return btoa(bin);
}

function unpack(packed: string, dice: Checkpoint["dice"]): DieRest[] | null {
  let bin: string;
  try {
    bin = atob(packed);
  } catch {
    return null;
  }
  if (bin.length !== dice.length * DIE_FLOATS * 8) return null;
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const f = new Float64Array(bytes.buffer);
  return dice.map((d, i) => {
    const at = (k: number) => f[i * DIE_FLOATS + k];
    return {
      id: d.id,
      kind: d.kind as DieRest["kind"],
      position: [at(0), at(1), at(2)],
      quaternion: [at(3), at(4), at(5), at(6)],
      velocity: [at(7), at(8), at(9)],
      angularVelocity: [at(10), at(11), at(12)],
      timeLastSleepy: at(13),
      sleepState: at(14) as DieRest["sleepState"],
      quietSteps: at(15),
    };
  });
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
const ZERO = 0x30;
const MINUS = 0x2d;

const char = (h: number, code: number) => Math.imul(h ^ code, 0x01000193);

const NUMBER_MARK = 0x23;
const bitsOf = new DataView(new ArrayBuffer(8));

/** A finite number as "#" and its 8 bytes, little-endian; -0 as 0, as a JSON round trip gives it back. */
function mixBits(h: number, x: number): number {
  bitsOf.setFloat64(0, x === 0 ? 0 : x, true);
  h = char(h, NUMBER_MARK);
  for (let i = 0; i < 8; i++) h = char(h, bitsOf.getUint8(i));
  return h;
}

/** A whole number's decimal digits, as String(n) writes them for |n| < 2³¹, fed without building the text. */
function mixSmallInt(h: number, n: number): number {
  if (n < 0) {
    h = char(h, MINUS);
    n = -n;
  }
  let div = 1;
  while (div * 10 <= n) div *= 10;
  for (; div >= 1; div /= 10) {
    const d = Math.floor(n / div);
    h = char(h, ZERO + d);
    n -= d * div;
  }
  return h;
}

/** JSON text of strings met again and again (keys, ids, move types), bounded. */
const quotedText = new Map<string, string>();

function quoted(s: string): string {
  let q = quotedText.get(s);
  if (q === undefined) {
    q = JSON.stringify(s);
    if (s.length <= 32 && quotedText.size < 4096) quotedText.set(s, q);
  }
  return q;
}

/**
 * FNV-1a of x's JSON with every object's keys in sorted order — the same text however a reader
 * rebuilt the object — fed to the hash as it is written out, never built as one string. As in
 * JSON, a field that is undefined (or a function) is left out, and such a value in a list
 * counts as null: a checkpoint read back from its JSON hashes as it did when taken. With
 * `bits`, each finite number goes in as mixBits has it instead of its digits.
 */
function canonicalHash(h: number, x: unknown, bits: boolean): number {
  if (typeof x === "number") {
    if (bits && Number.isFinite(x)) return mixBits(h, x);
    // JSON writes -0 as "0".
    if (Number.isInteger(x) && x > -2147483648 && x < 2147483648) return mixSmallInt(h, x === 0 ? 0 : x);
    return mix(h, Number.isFinite(x) ? String(x) : "null");
  }
  if (typeof x === "string") return mix(h, quoted(x));
  if (Array.isArray(x)) {
    // A list of numbers (a flick's vectors): JSON writes it exactly as below, and faster.
    if (!bits && x.length > 0 && x.every((c) => typeof c === "number")) return mix(h, JSON.stringify(x));
    h = char(h, OPEN_BRACKET);
    for (let i = 0; i < x.length; i++) {
      if (i > 0) h = char(h, COMMA);
      h = canonicalHash(h, x[i], bits);
    }
    return char(h, CLOSE_BRACKET);
  }
  if (x !== null && typeof x === "object") {
    const o = x as Record<string, unknown>;
    // Sorted by UTF-16 code units, as JSON key order is defined here.
    const keys = Object.keys(o).sort();
    h = char(h, OPEN_BRACE);
    let written = 0;
    for (let i = 0; i < keys.length; i++) {
      const value = o[keys[i]];
      if (value === undefined || typeof value === "function" || typeof value === "symbol") continue;
      if (written++ > 0) h = char(h, COMMA);
      h = mix(h, quoted(keys[i]));
      h = char(h, COLON);
      h = canonicalHash(h, value, bits);
    }
    return char(h, CLOSE_BRACE);
  }
  return mix(h, JSON.stringify(x) ?? "null");
}

const sealed = (c: Omit<Checkpoint, "checksum">): string => hex(canonicalHash(FNV_START, c, false));

/** The session's checkpoint now, or null when it is not at rest (a throw rolling, dice moving). */
export function takeCheckpoint<S, M extends PlainMove>(session: GameSession<S, M>): Checkpoint | null {
  const view = session.view;
  if (view.status !== "idle" || view.pending || !session.table.physics.isSettled() || session.table.state.holding) return null;
  // A throw whose reading is still to be logged is not a rest the log can stand on.
  if (view.log[view.log.length - 1]?.input.kind === "flick") return null;
  const rest = session.table.restState();
  const body: Omit<Checkpoint, "checksum"> = {
    entries: view.log.length,
    logHash: logHash(view.log),
    steps: rest.physics.steps,
    sinceMotion: rest.physics.sinceMotion,
    time: rest.physics.time,
    stepnumber: rest.physics.stepnumber,
    throws: rest.throws,
    inHand: rest.inHand,
    specs: rest.specs,
    dice: rest.physics.dice.map((d) => ({ id: d.id, kind: d.kind })),
    packed: pack(rest.physics.dice),
    rng: session.table.rngState(),
    lastThrow: view.lastThrow,
  };
  return { ...body, checksum: sealed(body) };
}

/** The game the log's moves make, folded through the definition alone (no physics), or why it cannot be. */
export function foldGame<S, M extends PlainMove>(session: GameSession<S, M>, log: SessionLog, upTo: number): { ok: true; game: S } | { ok: false; reason: string } {
  const first = session.definition.setup(log.options);
  if (!first.ok) return { ok: false, reason: first.reason };
  let game = first.state;
  for (let i = 0; i < upTo; i++) {
    const e = log.entries[i];
    if (e.input.kind !== "move") continue;
    const r = session.definition.apply(game, e.seat, e.input.move as unknown as M);
    if (!r.ok) return { ok: false, reason: `entry ${i} is refused: ${r.reason}` };
    game = r.state;
  }
  return { ok: true, game };
}

/** Why this checkpoint cannot stand for this log, or null when it agrees. */
export function checkpointProblem(log: SessionLog, c: Checkpoint): string | null {
  const { checksum, ...body } = c;
  if (sealed(body) !== checksum) return "it is damaged";
  if (c.entries > log.entries.length) return "it is ahead of the log";
  const prefix = log.entries.slice(0, c.entries);
  if ((c.logHash.startsWith(LOG_HASH_2) ? logHash(prefix) : textLogHash(prefix)) !== c.logHash) return "the log before it is not the log it was taken from";
  const before = log.entries[c.entries - 1];
  const after = log.entries[c.entries];
  if ((before && before.step > c.steps) || (after && after.step < c.steps)) return "its table step does not fall where the log puts it";
  const known = new Set(c.specs.map((d) => d.id));
  if (new Set(c.dice.map((d) => d.id)).size !== c.dice.length || known.size !== c.specs.length) return "its dice do not add up";
  if (c.dice.some((d) => !known.has(d.id)) || c.inHand.some((id) => !known.has(id))) return "its dice do not add up";
  return null;
}

/**
 * Resumes `session` (freshly made for the log's seed and options) at the checkpoint, then
 * replays whatever the log holds after it — a throw the log ends on is left rolling. A refusal
 * with `untouched` left the session as it was made (the caller may replay the log instead).
 */
export function resumeAtCheckpoint<S, M extends PlainMove>(
  session: GameSession<S, M>,
  log: SessionLog,
  c: Checkpoint,
): { ok: true } | { ok: false; reason: string; untouched: boolean } {
  const refused = (why: string) => ({ ok: false as const, reason: `The save's resume point was refused: ${why}`, untouched: true });
  const problem = checkpointProblem(log, c);
  if (problem) return refused(problem);
  const dice = unpack(c.packed, c.dice);
  if (!dice) return refused("its dice are damaged");
  const folded = foldGame(session, log, c.entries);
  if (!folded.ok) return refused(folded.reason);
  const table: TableRest = {
    physics: { steps: c.steps, sinceMotion: c.sinceMotion, time: c.time, stepnumber: c.stepnumber, dice },
    specs: c.specs,
    inHand: c.inHand,
    throws: c.throws,
  };
  session.restoreAt({ game: folded.game, log: log.entries.slice(0, c.entries), lastThrow: c.lastThrow }, table, c.rng);
  const mismatches = continueLog(session, log, c.entries, undefined, true);
  return mismatches.length === 0 ? { ok: true } : { ok: false, reason: `The saved game did not replay as recorded (${mismatches[0]})`, untouched: false };
}

const finite = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2147483648));
const uint = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4294967295));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The checkpoint's shape (its agreement with the log is checkpointProblem's to judge). */
export const CheckpointSchema = v.strictObject({
  entries: count,
  logHash: v.pipe(v.string(), v.regex(/^(2:)?[0-9a-f]{8}$/)),
  steps: count,
  sinceMotion: count,
  time: finite,
  stepnumber: count,
  throws: count,
  inHand: v.pipe(v.array(id), v.maxLength(64)),
  specs: v.pipe(
    v.array(
      v.strictObject({
        id,
        kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]),
        colour: v.pipe(v.string(), v.maxLength(40)),
        ink: v.exactOptional(v.pipe(v.string(), v.maxLength(40))),
        name: v.exactOptional(v.pipe(v.string(), v.maxLength(80))),
      }),
    ),
    v.maxLength(64),
  ),
  dice: v.pipe(v.array(v.strictObject({ id, kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]) })), v.maxLength(64)),
  packed: v.pipe(v.string(), v.maxLength(64 * DIE_FLOATS * 12), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
  rng: v.strictObject({ throw: uint, aim: uint, handful: uint, remedy: uint, nudge: uint }),
  lastThrow: v.nullable(
    v.strictObject({
      seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
      dice: v.pipe(
        v.array(
          v.strictObject({
            id,
            kind: v.picklist(["d6", "d10", "spike", "chance", "kinzo", "hazard"]),
            faceIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
            value: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
            label: v.pipe(v.string(), v.maxLength(8)),
            tilt: finite,
            cocked: v.boolean(),
            position: v.tuple([finite, finite, finite]),
            quaternion: v.tuple([finite, finite, finite, finite]),
            offMat: v.boolean(),
            settled: v.boolean(),
          }),
        ),
        v.maxLength(64),
      ),
      notes: v.pipe(v.array(v.pipe(v.string(), v.maxLength(400))), v.maxLength(16)),
      throwNumber: count,
    }),
  ),
  checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/)),
});
