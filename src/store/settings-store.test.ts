import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, DICE_SPEEDS, parseSettings, SPEED_FACTOR } from "./settings-store";

describe("saved settings", () => {
  it("uses the defaults when nothing was saved", () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it("reads back what was saved", () => {
    expect(parseSettings(JSON.stringify({ muted: true, volume: 0.25 }))).toEqual({ ...DEFAULT_SETTINGS, muted: true, volume: 0.25 });
  });

  it("survives text that is not JSON", () => {
    expect(parseSettings("{muted: tru")).toEqual(DEFAULT_SETTINGS);
  });

  it("survives JSON of the wrong shape", () => {
    expect(parseSettings("[1,2]")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("null")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"muted"')).toEqual(DEFAULT_SETTINGS);
  });

  it("keeps the good fields of a partly corrupt save", () => {
    expect(parseSettings(JSON.stringify({ muted: true, volume: "loud", quality: "low" }))).toEqual({
      muted: true,
      volume: DEFAULT_SETTINGS.volume,
      quality: "low",
      speed: "natural",
    });
  });

  it("clamps a volume outside 0–1", () => {
    expect(parseSettings(JSON.stringify({ volume: 7 })).volume).toBe(1);
  });

  it("reads each quality level back and falls back to auto for an unknown one", () => {
    for (const quality of ["auto", "high", "low"] as const) {
      expect(parseSettings(JSON.stringify({ quality })).quality).toBe(quality);
    }
    expect(parseSettings(JSON.stringify({ muted: true, quality: "ultra" }))).toEqual({ ...DEFAULT_SETTINGS, muted: true });
    expect(parseSettings(JSON.stringify({ quality: 2 })).quality).toBe("auto");
  });

  it("reads each dice speed back, falls back to natural for an unknown one, and plays faster at each step", () => {
    for (const speed of DICE_SPEEDS) expect(parseSettings(JSON.stringify({ speed })).speed).toBe(speed);
    expect(parseSettings(JSON.stringify({ speed: "warp", muted: true }))).toEqual({ ...DEFAULT_SETTINGS, muted: true });
    expect(parseSettings(JSON.stringify({ speed: 4 })).speed).toBe("natural");
    expect(DEFAULT_SETTINGS.speed).toBe("natural");
    const factors = DICE_SPEEDS.map((s) => SPEED_FACTOR[s]);
    expect(factors[0]).toBe(1);
    for (let i = 1; i < factors.length; i++) expect(factors[i]).toBeGreaterThan(factors[i - 1]);
  });
});
