import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves.ts";
import {
  bank,
  newFiveThousandGame,
  rollOffThrow,
  setAside,
  throwDice,
  diceToThrow,
} from "../games/five-thousand/index.ts";
import { actingPlayer, fiveThousandSeatStep } from "./five-thousand-seat.ts";

const pair = () => must(newFiveThousandGame({ players: ["You", "Red"] }));
/** You win the roll-off, so Red starts and You go last. */
const redStarts = () => must(rollOffThrow(must(rollOffThrow(pair(), 6)), 2));

describe("the computer seats at a Five Thousand table", () => {
  it("throws a computer's roll-off die and waits for a person's", () => {
    expect(fiveThousandSeatStep(pair(), [false, true])).toEqual({ kind: "person", player: 0 });
    const after = must(rollOffThrow(pair(), 4));
    expect(fiveThousandSeatStep(after, [false, true])).toEqual({ kind: "throw", player: 1 });
  });

  it("throws six dice to open a computer's turn", () => {
    expect(fiveThousandSeatStep(redStarts(), [false, true])).toEqual({ kind: "throw", player: 1 });
  });

  it("sets aside before deciding, then banks or throws on", () => {
    let s = must(throwDice(redStarts(), [1, 1, 1, 5, 2, 3]));
    const first = fiveThousandSeatStep(s, [false, true]);
    expect(first?.kind).toBe("set-aside");
    if (first?.kind !== "set-aside") return;
    s = must(setAside(s, first.indices));
    const then = fiveThousandSeatStep(s, [false, true]);
    expect(then?.kind === "bank" || then?.kind === "throw").toBe(true);
  });

  it("names nobody once the game is over", () => {
    let s = must(newFiveThousandGame({ players: ["Red"], options: { target: 100 } }));
    s = must(bank(must(setAside(must(throwDice(s, [1, 2, 3, 4, 6, 6])), [0]))));
    expect(s.winners).toEqual([0]);
    expect(actingPlayer(s)).toBeNull();
    expect(fiveThousandSeatStep(s, [true])).toBeNull();
  });

  it("plays a whole two-computer game to a winner", () => {
    let s = pair();
    let k = 7;
    const die = () => {
      k = (k * 1103515245 + 12345) % 2147483648;
      return 1 + (k % 6);
    };
    for (let steps = 0; !s.winners; steps++) {
      expect(steps).toBeLessThan(5000);
      const step = fiveThousandSeatStep(s, [true, true])!;
      if (step.kind === "throw") {
        s = s.rollOff ? must(rollOffThrow(s, die())) : must(throwDice(s, Array.from({ length: diceToThrow(s.turn!) }, die)));
      } else if (step.kind === "set-aside") s = must(setAside(s, step.indices));
      else if (step.kind === "bank") s = must(bank(s));
      else throw new Error("no person sits at this table");
    }
    expect(Math.max(...s.players.map((p) => p.score))).toBeGreaterThanOrEqual(5000);
  });
});
