// Phones and tablets: on a touch screen held upright, the dice in hand are drawn at least 36 CSS
// px across and the dice on the felt or mat at least 28 (measured through window.__diceTable:
// the drawn points a die's width apart, against the physics' own positions); a thumb's flick,
// sent as real touch events with a thumb's pacing, throws; the panel's main action is on screen
// without scrolling, and the page never scrolls while dragging on the table. Held sideways, every
// game's table shows big dice in hand and its main action on screen.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { D6_EDGE, MAT, TRAY } from "../src/geometry/table-layout";
import { screenshotOfTable } from "./drawn-table";
import { watchErrors } from "./table-helpers";

// One of the longest files: its tests are independent, so the two workers share them (a file run
// whole by one worker at the end of the run left the other idle).
test.describe.configure({ mode: "parallel" });

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

async function expectOnScreen(page: Page, testId: string, where: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, `${where}: ${testId} is laid out`).not.toBeNull();
  const view = page.viewportSize()!;
  expect(box!.y, `${where}: ${testId}'s top is on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${where}: ${testId}'s foot is on screen`).toBeLessThanOrEqual(view.height);
  expect(box!.height, `${where}: ${testId} is a thumb's height`).toBeGreaterThanOrEqual(44);
}

const TRAY_FELT = { halfX: TRAY.width / 2, halfZ: TRAY.depth / 2 };
const MAT_FELT = { halfX: MAT.size / 2, halfZ: MAT.size / 2 };
/** Rykestra's dice in hand wait beside the mat and its side tray: a wider square than either. */
const RYKESTRA_SIDE = { halfX: 200, halfZ: 200 };

/**
 * Opens a link in this page, as a hash navigation: a page already showing a table goes home first
 * and waits for that table to be taken down (its hook with it), so nothing read afterwards can be
 * the last table's. The page, the app and the browser's WebGL stay loaded: a table per link, not a
 * new page per table.
 */
async function openLink(page: Page, path: string) {
  if (page.url() !== "about:blank") {
    await page.goto("/#/");
    await page.waitForFunction(() => window.__diceTable === undefined);
  }
  await page.goto(path);
}

/** Each game's table while a player is to throw: its link, the panel's main action, and where its dice lie. */
const TABLES = {
  "free-roll": ["/#/free-roll?seed=3", "throw-for-me", TRAY_FELT],
  hodrudda: ["/#/hodrudda?seed=7&players=Ana,Blue&computers=2", "throw-for-me", TRAY_FELT],
  rykestra: ["/#/rykestra?seed=7&players=Ana,Ben,Cy&computers=2,3", "throw-sector", RYKESTRA_SIDE],
  "five-thousand": ["/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=300", "throw-for-me", TRAY_FELT],
  hooligan: ["/#/hooligan?seed=11&players=You,Ada&computer=2", "throw-for-me", TRAY_FELT],
  "dice-poker": ["/#/dice-poker?sides=2&computer=2&seed=4", "throw-for-me", TRAY_FELT],
} as const;
type Game = keyof typeof TABLES;

/**
 * Each game in turn, in this one page, by its link (every link opens straight onto the table):
 * the dice in hand are big and the main action is on screen. A failure names the game and size.
 */
async function bigDiceAndMainAction(page: Page, size: string, games: readonly Game[], errors: string[]) {
  for (const game of games) {
    const [path, action, felt] = TABLES[game];
    await test.step(`${game} on a ${size}: the dice in hand are big and the main action is on screen`, async () => {
      await openLink(page, path);
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expect
        .poll(async () => Math.min(...(await drawnSizes(page, felt)).hand), { message: `${game} on a ${size}: the smallest die in hand (CSS px)` })
        .toBeGreaterThanOrEqual(36 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size.replaceAll(" ", "-")}-${game}.png`);
      await expectOnScreen(page, action, `${game} on a ${size}`);
      expect(errors, `${game} on a ${size}: console errors`).toEqual([]);
    });
  }
}

/**
 * Rykestra at the player's own throw (two computer seats throw their sector dice first): every
 * die the player may pick up is on the canvas, and drawn big, with the mat beyond.
 */
async function rykestraOwnThrow(page: Page, size: string, errors: string[]) {
  await test.step(`Rykestra on a ${size}: at the player's own throw their dice in hand are on the canvas and big, with the mat beyond them`, async () => {
    // The fast pace: the computers' sector throws come to rest at once (where they land is the
    // same at every pace); the camera's framing for the player's own throw is what is measured.
    await openLink(page, "/#/rykestra?seed=7&players=Ana,Ben,Cy&computers=2,3&pace=fast");
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
      }, { message: `Rykestra on a ${size}: every die the player may pick up is inside the canvas` })
      .toBe(true);
    expect(Math.min(...(await drawnSizes(page, MAT_FELT)).hand), `Rykestra on a ${size}: the smallest die in hand (CSS px)`).toBeGreaterThanOrEqual(36 - 0.5);
    await screenshotOfTable(page, `test-results/phones/${size.replaceAll(" ", "-")}-rykestra-own-throw.png`);
    expect(errors, `Rykestra on a ${size}: console errors`).toEqual([]);
  });
}

