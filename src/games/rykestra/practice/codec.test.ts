import { describe, expect, it } from "vitest";
import { seeded } from "../test-kit";
import { CODEC_VERSION, MAX_CODE_LENGTH, crc8, decodePosition, encodePosition } from "./codec";
import { EMPTY_POSITION, MAX_PRACTICE_DICE, PLACE_LIMIT, addDie, type PracticePosition } from "./position";

const position: PracticePosition = {
  seats: 5,
  thrower: 3,
  reading: "mirror",
  board: "corellian",
  dice: [
    { owner: 0, value: 7, x: -3.4, z: 2.1, heading: 0 },
    { owner: 4, value: 0, x: PLACE_LIMIT, z: -PLACE_LIMIT, heading: 359 },
    { owner: 2, value: 9, x: 0, z: 0, heading: 181 },
  ],
};

const reasonOf = (code: string) => {
  const d = decodePosition(code);
  return d.ok ? null : d.reason;
};

interface RawDie {
  owner: number;
  value: number;
  /** x and z as millimetres + 150 */
  x: number;
  z: number;
  heading: number;
}

/**
 * A code written field by field with no checks, laid out as the codec's header comment says,
 * so a test can put any number in any field (and still sign it with a correct check byte).
 */
function rawCode(fields: { version?: number; seats: number; thrower: number; count?: number; dice: RawDie[]; extra?: number[] }): string {
  const bits: number[] = [];
  const put = (v: number, width: number) => {
    for (let i = width - 1; i >= 0; i--) bits.push((v >> i) & 1);
  };
  put(fields.seats - 3, 2);
  put(fields.thrower, 3);
  put(0, 1);
  put(0, 1);
  put(fields.count ?? fields.dice.length, 4);
  for (const d of fields.dice) {
    put(d.owner, 3);
    put(d.value, 4);
    put(d.x, 9);
    put(d.z, 9);
    put(d.heading, 9);
  }
  while (bits.length % 8 !== 0) bits.push(0);
  const body = [fields.version ?? CODEC_VERSION];
  for (let i = 0; i < bits.length; i += 8) body.push(parseInt(bits.slice(i, i + 8).join(""), 2));
  body.push(...(fields.extra ?? []));
  const bytes = [...body, crc8(body)];
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const all = bytes.map((b) => b.toString(2).padStart(8, "0")).join("");
  const padded = all.padEnd(Math.ceil(all.length / 6) * 6, "0");
  let text = "";
  for (let i = 0; i < padded.length; i += 6) text += alphabet[parseInt(padded.slice(i, i + 6), 2)];
  return text;
}

const centreDie = (over: Partial<RawDie> = {}): RawDie => ({ owner: 0, value: 3, x: 150, z: 150, heading: 0, ...over });

