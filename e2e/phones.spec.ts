// Phones and tablets: on a touch screen held upright, the dice in hand are drawn at least 36 CSS
// px across and the dice on the felt or mat at least 28 (measured through window.__diceTable:
// the drawn points a die's width apart, against the physics' own positions); a thumb's flick,
// sent as real touch events with a thumb's pacing, throws; the panel's main action is on screen
// without scrolling, and the page never scrolls while dragging on the table. Held sideways, every
// game's table shows big dice in hand and its main action on screen.
import { expect, test, type Page } from "@playwright/test";
import { D6_EDGE, MAT, TRAY } from "../src/geometry/table-layout";
import { watchErrors } from "./table-helpers";

const PHONE = { width: 412, height: 915 };
const TABLET = { width: 820, height: 1180 };
const LANDSCAPE_PHONE = { width: 915, height: 412 };
const LANDSCAPE_TABLET = { width: 1180, height: 820 };

/** Drawn width (CSS px) of every die in hand and of every die lying inside `felt`. */
async function drawnSizes(page: Page, felt: { halfX: number; halfZ: number }) {
  return page.evaluate(
    ({ size, felt }) => {
      const t = window.__diceTable!;
      const hand: number[] = [];
      const lying: number[] = [];
      const ids = new Set([...t.inHand, ...t.snapshot().map((d) => d.id)]);
      for (const id of ids) {
        const p = t.drawnAt(id);
        if (!p) continue;
        const inHand = t.inHand.includes(id);
        if (!inHand && (Math.abs(p[0]) > felt.halfX || Math.abs(p[2]) > felt.halfZ)) continue;
        const a = t.project(p[0] - size / 2, p[1], p[2]);
        const b = t.project(p[0] + size / 2, p[1], p[2]);
        if (!a || !b) continue;
        (inHand ? hand : lying).push(Math.hypot(a.x - b.x, a.y - b.y));
      }
      return { hand, lying };
    },
    { size: D6_EDGE, felt },
  );
}

/** A thumb's flick: touch the point, push it up the screen over about 0.1 s, lift. */
async function thumbFlick(page: Page, from: { x: number; y: number }, dy = -26, steps = 7) {
  const cdp = await page.context().newCDPSession(page);
  let ts = Date.now() / 1000;
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y, radiusX: 12, radiusY: 12, force: 1, id: 1 }],
      timestamp: ts,
    });
  await touch("touchStart", from.x, from.y);
  // A thumb rests a moment on the die before it flicks.
  ts += 0.06;
  await touch("touchMove", from.x, from.y - 1);
  for (let i = 1; i <= steps; i++) {
    ts += 0.016;
    await touch("touchMove", from.x + i * 0.6, from.y + dy * i);
  }
  ts += 0.008;
  await touch("touchEnd", 0, 0);
  await cdp.detach();
}

async function flickAndSettle(page: Page, dieId: string) {
  const before = await page.evaluate(() => window.__diceTable!.throws);
  const at = await page.evaluate((id) => window.__diceTable!.screenPoint(id), dieId);
  expect(at, `${dieId} is drawn`).not.toBeNull();
  await thumbFlick(page, at!);
  await page.waitForFunction((b) => window.__diceTable!.throws > b && window.__diceTable!.phase === "settled", before, { timeout: 120_000 });
  // Dragging on the table never scrolled or zoomed the page.
  expect(await page.evaluate(() => [window.scrollX, window.scrollY, window.visualViewport?.scale ?? 1])).toEqual([0, 0, 1]);
}

async function expectOnScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, `${testId} is laid out`).not.toBeNull();
  const view = page.viewportSize()!;
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view.height);
  expect(box!.height).toBeGreaterThanOrEqual(44);
}

const TRAY_FELT = { halfX: TRAY.width / 2, halfZ: TRAY.depth / 2 };
const MAT_FELT = { halfX: MAT.size / 2, halfZ: MAT.size / 2 };

