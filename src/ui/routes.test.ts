import { describe, expect, it } from "vitest";
import { ROUTES, findRoute } from "./routes";

describe("route table", () => {
  it("finds a route by its hash path, ignoring a trailing slash", () => {
    expect(findRoute("/free-roll")?.title).toBe("Free Roll");
    expect(findRoute("/rykestra/")?.path).toBe("/rykestra");
  });

  it("has no route for an unknown path", () => {
    expect(findRoute("/no-such-game")).toBeUndefined();
  });

  it("gives every path once", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the five games, Rykestra practice and Free Roll on the home page", () => {
    expect(ROUTES.filter((r) => r.blurb).map((r) => r.title)).toEqual([
      "Rykestra",
      "Rykestra practice",
      "Hodrudda",
      "Five Thousand",
      "Hooligan",
      "Dice Poker",
      "Free Roll",
    ]);
  });
});
