import { describe, expect, it } from "vitest";
import { must } from "../test-moves";
import type { TablePoint } from "../../geometry/types";
import type { DieSnapshot } from "./dice";
import { setSectors } from "./rounds";
import type { SectorDiceReading } from "./sector-set";
import { diceOnMat, newGame, winners, type RykestraState } from "./state";
import { at, matDie, snapshot } from "./test-kit";
import { applyThrow } from "./throws";

interface Landing {
  readonly id: string;
  readonly value: number;
  readonly at: TablePoint;
  /** Where its capture zone opens towards. */
  readonly aim: TablePoint;
  /** Dice the throw moved, replacing their previous snapshots. */
  readonly disturbs?: readonly DieSnapshot[];
}

const die = (id: string, value: number, centre: TablePoint, aim: TablePoint) => matDie(id, Number(id.split("-")[1]), value, centre, aim);

/** Reads the sector dice, then throws each die in turn where the script says it lands. */
function playRound(state: RykestraState, reading: SectorDiceReading, landings: readonly Landing[]): RykestraState {
  let s = must(setSectors(state, reading));
  for (const l of landings) {
    const thrown = snapshot(die(l.id, l.value, l.at, l.aim));
    const moved = new Map((l.disturbs ?? []).map((d) => [d.id, d]));
    const lying = diceOnMat(s).map((d) => moved.get(d.id) ?? snapshot(d));
    s = must(applyThrow(s, { seat: thrown.owner, thrown: [l.id], dice: [...lying, thrown] }));
  }
  return s;
}

const capturesOf = (state: RykestraState, round: number) =>
  state.history[round].steps.flatMap((s) => s.captures.map((c) => `${c.capturer} takes ${c.captured} for ${c.points}`));

describe("a full game of three rounds on the Corellian board", () => {
  const start = must(newGame({ players: 3, options: { board: "corellian" } }));

  // Round 1, seats 0-1-2, Flask (NW) pays +2.
  const afterRound1 = playRound(start, { board: "corellian", hazard: 2 }, [
    { id: "d10-0-0", value: 7, at: at(5, -5), aim: at(-5, -5) },
    { id: "d10-1-0", value: 4, at: at(-5, -5), aim: at(-5, -14) },
    { id: "d10-2-0", value: 0, at: at(5, 5), aim: at(5, -5) },
    { id: "d10-0-1", value: 2, at: at(-13, 13), aim: at(-20, 20) },
    { id: "d10-1-1", value: 9, at: at(13, 13), aim: at(20, 20) },
    { id: "d10-2-1", value: 3, at: at(-13, 2), aim: at(-20, 2) },
  ]);

  // Round 2, seats 1-2-0, a void. Seat 0's last throw knocks seat 2's 8 off; seat 2 throws it again.
  const afterRound2 = playRound(afterRound1, { board: "corellian", hazard: "void" }, [
    { id: "d10-1-0", value: 5, at: at(0, 0), aim: at(10, 0) },
    { id: "d10-2-0", value: 5, at: at(6, 0), aim: at(-4, 0) },
    { id: "d10-0-0", value: 1, at: at(-10, -10), aim: at(-20, -20) },
    { id: "d10-1-1", value: 0, at: at(10, -10), aim: at(10, -20) },
    { id: "d10-2-1", value: 8, at: at(-10, 10), aim: at(-20, 20) },
    {
      id: "d10-0-1",
      value: 6,
      at: at(-10, 8),
      aim: at(-20, 8),
      disturbs: [snapshot(die("d10-2-1", 8, at(-16, 10), at(-20, 20)), { offMat: true })],
    },
    { id: "d10-2-1", value: 3, at: at(12, 12), aim: at(20, 20) },
  ]);

  // Round 3, seats 2-0-1, Eye (SE) pays +2. Two 8s stand exactly 4 cm from seat 0's 2.
  const afterRound3 = playRound(afterRound2, { board: "corellian", hazard: 5 }, [
    { id: "d10-2-0", value: 8, at: at(7, 3), aim: at(7, 13) },
    { id: "d10-0-0", value: 2, at: at(7, 7), aim: at(14, 14) },
    { id: "d10-1-0", value: 8, at: at(3, 7), aim: at(13, 7) },
    { id: "d10-2-1", value: 9, at: at(-7, 10), aim: at(-14, 14) },
    { id: "d10-0-1", value: 0, at: at(-7, -7), aim: at(-20, -7) },
    { id: "d10-1-1", value: 0, at: at(-12, -7), aim: at(-12, -14) },
  ]);

  it("round 1: the 7 takes the 4 in Flask (4 + 2) and the 3 outside it; the 0 then takes the 7", () => {
    expect(capturesOf(afterRound1, 0)).toEqual(["d10-0-0 takes d10-1-0 for 6", "d10-0-0 takes d10-2-1 for 3", "d10-2-0 takes d10-0-0 for 7"]);
    expect(afterRound1.history[0].pointsBySeat).toEqual([9, 0, 7]);
    expect(afterRound1.history[0].capturesBySeat).toEqual([2, 0, 1]);
    expect(afterRound1.firstPlayer).toBe(1);
  });

  it("round 2: the two 5s take each other, one also takes the 1 for nothing, every capture a point short", () => {
    expect(afterRound2.history[1].order).toEqual([1, 2, 0]);
    expect(capturesOf(afterRound2, 1)).toEqual(["d10-1-0 takes d10-2-0 for 4", "d10-2-0 takes d10-0-0 for 0", "d10-2-0 takes d10-1-0 for 4"]);
    expect(afterRound2.history[1].pointsBySeat).toEqual([0, 4, 4]);
    expect(afterRound2.history[1].mat.find((d) => d.id === "d10-2-1")).toMatchObject({ value: 3, centre: at(12, 12) });
  });

  it("round 3: an exact tie between the 8s goes to seat 2, earlier in this round's order; a 0 takes a 0 for 10", () => {
    expect(capturesOf(afterRound3, 2)).toEqual(["d10-2-0 takes d10-0-0 for 4", "d10-0-1 takes d10-1-1 for 10"]);
    const tie = afterRound3.history[2].steps.flatMap((s) => s.captures)[0];
    expect(tie.contest).toEqual({
      decidedBy: "seat order",
      rivals: [
        { id: "d10-2-0", owner: 2, distance: 4 },
        { id: "d10-1-0", owner: 1, distance: 4 },
      ],
    });
  });

  it("ends after the third round with the totals summed and seat 0 the winner", () => {
    expect(afterRound3.phase).toBe("over");
    expect(afterRound3.history).toHaveLength(3);
    expect(afterRound3.totals).toEqual([19, 4, 15]);
    expect(winners(afterRound3)).toEqual([0]);
    expect(winners(afterRound2)).toEqual([]);
  });

  it("refuses anything further once the game is over", () => {
    expect(setSectors(afterRound3, { board: "corellian", hazard: 3 })).toEqual({ ok: false, reason: "The game is over." });
    expect(applyThrow(afterRound3, { seat: 0, thrown: ["d10-0-0"], dice: [] })).toEqual({ ok: false, reason: "The game is over." });
  });
});