for (const [name, size] of [
  ["phone", PHONE],
  ["tablet", TABLET],
] as const) {
  test.describe(`on a ${name} (${size.width}×${size.height}, touch)`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });
    let errors: string[] = [];
    test.beforeEach(({ page }) => {
      errors = watchErrors(page);
    });
    test.afterEach(() => {
      expect(errors, "console errors").toEqual([]);
    });
    // A thumb's flick is tried on the phone, the smaller screen; the upright tablet checks the
    // same tables at rest (below, with the sideways screens), its dice in hand big.
    const flickTest = (title: string, body: (args: { page: Page }) => Promise<void>) => {
      if (name === "phone") test(title, body);
    };

    flickTest("Free Roll: big dice in hand, a thumb's flick throws, big dice on the felt", async ({ page }) => {
      await page.goto("/#/free-roll?seed=3");
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-for-me");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-free-roll.png` });
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      // The camera glides to the dice where they lie.
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).lying), { timeout: 30_000 }).toBeGreaterThanOrEqual(28 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-free-roll-thrown.png` });
    });

    flickTest("Hodrudda: the spike dice in hand are big, a thumb's flick throws them, they lie big on the felt", async ({ page }) => {
      await page.goto("/#/hodrudda?seed=7&players=Ana,Blue&computers=2");
      await expect(page.getByTestId("game-status")).toHaveText("Ana to throw the spike dice");
      await expectOnScreen(page, "throw-for-me");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-hodrudda.png` });
      await flickAndSettle(page, "d0");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).lying), { timeout: 30_000 }).toBeGreaterThanOrEqual(28 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-hodrudda-thrown.png` });
    });

    flickTest("Rykestra practice: the die in hand is big, a thumb's flick throws it onto the mat, where it lies big", async ({ page }) => {
      await page.goto("/#/rykestra/practice?seed=3");
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-for-me");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, MAT_FELT)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-rykestra-practice.png` });
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      const lying = async () => (await drawnSizes(page, MAT_FELT)).lying;
      // A die may leave the mat; those left on it are drawn big.
      await expect.poll(async () => Math.min(28, ...(await lying()))).toBeGreaterThanOrEqual(28 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-rykestra-practice-thrown.png` });
    });

    flickTest("Rykestra: the sector dice are flicked by thumb into the side tray", async ({ page }) => {
      await page.goto("/#/rykestra?seed=7");
      await page.getByRole("button", { name: "Start" }).click();
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-sector");
      const side = { halfX: 200, halfZ: 200 };
      await expect.poll(async () => Math.min(...(await drawnSizes(page, side)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-rykestra.png` });
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      await page.screenshot({ path: `test-results/phones/${name}-rykestra-thrown.png` });
    });

    test("Rykestra: at the player's own throw their dice in hand are on the canvas and big, with the mat beyond them", async ({ page }) => {
      await page.goto("/#/rykestra?seed=7&players=Ana,Ben,Cy&computers=2,3");
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await page.getByTestId("throw-sector").click();
      // Standard board: the player places the Kinzo marker in one of the two bonus sectors.
      const place = page.getByRole("button", { name: / sector$/ }).first();
      await expect(place.or(page.getByTestId("throw-for-me")).first()).toBeVisible({ timeout: 120_000 });
      if (await place.isVisible()) await place.click();
      await expect(page.getByTestId("throw-for-me")).toBeVisible({ timeout: 120_000 });
      const canvas = (await page.locator("canvas").boundingBox())!;
      const hand = async () =>
        page.evaluate(() => {
          const t = window.__diceTable!;
          return t.inHand.filter((id) => t.throwable === null || t.throwable.includes(id)).map((id) => t.screenPoint(id));
        });
      // The camera glides to its framing: every die the player may pick up ends inside the canvas.
      await expect
        .poll(async () => {
          const points = await hand();
          return points.length > 0 && points.every((p) => p !== null && p.x > canvas.x && p.x < canvas.x + canvas.width && p.y > canvas.y && p.y < canvas.y + canvas.height);
        })
        .toBe(true);
      expect(Math.min(...(await drawnSizes(page, MAT_FELT)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
      await page.screenshot({ path: `test-results/phones/${name}-rykestra-own-throw.png` });
    });

    for (const [game, path, action] of [
      ["five-thousand", "/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=300", "throw-for-me"],
      ["hooligan", "/#/hooligan?seed=11&players=You,Ada&computer=2", "throw-for-me"],
      ["dice-poker", "/#/dice-poker?sides=2&computer=2&seed=4", "throw-for-me"],
    ] as const) {
      test(`${game}: the dice in hand are big and the main action is on screen`, async ({ page }) => {
        await page.goto(path);
        const start = page.getByRole("button", { name: "Start" });
        await page.waitForFunction(() => window.__diceTable !== undefined || document.querySelector("form") !== null);
        if (await start.isVisible()) await start.click();
        await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
        await expectOnScreen(page, action);
        await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
        await page.screenshot({ path: `test-results/phones/${name}-${game}.png` });
      });
    }
  });
}

/** Each game's table while a player is to throw: its link and the panel's main action. */
const TABLES = [
  ["free-roll", "/#/free-roll?seed=3", "throw-for-me", TRAY_FELT],
  ["hodrudda", "/#/hodrudda?seed=7&players=Ana,Blue&computers=2", "throw-for-me", TRAY_FELT],
  ["rykestra", "/#/rykestra?seed=7&players=Ana,Ben,Cy&computers=2,3", "throw-sector", { halfX: 200, halfZ: 200 }],
  ["five-thousand", "/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=300", "throw-for-me", TRAY_FELT],
  ["hooligan", "/#/hooligan?seed=11&players=You,Ada&computer=2", "throw-for-me", TRAY_FELT],
  ["dice-poker", "/#/dice-poker?sides=2&computer=2&seed=4", "throw-for-me", TRAY_FELT],
] as const;

for (const [name, size] of [
  ["tablet held upright", TABLET],
  ["landscape phone", LANDSCAPE_PHONE],
  ["landscape tablet", LANDSCAPE_TABLET],
] as const) {
  test.describe(`on a ${name} (${size.width}×${size.height}, touch)`, () => {
    test.use({ viewport: size, hasTouch: true, isMobile: true });
    // A landscape tablet has the most room of all: only Rykestra, the table with the most to fit
    // (mat, side tray and three seats), is checked there; every table is checked on a landscape phone.
    // The upright tablet's other tables are checked above, in the phone's loop.
    const here = name === "landscape tablet" ? TABLES.filter(([g]) => g === "rykestra") : name === "tablet held upright" ? TABLES.filter(([g]) => g === "free-roll" || g === "hodrudda") : TABLES;
    for (const [game, path, action, felt] of here) {
      test(`${game}: the dice in hand are big and the main action is on screen`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(path);
        await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
        await expect.poll(async () => Math.min(...(await drawnSizes(page, felt)).hand)).toBeGreaterThanOrEqual(36 - 0.5);
        await page.screenshot({ path: `test-results/phones/${name.replace(" ", "-")}-${game}.png` });
        await expectOnScreen(page, action);
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}
