import { describe, expect, it } from "vitest";
import { prompt } from "./prompt";
import { describeEvent } from "./words";
import { newHooliganGame } from "./state";
import { must, play, solo } from "./test-helpers";

describe("Hooligan prompts", () => {
  it("tells each player what to do next", () => {
    const game = must(newHooliganGame(["Ann", "Ben"]));
    expect(prompt(game)).toBe("Ann: throw five dice for the starting order");
    const s = play(solo(), [4, 4, 1, 2, 6]);
    expect(prompt(s)).toBe("Ann: choose a box or throw all five again");
    expect(prompt(play(s, 4))).toBe("Ann: throw 3 for 4s");
  });

  it("describes every logged event in words", () => {
    const s = play(solo(), [4, 4, 1, 2, 6], 4, [4, 4, 4]);
    const lines = s.log.map((e) => describeEvent(e, s.players));
    expect(lines).toContain("Ann goes for 4s");
    expect(lines).toContain("Ann has all five: bonus! 5 dice banked, all five go again");
  });

  it("speaks to the seat called You in the second person", () => {
    const s = play(must(newHooliganGame(["You"])), [4, 4, 1, 2, 6], 4, [4, 4, 4]);
    const lines = s.log.map((e) => describeEvent(e, s.players));
    expect(lines).toContain("You go for 4s");
    expect(lines).toContain("You have all five: bonus! 5 dice banked, all five go again");
    expect(prompt({ ...s, phase: "over", winners: [0] })).toBe("You win");
    expect(prompt({ ...s, players: ["Ann", "You"], phase: "over", winners: [0, 1] })).toBe("Ann and you share the win");
  });
});
