// How a save is kept in storage: its JSON text compressed, still as text (so a damaged one
// can be offered for download as it is).
//
// Packing version 1: "dtz1:" then, in base64 (the browser's own btoa and atob: fast on megabytes),
//   bytes 0–3: CRC-32 of every byte after them (a save cut short mid-write is caught)
//   bytes 4–7: the length of the JSON text in bytes (big-endian), at most MAX_SAVE_CHARS
//   then the JSON text (UTF-8) compressed with raw DEFLATE (fflate)
// A stored text that starts with "{" is a save from before packing: plain JSON, read as it is.
import { deflateSync, inflateSync } from "fflate";
import { crc32 } from "./share-link";

export const PACKED_PREFIX = "dtz1:";
/** The newest packing this app writes; a "dtzN:" with a larger N is from a newer app. */
export const PACKING_VERSION = 1;
const HEADER = 8;

const putU32 = (b: Uint8Array, at: number, x: number) => {
  b[at] = x >>> 24;
  b[at + 1] = (x >>> 16) & 0xff;
  b[at + 2] = (x >>> 8) & 0xff;
  b[at + 3] = x & 0xff;
};
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/** The stored text for a save's JSON. */
export function packSave(json: string): string {
  const bytes = new TextEncoder().encode(json);
  // Level 6: every move writes the save again, and a long Dice Poker game's is megabytes.
  const packed = deflateSync(bytes, { level: 6 });
  const out = new Uint8Array(HEADER + packed.length);
  putU32(out, 4, bytes.length);
  out.set(packed, HEADER);
  putU32(out, 0, crc32(out, 4));
  let bin = "";
  for (let i = 0; i < out.length; i += 0x8000) bin += String.fromCharCode(...out.subarray(i, i + 0x8000));
  return PACKED_PREFIX + btoa(bin);
}

function fromBase64(text: string): Uint8Array | null {
  let bin: string;
  try {
    bin = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

export type Unpacked =
  | { readonly ok: true; readonly json: string }
  | { readonly ok: false; readonly problem: "corrupt" | "newer"; readonly reason: string };

const CUT = "The save is damaged and cannot be read (it may have been cut short)";

/** Whether stored text is packed (any version), as opposed to a plain JSON save. */
export const isPacked = (text: string): boolean => /^dtz\d+:/.test(text);

/**
 * The JSON text of a stored save: packed text is checked (CRC, length, at most `maxBytes`
 * unpacked) and inflated; anything else is taken to be JSON already. Never throws.
 */
export function unpackSave(text: string, maxBytes: number): Unpacked {
  if (!isPacked(text)) return { ok: true, json: text };
  const version = Number(/^dtz(\d+):/.exec(text)![1]);
  if (version > PACKING_VERSION) return { ok: false, problem: "newer", reason: "This game was saved by a newer version of the app" };
  if (version !== PACKING_VERSION) return { ok: false, problem: "corrupt", reason: CUT };
  const bytes = fromBase64(text.slice(PACKED_PREFIX.length));
  if (!bytes || bytes.length <= HEADER || crc32(bytes, 4) !== u32(bytes, 0)) return { ok: false, problem: "corrupt", reason: CUT };
  const length = u32(bytes, 4);
  if (length > maxBytes) return { ok: false, problem: "corrupt", reason: "The save is too large to be a game" };
  try {
    // One byte of room more than promised, so a stream that runs longer is caught, not cut.
    const json = inflateSync(bytes.subarray(HEADER), { out: new Uint8Array(length + 1) });
    if (json.length !== length) return { ok: false, problem: "corrupt", reason: CUT };
    return { ok: true, json: new TextDecoder("utf-8", { fatal: true }).decode(json) };
  } catch {
    return { ok: false, problem: "corrupt", reason: CUT };
  }
}