test.describe(`on a phone (${PHONE.width}×${PHONE.height}, touch)`, () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  const size = "phone";
  // A thumb's flick is tried on the phone, the smaller screen; the upright tablet checks the same
  // tables at rest (below), its dice in hand big. The four tables share one page, one after another.
  test("a thumb's flick throws at Free Roll, Hodrudda, Rykestra practice and Rykestra's sector throw: big dice in hand, the main action on screen, big dice where they lie", async ({ page }) => {
    const errors = watchErrors(page);
    await test.step("Free Roll: big dice in hand, a thumb's flick throws, big dice on the felt", async () => {
      await openLink(page, "/#/free-roll?seed=3");
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-for-me", "Free Roll");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).hand), { message: "Free Roll: the smallest die in hand" }).toBeGreaterThanOrEqual(36 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-free-roll.png`);
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      // The camera glides to the dice where they lie.
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).lying), { timeout: 30_000, message: "Free Roll: the smallest die on the felt" }).toBeGreaterThanOrEqual(28 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-free-roll-thrown.png`);
      expect(errors, "Free Roll: console errors").toEqual([]);
    });

    await test.step("Hodrudda: the spike dice in hand are big, a thumb's flick throws them, they lie big on the felt", async () => {
      await openLink(page, "/#/hodrudda?seed=7&players=Ana,Blue&computers=2");
      await expect(page.getByTestId("game-status")).toHaveText("Ana to throw the spike dice");
      await expectOnScreen(page, "throw-for-me", "Hodrudda");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).hand), { message: "Hodrudda: the smallest die in hand" }).toBeGreaterThanOrEqual(36 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-hodrudda.png`);
      await flickAndSettle(page, "d0");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, TRAY_FELT)).lying), { timeout: 30_000, message: "Hodrudda: the smallest die on the felt" }).toBeGreaterThanOrEqual(28 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-hodrudda-thrown.png`);
      expect(errors, "Hodrudda: console errors").toEqual([]);
    });

    await test.step("Rykestra practice: the die in hand is big, a thumb's flick throws it onto the mat, where it lies big", async () => {
      await openLink(page, "/#/rykestra/practice?seed=3");
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-for-me", "Rykestra practice");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, MAT_FELT)).hand), { message: "Rykestra practice: the smallest die in hand" }).toBeGreaterThanOrEqual(36 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-rykestra-practice.png`);
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      const lying = async () => (await drawnSizes(page, MAT_FELT)).lying;
      // A die may leave the mat; those left on it are drawn big.
      await expect.poll(async () => Math.min(28, ...(await lying())), { message: "Rykestra practice: the smallest die on the mat" }).toBeGreaterThanOrEqual(28 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-rykestra-practice-thrown.png`);
      expect(errors, "Rykestra practice: console errors").toEqual([]);
    });

    await test.step("Rykestra: the sector dice are flicked by thumb into the side tray", async () => {
      await openLink(page, "/#/rykestra?seed=7");
      await page.getByRole("button", { name: "Start" }).click();
      await page.waitForFunction(() => (window.__diceTable?.inHand.length ?? 0) > 0);
      await expectOnScreen(page, "throw-sector", "Rykestra");
      await expect.poll(async () => Math.min(...(await drawnSizes(page, RYKESTRA_SIDE)).hand), { message: "Rykestra: the smallest sector die in hand" }).toBeGreaterThanOrEqual(36 - 0.5);
      await screenshotOfTable(page, `test-results/phones/${size}-rykestra.png`);
      await flickAndSettle(page, (await page.evaluate(() => window.__diceTable!.inHand[0]))!);
      await screenshotOfTable(page, `test-results/phones/${size}-rykestra-thrown.png`);
      expect(errors, "Rykestra: console errors").toEqual([]);
    });
  });

  // Rykestra's table at rest is the sector throw above (from its set-up) and the player's own throw here.
  test("Rykestra at the player's own throw, Five Thousand, Hooligan and Dice Poker: the dice in hand are big and the main action is on screen", async ({ page }) => {
    const errors = watchErrors(page);
    await rykestraOwnThrow(page, size, errors);
    await bigDiceAndMainAction(page, size, ["five-thousand", "hooligan", "dice-poker"], errors);
  });
});

test.describe(`on a tablet held upright (${TABLET.width}×${TABLET.height}, touch)`, () => {
  test.use({ viewport: TABLET, hasTouch: true, isMobile: true });
  test("Rykestra at the player's own throw, and every other game's table: the dice in hand are big and the main action is on screen", async ({ page }) => {
    const errors = watchErrors(page);
    await rykestraOwnThrow(page, "tablet", errors);
    await bigDiceAndMainAction(page, "tablet", ["free-roll", "hodrudda", "five-thousand", "hooligan", "dice-poker"], errors);
  });
});

// Held sideways. A landscape tablet has the most room of all: only Rykestra, the table with the
// most to fit (mat, side tray and three seats), is checked there; every table is checked on a
// landscape phone.
for (const [size, viewport, games] of [
  ["landscape phone", LANDSCAPE_PHONE, Object.keys(TABLES) as Game[]],
  ["landscape tablet", LANDSCAPE_TABLET, ["rykestra"] as Game[]],
] as const) {
  test.describe(`on a ${size} (${viewport.width}×${viewport.height}, touch)`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`${games.join(", ")}: the dice in hand are big and the main action is on screen`, async ({ page }) => {
      const errors = watchErrors(page);
      await bigDiceAndMainAction(page, size, games, errors);
    });
  });
}
