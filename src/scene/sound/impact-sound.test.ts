import { describe, expect, it } from "vitest";
import { loudness, surfaceOf } from "./impact-sound";

describe("impact sounds", () => {
  it("plays harder impacts louder, up to full loudness", () => {
    expect(loudness(20)).toBeLessThan(loudness(80));
    expect(loudness(80)).toBeLessThan(loudness(150));
    expect(loudness(1000)).toBe(1);
  });

  it("keeps the faintest touches silent", () => {
    expect(loudness(1)).toBe(0);
  });

  it("tells a felt thud from a wall knock and a die click", () => {
    expect(surfaceOf("die-felt")).toBe("die-felt");
    expect(surfaceOf(["wall", "die"])).toBe("die-wall");
    expect(surfaceOf(["die", "wood"])).toBe("die-wood");
    expect(surfaceOf(["die", "die"])).toBe("die-die");
  });
});
