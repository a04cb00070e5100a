import { describe, expect, it } from "vitest";
import { replay } from "./replay";
import { hardThrowOnTheMat, twoThrowsInTurn } from "./scenarios";
import { firstParting, partingWords, replayTrace, type Trace } from "./trace";

/** The next double above x: one unit in the last place. */
function ulpUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, x >= 0 ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** `t` with one number of one die at one step moved by one ulp. */
function nudged(t: Trace, at: number, die: number, field: number): Trace {
  const steps = t.steps.map((s, k) => (k !== at ? s : { ...s, poses: s.poses.map((p, d) => (d !== die ? p : (p.map((x, f) => (f === field ? ulpUp(x) : x)) as unknown as typeof p))) }));
  return { ...t, steps };
}

describe("a replay traced step by step", () => {
  it("runs the very steps replay runs: it ends on the same settled dice", () => {
    const s = twoThrowsInTurn();
    const t = replayTrace(s);
    expect(t.settled).toEqual(replay(s));
    expect(t.steps.some((x) => x.flick === 1)).toBe(true);
  });

  it("agrees with itself through JSON, and a second run parts nowhere", () => {
    const s = hardThrowOnTheMat();
    const a = replayTrace(s);
    const b = JSON.parse(JSON.stringify(replayTrace(s))) as Trace;
    expect(firstParting(a, b)).toBeNull();
  });

  it("finds poses one unit in the last place apart: names the die, the flick, the step and the number", () => {
    const a = replayTrace(hardThrowOnTheMat());
    const at = 40;
    const b = nudged(a, at, 1, 5);
    const p = firstParting(a, b);
    expect(p).toEqual({ flick: 0, step: a.steps[at].step, die: a.ids[1], field: "qz", here: a.steps[at].poses[1][5], there: b.steps[at].poses[1][5] });
    expect(partingWords(p!)).toBe(`die ${a.ids[1]} parts after flick 1, step ${a.steps[at].step}: its qz is ${a.steps[at].poses[1][5]} here, ${b.steps[at].poses[1][5]} there`);
    // The earlier of two partings is the one reported.
    expect(firstParting(nudged(b, 10, 0, 0), a)).toMatchObject({ step: a.steps[10].step, die: a.ids[0], field: "x" });
  });

  it("says when one run settles sooner than the other with the same poses up to there", () => {
    const a = replayTrace(hardThrowOnTheMat());
    const b = { ...a, steps: a.steps.slice(0, -3) };
    expect(partingWords(firstParting(a, b)!)).toContain(`one run took ${a.steps.length} steps, the other ${a.steps.length - 3}`);
  });
});
