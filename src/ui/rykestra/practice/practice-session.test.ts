import { describe, expect, it } from "vitest";
import { d10Kite } from "../../../geometry/d10-kite";
import { MAT } from "../../../geometry/table-layout";
import { EMPTY_POSITION, setDieValue, toHeading, type PracticePosition } from "../../../games/rykestra/practice";
import { TableController } from "../../../table/table-controller";
import { PracticeSession } from "./practice-session";

const position: PracticePosition = {
  ...EMPTY_POSITION,
  dice: [
    { owner: 1, value: 6, x: 0, z: -13.5, heading: 90 },
    { owner: 2, value: 2, x: 9, z: 4, heading: 200 },
  ],
};

function table(p: PracticePosition = position) {
  const controller = new TableController({ layout: "rykestra", seed: 21 });
  const session = new PracticeSession(controller, p);
  const detach = session.attach();
  return { controller, session, detach };
}

function expectLaidOut(controller: TableController, p: PracticePosition) {
  const snap = controller.snapshot();
  p.dice.forEach((d, i) => {
    const s = snap[i];
    expect(s.value).toBe(d.value);
    expect(s.position[0]).toBeCloseTo(d.x, 9);
    expect(s.position[2]).toBeCloseTo(d.z, 9);
    expect(toHeading((d10Kite(s.position, s.quaternion).heading * 180) / Math.PI)).toBe(d.heading);
  });
}

/** The thrower's die sent along the mat straight at the die lying north of the centre. */
function shove(controller: TableController) {
  controller.throwFlicks(
    [{ dieId: "d10-0-0", position: [0, MAT.thickness + 0.8, 8], quaternion: [0, 0, 0, 1], velocity: [0, 0, -250], angularVelocity: [0, 0, 0] }],
    "replay",
  );
  controller.settleNow();
}

describe("a practice session on the table", () => {
  it("lays every set-up die out exactly, asleep, with the thrower's die in hand", () => {
    const { controller } = table();
    expectLaidOut(controller, position);
    expect(controller.state.inHand).toEqual(["d10-0-0"]);
    expect(controller.state.throwable).toEqual(["d10-0-0"]);
  });

  it("reads a throw that drives a die off the mat: a hit, a knock-off, tallied", () => {
    const { controller, session } = table();
    shove(controller);
    const v = session.view;
    expect(v.mode).toBe("result");
    expect(v.outcome?.struck).toContain("d10-1-0");
    expect(v.outcome?.hit).toBe(true);
    expect(v.outcome?.knockedOff).toEqual(["d10-1-0"]);
    expect(v.counters).toMatchObject({ attempts: 1, hits: 1, knockOffs: 1 });
    // The die untouched by the throw did not move at all.
    expect(v.outcome?.moved.map((m) => m.id)).not.toContain("d10-2-0");
  });

  it("puts every die back exactly on reset and keeps the tallies", () => {
    const { controller, session } = table();
    shove(controller);
    session.reset();
    expect(session.view.mode).toBe("setup");
    expectLaidOut(controller, position);
    expect(controller.state.inHand).toEqual(["d10-0-0"]);
    expect(session.view.counters.attempts).toBe(1);
  });

  it("refuses to change the set-up while a throw's result lies on the mat", () => {
    const { controller, session } = table();
    shove(controller);
    expect(session.edit((p) => setDieValue(p, 1, 9))).toBe(false);
    expect(session.view.position).toBe(position);
    expect(session.view.notice?.kind).toBe("problem");
  });

  it("starts the tallies again when the set-up changes", () => {
    const { controller, session } = table();
    shove(controller);
    session.reset();
    expect(session.edit((p) => setDieValue(p, 1, 9))).toBe(true);
    expect(session.view.counters.attempts).toBe(0);
    expectLaidOut(controller, session.view.position);
  });

  it("ignores a throw of any die but the thrower's", () => {
    const { controller, session } = table();
    controller.throwFlicks(
      [{ dieId: "d10-2-0", position: [9, 3, 4], quaternion: [0, 0, 0, 1], velocity: [0, 0, 0], angularVelocity: [0, 0, 0] }],
      "replay",
    );
    controller.settleNow();
    expect(session.view.mode).toBe("setup");
    expect(session.view.counters.attempts).toBe(0);
  });
});
