// A replay as a link: a finished game, a Rykestra round or one throw, carried whole in the
// address (#/replay?r=<code>) so it plays on any browser with no server.
//
// Version 2, as bytes, written in base64url without padding (version 1 had the same layout;
// its throws were made by the physics before it took no approximated Math, so they would land
// elsewhere now and such a link is refused as older):
//   byte 0: the version (2)
//   bytes 1–4: CRC-32 of every byte after them (a link cut short or mistyped is caught)
//   bytes 5–8: the length of the JSON text in bytes (big-endian), at most MAX_SHARE_JSON_BYTES
//   then the JSON text (UTF-8) compressed with raw DEFLATE (fflate)
// The JSON is a SharedReplay: the scope, how the seats were named and coloured, the result,
// and the session log up to the end of what is shown. Reading a link checks every byte of
// that, then the log with the same valibot schema a save passes, then that this app plays
// the game under the same rules; anything else is refused with a sentence a player can read.
import { deflateSync, inflateSync } from "fflate";
import * as v from "valibot";
import type { SessionLog } from "./log";
import { SessionLogSchema, firstIssue } from "./log-schema";
import type { ReplayScope } from "./replay-scope";
import { fromBase64Url, toBase64Url } from "../../games/base64url";

export { fromBase64Url, toBase64Url };

/** 3: the physics of save format 3 (contacts kept between steps, friction per touching pair); 1 and 2: earlier physics. */
export const SHARE_VERSION = 3;
/** The longest code a link may carry (characters, about 48 kB of compressed record): a whole game of Hodrudda, Five Thousand, Hooligan or Rykestra fits; a long Dice Poker game does not. */
export const MAX_SHARE_CODE_CHARS = 64_000;
/** The longest JSON a code may unpack to (bytes): no honest game's record comes near it. */
export const MAX_SHARE_JSON_BYTES = 1_000_000;
const HEADER = 9;

export interface SharedReplay {
  readonly scope: ReplayScope;
  readonly players: readonly string[];
  /** Each seat's colour, by its name ("Red"). */
  readonly colours: readonly string[];
  /** "Ana wins with 31" for a finished game, else null. */
  readonly result: string | null;
  readonly log: SessionLog;
  /** The daily challenge the record is an attempt at (its date, YYYY-MM-DD): the replay draws the day's goal. */
  readonly daily?: string;
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const index = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

export const SharedReplaySchema = v.strictObject({
  scope: v.variant("kind", [
    v.strictObject({ kind: v.literal("game") }),
    v.strictObject({ kind: v.literal("round"), at: index }),
    v.strictObject({ kind: v.literal("throw"), at: index }),
  ]),
  players: v.pipe(v.array(text(40)), v.maxLength(16)),
  colours: v.pipe(v.array(text(16)), v.maxLength(16)),
  result: v.nullable(text(200)),
  log: SessionLogSchema,
  daily: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a day is written YYYY-MM-DD"))),
});

export type ShareReading = { readonly ok: true; readonly replay: SharedReplay } | { readonly ok: false; readonly reason: string };
export type ShareMaking = { readonly ok: true; readonly code: string } | { readonly ok: false; readonly reason: string };

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/** CRC-32 (IEEE) of `bytes` from `start`. */
export function crc32(bytes: Uint8Array, start = 0): number {
  let c = 0xffffffff;
  for (let i = start; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const putU32 = (b: Uint8Array, at: number, x: number) => {
  b[at] = x >>> 24;
  b[at + 1] = (x >>> 16) & 0xff;
  b[at + 2] = (x >>> 8) & 0xff;
  b[at + 3] = x & 0xff;
};

/** The code for a replay, or why it cannot be a link (too long a game for an address). */
export function encodeShare(replay: SharedReplay): ShareMaking {
  const json = new TextEncoder().encode(JSON.stringify(replay));
  if (json.length > MAX_SHARE_JSON_BYTES) return { ok: false, reason: "This game is too long to share as a link" };
  const packed = deflateSync(json, { level: 9 });
  const bytes = new Uint8Array(HEADER + packed.length);
  bytes[0] = SHARE_VERSION;
  putU32(bytes, 5, json.length);
  bytes.set(packed, HEADER);
  putU32(bytes, 1, crc32(bytes, 5));
  const code = toBase64Url(bytes);
  if (code.length > MAX_SHARE_CODE_CHARS) {
    return { ok: false, reason: `This is too long to share as a link (${code.length.toLocaleString("en")} characters; a link carries at most ${MAX_SHARE_CODE_CHARS.toLocaleString("en")}). Share a round or a single throw instead.` };
  }
  return { ok: true, code };
}

const DAMAGED = "This replay link is damaged: it may have been cut short or mistyped";

/**
 * Reads a code from a link: `games` maps every game id this app plays to its rules version.
 * Never throws; a refusal says what is wrong.
 */
export function decodeShare(code: unknown, games: Readonly<Record<string, number>>): ShareReading {
  if (typeof code !== "string" || code.length === 0) return { ok: false, reason: "This link carries no replay" };
  if (code.length > MAX_SHARE_CODE_CHARS) return { ok: false, reason: `This replay link is too long (a link carries at most ${MAX_SHARE_CODE_CHARS.toLocaleString("en")} characters)` };
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return { ok: false, reason: "This is not a replay link: it holds characters a replay code never has" };
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length === 0) return { ok: false, reason: DAMAGED };
  if (bytes[0] !== SHARE_VERSION) {
    return {
      ok: false,
      reason:
        bytes[0] > SHARE_VERSION
          ? "This replay was shared from a newer version of the app"
          : bytes[0] === 1 || bytes[0] === 2
            ? "This replay was shared from an older version of the app, whose dice rolled by earlier physics: it cannot be shown exactly"
            : "This replay link is of a kind this app does not know",
    };
  }
  if (bytes.length <= HEADER || crc32(bytes, 5) !== u32(bytes, 1)) return { ok: false, reason: DAMAGED };
  const length = u32(bytes, 5);
  if (length > MAX_SHARE_JSON_BYTES) return { ok: false, reason: "This replay is too large to be a game" };
  let json: Uint8Array;
  let data: unknown;
  try {
    // One byte of room more than promised, so a stream that runs longer is caught, not cut.
    json = inflateSync(bytes.subarray(HEADER), { out: new Uint8Array(length + 1) });
    if (json.length !== length) return { ok: false, reason: DAMAGED };
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json));
  } catch {
    return { ok: false, reason: DAMAGED };
  }
  const r = v.safeParse(SharedReplaySchema, data);
  if (!r.success) return { ok: false, reason: `This replay link does not hold a game (${firstIssue(r.issues)})` };
  const replay = r.output as SharedReplay;
  const rules = games[replay.log.game];
  if (rules === undefined) return { ok: false, reason: `This app does not know the game "${replay.log.game}"` };
  if (replay.log.rulesVersion !== rules) return { ok: false, reason: "This replay was played under other rules and cannot be shown exactly" };
  if (replay.colours.length !== replay.players.length) return { ok: false, reason: "This replay link's seats do not add up" };
  return { ok: true, replay };
}

/** The address that opens a replay, on this page's origin. */
export const shareHref = (code: string, base: string) => `${base}#/replay?r=${code}`;