describe("practice share codes", () => {
  it("round-trips a position exactly", () => {
    const code = encodePosition(position);
    expect(decodePosition(code)).toEqual({ ok: true, position });
  });

  it("round-trips an empty mat", () => {
    expect(decodePosition(encodePosition(EMPTY_POSITION))).toEqual({ ok: true, position: EMPTY_POSITION });
  });

  it("round-trips random valid positions", () => {
    const rnd = seeded(11);
    for (let n = 0; n < 200; n++) {
      const seats = 3 + Math.floor(rnd() * 3);
      let p: PracticePosition = { ...EMPTY_POSITION, seats, thrower: Math.floor(rnd() * seats), reading: rnd() < 0.5 ? "standard" : "mirror" };
      const count = Math.floor(rnd() * (MAX_PRACTICE_DICE + 1));
      for (let i = 0; i < count; i++) {
        const added = addDie(p, Math.floor(rnd() * seats), { x: (rnd() - 0.5) * 30, z: (rnd() - 0.5) * 30 });
        if (!added.ok) break;
        const dice = [...added.state.dice];
        dice[dice.length - 1] = { ...dice[dice.length - 1], value: Math.floor(rnd() * 10), heading: Math.floor(rnd() * 360) };
        p = { ...added.state, dice };
      }
      expect(decodePosition(encodePosition(p))).toEqual({ ok: true, position: p });
    }
  });

  it("stays short and URL-safe, even with every die on the mat", () => {
    let p: PracticePosition = EMPTY_POSITION;
    for (let i = 0; i < MAX_PRACTICE_DICE; i++) {
      const added = addDie(p, i % 4);
      if (added.ok) p = added.state;
    }
    const code = encodePosition(p);
    expect(code.length).toBeLessThanOrEqual(MAX_CODE_LENGTH);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encodePosition(EMPTY_POSITION).length).toBeLessThan(8);
  });

  it("refuses to encode a position that cannot be set up", () => {
    expect(() => encodePosition({ ...position, thrower: 7 })).toThrow(/thrower/);
  });

  it("rejects an empty code", () => {
    expect(reasonOf("  ")).toMatch(/no position/);
  });

  it("rejects characters that base64url does not use", () => {
    expect(reasonOf("AQ+/ab")).toMatch(/characters/);
    expect(reasonOf("AQ==")).toMatch(/characters/);
  });

  it("rejects a code cut short", () => {
    const code = encodePosition(position);
    expect(reasonOf(code.slice(0, -3))).toMatch(/cut off|check byte|mistyped/);
    expect(reasonOf(code.slice(0, 2))).toMatch(/cut off/);
    expect(reasonOf("AQA")).toMatch(/too short/);
  });

  it("rejects a mistyped character through the check byte", () => {
    const code = encodePosition(position);
    const i = 5;
    const typo = code.slice(0, i) + (code[i] === "A" ? "B" : "A") + code.slice(i + 1);
    expect(reasonOf(typo)).toMatch(/check byte/);
  });

  it("rejects a code far too long", () => {
    expect(reasonOf("A".repeat(MAX_CODE_LENGTH + 1))).toMatch(/too long/);
  });

  it("reads a code written field by field the way the header comment lays it out", () => {
    const code = rawCode({ seats: 4, thrower: 2, dice: [centreDie({ owner: 1, value: 0, x: 180, z: 100, heading: 90 })] });
    expect(decodePosition(code)).toEqual({
      ok: true,
      position: { seats: 4, thrower: 2, reading: "standard", board: "standard", dice: [{ owner: 1, value: 0, x: 3, z: -5, heading: 90 }] },
    });
  });

  it("rejects a code from another version", () => {
    expect(reasonOf(rawCode({ version: 2, seats: 4, thrower: 0, dice: [] }))).toMatch(/version 2/);
  });

  it("rejects six seats", () => {
    expect(reasonOf(rawCode({ seats: 6, thrower: 0, dice: [] }))).toMatch(/seats 6 players/);
  });

  it("rejects a thrower without a seat", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 4, dice: [] }))).toMatch(/thrower/);
  });

  it("rejects more dice than the mat holds", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, count: 11, dice: [] }))).toMatch(/at most 10/);
  });

  it("rejects a die owned by a seat that is not at the table", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie({ owner: 3 })] }))).toMatch(/seat 4/);
  });

  it("rejects a face outside 0–9", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie({ value: 11 })] }))).toMatch(/0 to 9, not 11/);
  });

  it("rejects a die over the mat's edge", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie({ x: 300 })] }))).toMatch(/over the mat's edge/);
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie({ z: 0 })] }))).toMatch(/over the mat's edge/);
  });

  it("rejects a heading of 360 or more", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie({ heading: 360 })] }))).toMatch(/heading/);
  });

  it("rejects overlapping dice", () => {
    const code = rawCode({ seats: 3, thrower: 0, dice: [centreDie(), centreDie({ owner: 1, x: 160 })] });
    expect(reasonOf(code)).toMatch(/overlap/);
  });

  it("rejects a count that does not match the dice that follow", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, count: 2, dice: [centreDie()] }))).toMatch(/length does not match/);
  });

  it("rejects extra bytes after the dice", () => {
    expect(reasonOf(rawCode({ seats: 3, thrower: 0, dice: [centreDie()], extra: [0, 0] }))).toMatch(/length does not match/);
  });
});
