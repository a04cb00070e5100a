// Whole Five Thousand games of computer seats on the real (headless) physics, quick, on a fake
// clock; each log survives JSON and replays on a fresh table of people to the same end.
import { describe, expect, it } from "vitest";
import type { FiveThousandMove, FiveThousandTableState } from "../games/five-thousand/definition";
import { FIVE_THOUSAND_RACK } from "../table/stages/five-thousand";
import { FakeClock } from "../runtime/session/clock";
import { person } from "../runtime/session/seats";
import type { GameSession } from "../runtime/session/session";
import { expectReplaysAlike, openSession } from "./catalog-testing";
import { fiveThousand as kit } from "./five-thousand";

const seated = (seed: number, seats: number, clock: FakeClock, stage = kit.stage()): GameSession<FiveThousandTableState, FiveThousandMove> =>
  openSession(kit, seed, Array.from({ length: seats }, () => kit.computer()), { clock, stage });

const rackZ = FIVE_THOUSAND_RACK.slots[0].z;

describe("Five Thousand on the session runtime", () => {
  it.each([
    [3, 1],
    [7, 2],
    [11, 3],
  ])("plays seed %i with %i computers to a winner, and its log replays to the same state and poses", (seed, seats) => {
    const clock = new FakeClock();
    // After every change the dice set aside this cycle rest in the rack showing their values.
    const stage = kit.stage();
    let racked = 0;
    const sync = stage.sync;
    stage.sync = (table, state) => {
      sync(table, state);
      const turn = state.turn;
      if (!turn || state.rollOff) return;
      const ids = [...state.asideIds, ...(turn.thrown ? turn.picked.map((i) => state.thrownIds[i]) : [])];
      const values = [...turn.aside.flat(), ...(turn.thrown ? turn.picked.map((i) => turn.thrown![i]) : [])];
      const snap = table.snapshot();
      ids.forEach((id, k) => {
        const die = snap.find((d) => d.id === id);
        expect(die?.position[2]).toBeCloseTo(rackZ, 3);
        expect(die?.value).toBe(values[k]);
      });
      if (ids.length > 0) racked++;
    };
    const s = seated(seed, seats, clock, stage);
    clock.runAll();
    const game = s.game;
    expect(game.winners).not.toBeNull();
    expect(s.view.note).toBeNull();
    expect(racked).toBeGreaterThan(0);
    expect(Math.max(...game.players.map((p) => p.score))).toBeGreaterThanOrEqual(game.options.target);

    expectReplaysAlike(kit, s, seats);
    s.dispose();
  });

  it("throws one die per contender in the roll-off, each value waiting in the rack", () => {
    const clock = new FakeClock();
    const s = openSession(kit, 2, [person(), person(), person()], { clock, options: kit.options(3, 0) });
    expect(s.request()?.dice.map((d) => d.id)).toEqual(["d0"]);
    expect(s.throwForMe(0).ok).toBe(true);
    s.settleNow();
    const ro = s.game.rollOff!;
    expect(ro.throws).toHaveLength(1);
    const waiting = s.table.snapshot().find((d) => d.id === "roll-1");
    expect(waiting?.value).toBe(ro.throws[0]);
    expect(waiting?.position[2]).toBeCloseTo(rackZ, 3);
    expect(s.table.state.inHand).toEqual(["d0"]);
    expect(s.table.spec("d0")?.name).toBe("Seat 2's die");
    s.dispose();
  });
});
