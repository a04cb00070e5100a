import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseSettings } from "./settings-store";

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
});
