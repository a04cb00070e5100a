// The Rykestra skills test in a real browser: a throw by mouse scored 0–100, the test resumed
// after a reload; the progress page's rating chart from a stored history (seeded straight into
// IndexedDB rather than played), and a test under way resumed at phone size. Every wait is on
// page state (the panel's data attributes, the store, window.__diceTable), never on time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { flickDrag, watchErrors, lookAt } from "./table-helpers";
import { storeKey, storeProgress } from "./practice-helpers";
import { SKILLS_LENGTH, SKILLS_VERSION } from "../src/games/rykestra/practice/skills";

const board = (page: Page) => page.getByTestId("skills-board");
const DAY = 86_400_000;

/** The stored progress's skills test under way, read from IndexedDB. */
const storedTest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ scores: number[]; inFlight: boolean } | null>((resolve, reject) => {
        const open = indexedDB.open("dice-tabletop-drills");
        open.onsuccess = () => {
          const get = open.result.transaction("progress").objectStore("progress").get("drill-progress");
          get.onsuccess = () => resolve(get.result?.skillsTest ?? null);
          get.onerror = () => reject(get.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );

/** A history of `n` weekly ratings ending on 2 Dec 2026. */
function history(n: number) {
  const end = Date.UTC(2026, 11, 2, 10);
  return Array.from({ length: n }, (_, i) => {
    const rating = [22.5, 31, 28.4, 40.2, 47.9, 45, 53.6][i % 7];
    return { at: end - (n - 1 - i) * 7 * DAY, rating, version: SKILLS_VERSION, scores: Array(SKILLS_LENGTH).fill(Math.round(rating)) };
  });
}

test.describe("Rykestra skills test", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test("the progress page exports ratings and daily results to one file, and importing it brings them back; the skills page then shows the last finished test", async ({ page }) => {
    await page.goto("/#/rykestra/practice/progress");
    await expect(page.getByTestId("progress-page")).toBeVisible();
    await expect(page.getByTestId("daily-summary")).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const at = Date.now();
    await storeProgress(page, { format: 2, drills: {}, attempts: [], ratings: history(3), skillsTest: null });
    await storeKey(page, "daily-progress", { format: 1, days: { [today]: [{ at, points: 3, passed: false, nearness: 0.62, reason: "near the circle", code: null }] } });
    await page.reload();
    await expect(page.getByTestId("daily-summary")).toHaveAttribute("data-best", "3");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("progress-export").click()]);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    const file = JSON.parse(text);
    expect(file.progress.ratings).toHaveLength(3);
    expect(file.daily.days[today]).toHaveLength(1);
    // Everything gone, then the file brings it back.
    await storeProgress(page, { format: 2, drills: {}, attempts: [], ratings: [], skillsTest: null });
    await storeKey(page, "daily-progress", null);
    await page.reload();
    await expect(page.getByTestId("daily-summary")).toHaveAttribute("data-best", "");
    await page.getByTestId("progress-import").setInputFiles({ name: "practice.json", mimeType: "application/json", buffer: Buffer.from(text) });
    await expect(page.getByRole("status")).toContainText("3 skills ratings and 1 day of the daily challenge");
    await expect(page.getByTestId("daily-summary")).toHaveAttribute("data-best", "3");
    await page.reload();
    await expect(page.getByTestId("daily-summary")).toHaveAttribute("data-best", "3");
    // The skills page shows the last finished test, no die to throw, until it is taken again.
    await page.evaluate(() => (location.hash = "#/rykestra/practice/skills"));
    await expect(board(page)).toHaveAttribute("data-phase", "done");
    await expect(page.getByTestId("skills-result")).toContainText("Your rating: 28.4");
    await expect(page.getByTestId("skills-scale")).toContainText("Out of 100");
    await page.waitForFunction(() => window.__diceTable !== undefined);
    expect(await page.evaluate(() => window.__diceTable!.throwable)).toEqual([]);
    await page.getByTestId("skills-again").click();
    await expect(page.getByTestId("skills-progress")).toHaveText(`Throw 1 of ${SKILLS_LENGTH}`);
    await page.waitForFunction(() => (window.__diceTable!.throwable ?? []).length > 0);
  });

  test("a throw by mouse is scored, and a reload resumes the test at the next throw", async ({ page }) => {
    await page.goto("/#/rykestra/practice/skills?seed=3&pace=fast");
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(board(page)).toHaveAttribute("data-phase", "aim");
    await expect(page.getByTestId("skills-progress")).toHaveText(`Throw 1 of ${SKILLS_LENGTH}`);
    const id = "d10-0-0";
    await page.waitForFunction((d) => {
      const t = window.__diceTable;
      const drawn = t?.drawnAt(d);
      return t !== undefined && t.inHand.includes(d) && t.phase !== "rolling" && drawn != null && drawn[2] > 15 && t.screenPoint(d) !== null;
    }, id);
    await lookAt(page, "/tmp/skills-aim.png");
    // A hand can miss the die on a slow software-drawn frame: it grabs again, as a player would.
    for (let grab = 0; grab < 4; grab++) {
      const start = await page.evaluate((d) => window.__diceTable!.screenPoint(d)!, id);
      await flickDrag(page, start, [1, 2, 3, 4].map((i) => ({ dx: 0, dy: -7 * i })));
      if (await page.waitForFunction(() => window.__diceTable!.throws > 0, null, { timeout: 8_000 }).then(() => true, () => false)) break;
    }
    await expect(board(page)).toHaveAttribute("data-scored", "1", { timeout: 120_000 });
    const score = Number(await board(page).getAttribute("data-score"));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await expect(page.getByTestId("skills-score")).toContainText(`Throw 1 of ${SKILLS_LENGTH}: ${score} of 100`);
    await lookAt(page, "/tmp/skills-scored.png");
    // Reload once the score is in the store.
    await expect.poll(() => storedTest(page)).toEqual({ started: expect.any(Number), version: SKILLS_VERSION, scores: [score], inFlight: false });
    await page.reload();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(board(page)).toHaveAttribute("data-scored", "1");
    await expect(board(page)).toHaveAttribute("data-phase", "aim");
    await expect(page.getByTestId("skills-progress")).toHaveText(`Throw 2 of ${SKILLS_LENGTH}`);
    await expect(page.locator(".skills-pip").first()).toHaveText(String(score));
  });

  test("ratings and a test under way from the earlier 20-throw test are kept: the progress page says so, and the skills page starts afresh", async ({ page }) => {
    await page.goto("/#/rykestra/practice/progress");
    await expect(page.getByTestId("progress-page")).toBeVisible();
    const end = Date.UTC(2026, 10, 25, 10);
    const older = [31.5, 36].map((rating, i) => ({ at: end - (1 - i) * 7 * DAY, rating, version: 2, scores: Array(20).fill(Math.round(rating)) }));
    await storeProgress(page, { format: 2, drills: {}, attempts: [], ratings: older, skillsTest: { started: end + DAY, version: 2, scores: [100, 64, 0], inFlight: true } });
    await page.reload();
    await expect(page.getByTestId("progress-skills")).toContainText("No rating yet");
    await expect(page.getByTestId("progress-skills-older")).toContainText(`2 ratings from an earlier version of the test are kept`);
    await expect(page.getByTestId("progress-skills-link")).toHaveText("Take the skills test");
    await page.getByTestId("progress-skills-link").click();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(board(page)).toHaveAttribute("data-phase", "aim");
    await expect(board(page)).toHaveAttribute("data-scored", "0");
    await expect(page.getByTestId("skills-progress")).toHaveText(`Throw 1 of ${SKILLS_LENGTH}`);
    await expect(page.getByTestId("skills-stale")).toContainText(`(4 throws in) was an earlier version of the test. The test is now ${SKILLS_LENGTH} throws`);
    await expect(page.locator(".skills-pip")).toHaveCount(SKILLS_LENGTH);
    // Nothing was overwritten by looking: the older ratings and test are still stored.
    await expect.poll(() => storedTest(page)).toEqual({ started: end + DAY, version: 2, scores: [100, 64, 0], inFlight: true });
  });

  test.describe("at phone size", () => {
    test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
    test("the progress page charts a stored rating history, and a test under way carries on", async ({ page }) => {
      await page.goto("/#/rykestra/practice/progress");
      await expect(page.getByTestId("progress-page")).toBeVisible();
      await expect(page.getByTestId("progress-skills")).toContainText("No rating yet");
      const ratings = history(7);
      await storeProgress(page, { format: 2, drills: {}, attempts: [], ratings, skillsTest: { started: Date.UTC(2026, 11, 2, 11), version: SKILLS_VERSION, scores: [100, 64, 0, 35, 80, 12, 71], inFlight: false } });
      await page.reload();
      const chart = page.getByTestId("rating-chart");
      await expect(chart).toBeVisible();
      await expect(chart.locator("circle")).toHaveCount(7);
      await expect(chart).toContainText("7 ratings from 21 Oct 2026 to 2 Dec 2026: first 22.5, latest 53.6, best 53.6.");
      const box = (await chart.locator("svg").boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(412);
      expect(box.width).toBeGreaterThan(300);
      await chart.getByText("Every rating as a list").tap();
      await expect(page.getByTestId("rating-list").locator("tbody tr")).toHaveCount(7);
      await expect(page.getByTestId("rating-list").locator("tbody tr").first()).toHaveText("2 Dec 202653.6");
      await lookAt(page, "/tmp/skills-progress-phone.png", { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await lookAt(page, "/tmp/skills-progress-desktop.png", { fullPage: true });
      await page.setViewportSize({ width: 412, height: 915 });
      await page.getByTestId("progress-skills-link").tap();
      await page.waitForFunction(() => window.__diceTable !== undefined);
      await expect(page.getByTestId("skills-progress")).toHaveText(`Throw 8 of ${SKILLS_LENGTH}`);
      await expect(board(page)).toHaveAttribute("data-scored", "7");
      await lookAt(page, "/tmp/skills-phone.png");
    });
  });
});
