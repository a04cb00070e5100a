import { describe, expect, it } from "vitest";
import { positionRefusal, practiceDieIds } from "../position";
import { TIERS } from "./goals";
import { DRILLS } from "./library";

describe("the drill library", () => {
  it("holds at least 30 drills, at least ten in each tier, with unique ids", () => {
    expect(DRILLS.length).toBeGreaterThanOrEqual(30);
    for (const t of TIERS) expect(DRILLS.filter((d) => d.tier === t).length).toBeGreaterThanOrEqual(10);
    expect(new Set(DRILLS.map((d) => d.id)).size).toBe(DRILLS.length);
  });

  it("sets up every position the practice table accepts", () => {
    for (const d of DRILLS) expect(positionRefusal(d.position), d.id).toBeNull();
  });

  it("names only dice of its own set-up, and never the thrower's", () => {
    for (const d of DRILLS) {
      const ids = practiceDieIds(d.position);
      const g = d.goal;
      const targets = g.kind === "knock-both" ? g.targets : "target" in g ? [g.target] : [];
      for (const t of targets) {
        expect(ids, d.id).toContain(t);
        expect(t.startsWith(`d10-${d.position.thrower}-`), d.id).toBe(false);
      }
    }
  });

  it("leaves the thrower both dice in hand for a two-throw drill", () => {
    for (const d of DRILLS.filter((x) => x.throws === 2)) expect(d.position.dice.some((x) => x.owner === d.position.thrower), d.id).toBe(false);
  });

  it("covers every kind of goal", () => {
    expect(new Set(DRILLS.map((d) => d.goal.kind))).toEqual(new Set(["knock-off", "hit-clear", "land-in", "clear-sector", "carreau", "knock-both"]));
  });
});
