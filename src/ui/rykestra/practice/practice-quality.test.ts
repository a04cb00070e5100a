import { describe, expect, it } from "vitest";
import type { PracticeMove, PracticeTable } from "../../../games/rykestra/practice";
import { thrownDieId } from "../../../games/rykestra/practice";
import { drillById } from "../../../games/rykestra/practice/drills";
import { FakeClock } from "../../../runtime/session/clock";
import { rykestraPractice as kit } from "../../../catalog/rykestra-practice";
import { person } from "../../../runtime/session/seats";
import { createSession } from "../../../runtime/session/session";
import { PLAN_EFFORT } from "../../../bots/rykestra/plan-effort";
import type { FlickParams } from "../../../bots/rykestra/flick-space";
import { createRng } from "../../../physics";
import { flickOf } from "../../../training/drill-planner";
import { flickQuality } from "../../../training/flick-quality";
import { chooseIntent, intentDrill } from "../../../training/practice-plan";
import { qualityNow } from "../../../training/quality-client";
import PLANS from "../../../training/drill-plans.json";
import { PracticeControls } from "./practice-controls";
import { PracticeQuality } from "./practice-quality";

// A free-practice table set up as the "Over the far edge" drill (one die of another seat in front of the thrower).
const drill = drillById("fs-edge-north")!;

function practice(seed: number) {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position: drill.position }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  const controls = new PracticeControls(made.state, stage);
  return { controls, quality: new PracticeQuality(controls, qualityNow()) };
}

function flickPlanned(p: PracticeControls, seed: number) {
  const session = p.session;
  const flick = flickOf(drill, (PLANS as Record<string, FlickParams[]>)[drill.id], thrownDieId(session.game.position), 0, createRng(seed), PLAN_EFFORT.strong);
  session.flick([flick]);
  session.settleNow();
  return flick;
}

describe("free practice's flick quality", () => {
  it("measures the player's flick against what a good player would go for here, the same as the flick's quality anywhere", () => {
    const { controls, quality } = practice(5);
    expect(quality.state.kind).toBe("off");
    const flick = flickPlanned(controls, 21);
    const st = quality.state;
    if (st.kind !== "ready") throw new Error(`quality ${st.kind}`);
    // The intent is the knock-off of the only other seat's die; its quality is flickQuality's on that one-throw drill.
    const intent = chooseIntent(drill.position);
    expect(st.intent).toEqual(intent);
    expect(intent.kind).toBe("knock-off");
    expect(st.quality).toEqual(flickQuality(intentDrill(drill.position, intent), [flick]));
    expect(st.quality.throws).toBe(64);
    // The planned knock-off is a good flick against this goal: it does the job more often than a beginner passes the drill.
    expect(st.quality.passRate).toBeGreaterThan(0.19);
    expect(st.grade.points).toBeGreaterThanOrEqual(0);
  });

  it("is cleared by the next throw and not measured for the strong player's own throw", () => {
    const { controls, quality } = practice(6);
    flickPlanned(controls, 22);
    expect(quality.state.kind).toBe("ready");
    controls.reset();
    controls.session.throwForMe(0, [thrownDieId(controls.session.game.position)]);
    controls.session.settleNow();
    expect(quality.state.kind).toBe("off");
    quality.dispose();
  });
});
