import { describe, expect, it } from "vitest";
import type { HodruddaEvent } from "./state.ts";
import { eventText } from "./words.ts";

const say = (event: HodruddaEvent) => [eventText(event, ["Ana", "You"]), eventText({ ...event, player: 1 } as HodruddaEvent, ["Ana", "You"])];

describe("Hodrudda's events in words", () => {
  it("tells the ante, with any pot carried in", () => {
    expect(eventText({ type: "ante", game: 1, ante: 2, carried: 0, pot: 4 }, ["Ana", "Ben"])).toBe("Game 1: everyone antes 2; the pot is 4");
    expect(eventText({ type: "ante", game: 3, ante: 1, carried: 2, pot: 4 }, ["Ana", "Ben"])).toBe("Game 3: everyone antes 1 on top of 2 carried over; the pot is 4");
  });

  it("speaks of a named player in the third person and to You in the second", () => {
    expect(say({ type: "throw", player: 0, dice: [3, 4], sum: 7, total: 12 })).toEqual(["Ana threw 3+4 = 7, total 12", "You threw 3+4 = 7, total 12"]);
    expect(say({ type: "bust", player: 0, reason: "zilla" })).toEqual(["Zilla Spikes! Ana is bust", "Zilla Spikes! You are bust"]);
    expect(say({ type: "bust", player: 0, reason: "over" })).toEqual(["Ana is over 30 and bust", "You are over 30 and bust"]);
    expect(say({ type: "winkee", player: 0, total: 22 })).toEqual(["Ana calls Winkee on 22", "You call Winkee on 22"]);
    expect(say({ type: "win", player: 0, kind: "exact", total: 30, pot: 3 })).toEqual([
      "Ana hits exactly 30 and takes the pot of 3",
      "You hit exactly 30 and take the pot of 3",
    ]);
    expect(say({ type: "win", player: 0, kind: "highest", total: 24, pot: 3 })).toEqual([
      "Ana wins with 24 and takes the pot of 3",
      "You win with 24 and take the pot of 3",
    ]);
  });

  it("tells a pot that carries", () => {
    expect(eventText({ type: "carry", pot: 3 }, ["Ana", "Ben"])).toBe("Everyone is bust: no winner, and the pot of 3 carries to the next game");
  });
});
