import { describe, expect, it } from "vitest";
import type { MatDie } from "./dice";
import { resolveCaptures } from "./resolve";
import { at, matDie } from "./test-kit";

const captures = (dice: readonly MatDie[], order: readonly number[] = [0, 1, 2], reading: "standard" | "mirror" = "standard") =>
  resolveCaptures(dice, { reading, order }).flatMap((s) => s.captures.map((c) => `${c.capturer}>${c.captured}`));

describe("capture resolution", () => {
  it("lets two equal dice in each other's zones take each other", () => {
    const dice = [matDie("a", 0, 5, at(0, 0), at(5, 0)), matDie("b", 1, 5, at(5, 0), at(0, 0))];
    const steps = resolveCaptures(dice, { reading: "standard", order: [0, 1, 2] });
    expect(steps).toHaveLength(1);
    expect(steps[0].capturers).toEqual(["a", "b"]);
    expect(steps[0].captures.map((c) => `${c.capturer}>${c.captured}`)).toEqual(["a>b", "b>a"]);
  });

  it("lets a die captured at its own value still act at that value", () => {
    const dice = [
      matDie("a", 0, 5, at(-6, 0), at(0, 0)),
      matDie("b", 1, 5, at(0, 0), at(6, 0)),
      matDie("c", 2, 3, at(6, 0), at(6, 6)),
    ];
    expect(captures(dice)).toEqual(["a>b", "b>c"]);
  });

  it("removes a captured die at once, so a later, higher die cannot take it again", () => {
    const dice = [
      matDie("target", 0, 2, at(0, 0), at(0, 10)),
      matDie("four", 1, 4, at(-5, 0), at(0, 0)),
      matDie("six", 2, 6, at(0, -5), at(0, 0)),
    ];
    expect(captures(dice)).toEqual(["four>target"]);
  });

  it("never lets a die take one worth more than itself", () => {
    const dice = [matDie("a", 0, 4, at(0, 0), at(5, 0)), matDie("b", 1, 5, at(5, 0), at(10, 0))];
    expect(captures(dice)).toEqual([]);
  });

  it("never captures a player's own dice", () => {
    const dice = [matDie("a", 0, 9, at(0, 0), at(5, 0)), matDie("b", 0, 1, at(5, 0), at(10, 0))];
    expect(captures(dice)).toEqual([]);
  });

  it("treats 0 as 10: it acts last and only another 0 captures it", () => {
    const dice = [
      matDie("nine", 0, 9, at(-6, 0), at(0, 0)),
      matDie("zero", 1, 0, at(0, 0), at(6, 0)),
      matDie("zero2", 2, 0, at(6, 0), at(0, 0)),
      matDie("eight", 0, 8, at(0, 6), at(0, 12)),
    ];
    const steps = resolveCaptures(dice, { reading: "standard", order: [0, 1, 2] });
    expect(steps.map((s) => s.value)).toEqual([8, 9, 0]);
    expect(steps[1].captures).toEqual([]);
    // The two zeros take each other; the second zero's zone also holds the 9, which it takes.
    expect(steps[2].captures.map((c) => `${c.capturer}>${c.captured}`)).toEqual(["zero>zero2", "zero2>nine", "zero2>zero"]);
  });

  it("lets a 0 take a 9", () => {
    const dice = [matDie("zero", 0, 0, at(0, 0), at(5, 0)), matDie("nine", 1, 9, at(5, 0), at(10, 0))];
    expect(captures(dice)).toEqual(["zero>nine"]);
  });

  it("gives a contested target to the nearest equal capturer", () => {
    const dice = [
      matDie("target", 0, 2, at(0, 0), at(0, 10)),
      matDie("far", 1, 6, at(-8, 0), at(0, 0)),
      matDie("near", 2, 6, at(0, -3), at(0, 0)),
    ];
    const steps = resolveCaptures(dice, { reading: "standard", order: [1, 2, 0] });
    const capture = steps.flatMap((s) => s.captures).find((c) => c.captured === "target")!;
    expect(capture.capturer).toBe("near");
    expect(capture.contest?.decidedBy).toBe("distance");
    expect(capture.contest?.rivals.map((r) => [r.id, r.distance])).toEqual([["near", 3], ["far", 8]]);
  });

  it("breaks an exact distance tie by the earlier seat in this round's order", () => {
    const dice = [
      matDie("target", 1, 3, at(0, 0), at(0, 10)),
      matDie("west", 0, 7, at(-4, 0), at(0, 0)),
      matDie("east", 2, 7, at(4, 0), at(0, 0)),
    ];
    const first = (order: number[]) => resolveCaptures(dice, { reading: "standard", order }).flatMap((s) => s.captures)[0];
    expect(first([0, 1, 2]).capturer).toBe("west");
    expect(first([2, 0, 1]).capturer).toBe("east");
    expect(first([1, 2, 0]).capturer).toBe("east");
    expect(first([0, 1, 2]).contest?.decidedBy).toBe("seat order");
  });

  it("does not count a lower-valued die that could also reach the target as a rival", () => {
    const dice = [
      matDie("target", 0, 2, at(0, 0), at(0, 10)),
      matDie("five", 1, 5, at(0, -2), at(0, 0)),
      matDie("seven", 2, 7, at(-8, 0), at(0, 0)),
    ];
    const all = resolveCaptures(dice, { reading: "standard", order: [0, 1, 2] }).flatMap((s) => s.captures);
    // The five acts at 5 and takes the target before the seven acts at 7.
    expect(all.find((c) => c.captured === "target")).toMatchObject({ capturer: "five", contest: null });
  });

  it("uses the mirror reading when the table chooses it", () => {
    // b lies behind a's top point: outside the standard zone, inside the mirror one.
    const dice = [matDie("a", 0, 5, at(0, 0), at(5, 0)), matDie("b", 1, 2, at(-5, 0), at(-10, 0))];
    expect(captures(dice, [0, 1, 2], "standard")).toEqual([]);
    expect(captures(dice, [0, 1, 2], "mirror")).toEqual(["a>b"]);
  });

  it("reports a step for every value present, even one that takes nothing", () => {
    const dice = [matDie("a", 0, 3, at(0, 0), at(5, 0)), matDie("b", 1, 7, at(8, 8), at(14, 8))];
    const steps = resolveCaptures(dice, { reading: "standard", order: [0, 1, 2] });
    expect(steps.map((s) => [s.value, s.capturers, s.captures.length])).toEqual([
      [3, ["a"], 0],
      [7, ["b"], 0],
    ]);
  });
});
