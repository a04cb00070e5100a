import { describe, expect, it } from "vitest";
import { thrownDieId, type PracticeMove, type PracticePosition, type PracticeTable } from "../../../../games/rykestra/practice";
import { drillById } from "../../../../games/rykestra/practice/drills";
import { FakeClock } from "../../../../runtime/session/clock";
import { rykestraPractice as kit } from "../../../../catalog/rykestra-practice";
import { person } from "../../../../runtime/session/seats";
import { createSession } from "../../../../runtime/session/session";
import { EMPTY_PROGRESS } from "../../../../store/drill-progress";
import { DrillRun } from "../drills/drill-run";
import { PracticeControls } from "../practice-controls";
import { PracticeDispersion } from "./practice-dispersion";

const POSITION: PracticePosition = { seats: 4, thrower: 0, reading: "standard", board: "standard", dice: [{ owner: 1, value: 7, x: -6, z: -9, heading: 180 }] };

function controls(position: PracticePosition, seed: number): PracticeControls {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  return new PracticeControls(made.state, stage);
}

describe("free practice's dispersion plot", () => {
  it("repeats the keyboard aim through the session, each stop where the physics left the die", async () => {
    const p = controls(POSITION, 21);
    const d = new PracticeDispersion(p);
    p.session.table.adjustAim(0.1, 0.1);
    await d.repeat(4);
    const { series } = d.keyboardSeries();
    const stops = d.plot.state.log[series];
    expect(stops).toHaveLength(4);
    expect(d.plot.state.active).toBe(series);
    // Four real throws in the log, all keyboard flicks.
    expect(p.session.view.log.filter((e) => e.input.kind === "flick")).toHaveLength(4);
    const last = p.session.game.outcome!;
    expect(stops[3].at).toEqual(last.thrown.centre);
    expect(new Set(stops.map((s) => `${s.at.x},${s.at.z}`)).size).toBe(4);
    expect(d.plot.state.repeating).toBeNull();
    d.dispose();
    p.dispose();
  });

  it("keeps each aim's stops apart, and leaves out Throw for me", async () => {
    const p = controls(POSITION, 22);
    const d = new PracticeDispersion(p);
    p.throwAimed();
    p.session.settleNow();
    const first = d.keyboardSeries().series;
    p.reset();
    p.session.table.adjustAim(-0.2);
    p.throwAimed();
    p.session.settleNow();
    p.reset();
    p.throwForMe();
    p.session.settleNow();
    const log = d.plot.state.log;
    expect(Object.keys(log)).toHaveLength(2);
    expect(log[first]).toHaveLength(1);
    expect(log[d.keyboardSeries().series]).toHaveLength(1);
    expect(thrownDieId(p.session.game.position)).toBeTruthy();
    d.dispose();
    p.dispose();
  });
});

describe("a drill's plot of the player's throws", () => {
  it("plots keyboard throws, not Show me's, and starts afresh with a new set", () => {
    const drill = drillById("fs-near")!;
    const r = new DrillRun(drill, controls(drill.position, 5), EMPTY_PROGRESS);
    const throwOnce = (how: "keys" | "show") => {
      if (how === "keys") r.practice.throwAimed();
      else r.showMe();
      r.practice.session.settleNow();
      r.next();
    };
    throwOnce("keys");
    throwOnce("show");
    throwOnce("keys");
    expect(r.plot.state.log["drill:0"]).toHaveLength(2);
    // Show me's throws are not the set's either: eight more of the player's finish it.
    for (let i = 2; i < 10; i++) throwOnce("keys");
    expect(r.state.record.set).toHaveLength(0);
    expect(r.state.record.sets).toBe(1);
    throwOnce("keys");
    expect(r.plot.state.log["drill:0"]).toHaveLength(1);
    r.dispose();
  });
});
