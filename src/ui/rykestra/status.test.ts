import { describe, expect, it } from "vitest";
import { newGame, type RykestraState } from "../../games/rykestra";
import { SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";
import type { MatchView, Stage } from "./match-state";
import { statusLine } from "./status";

const seats: PlayerSpec[] = [
  { name: "Ana", colour: SEAT_COLOURS[0], computer: false },
  { name: "Blue", colour: SEAT_COLOURS[1], computer: true },
  { name: "Gold", colour: SEAT_COLOURS[2], computer: true },
];

function view(stage: Stage, game?: Partial<RykestraState>): MatchView {
  const created = newGame({ players: 3 });
  if (!created.ok) throw new Error(created.reason);
  return { game: { ...created.state, ...game }, stage, log: [], latest: [], lifted: [], outCount: 0, hint: null, review: null, fast: false };
}

describe("the status line", () => {
  it("asks a human first player to throw the sector dice", () => {
    expect(statusLine(view({ kind: "sector-ready" }), seats)).toBe("Round 1 of 3: Ana, throw the sector dice into the side tray.");
  });

  it("tells a human whose turn it is and how to throw", () => {
    expect(statusLine(view({ kind: "turn", seat: 0, thinking: false }), seats)).toMatch(/^Ana's turn: throw one of your 2 dice onto the mat/);
    const you = [{ ...seats[0], name: "You" }, ...seats.slice(1)];
    expect(statusLine(view({ kind: "turn", seat: 0, thinking: false }), you)).toMatch(/^Your turn: /);
  });

  it("speaks to the seat at this screen only: a player at another screen is named, not addressed", () => {
    const online = [seats[0], { name: "Ben", colour: SEAT_COLOURS[1], computer: false }, seats[2]];
    const bensScreen = (seat: number) => seat === 1;
    const line = statusLine(view({ kind: "turn", seat: 0, thinking: false }), online, bensScreen);
    expect(line).toBe("Ana's turn: Ana is about to throw (2 dice in hand).");
    expect(line).not.toMatch(/\byour?\b|Throw for me/i);
    expect(statusLine(view({ kind: "sector-ready" }), online, bensScreen)).toBe("Round 1 of 3: Ana throws the sector dice into the side tray.");
    expect(statusLine(view({ kind: "turn", seat: 1, thinking: false }), online, bensScreen)).toMatch(/^Ben's turn: throw one of your 2 dice/);
  });

  it("says a computer seat is aiming", () => {
    expect(statusLine(view({ kind: "turn", seat: 1, thinking: true }), seats)).toBe("Blue (computer) is taking aim…");
  });

  it("says only that the game is over, leaving the win to the winner panel's heading", () => {
    expect(statusLine(view({ kind: "over" }, { phase: "over", round: 3, totals: [4, 12, 9] }), seats)).toBe("Game over");
  });
});
