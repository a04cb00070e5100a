import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves";
import type { HooliganState } from "../games/hooligan";
import { hooliganGame } from "../games/hooligan/definition";
import { play, solo } from "../games/hooligan/test-helpers";
import { diceFrom, seeded } from "../test-prng";
import { hooliganChoice } from "./hooligan";

describe("the Hooligan computer seat", () => {
  it("asks for a throw of the dice the game requests", () => {
    const s = play(solo(), [5, 5, 1, 2, 3], 5);
    expect(hooliganChoice(s)).toEqual({ kind: "throw" });
    expect(hooliganGame.throwRequest(s)?.dice.map((d) => d.id)).toEqual(["d2", "d3", "d4"]);
  });

  it("makes a move once the third throw is made", () => {
    const s = play(solo(), [1, 1, 2, 3, 3], [1, 1, 2, 3, 3], [1, 1, 2, 3, 3]);
    expect(hooliganChoice(s)?.kind).toBe("move");
  });

  it("plays whole three-player games through the definition without a refused move", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = seeded(seed);
      let s: HooliganState = must(hooliganGame.setup({ players: ["Ann", "Ben", "Cy"] }));
      let steps = 0;
      for (let act = hooliganChoice(s); act; act = hooliganChoice(s)) {
        const seat = hooliganGame.actors(s)[0];
        const count = hooliganGame.throwRequest(s)?.dice.length ?? 0;
        const move = act.kind === "move" ? act.move : { type: "throw" as const, dice: diceFrom(random, count) };
        s = must(hooliganGame.apply(s, seat, move));
        if (++steps > 2000) throw new Error("the game never ended");
      }
      expect(s.phase).toBe("over");
      expect(s.sheets.every((sheet) => Object.values(sheet).every((v) => v !== null))).toBe(true);
    }
  });
});
