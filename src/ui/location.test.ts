import { describe, expect, it } from "vitest";
import { parseLocation, seedFrom } from "./location";

describe("hash location", () => {
  it("reads an empty hash as the home page", () => {
    expect(parseLocation("", "").path).toBe("/");
    expect(parseLocation("#/", "").path).toBe("/");
  });

  it("splits the hash's query from its path and lets it override the page search", () => {
    const loc = parseLocation("#/free-roll?seed=7", "?seed=3&mute=1");
    expect(loc.path).toBe("/free-roll");
    expect(loc.params.get("seed")).toBe("7");
    expect(loc.params.get("mute")).toBe("1");
  });

  it("pins a seed only for a whole number", () => {
    expect(seedFrom(new URLSearchParams("seed=42"))).toBe(42);
    expect(seedFrom(new URLSearchParams("seed=4.2"))).toBeUndefined();
    expect(seedFrom(new URLSearchParams("seed=abc"))).toBeUndefined();
    expect(seedFrom(new URLSearchParams(""))).toBeUndefined();
  });
});
