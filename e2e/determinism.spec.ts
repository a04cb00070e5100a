// The same throw in Node and in the browser: the same layout, seed, dice and flicks must give
// the same settled poses, bit for bit. The scenarios are built here in Node (flicks are plain
// data); src/physics-lab/replay.ts settles them here and, through window.__diceLab, in the page;
// and the trainer's flick quality of one planned flick, here and through window.__replayLab.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { replay, type Replay } from "../src/physics-lab/replay";
import { fiveInTheTray, hardThrowOnTheMat, twoThrowsInTurn } from "../src/physics-lab/scenarios";
import type { SettledDie } from "../src/geometry/types";
import { readFileSync } from "node:fs";
import { createRng } from "../src/physics";
import { PLAN_EFFORT } from "../src/bots/rykestra/plan-effort";
import type { FlickParams } from "../src/bots/rykestra/flick-space";
import { thrownDieId } from "../src/games/rykestra/practice";
import { drillById } from "../src/games/rykestra/practice/drills";
import { flickOf } from "../src/training/drill-planner";
import { flickQuality } from "../src/training/flick-quality";
import { watchErrors } from "./table-helpers";

/** The drills' planned flicks (read as text: Node's ESM asks a JSON import for an attribute). */
const PLANS = JSON.parse(readFileSync(new URL("../src/training/drill-plans.json", import.meta.url), "utf8")) as unknown;

/** Every way two settled snapshots differ: readings by value, numbers by Object.is. */
function differences(node: readonly SettledDie[], page: readonly SettledDie[]): string[] {
  const out: string[] = [];
  if (node.length !== page.length) return [`${node.length} dice in Node, ${page.length} in the page`];
  node.forEach((a, i) => {
    const b = page[i];
    for (const key of ["id", "kind", "label", "faceIndex", "value", "cocked", "settled", "offMat"] as const) {
      if (!Object.is(a[key], b[key])) out.push(`${a.id}.${key}: ${String(a[key])} in Node, ${String(b[key])} in the page`);
    }
    for (const key of ["position", "quaternion"] as const) {
      a[key].forEach((x, k) => {
        if (!Object.is(x, b[key][k])) out.push(`${a.id}.${key}[${k}]: ${x} in Node, ${b[key][k]} in the page`);
      });
    }
  });
  return out;
}

async function replayInPage(page: Page, scenario: Replay): Promise<SettledDie[]> {
  return page.evaluate((s) => window.__diceLab!.replay(s), scenario);
}

// The three scenarios in one page: the lab replays each on a fresh world of its own, so one load
// of the app serves them all.
test("Node and browser physics: five D6 in the tray, a hard throw into three resting D10 on the mat, and two throws in turn settle bit for bit alike", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.waitForFunction(() => window.__diceLab !== undefined);

  await test.step("five D6 thrown into the tray settle bit for bit alike", async () => {
    const scenario = fiveInTheTray();
    const node = replay(scenario);
    expect(node.every((d) => d.settled)).toBe(true);
    expect(differences(node, await replayInPage(page, scenario))).toEqual([]);
  });

  await test.step("a hard throw into three resting D10 on the mat scatters them alike", async () => {
    const scenario = hardThrowOnTheMat();
    const node = replay(scenario);
    // The throw must really strike: a resting die that never moved would prove little.
    const moved = node.filter((d, i) => d.id.startsWith("rest") && d.position.some((x, k) => x !== scenario.dice[i].position[k]));
    expect(moved.length).toBeGreaterThan(0);
    expect(differences(node, await replayInPage(page, scenario))).toEqual([]);
  });

  await test.step("two throws in turn, settling between, end alike", async () => {
    const scenario = twoThrowsInTurn();
    const node = replay(scenario);
    expect(node.every((d) => d.settled)).toBe(true);
    expect(differences(node, await replayInPage(page, scenario))).toEqual([]);
  });
  await test.step("the trainer's flick quality (64 re-throws of a planned knock-off) is Node's to the bit", async () => {
    await page.waitForFunction(() => window.__replayLab !== undefined);
    const drill = drillById("fs-edge-north")!;
    const plan = (PLANS as Record<string, FlickParams[]>)[drill.id];
    const flicks = [flickOf(drill, plan, thrownDieId(drill.position), 0, createRng(901), PLAN_EFFORT.strong)];
    const node = flickQuality(drill, flicks);
    expect(await page.evaluate(([id, f]) => window.__replayLab!.quality(id, f), [drill.id, flicks] as const)).toEqual(node);
  });
  expect(errors, "console errors").toEqual([]);
});
