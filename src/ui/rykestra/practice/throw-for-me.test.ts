import { describe, expect, it } from "vitest";
import { PLAN_EFFORT } from "../../../bots/rykestra/plan-effort";
import type { PracticeMove, PracticePosition, PracticeTable } from "../../../games/rykestra/practice";
import { FakeClock } from "../../../runtime/session/clock";
import { planPractice } from "../../../training/practice-plan";
import { rykestraPractice as kit } from "../../../catalog/rykestra-practice";
import { person } from "../../../runtime/session/seats";
import { createSession } from "../../../runtime/session/session";
import { PracticeControls } from "./practice-controls";
import { ThrowForMe, type PlanPractice } from "./throw-for-me";

const POSITION: PracticePosition = { seats: 4, thrower: 0, reading: "standard", board: "standard", dice: [{ owner: 1, value: 7, x: 0, z: -12, heading: 0 }] };

function controls(seed: number): PracticeControls {
  const stage = kit.stage();
  const made = createSession<PracticeTable, PracticeMove>({ definition: kit.definition, options: { position: POSITION }, seed, stage, drivers: [person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  return new PracticeControls(made.state, stage);
}

/** The real planner on this thread, small; `gate` holds its answer until released. */
function planner(gate?: Promise<void>): PlanPractice {
  return async (position, seed) => {
    await gate;
    return { plan: planPractice(position, seed, PLAN_EFFORT.easy, 2), ms: 0 };
  };
}

describe("Throw for me in free practice", () => {
  it("throws the plan through the session, then grades that goal from the settled mat", async () => {
    const p = controls(8);
    const f = new ThrowForMe(p, planner());
    await f.start();
    expect(f.state.phase).toBe("thrown");
    expect(f.state.plan?.intent).toMatchObject({ kind: "knock-off", target: "d10-1-0", edge: "far" });
    const flick = p.session.view.log.at(-1)!;
    expect(flick.input.kind).toBe("flick");
    p.session.settleNow();
    expect(f.state.phase).toBe("done");
    expect(f.state.result?.reason).toMatch(/Missed it|Hit it|Knocked it off/);
    // Another throw of the player's own ends the lesson on show.
    p.reset();
    p.throwAimed();
    expect(f.state.phase).toBe("idle");
    f.dispose();
    p.dispose();
  });

  it("throws nothing when the mat changed while it planned, and says so", async () => {
    const p = controls(9);
    let release = () => {};
    const f = new ThrowForMe(p, planner(new Promise<void>((r) => (release = r))));
    const started = f.start();
    expect(f.state.phase).toBe("planning");
    p.edit({ type: "move-die", die: 0, to: { x: 3, z: -12 } });
    release();
    await started;
    expect(f.state.phase).toBe("idle");
    expect(f.state.problem).toMatch(/mat changed/);
    expect(p.session.view.log.some((e) => e.input.kind === "flick")).toBe(false);
    f.dispose();
    p.dispose();
  });
});
