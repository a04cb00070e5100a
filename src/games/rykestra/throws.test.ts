import { describe, expect, it } from "vitest";
import { must } from "../test-moves";
import type { TablePoint } from "../../geometry/types";
import { dieId, type DieSnapshot } from "./dice";
import type { RykestraOptions } from "./options";
import { setSectors } from "./rounds";
import { diceOnMat, findDie, handOf, newGame, type RykestraState } from "./state";
import { at, matDie, snapshot } from "./test-kit";
import { applyThrow, throwRefusal } from "./throws";

function started(options: Partial<RykestraOptions> = {}, firstPlayer = 0): RykestraState {
  const game = must(newGame({ players: 3, options, firstPlayer }));
  return must(setSectors(game, { board: "standard", chance: "red", kinzo: 1 }));
}

const ownerOf = (id: string) => Number(id.split("-")[1]);

/** A die lying flat with its zone aimed north, unless told otherwise. */
function lying(id: string, value: number, centre: TablePoint, flags: { cocked?: boolean; offMat?: boolean } = {}): DieSnapshot {
  return snapshot(matDie(id, ownerOf(id), value, centre, at(centre.x, centre.z - 5)), flags);
}

/** The dice already on the mat, unmoved. */
const still = (state: RykestraState, except: readonly string[] = []) =>
  diceOnMat(state).filter((d) => !except.includes(d.id)).map((d) => snapshot(d));

/** Seat throws die `index`; it lands flat at a spot of its own; nothing else moves. */
function quietThrow(state: RykestraState, seat: number, index: number, value = 5): RykestraState {
  const id = dieId(seat, index);
  const spot = at(-12 + seat * 6, -12 + index * 6);
  return must(applyThrow(state, { seat, thrown: [id], dice: [...still(state), lying(id, value, spot)] }));
}

