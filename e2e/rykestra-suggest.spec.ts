// The drill list's suggestion in a real browser: with progress whose attempts carry quality
// pass rates, the card names the drill training/player-fit.ts suggests for those very attempts
// (the pure module, imported here) with its predicted rate, and its link opens that drill; with
// no attempts it names the first first-steps drill. The list is photographed at desktop and phone
// size (test-results/suggest-*.png). Every wait is on page state.
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { DRILLS } from "../src/games/rykestra/practice/drills";
import { EMPTY_PROGRESS } from "../src/store/drill-progress";
import { RATING_BAND, SKILLS_LENGTH, SKILLS_VERSION } from "../src/games/rykestra/practice/skills";
import { fractionWords, suggestNext, type RateTable } from "../src/training/player-fit";
import { storeProgress } from "./practice-helpers";

/** The measured rates the page reads (read here as a file: Node's ESM wants an import attribute for JSON). */
const MEASURED = JSON.parse(readFileSync(new URL("../src/training/drill-calibration.json", import.meta.url), "utf8")) as RateTable;

const at = Date.UTC(2026, 11, 4, 18);

/** A club player's fortnight: first steps passed often, club drills now and then, one expert try. */
const PLAYED: readonly (readonly [string, number])[] = [
  ["fs-centre", 0.72],
  ["fs-near", 0.84],
  ["fs-far", 0.58],
  ["fs-edge-north", 0.41],
  ["fs-left", 0.69],
  ["club-gap", 0.31],
  ["fs-clean", 0.47],
  ["club-carreau", 0.12],
  ["fs-sector-sw", 0.63],
  ["club-keep-own", 0.27],
  ["ex-ringed", 0.05],
  ["fs-right", 0.77],
];

const attempts = PLAYED.map(([drill, passRate], i) => ({ drill, at: at + i * 60_000, points: Math.round(500 * passRate) / 100, happened: passRate > 0.5 ? 5 : 2, passRate, throws: [] }));
/** Each played drill's record as the store keeps it after one attempt. */
const drills = Object.fromEntries(attempts.map((a) => [a.drill, { set: [a.points], sets: 0, best: null, medal: null, streak: 0, bestStreak: 0, attempts: 1, passes: a.happened === 5 ? 1 : 0 }]));
/** Three skills tests a week apart (this version's number of scores). */
const ratings = [41.5, 47.2, 52.9].map((rating, i) => ({ at: at - (14 - 7 * i) * 86_400_000, rating, version: SKILLS_VERSION, scores: Array.from({ length: SKILLS_LENGTH }, (_, k) => Math.round(rating + (k % 5) * 4 - 8)) }));

async function seedProgress(page: Page, progress: unknown) {
  await page.goto("/#/rykestra/practice/progress");
  await expect(page.getByTestId("progress-page")).toBeVisible();
  await storeProgress(page, progress);
  await page.goto("/#/rykestra/practice/drills");
  await expect(page.getByTestId("drill-list")).toBeVisible();
}

test.describe("the next drill that fits", () => {
  test("names the drill the fit suggests for the stored attempts, and its link opens it", async ({ page }) => {
    const expected = suggestNext(attempts, DRILLS, MEASURED)!;
    expect(expected.kind).toBe("fit");
    if (expected.kind !== "fit") return;
    await seedProgress(page, { ...EMPTY_PROGRESS, drills, attempts });
    const card = page.getByTestId("drill-suggestion");
    await expect(card).toHaveAttribute("data-drill", expected.drill.id);
    await expect(card).toHaveAttribute("data-predicted", expected.predicted.toFixed(3));
    await expect(card).toContainText(expected.drill.name);
    await expect(card).toContainText(`You pass ${fractionWords(expected.predicted)} of these`);
    await expect(card).toContainText(`your last ${attempts.length} attempts put you`);

    await page.screenshot({ path: "test-results/suggest-desktop.png" });
    await page.setViewportSize({ width: 412, height: 915 });
    await expect(card).toBeInViewport();
    await page.screenshot({ path: "test-results/suggest-phone.png" });

    await page.getByTestId("drill-suggestion-link").click();
    await expect(page).toHaveURL(new RegExp(`#/rykestra/practice/drills\\?d=${expected.drill.id}$`));
    await expect(page.getByTestId("drill-board")).toBeVisible();
    await expect(page.getByTestId("drill-board")).toContainText(expected.drill.name);
  });

  test("with no attempts yet, starts the player on the first first-steps drill", async ({ page }) => {
    await seedProgress(page, EMPTY_PROGRESS);
    const card = page.getByTestId("drill-suggestion");
    await expect(card).toHaveAttribute("data-kind", "start");
    await expect(card).toHaveAttribute("data-drill", DRILLS[0].id);
    await expect(card).toContainText("0 of 5 attempts so far");
  });

  test("the progress page shows the suggestion and draws each skills rating with its band", async ({ page }) => {
    const expected = suggestNext(attempts, DRILLS, MEASURED)!;
    await seedProgress(page, { ...EMPTY_PROGRESS, drills, attempts, ratings });
    await page.goto("/#/rykestra/practice/progress");
    await expect(page.getByTestId("drill-suggestion")).toHaveAttribute("data-drill", expected.drill.id);
    await expect(page.getByTestId("rating-band")).toBeVisible();
    await expect(page.getByTestId("rating-band-words")).toContainText(`Each rating is ± ${RATING_BAND}`);
    await page.getByTestId("rating-chart").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/suggest-progress.png" });
  });
});
