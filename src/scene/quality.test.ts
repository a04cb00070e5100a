import { describe, expect, it } from "vitest";
import { antialiasAt, dprFor, FramePace, IDLE_GAP_MS, MAX_CHANGES, RUNG_LOOKS, startRung, WINDOW_FRAMES } from "./quality";

const feed = (pace: FramePace, ms: number, frames: number) => {
  const changes = [];
  for (let i = 0; i < frames; i++) {
    const r = pace.sample(ms);
    if (r !== null) changes.push(r);
  }
  return changes;
};

describe("quality levels", () => {
  it("starts auto high on a graphics chip and medium on a software rasteriser", () => {
    expect(startRung("auto", false)).toBe(2);
    expect(startRung("auto", true)).toBe(1);
  });

  it("keeps an explicit choice whatever the device, and lets the address override it", () => {
    expect(startRung("high", true)).toBe(2);
    expect(startRung("low", false)).toBe(0);
    expect(startRung("high", false, "low")).toBe(0);
    expect(startRung("auto", true, "nonsense")).toBe(1);
  });

  it("draws less at each lower rung: pixels, shadows and antialiasing", () => {
    const [low, medium, high] = RUNG_LOOKS;
    expect(low.shadows).toBe(false);
    expect(medium.shadows && high.shadows).toBe(true);
    expect(medium.shadowMapSize).toBeLessThan(high.shadowMapSize);
    expect(dprFor(low, false)).toBeLessThan(1);
    expect(dprFor(high, false)).toEqual([1, 2]);
    expect(dprFor(low, true)).toBe(1);
    // A software rasteriser at low draws a quarter of the pixels, never the top view's numerals below one.
    expect(dprFor(low, false, true)).toBe(0.5);
    expect(dprFor(low, true, true)).toBe(1);
    expect(dprFor(medium, false, true)).toBe(dprFor(medium, false));
    expect([antialiasAt(0), antialiasAt(1), antialiasAt(2)]).toEqual([false, false, true]);
  });
});

describe("auto's frame pace", () => {
  it("steps down once a window of frames is slower than 24 fps", () => {
    const pace = new FramePace(2, 2);
    expect(feed(pace, 60, WINDOW_FRAMES - 1)).toEqual([]);
    expect(pace.sample(60)).toBe(1);
    expect(feed(pace, 60, WINDOW_FRAMES)).toEqual([0]);
    expect(feed(pace, 60, WINDOW_FRAMES * 3)).toEqual([]);
    expect(pace.current).toBe(0);
  });

  it("ignores the long first frame after an idle spell", () => {
    const pace = new FramePace(2, 2);
    expect(feed(pace, IDLE_GAP_MS + 1, WINDOW_FRAMES * 5)).toEqual([]);
    expect(pace.current).toBe(2);
  });

  it("climbs back on fast frames but never above where it started", () => {
    const pace = new FramePace(1, 1);
    expect(feed(pace, 60, WINDOW_FRAMES)).toEqual([0]);
    expect(feed(pace, 10, WINDOW_FRAMES * 3)).toEqual([1]);
    expect(pace.current).toBe(1);
  });

  it("stays put at frame rates between the two thresholds", () => {
    const pace = new FramePace(2, 2);
    expect(feed(pace, 30, WINDOW_FRAMES * 5)).toEqual([]);
  });

  it(`stops adapting after ${MAX_CHANGES} changes`, () => {
    const pace = new FramePace(2, 2);
    const changes = [];
    for (let i = 0; i < 10; i++) changes.push(...feed(pace, i % 2 ? 10 : 60, WINDOW_FRAMES));
    expect(changes).toEqual([1, 2, 1, 2]);
    expect(feed(pace, 60, WINDOW_FRAMES * 3)).toEqual([]);
  });
});
