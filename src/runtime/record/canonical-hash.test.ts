// The hashes a checkpoint carries, against the hash as first written: FNV-1a of the whole
// sorted-key JSON text.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonHash, logHash, textLogHash } from "./canonical-hash";

/** The hash as first written: FNV-1a of the whole sorted-key JSON text (saves made then must still match). */
const plain = (x: unknown): string => {
  const canon = (y: unknown): string => {
    if (Array.isArray(y)) return `[${y.map(canon).join(",")}]`;
    if (y !== null && typeof y === "object") {
      const o = y as Record<string, unknown>;
      return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canon(o[k])}`).join(",")}}`;
    }
    return JSON.stringify(y) ?? "null";
  };
  const text = canon(x);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
};

describe("the log hash", () => {
  const reversed = (x: unknown) =>
    JSON.parse(JSON.stringify(x), (_, v) => (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v));

  it("in older saves is FNV-1a of the sorted-key JSON text, for any entries, however their keys were written", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (entries) => {
        expect(textLogHash(entries as never)).toBe(plain(entries));
        expect(textLogHash(reversed(entries))).toBe(plain(entries));
      }),
      { numRuns: 2_000 },
    );
  });

  it("is the same however keys were written and after a JSON round trip, numbers taken by their bits", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (entries) => {
        const h = logHash(entries as never);
        expect(h).toMatch(/^2:[0-9a-f]{8}$/);
        expect(logHash(reversed(entries))).toBe(h);
      }),
      { numRuns: 2_000 },
    );
    expect(logHash([{ v: [-0, 1] }] as never)).toBe(logHash(JSON.parse(JSON.stringify([{ v: [-0, 1] }]))));
  });

  it("leaves out a field that is undefined, as JSON does, so a checkpoint hashes the same read back", () => {
    const spec = { id: "d0", kind: "d6", colour: "#2f6fb5", ink: undefined, name: "Die 1" };
    expect(textLogHash([spec] as never)).toBe(plain(JSON.parse(JSON.stringify([spec]))));
    expect(logHash([spec] as never)).toBe(logHash(JSON.parse(JSON.stringify([spec]))));
    expect(textLogHash([[undefined]] as never)).toBe(plain([[null]]));
  });

  it("changes when one number moves by its last bit, or a number becomes its digits as a string", () => {
    const flick = (x: number) => [{ step: 3, seat: 0, input: { kind: "flick", flicks: [{ dieId: "d0", position: [0.1, x, 13] }] } }];
    const next = (x: number) => {
      const b = new DataView(new ArrayBuffer(8));
      b.setFloat64(0, x);
      b.setBigUint64(0, b.getBigUint64(0) + 1n);
      return b.getFloat64(0);
    };
    for (const x of [7, 0.3, -112.12359971728606, 1e-300]) expect(logHash(flick(next(x)) as never), String(x)).not.toBe(logHash(flick(x) as never));
    expect(logHash([1] as never)).not.toBe(logHash(["1"] as never));
  });

  it("writes the numbers and strings JSON would at the edges: -0, ±2³¹, huge, tiny, escapes", () => {
    const edges = [0, -0, 1, -1, 9, 10, 99, 100, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) + 1, 1e21, -1e21, 5e-324, 0.1, -7.25, 1 / 3];
    const entries = [{ step: 3, seat: 0, input: { kind: "flick", flicks: [{ dieId: 'd"0\\\n', position: edges, quaternion: [-0, 0, 1, 2 ** 40] }] } }, edges, ["é", "\u2028", ""], [[], {}]];
    expect(textLogHash(entries as never)).toBe(plain(entries));
    // Alone, as a field and beside a string: a list of numbers only is written another way.
    for (const x of edges) for (const e of [[x], [{ n: x }], [x, "s"]]) expect(textLogHash(e as never), String(x)).toBe(plain(e));
  });
});

describe("a checkpoint's checksum", () => {
  it("is FNV-1a of any value's sorted-key JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (x) => {
        expect(jsonHash(x)).toBe(plain(x));
      }),
      { numRuns: 1_000 },
    );
  });
});
