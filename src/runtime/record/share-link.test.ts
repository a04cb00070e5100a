// Replay links: a game, a round or a throw survives the trip through an address, and nothing
// else gets in — cut, mistyped, forged, oversized or from another version, each is refused
// with a sentence, and the parser never throws.
import fc from "fast-check";
import { deflateSync } from "fflate";
import { describe, expect, it } from "vitest";
import { garbage } from "../../games/definition-fuzz";
import { hodrudda } from "../../catalog/hodrudda";
import { mutate, paths } from "./json-tamper";
import { playHeadless, replayKit } from "../headless";
import type { SessionLog } from "./log";
import { crc32, decodeShare, encodeShare, fromBase64Url, MAX_SHARE_CODE_CHARS, MAX_SHARE_JSON_BYTES, SHARE_VERSION, toBase64Url, type SharedReplay } from "./share-link";

const GAMES = { hodrudda: hodrudda.definition.rulesVersion };

function sample(): SharedReplay {
  const s = playHeadless(hodrudda, 3, { seats: 2 });
  const log = JSON.parse(JSON.stringify(s.log())) as SessionLog;
  s.dispose();
  return { scope: { kind: "game" }, players: ["Ana", "Computer"], colours: ["Red", "Blue"], result: "Ana wins with 28", log };
}

const SAMPLE = sample();
const made = encodeShare(SAMPLE);
if (!made.ok) throw new Error(made.reason);
const CODE = made.code;

/** Bytes of a version-1 code with a sound CRC around any JSON text (for forging). */
function forge(json: string, opts: { version?: number; claim?: number } = {}): string {
  const raw = new TextEncoder().encode(json);
  const packed = deflateSync(raw);
  const b = new Uint8Array(9 + packed.length);
  b[0] = opts.version ?? SHARE_VERSION;
  const len = opts.claim ?? raw.length;
  b.set([len >>> 24, (len >>> 16) & 255, (len >>> 8) & 255, len & 255], 5);
  b.set(packed, 9);
  const c = crc32(b, 5);
  b.set([c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255], 1);
  return toBase64Url(b);
}

// An oracle written apart from the schema: what an accepted replay must be.
const int = (x: unknown, lo: number, hi: number) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;
const fin = (x: unknown, n: number) => Array.isArray(x) && x.length === n && x.every((c) => typeof c === "number" && Number.isFinite(c));
const names = (x: unknown) => Array.isArray(x) && x.length <= 16 && x.every((s) => typeof s === "string" && s.length <= 40);
function plain(x: unknown, depth = 12): boolean {
  if (x === null || typeof x === "boolean" || typeof x === "string") return true;
  if (typeof x === "number") return Number.isFinite(x);
  if (depth === 0 || typeof x !== "object") return false;
  return Object.values(x as object).every((c) => plain(c, depth - 1));
}
function looksRight(r: SharedReplay): boolean {
  const s = r.scope as { kind: unknown; at?: unknown };
  const scopeOk = s.kind === "game" ? Object.keys(s).length === 1 : (s.kind === "round" || s.kind === "throw") && int(s.at, 0, 100_000) && Object.keys(s).length === 2;
  const log = r.log as unknown as Record<string, unknown>;
  const entries = log.entries as Record<string, unknown>[];
  return (
    scopeOk &&
    names(r.players) &&
    Array.isArray(r.colours) &&
    r.colours.length === r.players.length &&
    (r.result === null || (typeof r.result === "string" && r.result.length <= 200)) &&
    Object.keys(r).sort().join() === "colours,log,players,result,scope" &&
    Object.keys(log).sort().join() === "entries,format,game,options,rulesVersion,seed" &&
    log.format === 1 &&
    log.game === "hodrudda" &&
    log.rulesVersion === GAMES.hodrudda &&
    int(log.seed, 0, 2 ** 32 - 1) &&
    plain(log.options) &&
    Array.isArray(entries) &&
    entries.every((e) => {
      const input = e.input as Record<string, unknown>;
      const shapeOk =
        input.kind === "flick"
          ? Array.isArray(input.flicks) &&
            (input.flicks as Record<string, unknown>[]).every(
              (f) => typeof f.dieId === "string" && fin(f.position, 3) && fin(f.velocity, 3) && fin(f.angularVelocity, 3) && fin(f.quaternion, 4),
            )
          : input.kind === "move" && typeof (input.move as { type?: unknown })?.type === "string" && plain(input.move);
      return (
        shapeOk &&
        int(e.step, 0, 2 ** 31) &&
        int(e.seat, 0, 15) &&
        (e.derived === undefined || e.derived === true) &&
        (e.checksum === undefined || /^[0-9a-f]{8}$/.test(String(e.checksum)))
      );
    })
  );
}

