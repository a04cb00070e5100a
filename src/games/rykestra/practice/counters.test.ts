import { describe, expect, it } from "vitest";
import { NO_ATTEMPTS, countAttempt, shareText } from "./counters";
import type { RawCapture } from "../resolve";

const capture = (captured: string): RawCapture => ({
  capturer: "d10-0-1",
  capturerOwner: 0,
  captured,
  capturedOwner: 1,
  capturedValue: 3,
  contest: null,
});

const miss = { hit: false, knockedOff: [], captures: [], takenBy: null, thrownOff: false, thrownFlat: true };

describe("practice counters", () => {
  it("start at nothing", () => {
    expect(Object.values(NO_ATTEMPTS).every((v) => v === 0)).toBe(true);
  });

  it("count an attempt that touched nothing as an attempt only", () => {
    expect(countAttempt(NO_ATTEMPTS, miss)).toEqual({ ...NO_ATTEMPTS, attempts: 1 });
  });

  it("add up hits, knock-offs and captures across attempts", () => {
    const first = countAttempt(NO_ATTEMPTS, { ...miss, hit: true, knockedOff: ["d10-1-0", "d10-2-0"], captures: [capture("d10-3-0")] });
    const second = countAttempt(first, { ...miss, hit: true, knockedOff: ["d10-1-0"], captures: [capture("d10-1-0"), capture("d10-2-0")] });
    const third = countAttempt(second, miss);
    expect(third).toMatchObject({ attempts: 3, hits: 2, knockOffs: 3, captures: 3 });
  });

  it("count a thrown die that was taken, fell off or ended cocked", () => {
    let c = countAttempt(NO_ATTEMPTS, { ...miss, takenBy: capture("d10-0-1") });
    c = countAttempt(c, { ...miss, thrownOff: true, thrownFlat: false });
    c = countAttempt(c, { ...miss, thrownFlat: false });
    expect(c).toMatchObject({ attempts: 3, taken: 1, thrownOff: 1, thrownCocked: 1 });
  });

  it("say a share with its percentage", () => {
    expect(shareText(0, 0)).toBe("0 of 0");
    expect(shareText(2, 3)).toBe("2 of 3 (67%)");
  });
});