describe("a game where nobody captures", () => {
  it("ends with every player sharing the win", () => {
    let state = must(newGame({ players: 4 }));
    for (let round = 0; round < 3; round++) {
      const spots = [at(-12, -12), at(-12, 12), at(12, -12), at(12, 12), at(-4, -12), at(-4, 12), at(4, -12), at(4, 12)];
      let k = 0;
      state = must(setSectors(state, { board: "standard", chance: "blue", kinzo: 3 }));
      while (state.phase === "throwing" && state.turn !== null) {
        const seat = state.turn;
        const id = state.dice.find((d) => d.owner === seat && d.place === "hand")!.id;
        const spot = spots[k++];
        // Every die aims straight off the nearest north or south edge.
        const lands = snapshot(die(id, 1, spot, at(spot.x, spot.z * 2)));
        state = must(applyThrow(state, { seat, thrown: [id], dice: [...diceOnMat(state).map((d) => snapshot(d)), lands] }));
      }
    }
    expect(state.phase).toBe("over");
    expect(state.totals).toEqual([0, 0, 0, 0]);
    expect(winners(state)).toEqual([0, 1, 2, 3]);
  });
});

describe("reading the sector dice", () => {
  it("is refused twice in one round", () => {
    const state = must(setSectors(must(newGame({ players: 3 })), { board: "standard", chance: "red", kinzo: 2 }));
    expect(setSectors(state, { board: "standard", chance: "red", kinzo: 2 })).toEqual({
      ok: false,
      reason: "The sector dice are already set for this round.",
    });
  });
});

describe("an exact tie between one player's own two dice", () => {
  // Seat 1's 4 lies in red NW at (-1, -5); seat 0's two 7s stand exactly 4 cm either side of it,
  // d10-0-0 in blue NE and d10-0-1 in red NW. Red pays +3. The other dice lie south, aimed away.
  const landings: Landing[] = [
    { id: "d10-0-0", value: 7, at: at(3, -5), aim: at(-1, -5) },
    { id: "d10-1-0", value: 4, at: at(-1, -5), aim: at(-1, -14) },
    { id: "d10-2-0", value: 1, at: at(10, 13), aim: at(10, 20) },
    { id: "d10-0-1", value: 7, at: at(-5, -5), aim: at(-1, -5) },
    { id: "d10-1-1", value: 2, at: at(-10, 13), aim: at(-10, 20) },
    { id: "d10-2-1", value: 3, at: at(0, 15), aim: at(0, 20) },
  ];
  const red3: SectorDiceReading = { board: "standard", chance: "red", kinzo: 3 };
  const play = (bonusOn: "captured" | "capturer") =>
    playRound(must(newGame({ players: 3, options: { bonusOn } })), red3, landings).history[0];

  it("goes to the die that scores more for its owner when the capturer's sector sets the bonus", () => {
    const round = play("capturer");
    expect(round.steps.flatMap((s) => s.captures.map((c) => `${c.capturer} takes ${c.captured} for ${c.points}`))).toEqual([
      "d10-0-1 takes d10-1-0 for 7",
    ]);
    expect(round.steps.flatMap((s) => s.captures)[0].contest?.decidedBy).toBe("better score");
    expect(round.pointsBySeat).toEqual([7, 0, 0]);
  });

  it("scores the same whichever die takes it when the captured die's sector sets the bonus", () => {
    const round = play("captured");
    const [capture] = round.steps.flatMap((s) => s.captures);
    expect(capture).toMatchObject({ capturer: "d10-0-0", captured: "d10-1-0", points: 7 });
    expect(capture.contest?.decidedBy).toBe("same score");
  });
});
