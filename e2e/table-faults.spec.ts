// Faults during a roll: a hidden tab pauses the physics and its return does not leap ahead; a
// lost WebGL context, a resize and a new device pixel ratio leave the dice to land as they would
// have. Each throw is checked against Node replaying the page's own log, to the last bit.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CATALOG } from "../src/catalog";
import { replayKit } from "../src/runtime/headless";
import type { SessionLog } from "../src/runtime/record/log";
import { diceSpeed, holdClock, openTable, releaseClock, watchErrors } from "./table-helpers";

const freeRoll = CATALOG.find((k) => k.id === "free-roll")!;

const bits = (dice: readonly { id: string; position: readonly number[]; quaternion: readonly number[] }[]) =>
  dice.map((d) => [d.id, ...d.position.map((x) => (Object.is(x, -0) ? "-0" : String(x))), ...d.quaternion.map(String)].join(" "));

/**
 * Throw for me, and hold the dice in the air a few steps after the launch (holdClock: the table's test
 * hook holds the render loop's clock there), however fast the frames come: the fault then
 * strikes mid-roll by arrangement, never by racing the dice. `releaseClock` lets it run on.
 */
async function startRoll(page: Page) {
  const at = await holdClock(page);
  await page.getByTestId("throw-for-me").click();
  await page.waitForFunction((held) => window.__diceTable!.phase === "rolling" && window.__diceTable!.step === held, at);
}

const settled = (page: Page) => page.waitForFunction(() => window.__diceTable!.phase !== "rolling", null, { timeout: 180_000 });

/** The page's dice now, and what Node's replay of the page's log says they must be. */
async function pageAndNode(page: Page) {
  const { log, poses } = await page.evaluate(() => ({ log: window.__diceSession!.log(), poses: window.__diceTable!.snapshot() }));
  const report = replayKit(freeRoll, JSON.parse(JSON.stringify(log)) as SessionLog, 1);
  expect(report.mismatches).toEqual([]);
  return { page: bits(poses), node: bits(report.session!.table.snapshot()) };
}

/** Makes the page believe its tab is hidden (or shown again), as a browser does when switching tabs. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);

test.describe("faults during a roll", () => {
  test("a hidden tab pauses the dice, and they go on from where they were when it returns", async ({ page }) => {
    const errors = watchErrors(page);
    // The natural speed: the step count of one frame back is the point here.
    await diceSpeed(page, "natural");
    await openTable(page, "/#/free-roll?seed=3");
    await startRoll(page);
    await setHidden(page, true);
    await releaseClock(page);
    const hiddenAt = await page.evaluate(() => window.__diceTable!.step);
    await page.waitForTimeout(1500); // the time away is the point of this test
    expect(await page.evaluate(() => window.__diceTable!.step)).toBe(hiddenAt);
    expect(await page.evaluate(() => window.__diceTable!.phase)).toBe("rolling");
    // The first frame back runs one frame's worth (1/60 s = 4 steps), not the 1.5 s away.
    const back = await page.evaluate(async () => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      const before = window.__diceTable!.step;
      document.dispatchEvent(new Event("visibilitychange"));
      await new Promise((r) => requestAnimationFrame(r));
      return window.__diceTable!.step - before;
    });
    expect(back).toBeLessThanOrEqual(12);
    await settled(page);
    const r = await pageAndNode(page);
    expect(r.page).toEqual(r.node);
    expect(errors).toEqual([]);
  });

  // One page for the two faults at the page's default speed: a throw with the drawing lost, then
  // another with the window resized; Node replays the page's whole log after each.
  test("a WebGL context lost during a roll comes back with the same dice and the same result; resizing the window and changing the pixel ratio mid-roll keep the table and the dice", async ({ page }) => {
    const errors = watchErrors(page);
    await openTable(page, "/#/free-roll?seed=5");
    await test.step("a WebGL context lost during a roll comes back with the same dice and the same result", async () => {
      await startRoll(page);
      const dice = await page.evaluate(() => window.__diceTable!.snapshot().length);
      expect(dice).toBeGreaterThan(0);
      await page.evaluate(() => {
        const canvas = document.querySelector("canvas")!;
        const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext;
        const ext = gl.getExtension("WEBGL_lose_context")!;
        (window as unknown as { __lose: WEBGL_lose_context }).__lose = ext;
        ext.loseContext();
      });
      await expect(page.getByTestId("context-lost")).toBeVisible();
      await releaseClock(page);
      // The physics runs on without a canvas: the dice land while the drawing is gone.
      await settled(page);
      await page.evaluate(() => (window as unknown as { __lose: WEBGL_lose_context }).__lose.restoreContext());
      await expect(page.getByTestId("context-lost")).toBeHidden();
      await expect(page.locator("canvas")).toBeVisible();
      expect(await page.evaluate(() => window.__diceTable!.snapshot().length)).toBe(dice);
      const r = await pageAndNode(page);
      expect(r.page).toEqual(r.node);
    });

    await test.step("resizing the window and changing the pixel ratio mid-roll keep the table and the dice", async () => {
      await startRoll(page);
      const dice = await page.evaluate(() => window.__diceTable!.snapshot().length);
      expect(dice).toBeGreaterThan(0);
      await page.setViewportSize({ width: 412, height: 915 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setDeviceMetricsOverride", { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: false });
      await page.waitForFunction(() => window.devicePixelRatio > 2);
      await releaseClock(page);
      await settled(page);
      await cdp.send("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
      await expect(page.locator("canvas")).toBeVisible();
      expect(await page.evaluate(() => window.__diceTable!.snapshot().length)).toBe(dice);
      const r = await pageAndNode(page);
      expect(r.page).toEqual(r.node);
      await cdp.detach();
    });
    expect(errors.filter((e) => !/context lost|CONTEXT_LOST/i.test(e))).toEqual([]);
  });
});
