import { describe, expect, it } from "vitest";
import { DiceTable } from "./dice-table";
import { restingPose } from "../geometry/resting-pose";
import { PAIR_PROPS } from "./materials";
import { FIXED_DT, MAX_DEPENETRATION_SPEED } from "./constants";

/** Drops a D6 flat from `drop` cm above the surface at x; returns its speed just before and just after the first bounce (cm/s). */
function bounce(layout: "tray" | "rykestra", x: number, drop: number) {
  const table = new DiceTable({ layout, seed: 1 });
  const pose = restingPose("d6", 0);
  const floor = layout === "rykestra" && Math.abs(x) < 15 ? 0.6 : 0;
  table.addDie({ id: "a", kind: "d6" }, { position: [x, floor + pose.height + drop, 0], quaternion: pose.quaternion });
  const p = { x: 0, y: 0, z: 0 };
  const q = { x: 0, y: 0, z: 0, w: 1 };
  let y = floor + pose.height + drop;
  let closing = 0;
  let leaving = 0;
  for (let i = 0; i < 480; i++) {
    table.step();
    table.readPose("a", p, q);
    const v = (p.y - y) / FIXED_DT;
    y = p.y;
    if (leaving === 0 && v <= 0) closing = Math.max(closing, -v);
    else if (v > leaving) leaving = v;
    else break;
  }
  return { closing, leaving };
}

describe("restitution at the contact point", () => {
  it("bounces a die dropped flat on the wooden table back at its restitution, however hard it lands", () => {
    const e = PAIR_PROPS["die-wood"].restitution;
    for (const drop of [1, 3, 6]) {
      const { closing, leaving } = bounce("rykestra", 25, drop);
      expect(closing).toBeGreaterThan(40);
      // No extra kick from the step it sank into the table: at most the capped push-out.
      expect(leaving).toBeGreaterThan(e * closing - 2);
      expect(leaving).toBeLessThan(e * closing + MAX_DEPENETRATION_SPEED + 2);
    }
  });

  it("lets the felt give a hard landing back no faster than restitution × softSpeed, and a gentle one in full", () => {
    const { restitution: e, softSpeed } = PAIR_PROPS["die-felt"];
    const hard = bounce("tray", 0, 6);
    expect(hard.closing).toBeGreaterThan(2 * softSpeed!);
    expect(hard.leaving).toBeGreaterThan(e * softSpeed! - 2);
    expect(hard.leaving).toBeLessThan(e * softSpeed! + MAX_DEPENETRATION_SPEED + 2);
    const gentle = bounce("tray", 0, 0.4);
    expect(gentle.closing).toBeLessThan(softSpeed!);
    expect(gentle.leaving).toBeGreaterThan(e * gentle.closing - 2);
  });

});
