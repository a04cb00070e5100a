// Nothing lost: a Hodrudda game survives reloads — between throws and while the dice roll —
// with the dice where they lay to the last bit, and plays on to its winner screen; the home
// page offers it under Continue. (A damaged save is named as such, in every game: saves-games.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CATALOG } from "../src/catalog";
import { replayKit } from "../src/runtime/headless";
import type { SessionLog } from "../src/runtime/record/log";
import { openTable, watchErrors } from "./table-helpers";
import { gameText, saved, saveIdOf, storedEntries } from "./save-helpers";

const GAME = "/#/hodrudda?seed=11&players=Ana,Blue&computers=2";
const hodrudda = CATALOG.find((k) => k.id === "hodrudda")!;

const idle = (page: Page) =>
  page.waitForFunction(() => {
    const board = document.querySelector<HTMLElement>("[data-testid=hodrudda-board]");
    return (board?.dataset.reader === "idle" && window.__diceSession?.status() === "idle") || document.querySelector("[data-testid=winner-screen]") !== null;
  }, null, { timeout: 120_000 });

const poseText = (page: Page) =>
  page.evaluate(() => JSON.stringify(window.__diceTable!.snapshot().map((d) => [d.id, d.position, d.quaternion])));

/** How many log entries the save the address names holds in IndexedDB now. */
const storedNow = async (page: Page) => storedEntries(page, await saveIdOf(page));

/** Ana's next action: throw when she may, let it ride when asked; false once the game is over. */
async function playOn(page: Page): Promise<boolean> {
  await idle(page);
  if (await page.getByTestId("winner-screen").isVisible()) return false;
  const ride = page.getByTestId("let-it-ride");
  if (await ride.isVisible()) await ride.click();
  else if (await page.getByTestId("throw-for-me").isVisible()) await page.getByTestId("throw-for-me").click();
  else
    await page.waitForFunction(
      () => ["throw-for-me", "let-it-ride", "winner-screen"].some((t) => document.querySelector(`[data-testid=${t}]`) !== null),
      null,
      { timeout: 120_000 },
    );
  return true;
}

test.describe("saved games", () => {
  test("a reload between throws and a reload while the dice roll both resume exactly, and the game plays on to its winner", async ({ page }) => {
    const errors = watchErrors(page);
    await openTable(page, GAME);
    await saved(page);
    await page.getByTestId("throw-for-me").click();
    await idle(page);
    const game = await gameText(page);
    const poses = await poseText(page);

    await page.reload();
    await page.waitForFunction(() => window.__diceSession !== undefined && window.__diceTable !== undefined);
    await idle(page);
    expect(await gameText(page)).toBe(game);
    expect(await poseText(page)).toBe(poses);

    // Reload with the dice in the air (Ana's or the computer's): the throw is made again from the log and lands the same.
    for (let i = 0; i < 40; i++) {
      await idle(page);
      const ride = page.getByTestId("let-it-ride");
      if (await ride.isVisible()) await ride.click();
      else if (await page.getByTestId("throw-for-me").isVisible()) await page.getByTestId("throw-for-me").click();
      const rolling = await page
        .waitForFunction(() => window.__diceSession!.status() !== "idle", null, { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (rolling) break;
    }
    const inFlight = (await page.evaluate(() => window.__diceSession!.log())) as SessionLog;
    await expect.poll(() => storedNow(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(inFlight.entries.length);
    await page.reload();
    await page.waitForFunction(() => window.__diceSession !== undefined);
    await idle(page);
    // Node replays the log as it stood at the reload; its throw in the air lands there too.
    const expected = replayKit(hodrudda, JSON.parse(JSON.stringify(inFlight)), 2);
    expect(expected.session!.view.log.length).toBeGreaterThan(inFlight.entries.length);
    const after = (await page.evaluate(() => window.__diceSession!.log())) as SessionLog;
    expect(JSON.stringify(after.entries.slice(0, expected.session!.view.log.length))).toBe(JSON.stringify(expected.session!.view.log));

    for (let i = 0; i < 200 && (await playOn(page)); i++);
    await expect(page.getByTestId("winner-screen")).toBeVisible();
    // The scores are intact: the whole game, reloads and all, replays in Node to the same end.
    const final = (await page.evaluate(() => window.__diceSession!.log())) as SessionLog;
    const whole = replayKit(hodrudda, JSON.parse(JSON.stringify(final)), 2);
    expect(whole.mismatches).toEqual([]);
    expect(JSON.stringify(whole.session!.game)).toBe(await gameText(page));

    await page.goto("/#/");
    await expect(page.getByTestId("continue")).toBeVisible();
    await expect(page.getByTestId("continue")).toContainText("Hodrudda");
    expect(errors).toEqual([]);
  });
  // A damaged save, Hodrudda's with every other game's: saves-games.spec.ts.
});