describe("replay links", () => {
  it("carry a whole game that reads back equal and replays as recorded", () => {
    expect(CODE.length).toBeLessThan(MAX_SHARE_CODE_CHARS);
    expect(CODE).toMatch(/^[A-Za-z0-9_-]+$/);
    const r = decodeShare(CODE, GAMES);
    if (!r.ok) throw new Error(r.reason);
    expect(r.replay).toEqual(SAMPLE);
    expect(replayKit(hodrudda, r.replay.log, 2).mismatches).toEqual([]);
  });

  it("spell base64url one way only", () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253]);
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    expect(fromBase64Url("AB")).toBeNull(); // stray bits in the last character
    expect(fromBase64Url("A")).toBeNull();
    expect(fromBase64Url("AA=")).toBeNull();
  });

  it("say what is wrong with a link that is empty, too long, mistyped, cut, newer, older or of another game", () => {
    const why = (code: unknown) => {
      const r = decodeShare(code, GAMES);
      return r.ok ? "accepted" : r.reason;
    };
    expect(why("")).toMatch(/no replay/);
    expect(why(42)).toMatch(/no replay/);
    expect(why("A".repeat(MAX_SHARE_CODE_CHARS + 4))).toMatch(/too long/);
    expect(why("abc$def")).toMatch(/not a replay link/);
    expect(why(CODE.slice(0, CODE.length - 12))).toMatch(/damaged/);
    expect(why(forge(JSON.stringify(SAMPLE), { version: SHARE_VERSION + 1 }))).toMatch(/newer version/);
    // Version 1 links were thrown by the physics before exact maths: named as older, never replayed.
    for (const version of [1, 2]) expect(why(forge(JSON.stringify(SAMPLE), { version }))).toMatch(/older version of the app, whose dice rolled by earlier physics/);
    expect(why(forge(JSON.stringify(SAMPLE), { version: 0 }))).toMatch(/does not know/);
    expect(why(forge(JSON.stringify(SAMPLE)))).toBe("accepted");
    expect(why(forge(JSON.stringify({ ...SAMPLE, log: { ...SAMPLE.log, game: "chess" } })))).toMatch(/does not know the game "chess"/);
    expect(why(forge(JSON.stringify({ ...SAMPLE, log: { ...SAMPLE.log, rulesVersion: 999 } })))).toMatch(/other rules/);
    expect(why(forge("{not json"))).toMatch(/damaged/);
    expect(why(forge(JSON.stringify({ ...SAMPLE, scope: { kind: "game", at: 2 } })))).toMatch(/does not hold a game/);
  });

  it("refuse an oversized record, and a stream that unpacks to more than it claims", () => {
    const big = { ...SAMPLE, log: { ...SAMPLE.log, options: { pad: "x".repeat(MAX_SHARE_JSON_BYTES) } } };
    expect(encodeShare(big).ok).toBe(false);
    const json = JSON.stringify(SAMPLE);
    expect(decodeShare(forge(json, { claim: MAX_SHARE_JSON_BYTES + 1 }), GAMES)).toMatchObject({ ok: false, reason: expect.stringMatching(/too large/) });
    expect(decodeShare(forge(json, { claim: 100 }), GAMES)).toMatchObject({ ok: false, reason: expect.stringMatching(/damaged/) });
    // A tiny code that would unpack to megabytes: only the claimed length is ever made.
    expect(decodeShare(forge(" ".repeat(5_000_000) + "{}", { claim: 10 }), GAMES).ok).toBe(false);
  });

  it("let none of 3,000 mistyped, cut or padded codes through", () => {
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/%. ";
    fc.assert(
      fc.property(
        fc.constantFrom("replace", "insert", "delete", "cut", "append", "swap") as fc.Arbitrary<string>,
        fc.nat({ max: CODE.length - 1 }),
        fc.nat({ max: chars.length - 1 }),
        fc.integer({ min: 1, max: 40 }),
        (how, at, c, n) => {
          const ch = chars[c];
          const code =
            how === "replace"
              ? CODE.slice(0, at) + ch + CODE.slice(at + 1)
              : how === "insert"
                ? CODE.slice(0, at) + ch.repeat(n) + CODE.slice(at)
                : how === "delete"
                  ? CODE.slice(0, at) + CODE.slice(at + n)
                  : how === "cut"
                    ? CODE.slice(0, at)
                    : how === "append"
                      ? CODE + ch.repeat(n)
                      : CODE.slice(0, at) + CODE.slice(at + n, at + 2 * n) + CODE.slice(at, at + n) + CODE.slice(at + 2 * n);
          const r = decodeShare(code, GAMES);
          if (code === CODE) expect(r.ok).toBe(true);
          else {
            expect(r.ok).toBe(false);
            if (!r.ok) expect(r.reason.length).toBeGreaterThan(10);
          }
        },
      ),
      { numRuns: 3_000, seed: 9 },
    );
  });

  it("let none of 3,000 forged records (sound bytes, altered content) through unless an independent check finds them sound", () => {
    const all = paths(SAMPLE);
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat({ max: all.length - 1 }), fc.constantFrom("replace", "delete", "add") as fc.Arbitrary<"replace" | "delete" | "add">, garbage(), (p, how, value) => {
        const forged = mutate(SAMPLE, all[p], how, value);
        const text = JSON.stringify(forged);
        if (text === undefined) return;
        const r = decodeShare(forge(text), GAMES);
        if (!r.ok) {
          expect(r.reason.length).toBeGreaterThan(10);
          return;
        }
        accepted++;
        expect(looksRight(r.replay)).toBe(true);
      }),
      { numRuns: 3_000, seed: 11 },
    );
    // Some forgeries are sound records (another name, another flick): the replay judges those.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("a daily challenge's day in a link", () => {
  it("travels with the record, and a link without it reads as before", () => {
    const withDay = encodeShare({ ...SAMPLE, daily: "2026-12-03" });
    expect(withDay.ok && decodeShare(withDay.code, GAMES)).toMatchObject({ ok: true, replay: { daily: "2026-12-03" } });
    const plain = decodeShare(CODE, GAMES);
    expect(plain.ok && plain.replay.daily).toBeUndefined();
  });
  it("is refused when it is not a date", () => {
    const r = encodeShare({ ...SAMPLE, daily: "tomorrow" });
    const read = r.ok ? decodeShare(r.code, GAMES) : null;
    expect(read?.ok).toBe(false);
  });
});
