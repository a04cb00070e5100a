import { flickQuality } from "../../../../training/flick-quality";
import { describe, expect, it } from "vitest";
import type { PracticeMove, PracticeTable } from "../../../../games/rykestra/practice";
import { drillById, keptPoints, type Drill } from "../../../../games/rykestra/practice/drills";
import { FakeClock } from "../../../../runtime/session/clock";
import { rykestraPractice as kit } from "../../../../catalog/rykestra-practice";
import { person } from "../../../../runtime/session/seats";
import { createSession } from "../../../../runtime/session/session";
import { EMPTY_PROGRESS } from "../../../../store/drill-progress";
import { PracticeControls } from "../practice-controls";
import { DrillRun } from "./drill-run";
import { throwPlanned } from "./test-throws";

function run(drill: Drill, seed: number): DrillRun {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position: drill.position }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  return new DrillRun(drill, new PracticeControls(made.state, stage), EMPTY_PROGRESS);
}

/** The player throws the drill's planned flick and the table runs to rest. */
const throwAndSettle = (r: DrillRun) => throwPlanned(r);

/** "Show me": the coach's planned throw, run to rest. */
function showAndSettle(r: DrillRun) {
  r.showMe();
  expect(r.practice.session.view.status).not.toBe("idle");
  r.practice.session.settleNow();
}

describe("a drill on the practice session", () => {
  it("grades an attempt from the settled table and records its flick's quality in the set", () => {
    const r = run(drillById("fs-near")!, 3);
    throwAndSettle(r);
    const s = r.state;
    expect(s.phase).toBe("graded");
    // The set keeps the quality's mean points (the flick thrown again 64 times), not the one bounce's.
    if (s.quality.kind !== "ready") throw new Error(`quality ${s.quality.kind}`);
    expect(s.quality.quality.throws).toBe(64);
    expect(flickQuality(r.drill, s.flicks)).toEqual(s.quality.quality);
    expect(s.record).toMatchObject({ attempts: 1, set: [keptPoints(s.quality.quality.meanPoints)], passes: s.grade!.passed ? 1 : 0 });
    expect(s.scored).toBe(keptPoints(s.quality.quality.meanPoints));
    expect(s.hands).toHaveLength(1);
    expect(s.hands[0].speed).toBeGreaterThan(0);
    // The grade is the practice table's own reading, graded again from it.
    expect(r.practice.session.game.mode).toBe("result");
    r.next();
    expect(r.state.phase).toBe("aim");
    expect(r.practice.session.game.mode).toBe("setup");
  });

  it("plays a two-throw drill's second die onto the mat the first left, then grades both", () => {
    const drill = drillById("club-two-circle")!;
    const r = run(drill, 4);
    throwAndSettle(r);
    expect(r.state).toMatchObject({ phase: "aim", throwIndex: 1 });
    const first = r.state.mats[0].outcome;
    expect(r.practice.session.game.position.dice).toHaveLength(first.thrownOff ? 0 : 1);
    throwAndSettle(r);
    expect(r.state.phase).toBe("graded");
    expect(r.state.mats).toHaveLength(2);
    expect(r.state.hands).toHaveLength(2);
    r.next();
    expect(r.practice.session.game.position).toEqual(drill.position);
  });

  it("grades Show me's throw as the coach's, and keeps it out of the set and the record", () => {
    const r = run(drillById("fs-near")!, 3);
    showAndSettle(r);
    expect(r.state).toMatchObject({ phase: "graded", shown: true, record: { attempts: 0, set: [] } });
    expect(r.state.grade).not.toBeNull();
    r.next();
    expect(r.state.shown).toBe(false);
    throwAndSettle(r);
    expect(r.state).toMatchObject({ shown: false, record: { attempts: 1 } });
  });

  it("counts a two-throw attempt with a Show me in it as the coach's", () => {
    const r = run(drillById("club-two-circle")!, 4);
    throwAndSettle(r);
    showAndSettle(r);
    expect(r.state).toMatchObject({ phase: "graded", shown: true, record: { attempts: 0 } });
  });
});
