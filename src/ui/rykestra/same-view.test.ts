import { describe, expect, it } from "vitest";
import { same } from "./same-view";

describe("two reads of a view", () => {
  it("are the same when rebuilt with equal fields and items, a few levels down", () => {
    expect(same({ a: [1, { b: "x" }], c: null }, { a: [1, { b: "x" }], c: null })).toBe(true);
    expect(same(Number.NaN, Number.NaN)).toBe(true);
  });

  it("differ on a changed, missing or extra field, or a list against an object", () => {
    expect(same({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(same({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(same({ 0: 1 }, [1])).toBe(false);
  });

  it("compare only so far down: deeper parts must be the very same objects", () => {
    const deep = () => ({ a: { b: { c: { d: 1 } } } });
    expect(same(deep(), deep())).toBe(false);
    const shared = { d: 1 };
    expect(same({ a: { b: { c: shared } } }, { a: { b: { c: shared } } })).toBe(true);
  });
});
