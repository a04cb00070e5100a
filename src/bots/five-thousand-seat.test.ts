import { describe, expect, it } from "vitest";
import {
  bank,
  newFiveThousandGame,
  rollOffThrow,
  setAside,
  throwDice,
  diceToThrow,
  type FiveThousandState,
} from "../games/five-thousand/index.ts";
import type { MoveResult } from "../games/move-result.ts";
import { actingPlayer, fiveThousandSeatStep } from "./five-thousand-seat.ts";

const ok = (r: MoveResult<FiveThousandState>) => {
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const pair = () => newFiveThousandGame({ players: ["You", "Red"] });
/** You win the roll-off, so Red starts and You go last. */
const redStarts = () => ok(rollOffThrow(ok(rollOffThrow(pair(), 6)), 2));

describe("the computer seats at a Five Thousand table", () => {
  it("throws a computer's roll-off die and waits for a person's", () => {
    expect(fiveThousandSeatStep(pair(), [false, true])).toEqual({ kind: "person", player: 0 });
    const after = ok(rollOffThrow(pair(), 4));
    expect(fiveThousandSeatStep(after, [false, true])).toEqual({ kind: "throw", player: 1 });
  });

  it("throws six dice to open a computer's turn", () => {
    expect(fiveThousandSeatStep(redStarts(), [false, true])).toEqual({ kind: "throw", player: 1 });
  });

  it("sets aside before deciding, then banks or throws on", () => {
    let s = ok(throwDice(redStarts(), [1, 1, 1, 5, 2, 3]));
    const first = fiveThousandSeatStep(s, [false, true]);
    expect(first?.kind).toBe("set-aside");
    if (first?.kind !== "set-aside") return;
    s = ok(setAside(s, first.indices));
    const then = fiveThousandSeatStep(s, [false, true]);
    expect(then?.kind === "bank" || then?.kind === "throw").toBe(true);
  });

  it("names nobody once the game is over", () => {
    let s = newFiveThousandGame({ players: ["Red"], options: { target: 100 } });
    s = ok(bank(ok(setAside(ok(throwDice(s, [1, 2, 3, 4, 6, 6])), [0]))));
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
        s = s.rollOff ? ok(rollOffThrow(s, die())) : ok(throwDice(s, Array.from({ length: diceToThrow(s.turn!) }, die)));
      } else if (step.kind === "set-aside") s = ok(setAside(s, step.indices));
      else if (step.kind === "bank") s = ok(bank(s));
      else throw new Error("no person sits at this table");
    }
    expect(Math.max(...s.players.map((p) => p.score))).toBeGreaterThanOrEqual(5000);
  });
});
