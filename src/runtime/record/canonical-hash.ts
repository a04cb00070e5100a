// The hashes a checkpoint carries: FNV-1a of a value's JSON with every object's keys in sorted
// order — the same however a reader rebuilt the object — fed to the hash as it is written out,
// never built as one string. The log hash a checkpoint stands on takes each number by its bits
// ("2:" and 8 hex digits); older saves' log hash, and every checkpoint's own checksum, take the
// JSON text itself (8 hex digits).
import type { LogEntry } from "./log";

/** FNV-1a over UTF-16 code units, fed piece by piece (`h` the running state). */
function mix(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** FNV-1a (32-bit): its offset basis, and one byte mixed in. */
export const FNV_START = 0x811c9dc5;
const hex = (h: number) => (h >>> 0).toString(16).padStart(8, "0");

/** The log hash checkpoints carry: FNV-1a of the entries' sorted-key JSON, each number fed as its 8 bytes rather than its digits (no number is written out). */
export const logHash = (entries: readonly LogEntry[]): string => `${LOG_HASH_2}${hex(canonicalHash(FNV_START, entries, true))}`;
/** The log hash as first written, over the sorted-key JSON text itself: still read in older saves. */
export const textLogHash = (entries: readonly LogEntry[]): string => hex(canonicalHash(FNV_START, entries, false));
/** The mark of a log hash over numbers' bits (older saves' hashes have none). */
export const LOG_HASH_2 = "2:";
/** FNV-1a of x's sorted-key JSON text, 8 hex digits (a checkpoint's checksum). */
export const jsonHash = (x: unknown): string => hex(canonicalHash(FNV_START, x, false));

/** The JSON text's punctuation and digits, fed to the hash as the bytes they are written as. */
const byteOf = (c: string): number => c.charCodeAt(0);
const OPEN_BRACKET = byteOf("[");
const CLOSE_BRACKET = byteOf("]");
const OPEN_BRACE = byteOf("{");
const CLOSE_BRACE = byteOf("}");
const COMMA = byteOf(",");
const COLON = byteOf(":");
const ZERO = byteOf("0");
const MINUS = byteOf("-");

export const fnvByte = (h: number, byte: number): number => Math.imul(h ^ byte, 0x01000193);
const char = fnvByte;

const NUMBER_MARK = byteOf("#");
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
