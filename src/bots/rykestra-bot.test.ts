import { describe, expect, it } from "vitest";
import { must } from "../games/test-moves";
import { applyThrow, newGame, setSectors, type DieSnapshot, type RykestraState } from "../games/rykestra";
import { at, matDie, snapshot } from "../games/rykestra/test-kit";
import { createRng, randomFlick } from "../physics";
import { seatHand } from "../table/rykestra-seats";
import { chooseMarkerSector, planThrow, powerFor } from "./rykestra-bot";
import { scoreThrow } from "./rykestra-bot-score";
import { trialThrow } from "./rykestra-bot-sim";

const started = (turn = 0): RykestraState => ({
  ...must(setSectors(must(newGame({ players: 3, options: { board: "corellian" } })), { board: "corellian", hazard: 4 })),
  turn,
});

const lying = (id: string, value: number, x: number, z: number, aim = at(x, z - 5), flags: { offMat?: boolean; cocked?: boolean } = {}): DieSnapshot =>
  snapshot(matDie(id, Number(id.split("-")[1]), value, at(x, z), aim), flags);

describe("judging a settled throw", () => {
  it("rates a die kept on the mat above one that fell off", () => {
    const s = started();
    const kept = scoreThrow(s, 0, ["d10-0-0"], [lying("d10-0-0", 5, 0, 0)]);
    const lost = scoreThrow(s, 0, ["d10-0-0"], [lying("d10-0-0", 5, 20, 0, at(20, -5), { offMat: true })]);
    expect(kept).toBeGreaterThan(lost);
  });

  it("rates a landing that can capture above one that cannot", () => {
    let s = started(1);
    s = must(applyThrow(s, { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-1-0", 3, 0, -6)] }));
    // Seat 2's turn: a 7 whose zone opens towards Blue's 3, or one aimed away from it.
    const facing = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", 3, 0, -6), lying("d10-2-0", 7, 0, 2, at(0, -6))]);
    const away = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", 3, 0, -6), lying("d10-2-0", 7, 0, 2, at(0, 12))]);
    expect(facing).toBeGreaterThan(away);
  });

  it("rates knocking an opponent's die off above leaving it be", () => {
    let s = started(1);
    s = must(applyThrow(s, { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-1-0", 9, 10, 10, at(20, 20))] }));
    const knocked = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", 9, 17, 10, at(20, 20), { offMat: true }), lying("d10-2-0", 2, -10, -10, at(-20, -20))]);
    const missed = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", 9, 10, 10, at(20, 20)), lying("d10-2-0", 2, -10, -10, at(-20, -20))]);
    expect(knocked).toBeGreaterThan(missed);
  });

  it("refuses to rate a throw the engine refuses", () => {
    expect(scoreThrow(started(), 1, ["d10-1-0"], [lying("d10-1-0", 5, 0, 0)])).toBe(-Infinity);
  });
});

describe("planning a throw on a headless table", () => {
  it("keeps its dice on the mat more often than an unaimed random throw", () => {
    let planned = 0;
    let random = 0;
    const rng = createRng(99);
    const seeds = 8;
    for (let seed = 1; seed <= seeds; seed++) {
      const seat = seed % 3;
      const state = started(seat);
      const id = `d10-${seat}-0`;
      const plan = planThrow({ state, seat, thrown: [id], lying: [], seed, candidates: 4 });
      if (!trialThrow([], plan.flicks, seed)[0].offMat) planned++;
      const hand = seatHand(seat, 3);
      const loose = randomFlick(rng, { dieId: id, position: hand.slot(0, 1).position }, { centre: at(0, 0), radius: 14 });
      if (!trialThrow([], [loose], seed)[0].offMat) random++;
    }
    expect(planned).toBe(seeds);
    expect(planned).toBeGreaterThan(random);
  });

  it("aims softer for nearer targets", () => {
    expect(powerFor(8)).toBeLessThan(powerFor(20));
    expect(powerFor(0)).toBe(0);
    expect(powerFor(500)).toBe(1);
  });

  it("puts the Kinzo marker in the bonus sector furthest from its own hand", () => {
    expect(chooseMarkerSector(0, 4, ["NW", "SE"])).toBe("NW");
    expect(chooseMarkerSector(2, 4, ["NW", "SE"])).toBe("SE");
  });
});
