import { describe, expect, it } from "vitest";
import { d10Kite } from "../geometry/d10-kite";
import { MAT } from "../geometry/table-layout";
import { toHeading, type PracticeMove, type PracticePosition, type PracticeTable } from "../games/rykestra/practice";
import { FakeClock } from "../runtime/session/clock";
import { replayLog } from "../runtime/record/replay";
import { person } from "../runtime/session/seats";
import { createSession, type GameSession } from "../runtime/session/session";
import { practiceOptions, rykestraPractice as kit } from "./rykestra-practice";

function start(seed: number, options: unknown, drivers = [kit.computer()], clock = new FakeClock()): GameSession<PracticeTable, PracticeMove> {
  const made = createSession({ definition: kit.definition, options, seed, stage: kit.stage(), drivers, clock, quick: true });
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

function expectLaidOut(s: GameSession<PracticeTable, PracticeMove>, p: PracticePosition) {
  const snap = s.table.snapshot();
  p.dice.forEach((d, i) => {
    const die = snap[i];
    expect(die.value).toBe(d.value);
    expect(die.position[0]).toBeCloseTo(d.x, 9);
    expect(die.position[2]).toBeCloseTo(d.z, 9);
    expect(toHeading((d10Kite(die.position, die.quaternion).heading * 180) / Math.PI)).toBe(d.heading);
  });
}

describe("Rykestra practice on the session runtime", () => {
  for (const seed of [2, 5, 11]) {
    it(`throws, reads and resets seed ${seed} with the computer, and replays to the same poses`, () => {
      const clock = new FakeClock();
      const options = kit.options(4, seed);
      const s = start(seed, options, [kit.computer()], clock);
      for (let i = 0; i < 400 && s.game.counters.attempts < 3; i++) clock.advance(100);
      s.dispose();
      expect(s.game.counters.attempts).toBe(3);
      expect(s.game.mode).toBe("result");
      const log = JSON.parse(JSON.stringify(s.log()));
      const replay = replayLog<PracticeTable, PracticeMove>(log, (seed2, opts) =>
        createSession({ definition: kit.definition, options: opts, seed: seed2, stage: kit.stage(), drivers: [person()] }),
      );
      expect(replay.mismatches).toEqual([]);
      expect(replay.session!.game).toEqual(s.game);
      expect(replay.session!.table.snapshot()).toEqual(s.table.snapshot());
    });
  }

  it("lays the set-up out exactly, with the thrower's die alone in hand", () => {
    const { position } = practiceOptions(4, 5);
    const s = start(5, { position }, [person()]);
    expectLaidOut(s, position);
    expect(s.table.state.inHand).toEqual([s.request()!.dice[0].id]);
    expect(s.table.state.throwable).toEqual([s.request()!.dice[0].id]);
  });

  const position: PracticePosition = {
    seats: 4,
    thrower: 0,
    reading: "standard",
    board: "standard",
    dice: [
      { owner: 1, value: 6, x: 0, z: -13.5, heading: 90 },
      { owner: 2, value: 2, x: 9, z: 4, heading: 200 },
    ],
  };
  /** The thrower's die sent along the mat straight at the die lying north of the centre. */
  const shove = (s: GameSession<PracticeTable, PracticeMove>) => {
    const r = s.dispatch(0, {
      kind: "flick",
      flicks: [{ dieId: "d10-0-0", position: [0, MAT.thickness + 0.8, 8], quaternion: [0, 0, 0, 1], velocity: [0, 0, -250], angularVelocity: [0, 0, 0] }],
    });
    expect(r.ok).toBe(true);
    s.settleNow();
  };

  it("reads a throw that drives a die off the mat from the contact reports: a hit, a knock-off, tallied", () => {
    const s = start(21, { position }, [person()]);
    shove(s);
    const o = s.game.outcome!;
    expect(s.game.mode).toBe("result");
    expect(o.struck).toContain("d10-1-0");
    expect(o.hit).toBe(true);
    expect(o.knockedOff).toEqual(["d10-1-0"]);
    expect(s.game.counters).toMatchObject({ attempts: 1, hits: 1, knockOffs: 1 });
    expect(o.moved.map((m) => m.id)).not.toContain("d10-2-0");
  });

  it("puts every die back exactly on reset and keeps the tallies; an edit then starts them again", () => {
    const s = start(21, { position }, [person()]);
    shove(s);
    expect(s.dispatch(0, { kind: "move", move: { type: "set-value", die: 0, value: 9 } }).ok).toBe(false);
    expect(s.dispatch(0, { kind: "move", move: { type: "reset" } }).ok).toBe(true);
    expectLaidOut(s, position);
    expect(s.table.state.inHand).toEqual(["d10-0-0"]);
    expect(s.game.counters.attempts).toBe(1);
    expect(s.dispatch(0, { kind: "move", move: { type: "set-value", die: 0, value: 9 } }).ok).toBe(true);
    expect(s.game.counters.attempts).toBe(0);
    expectLaidOut(s, s.game.position);
  });

  it("moves the hand to the new thrower's edge when the thrower changes", () => {
    const s = start(21, { position }, [person()]);
    const south = s.table.handLayout.aim;
    expect(s.dispatch(0, { kind: "move", move: { type: "set-thrower", thrower: 2 } }).ok).toBe(true);
    expect(s.table.handLayout.aim).not.toEqual(south);
    expect(s.table.state.inHand).toEqual(["d10-2-1"]);
  });
});