describe("taking turns", () => {
  it("starts with the round's first player and passes one die per turn round the table", () => {
    let state = started({}, 1);
    const turns: (number | null)[] = [state.turn];
    for (const [seat, index] of [[1, 0], [2, 0], [0, 0], [1, 1], [2, 1]] as const) {
      state = quietThrow(state, seat, index);
      turns.push(state.turn);
    }
    expect(turns).toEqual([1, 2, 0, 1, 2, 0]);
  });

  it("refuses a throw out of turn", () => {
    const state = started();
    expect(applyThrow(state, { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-1-0", 3, at(0, 0))] })).toEqual({
      ok: false,
      reason: "It is seat 0's turn, not seat 1's.",
    });
  });

  it("refuses another player's die, a die not in hand, an unknown die and two dice in one turn", () => {
    let state = started();
    expect(throwRefusal(state, 0, ["d10-1-0"])).toBe("Die d10-1-0 belongs to seat 1, not seat 0.");
    expect(throwRefusal(state, 0, ["d10-9-0"])).toBe('There is no die "d10-9-0".');
    expect(throwRefusal(state, 0, ["d10-0-0", "d10-0-1"])).toBe("Throw one die per turn.");
    state = quietThrow(quietThrow(quietThrow(state, 0, 0), 1, 0), 2, 0);
    expect(throwRefusal(state, 0, ["d10-0-0"])).toBe("Die d10-0-0 is not in seat 0's hand.");
    expect(throwRefusal(state, 0, ["d10-0-1"])).toBeNull();
  });

  it("refuses a throw before the sector dice are read", () => {
    const fresh = must(newGame({ players: 3 }));
    expect(throwRefusal(fresh, 0, ["d10-0-0"])).toBe("The sector dice must be thrown before anyone throws a D10.");
  });

  it("refuses a game of the wrong size", () => {
    expect(newGame({ players: 2 })).toEqual({ ok: false, reason: "Rykestra is for 3 to 5 players, not 2." });
    expect(newGame({ players: 6 }).ok).toBe(false);
    expect(newGame({ players: 4, firstPlayer: 4 }).ok).toBe(false);
  });
});

describe("after a throw settles", () => {
  it("puts a thrown die that left the mat out of play for the round", () => {
    const state = must(applyThrow(started(), { seat: 0, thrown: ["d10-0-0"], dice: [lying("d10-0-0", 4, at(16, 0), { offMat: true })] }));
    expect(findDie(state, "d10-0-0")?.place).toBe("out");
    expect(handOf(state, 0)).toEqual(["d10-0-1"]);
    expect(state.lastThrow?.out).toEqual(["d10-0-0"]);
  });

  it("counts a die whose centre lies beyond the mat's edge as off even if the snapshot missed it", () => {
    const state = must(applyThrow(started(), { seat: 0, thrown: ["d10-0-0"], dice: [lying("d10-0-0", 4, at(0, -15.2))] }));
    expect(findDie(state, "d10-0-0")?.place).toBe("out");
  });

  it("puts the thrower's other die out when the throw knocks it off", () => {
    let state = quietThrow(quietThrow(quietThrow(started(), 0, 0), 1, 0), 2, 0);
    state = must(
      applyThrow(state, {
        seat: 0,
        thrown: ["d10-0-1"],
        dice: [...still(state, ["d10-0-0"]), lying("d10-0-0", 2, at(20, 3), { offMat: true }), lying("d10-0-1", 6, at(1, 1))],
      }),
    );
    expect(findDie(state, "d10-0-0")?.place).toBe("out");
    expect(findDie(state, "d10-0-1")?.place).toBe("mat");
  });

  it("sends an opponent's knocked-off die back to its owner's hand, and the round goes on until it is thrown again", () => {
    let state = quietThrow(quietThrow(quietThrow(started(), 0, 0), 1, 0), 2, 0);
    state = quietThrow(state, 0, 1);
    state = quietThrow(state, 1, 1);
    // Seat 2's last die knocks seat 1's first die off the mat.
    state = must(
      applyThrow(state, {
        seat: 2,
        thrown: ["d10-2-1"],
        dice: [...still(state, ["d10-1-0"]), lying("d10-1-0", 3, at(-15.5, 0), { offMat: true }), lying("d10-2-1", 8, at(2, 2))],
      }),
    );
    expect(state.lastThrow?.returned).toEqual([{ id: "d10-1-0", reason: "knocked off" }]);
    expect(handOf(state, 1)).toEqual(["d10-1-0"]);
    expect(state.phase).toBe("throwing");
    // Seat 0 has nothing left in hand and is skipped.
    expect(state.turn).toBe(1);
    state = quietThrow(state, 1, 0);
    expect(state.history).toHaveLength(1);
  });

  it("sends a cocked die back to its owner's hand, the thrower's own included", () => {
    let state = quietThrow(started(), 0, 0);
    state = must(
      applyThrow(state, {
        seat: 1,
        thrown: ["d10-1-0"],
        dice: [lying("d10-0-0", 5, at(-12, -12), { cocked: true }), lying("d10-1-0", 7, at(-11, -11), { cocked: true })],
      }),
    );
    expect(state.lastThrow?.returned.map((r) => [r.id, r.reason])).toEqual([
      ["d10-0-0", "cocked"],
      ["d10-1-0", "cocked"],
    ]);
    expect(handOf(state, 0)).toEqual(["d10-0-0", "d10-0-1"]);
    expect(handOf(state, 1)).toEqual(["d10-1-0", "d10-1-1"]);
    expect(diceOnMat(state)).toEqual([]);
  });

  it("records where a die was pushed to and what it shows now", () => {
    let state = quietThrow(started(), 0, 0, 5);
    state = must(
      applyThrow(state, { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-0-0", 9, at(3, 3)), lying("d10-1-0", 1, at(-3, -3))] }),
    );
    expect(diceOnMat(state).find((d) => d.id === "d10-0-0")).toMatchObject({ value: 9, centre: at(3, 3) });
  });
});

describe("the throw result", () => {
  const afterOne = () => quietThrow(started(), 0, 0);

  it("must include every die on the mat", () => {
    expect(applyThrow(afterOne(), { seat: 1, thrown: ["d10-1-0"], dice: [lying("d10-1-0", 2, at(0, 0))] })).toEqual({
      ok: false,
      reason: "Die d10-0-0 is missing from the throw result.",
    });
  });

  it("must not include a die still in hand", () => {
    const result = applyThrow(afterOne(), {
      seat: 1,
      thrown: ["d10-1-0"],
      dice: [...still(afterOne()), lying("d10-1-0", 2, at(0, 0)), lying("d10-1-1", 2, at(4, 0))],
    });
    expect(result).toEqual({ ok: false, reason: "Die d10-1-1 was neither on the mat nor thrown, so it cannot be in the throw result." });
  });

  it("must read each die as a whole number from 0 to 9 and name its true owner", () => {
    const bad = { ...lying("d10-1-0", 2, at(0, 0)), value: 10 };
    expect(applyThrow(afterOne(), { seat: 1, thrown: ["d10-1-0"], dice: [...still(afterOne()), bad] }).ok).toBe(false);
    const stolen = { ...lying("d10-1-0", 2, at(0, 0)), owner: 2 };
    expect(applyThrow(afterOne(), { seat: 1, thrown: ["d10-1-0"], dice: [...still(afterOne()), stolen] })).toEqual({
      ok: false,
      reason: "Die d10-1-0 belongs to seat 1, not seat 2.",
    });
  });
});

describe("throwing both dice at once (variant)", () => {
  it("has each player throw every die in hand in one turn", () => {
    const state = started({ bothDiceAtOnce: true });
    expect(throwRefusal(state, 0, ["d10-0-0"])).toBe("With both dice at once, seat 0 throws all 2 dice in hand together.");
    const next = must(
      applyThrow(state, { seat: 0, thrown: ["d10-0-0", "d10-0-1"], dice: [lying("d10-0-0", 1, at(0, 0)), lying("d10-0-1", 2, at(5, 5))] }),
    );
    expect(next.turn).toBe(1);
    expect(handOf(next, 0)).toEqual([]);
  });

  it("lets a player whose die came back throw the one die left in hand", () => {
    let state = started({ bothDiceAtOnce: true });
    state = must(
      applyThrow(state, {
        seat: 0,
        thrown: ["d10-0-0", "d10-0-1"],
        dice: [lying("d10-0-0", 1, at(0, 0), { cocked: true }), lying("d10-0-1", 2, at(5, 5))],
      }),
    );
    state = must(applyThrow(state, { seat: 1, thrown: ["d10-1-0", "d10-1-1"], dice: [...still(state), lying("d10-1-0", 3, at(-9, 9)), lying("d10-1-1", 4, at(-9, 3))] }));
    state = must(applyThrow(state, { seat: 2, thrown: ["d10-2-0", "d10-2-1"], dice: [...still(state), lying("d10-2-0", 5, at(9, -9)), lying("d10-2-1", 6, at(9, -3))] }));
    expect(state.turn).toBe(0);
    expect(throwRefusal(state, 0, ["d10-0-0"])).toBeNull();
  });
});

describe("the end of a round", () => {
  it("scores the captures once every hand is empty and hands the first throw one seat left", () => {
    let state = started();
    // Seat 0's 6 lies south of seat 1's 3, its zone aimed north at it; the 3 lies in blue NE (red pays).
    const six = snapshot(matDie("d10-0-0", 0, 6, at(3, 3), at(3, -3)));
    state = must(applyThrow(state, { seat: 0, thrown: ["d10-0-0"], dice: [six] }));
    state = must(applyThrow(state, { seat: 1, thrown: ["d10-1-0"], dice: [six, lying("d10-1-0", 3, at(3, -3))] }));
    for (const [seat, index] of [[2, 0], [0, 1], [1, 1], [2, 1]] as const) state = quietThrow(state, seat, index, 9);
    expect(state.phase).toBe("sector-set");
    expect(state.round).toBe(1);
    expect(state.firstPlayer).toBe(1);
    expect(state.history[0].steps.flatMap((s) => s.captures).map((c) => [c.capturer, c.captured, c.points])).toEqual([
      ["d10-0-0", "d10-1-0", 3],
    ]);
    expect(state.totals).toEqual([3, 0, 0]);
    expect(handOf(state, 1)).toEqual(["d10-1-0", "d10-1-1"]);
  });

  it("lets a die that fell off the mat neither capture nor be captured", () => {
    let state = started();
    // Seat 0's 9 aims west towards the edge; seat 1's 2 ends just beyond that edge, in line with it.
    const nine = snapshot(matDie("d10-0-0", 0, 9, at(-10, 0), at(-20, 0)));
    state = must(applyThrow(state, { seat: 0, thrown: ["d10-0-0"], dice: [nine] }));
    state = must(applyThrow(state, { seat: 1, thrown: ["d10-1-0"], dice: [nine, lying("d10-1-0", 2, at(-16, 0), { offMat: true })] }));
    for (const [seat, index] of [[2, 0], [0, 1], [1, 1], [2, 1]] as const) state = quietThrow(state, seat, index, 9);
    expect(state.history[0].mat.map((d) => d.id)).not.toContain("d10-1-0");
    expect(state.history[0].steps.flatMap((s) => s.captures)).toEqual([]);
  });
});
