import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPacked, packSave, unpackSave } from "./save-packing";

const JSON_TEXT = JSON.stringify({ app: "dice-tabletop", log: { entries: Array.from({ length: 40 }, (_, i) => ({ step: i * 17, seat: i % 3, x: Math.sin(i) })) }, name: "Zoë ✓" });
const PACKED = packSave(JSON_TEXT);

describe("a save packed for storage", () => {
  it("unpacks to the very JSON it was made from, in fewer characters", () => {
    expect(isPacked(PACKED)).toBe(true);
    expect(unpackSave(PACKED, 1e6)).toEqual({ ok: true, json: JSON_TEXT });
    expect(PACKED.length).toBeLessThan(JSON_TEXT.length);
  });

  it("passes plain JSON (a save from before packing) through as it is", () => {
    expect(unpackSave(JSON_TEXT, 1e6)).toEqual({ ok: true, json: JSON_TEXT });
  });

  it("names a newer packing as newer, and one that unpacks past the limit as too large", () => {
    const newer = unpackSave(`dtz2:${PACKED.slice(5)}`, 1e6);
    expect(newer.ok || newer.problem).toBe("newer");
    const big = unpackSave(PACKED, 100);
    expect(big.ok || big.reason).toMatch(/too large/);
  });

  it("refuses every one of 10,000 cut, padded or mistyped packings as damaged, unless it still holds the very same bytes", () => {
    const body = PACKED.slice(5);
    const damaged = fc.oneof(
      fc.integer({ min: 0, max: body.length - 1 }).map((n) => body.slice(0, n)),
      fc.tuple(fc.integer({ min: 0, max: body.length - 1 }), fc.constantFrom(..."ABCabc019+/")).map(([i, c]) => body.slice(0, i) + c + body.slice(i)),
      fc.tuple(fc.integer({ min: 0, max: body.length - 1 }), fc.constantFrom(..."ABCabc019+/=-_ ")).map(([i, c]) => body.slice(0, i) + c + body.slice(i + 1)),
    );
    fc.assert(
      fc.property(damaged, (b) => {
        fc.pre(b !== body);
        const r = unpackSave(`dtz1:${b}`, 1e6);
        // Base64 forgives a space or the spare bits of its last character: such a text still
        // carries the very same bytes, and only then may it be read.
        if (r.ok) expect(r.json).toBe(JSON_TEXT);
        else expect(r.problem).toBe("corrupt");
      }),
      { numRuns: 10_000 },
    );
  });
});
