import { describe, expect, it } from "vitest";
import { kiteTowards } from "../../test-kit";
import { practiceDieIds } from "../position";
import { gradeAttempt, outside, type Drill, type DrillMat, type Grade } from "./goals";
import { fixture, off, settle } from "./test-mats";
import { secondThrow } from "./two-throw";

const grade1 = (drill: Drill, m: DrillMat): Grade => gradeAttempt(drill, [m], practiceDieIds(drill.position));

describe("knock a named die off and keep yours on", () => {
  const drill = fixture("fs-edge-north");
  it("passes with 5 when the die went off and yours stayed", () => {
    const g = grade1(drill, settle(drill, { x: 0, z: -10 }, { changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] }));
    expect(g).toMatchObject({ points: 5, passed: true });
  });
  it("gives 3 when yours followed it off", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -16 }, { thrown: { offMat: true }, changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] })).points).toBe(3);
  });
  it("gives 1 for a hit that left it on the mat, 0 for a miss", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -11 }, { changes: { "d10-1-0": { centre: { x: 0, z: -14 } } }, struck: ["d10-1-0"] })).points).toBe(1);
    expect(grade1(drill, settle(drill, { x: 5, z: 0 })).points).toBe(0);
  });
  it("counts a die half over the edge, its centre still inside, as on the mat", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -10 }, { changes: { "d10-1-0": { centre: { x: 0, z: -14.9 } } }, struck: ["d10-1-0"] })).points).toBe(1);
  });
  it("counts a die whose centre is just past the edge as off, whatever the flag says", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -10 }, { changes: { "d10-1-0": { centre: { x: 0, z: -15.05 } } }, struck: ["d10-1-0"] })).points).toBe(5);
  });
  it("does not count a knocked die that came back to rest on the mat", () => {
    // Struck hard, it bounced off the wall and lies on the mat again: only where it rests counts.
    const g = grade1(drill, settle(drill, { x: 0, z: -9 }, { changes: { "d10-1-0": { centre: { x: 3, z: -12 } } }, struck: ["d10-1-0"] }));
    expect(g).toMatchObject({ points: 1, passed: false });
  });
  it("keeps your cocked die as on the mat", () => {
    const g = grade1(drill, settle(drill, { x: 0, z: -12 }, { thrown: { cocked: true }, changes: { "d10-1-0": off(0, -17) }, struck: ["d10-1-0"] }));
    expect(g.points).toBe(5);
  });
  it("loses the top rung when your own lying die is knocked off", () => {
    const d = fixture("club-keep-own");
    expect(grade1(d, settle(d, { x: 0, z: -8 }, { changes: { "d10-1-0": off(0, -16), "d10-0-0": off(-16, -6) }, struck: ["d10-1-0"] })).points).toBe(3);
  });
});

describe("hit a die and stay out of every zone", () => {
  const drill = fixture("club-clean-ring"); // target at (0,-4) zone opening south; others at (±6,-6) opening inwards
  it("passes when the hit die's and every other zone miss your die", () => {
    const g = grade1(drill, settle(drill, { x: -9, z: 4 }, { changes: { "d10-1-0": { centre: { x: 0, z: -2 } } }, struck: ["d10-1-0"] }));
    expect(g.points).toBe(5);
  });
  it("gives 3 when your die stops in a zone", () => {
    // Straight south of the target: inside its zone as it lies.
    expect(grade1(drill, settle(drill, { x: 0, z: 4 }, { struck: ["d10-1-0"] })).points).toBe(3);
  });
  it("gives 1 when your die is cocked against the die it hit", () => {
    const g = grade1(drill, settle(drill, { x: 0, z: -5.2 }, { thrown: { cocked: true }, struck: ["d10-1-0"] }));
    expect(g).toMatchObject({ points: 1, passed: false });
  });
  it("gives 0 without a hit, wherever you stop", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -11 })).points).toBe(0);
  });
});

describe("land inside a marked area", () => {
  const drill = fixture("fs-centre"); // r = 5 at the centre
  it("passes inside, the boundary included", () => {
    expect(grade1(drill, settle(drill, { x: 3, z: 4 })).points).toBe(5);
  });
  it("gives 3 near the circle or inside but cocked, 1 elsewhere on the mat, 0 off it", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: 7 })).points).toBe(3);
    expect(grade1(drill, settle(drill, { x: 1, z: 1 }, { thrown: { cocked: true } })).points).toBe(3);
    expect(grade1(drill, settle(drill, { x: 12, z: 12 })).points).toBe(1);
    expect(grade1(drill, settle(drill, { x: 0, z: -16 }, { thrown: { offMat: true } })).points).toBe(0);
  });
});

