import { describe, expect, it } from "vitest";
import { newFiveThousandGame, type FiveThousandOptions } from "./state.ts";
import { must, refusal } from "./test-helpers.ts";

describe("setting up Five Thousand", () => {
  const setup = (options: Partial<FiveThousandOptions>, players = ["Ana", "Ben"]) => newFiveThousandGame({ players, options });

  it("needs at least one player, each with a name of their own", () => {
    expect(refusal(newFiveThousandGame({ players: [] }))).toBe("Five Thousand needs at least one player.");
    expect(refusal(newFiveThousandGame({ players: ["Ana", ""] }))).toBe("Every player needs a name.");
    expect(refusal(newFiveThousandGame({ players: ["Ana", "Ben", "ANA"] }))).toBe("Two players share the name Ana: give each their own.");
  });

  it("refuses a target that is not a whole number of at least 50", () => {
    for (const target of [Number.NaN, 0, -100, 49, 1000.5, Number.POSITIVE_INFINITY]) {
      expect(refusal(setup({ target }))).toBe(`The target must be a whole number, at least 50, not ${target}.`);
    }
    expect(must(setup({ target: 50 })).options.target).toBe(50);
  });

  it("refuses a minimum to bank that is not a whole number, 0 or more", () => {
    for (const minimumToBank of [Number.NaN, -50, 12.5]) {
      expect(refusal(setup({ minimumToBank }))).toBe(`The minimum to bank must be a whole number, 0 or more, not ${minimumToBank}.`);
    }
  });

  it("refuses a recombine option that is neither on nor off", () => {
    expect(refusal(setup({ recombine: "yes" as unknown as boolean }))).toBe("Recombine must be true or false.");
  });
});
