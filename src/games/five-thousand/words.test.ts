import { describe, expect, it } from "vitest";
import type { FiveThousandEvent } from "./state.ts";
import { eventText } from "./words.ts";

const names = ["Ana", "You", "Cy"];
const say = (event: FiveThousandEvent) => eventText(event, names);

describe("Five Thousand's events in words", () => {
  it("tells the roll-off, a tie and the order it gives", () => {
    expect(say({ type: "roll-off", player: 0, value: 4 })).toBe("Ana threw 4 for the last seat");
    expect(say({ type: "roll-off-tie", players: [0, 1], value: 6 })).toBe("Ana and you tie on 6 and throw again");
    expect(say({ type: "order", order: [2, 0, 1] })).toBe("You go last; Cy starts");
    expect(say({ type: "order", order: [1, 2, 0] })).toBe("Ana goes last; you start");
  });

  it("tells throws, set-asides, hot dice, banks and lost turns", () => {
    expect(say({ type: "throw", player: 1, dice: [1, 5, 2] })).toBe("You threw 1 5 2");
    expect(say({ type: "set-aside", player: 0, dice: [1, 5], turnTotal: 150 })).toBe("Ana set aside 1 5: turn 150");
    expect(say({ type: "hot-dice", player: 1, turnTotal: 1500 })).toBe("Hot dice: you throw all six again on 1500");
    expect(say({ type: "bank", player: 0, points: 150, score: 650 })).toBe("Ana banked 150: total 650");
    expect(say({ type: "lost", player: 1, points: 300 })).toBe("Nothing scores: you lose the turn's 300");
    expect(say({ type: "lost", player: 0, points: 0 })).toBe("Nothing scores: Ana's turn ends");
    expect(say({ type: "lost", player: 1, points: 0 })).toBe("Nothing scores: your turn ends");
  });

  it("tells the final round and the winners", () => {
    expect(say({ type: "final-round", player: 0, target: 3000 })).toBe(
      "Ana reached 3000: the round is played out so everyone has the same number of turns",
    );
    expect(say({ type: "over", winners: [1], score: 5100 })).toBe("You win with 5100");
    expect(say({ type: "over", winners: [0, 1, 2], score: 5050 })).toBe("Ana, you and Cy share the win with 5050");
  });
});