describe("move an opponent's die out of a sector", () => {
  const drill = fixture("fs-sector-sw"); // target at (-1.5, 1.5)
  it("passes when it crossed into another sector and yours stayed on", () => {
    expect(grade1(drill, settle(drill, { x: -1, z: 4 }, { changes: { "d10-1-0": { centre: { x: 0.5, z: 1.5 } } }, struck: ["d10-1-0"] })).points).toBe(5);
  });
  it("counts a die knocked off the mat as out of the sector", () => {
    expect(grade1(drill, settle(drill, { x: -1, z: 4 }, { changes: { "d10-1-0": off(-16, 3) }, struck: ["d10-1-0"] })).points).toBe(5);
  });
  it("gives 1 for a hit that left it in the sector", () => {
    expect(grade1(drill, settle(drill, { x: -1, z: 4 }, { changes: { "d10-1-0": { centre: { x: -3, z: 0.2 } } }, struck: ["d10-1-0"] })).points).toBe(1);
  });
});

describe("carreau: knock it off and stop where it lay", () => {
  const drill = fixture("club-carreau"); // target at (0,-13), within 4
  it("passes within the distance, flat", () => {
    expect(grade1(drill, settle(drill, { x: 1, z: -10 }, { changes: { "d10-1-0": off(0, -18) }, struck: ["d10-1-0"] })).points).toBe(5);
  });
  it("gives 3 for a knock-off that stopped too far away, 2 when yours went too", () => {
    expect(grade1(drill, settle(drill, { x: 0, z: -5 }, { changes: { "d10-1-0": off(0, -18) }, struck: ["d10-1-0"] })).points).toBe(3);
    expect(grade1(drill, settle(drill, { x: 0, z: -17 }, { thrown: { offMat: true }, changes: { "d10-1-0": off(0, -18) }, struck: ["d10-1-0"] })).points).toBe(2);
  });
});

describe("two-throw drills with both dice", () => {
  it("grades both dice in the circle after the second throw", () => {
    const drill = fixture("club-two-circle"); // r = 4 at (0,-4)
    const first = settle(drill, { x: 1, z: -3 });
    const next = secondThrow(drill.position, first.outcome, []);
    expect(next.position.dice).toHaveLength(1);
    const second = settle(drill, { x: -1, z: -5 }, { position: next.position });
    expect(gradeAttempt(drill, [first, { ...second, ids: next.ids }], []).points).toBe(5);
    const wide = settle(drill, { x: 10, z: 10 }, { position: next.position });
    expect(gradeAttempt(drill, [first, { ...wide, ids: next.ids }], []).points).toBe(1);
  });

  it("counts a target knocked off in the first throw as gone after the second", () => {
    const drill = fixture("club-two-knock");
    const ids = practiceDieIds(drill.position);
    const first = settle(drill, { x: -2, z: -10 }, { changes: { "d10-1-0": off(-3, -17) }, struck: ["d10-1-0"] });
    expect(gradeAttempt(drill, [first], ids).points).toBe(3);
    const next = secondThrow(drill.position, first.outcome, ids);
    expect([...next.ids.values()]).toEqual(["d10-2-0", "d10-0-0"]);
    // In the second set-up seat 2's die is still d10-2-0; knock it off too.
    const second = settle(drill, { x: 2, z: -10 }, { position: next.position, changes: { "d10-2-0": off(3, -17) }, struck: ["d10-2-0"] });
    expect(gradeAttempt(drill, [first, { ...second, ids: next.ids }], ids)).toMatchObject({ points: 5, passed: true });
  });

  it("lays a die cocked against another flat beside it for the second throw", () => {
    const drill = fixture("club-two-knock");
    const ids = practiceDieIds(drill.position);
    const first = settle(drill, { x: -3, z: -12 }, { thrown: { cocked: true } });
    const next = secondThrow(drill.position, first.outcome, ids);
    expect(next.position.dice).toHaveLength(3);
    const [a, , c] = next.position.dice;
    expect(Math.sqrt((a.x - c.x) ** 2 + (a.z - c.z) ** 2)).toBeGreaterThanOrEqual(1.6);
  });
});

describe("no grade reads the luck of the thrown die", () => {
  it("gives the same grade whatever face and heading the thrown die shows", () => {
    for (const id of ["fs-centre", "club-clean-ring", "club-carreau", "fs-edge-north"]) {
      const drill = fixture(id);
      const at = { x: 1, z: -9 };
      const base = grade1(drill, settle(drill, at, { struck: ["d10-1-0"] }));
      for (let v = 0; v <= 9; v++) {
        const turned = grade1(drill, settle(drill, at, { thrown: { value: v, kite: kiteTowards(at, { x: at.x + v - 4.5, z: at.z + 3 }) }, struck: ["d10-1-0"] }));
        expect(turned.points, `${id} face ${v}`).toBe(base.points);
      }
    }
  });
});

describe("how far outside a circle a die stopped", () => {
  it("never says 0.0 cm: a hair outside, then millimetres, then centimetres", () => {
    expect(outside(0.02)).toBe("its centre just on the circle's line, a hair outside");
    expect(outside(0.34)).toBe("its centre 3 mm outside the circle");
    expect(outside(0.96)).toBe("its centre 10 mm outside the circle");
    expect(outside(2.345)).toBe("its centre 2.3 cm outside the circle");
  });
});
