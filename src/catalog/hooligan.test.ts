import { describe, expect, it } from "vitest";
import { emptyCategories, type HooliganState } from "../games/hooligan";
import type { HooliganMove } from "../games/hooligan/definition";
import { dieId, HOOLIGAN_RACK } from "../table/stages/hooligan";
import { FakeClock } from "../runtime/session/clock";
import { person, type SeatDriver } from "../runtime/session/seats";
import type { GameSession } from "../runtime/session/session";
import { expectReplaysAlike, openSession } from "./catalog-testing";
import { hooligan as hooliganKit } from "./hooligan";

type Hooligan = GameSession<HooliganState, HooliganMove>;

const open = (seed: number, drivers: SeatDriver<HooliganState, HooliganMove>[], clock = new FakeClock()): Hooligan =>
  openSession(hooliganKit, seed, drivers, { clock });

/** Every die lying in the rack shows the value the game holds for its position. */
function rackAgrees(s: Hooligan): number {
  const turn = s.game.phase === "playing" ? s.game.turn : null;
  if (!turn || turn.dice.length !== 5) return 0;
  let checked = 0;
  for (const die of s.table.snapshot()) {
    const p = Number(die.id.slice(1));
    const slot = HOOLIGAN_RACK.slots[p];
    if (Math.abs(die.position[0] - slot.x) > 0.01 || Math.abs(die.position[2] - slot.z) > 0.01) continue;
    expect(turn.setAside[p]).toBe(true);
    expect(die.value).toBe(turn.dice[p]);
    checked++;
  }
  return checked;
}

describe("Hooligan on the session runtime", () => {
  it.each([3, 8, 21])("plays a seeded game between two computer seats to the end and replays it exactly (seed %i)", (seed) => {
    const clock = new FakeClock();
    const live = open(seed, [hooliganKit.computer(), hooliganKit.computer()], clock);
    let racked = 0;
    live.store.subscribe(() => (racked += rackAgrees(live)));
    clock.runAll();
    expect(live.game.phase).toBe("over");
    expect(live.game.log.filter((e) => e.type === "scored")).toHaveLength(14);
    expect(live.view.note).toBeNull();
    expect(racked).toBeGreaterThan(0);

    expectReplaysAlike(hooliganKit, live, 2);
    live.dispose();
  });

  it("sets the dice showing the chosen number in their rack pockets; only the others are thrown next", () => {
    const s = open(8, [person()]);
    expect(s.throwForMe(0).ok).toBe(true);
    s.settleNow();
    const dice = s.game.turn!.dice;
    const counts = [1, 2, 3, 4, 5, 6].map((n) => dice.filter((d) => d === n).length);
    const best = (counts.indexOf(Math.max(...counts)) + 1) as 1 | 2 | 3 | 4 | 5 | 6;
    expect(s.dispatch(0, { kind: "move", move: { type: "choose", box: best } }).ok).toBe(true);
    const snapshot = s.table.snapshot();
    dice.forEach((value, p) => {
      const die = snapshot.find((d) => d.id === dieId(p))!;
      const slot = HOOLIGAN_RACK.slots[p];
      const inRack = Math.abs(die.position[0] - slot.x) < 0.01 && Math.abs(die.position[2] - slot.z) < 0.01;
      expect(inRack).toBe(value === best);
      expect(die.value).toBe(value);
    });
    const due = s.request()!.dice.map((d) => d.id);
    expect(due).toHaveLength(5 - Math.max(...counts));
    expect(s.table.state.throwable).toEqual(due);
    s.dispose();
  });

  it("gives a person's fresh throw to the hand and plays a solo game to the end", () => {
    const s = open(3, [person()]);
    expect(s.table.state.inHand).toEqual(["d0", "d1", "d2", "d3", "d4"]);
    for (let i = 0; i < 200 && s.game.phase !== "over"; i++) {
      const turn = s.game.turn;
      if (turn && turn.throwsMade > 0 && turn.chosen === null) {
        s.dispatch(0, { kind: "move", move: { type: "choose", box: emptyCategories(s.game.sheets[0])[0] } });
      } else {
        expect(s.throwForMe(0).ok).toBe(true);
        s.settleNow();
      }
    }
    expect(s.game.phase).toBe("over");
    s.dispose();
  });

  it("shows the game's reason for a refused move and changes nothing else", () => {
    const s = open(3, [person()]);
    const before = s.game;
    expect(s.dispatch(0, { kind: "move", move: { type: "choose", box: 4 } }).ok).toBe(false);
    expect(s.view.note).toBe("Throw first: a box is chosen after a throw.");
    expect(s.game).toBe(before);
    s.dispose();
  });
});
