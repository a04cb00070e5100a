import { describe, expect, it } from "vitest";
import { must } from "../../games/test-moves";
import { applyThrow, newGame, setSectors, type DieSnapshot, type RykestraState } from "../../games/rykestra";
import { at, matDie, snapshot } from "../../games/rykestra/test-kit";
import { chooseMarkerSector } from "./bot";
import { THROW_WEIGHTS, scoreThrow, threat, winChance, winShare } from "./bot-score";

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

  it("rates knocking an opponent's die off above leaving it be, and a 0 above a 2", () => {
    const knock = (value: number) => {
      const s = must(applyThrow(started(1), { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-1-0", value, 10, 10, at(20, 20))] }));
      const knocked = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", value, 17, 10, at(20, 20), { offMat: true }), lying("d10-2-0", 2, -10, -10, at(-20, -20))]);
      const missed = scoreThrow(s, 2, ["d10-2-0"], [lying("d10-1-0", value, 10, 10, at(20, 20)), lying("d10-2-0", 2, -10, -10, at(-20, -20))]);
      return knocked - missed;
    };
    expect(knock(9)).toBeGreaterThan(0);
    expect(knock(0)).toBeGreaterThan(knock(2));
  });

  it("rates a die cocked against another below one lying flat", () => {
    const s = started();
    const flat = scoreThrow(s, 0, ["d10-0-0"], [lying("d10-0-0", 5, 0, 0)]);
    const cocked = scoreThrow(s, 0, ["d10-0-0"], [lying("d10-0-0", 5, 0, 0, at(0, -5), { cocked: true })]);
    expect(flat).toBeGreaterThan(cocked);
  });

  it("refuses to rate a throw the engine refuses", () => {
    expect(scoreThrow(started(), 1, ["d10-1-0"], [lying("d10-1-0", 5, 0, 0)])).toBe(-Infinity);
  });
});

describe("the last round", () => {
  /** Round 3, every die out but Blue's 4 lying north of the centre and Red's last die in hand; Red to throw, trailing `behind`. */
  const lastThrow = (behind: number): RykestraState => {
    const s = started(0);
    const blue = matDie("d10-1-0", 1, 4, at(0, -6), at(0, -12));
    return {
      ...s,
      round: 2,
      totals: [10, 10 + behind, 0],
      dice: s.dice.map((d) =>
        d.id === "d10-0-0" ? { ...d, place: "hand" as const, onMat: null } : d.id === "d10-1-0" ? { ...d, place: "mat" as const, onMat: blue } : { ...d, place: "out" as const, onMat: null },
      ),
    };
  };
  const blue = lying("d10-1-0", 4, 0, -6, at(0, -12));
  it("judges the game's last throw by the win alone: a capture that wins it is worth a whole win, one that falls short nothing", () => {
    const takes = [blue, lying("d10-0-0", 7, 0, 2, at(0, -6))];
    const misses = [blue, lying("d10-0-0", 7, 0, 2, at(0, 12))];
    // Behind by 3: taking Blue's 4 (and the sector bonus, if any) wins.
    expect(scoreThrow(lastThrow(3), 0, ["d10-0-0"], takes)).toBe(THROW_WEIGHTS.win);
    expect(scoreThrow(lastThrow(3), 0, ["d10-0-0"], misses)).toBe(0);
    // Behind by 20, no capture here can win: every landing is worth the same.
    expect(scoreThrow(lastThrow(20), 0, ["d10-0-0"], takes)).toBe(scoreThrow(lastThrow(20), 0, ["d10-0-0"], misses));
  });

  it("shares a tied win and steps softly on a lead", () => {
    expect(winShare([5, 5, 2], 0)).toBe(0.5);
    expect(winShare([5, 6, 2], 0)).toBe(0);
    expect(winShare([7, 6, 2], 0)).toBe(1);
    expect(winChance([5, 5, 0], 0)).toBeCloseTo(0.5);
    expect(winChance([9, 5, 0], 0)).toBeGreaterThan(0.8);
    expect(winChance([1, 5, 0], 0)).toBeLessThan(0.2);
  });
});

describe("the threat a die leaves for the throws to come", () => {
  const reading = "standard" as const;
  it("is larger for a die whose zone opens over the mat than for one whose zone points off it", () => {
    const open = threat(matDie("d10-0-0", 0, 6, at(0, 12), at(0, 0)), reading);
    const shut = threat(matDie("d10-0-0", 0, 6, at(0, 12), at(0, 30)), reading);
    expect(open).toBeGreaterThan(shut);
  });

  it("counts a die that threatens nothing as exposed, a 9 more than a 0 (only a 0 takes a 0)", () => {
    const die = (value: number) => threat(matDie("d10-0-0", 0, value, at(0, 12), at(0, 30)), reading);
    expect(die(1)).toBeLessThan(0);
    expect(die(9)).toBeLessThan(die(0));
  });
});

describe("the Kinzo marker", () => {
  it("goes in the bonus sector furthest from its own hand", () => {
    expect(chooseMarkerSector(0, 4, ["NW", "SE"])).toBe("NW");
    expect(chooseMarkerSector(2, 4, ["NW", "SE"])).toBe("SE");
  });
});
