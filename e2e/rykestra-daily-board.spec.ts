// The daily challenge's board in a real browser, against the real game server (its board in a
// fresh PGlite folder, its clock at noon UTC on DAY: playwright.config.ts). With the server out
// of reach the panel says so and the challenge goes on; the attempt made then is kept unsent,
// survives a reload, and is put on the board once the server answers: thrown again there, ranked.
// A second browser (a phone) sees the same board and opens the row as a replay that throws it
// again and says it landed as recorded.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { lookAt, watchErrors } from "./table-helpers";
import { flickDieInHand, mouseFlick } from "./practice-helpers";

const DAY = "2026-11-30";
const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true };
const panel = (page: Page) => page.getByTestId("daily-board");

async function openDaily(browser: Browser, device: BrowserContextOptions = {}, offline = false) {
  const context = await browser.newContext(device);
  await seed(context);
  // The board's server "down": every request to it fails as a network error would.
  if (offline) await context.route("**/game-server/api/**", (r) => r.abort("connectionrefused"));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/#/rykestra/practice/daily?date=${DAY}`);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(panel(page)).toHaveAttribute("data-day", DAY);
  return { context, page, errors };
}

/** One mouse flick up the screen from the die in hand (as e2e/rykestra-daily.spec.ts flicks): the board takes only what a hand can give. */
async function flick(page: Page) {
  await expect(panel(page)).toHaveAttribute("data-phase", "aim");
  const id = await page.evaluate(() => window.__diceTable!.inHand[0]);
  await flickDieInHand(page, id, mouseFlick(-8));
}

test.describe("the daily challenge's board", () => {
  test("offline the challenge goes on; the attempt is put on the board later, ranked, seen by a phone and replayed there as recorded", async ({ browser }) => {
    test.setTimeout(420_000);
    const a = await openDaily(browser, {}, true);
    const { page } = a;
    await expect(page.getByTestId("board-today-offline")).toContainText("cannot be reached");
    await flick(page);
    await expect(panel(page)).toHaveAttribute("data-counted", "true", { timeout: 180_000 });
    const points = Number(await panel(page).getAttribute("data-points"));
    // What the page scored the throw by: its quality's pass rate, or why it has none (a page
    // without a quality scores what happened, sends no digest, and the server cannot match it).
    // Kept in the report, so a refusal below says which side parted.
    const quality = await panel(page).getAttribute("data-quality");
    test.info().annotations.push({ type: "daily attempt", description: `points ${points}, happened ${await panel(page).getAttribute("data-happened")}, quality ${quality}` });
    expect(Number.isFinite(Number(quality)), `the page's quality of the throw: ${quality}`).toBe(true);
    await page.getByTestId("board-name").fill("Ana\u0007 of the tests");
    await page.getByTestId("board-send").click();
    await expect(page.getByTestId("board-note")).toContainText("cannot be reached");

    // Back online, after a reload: the unsent attempt is still offered.
    await a.context.unroute("**/game-server/api/**");
    await page.reload();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(page.getByTestId("board-today")).toBeVisible();
    const before = Number(await page.getByTestId("board-today").getAttribute("data-players"));
    await expect(page.getByTestId("board-name")).toHaveValue("Ana of the tests");
    await page.getByTestId("board-send").click();
    await expect(page.getByTestId("board-note")).toContainText(`On the board: ${points.toFixed(2)} of 5, rank`, { timeout: 120_000 });
    await expect(page.getByTestId("board-send")).toHaveCount(0);
    const today = page.getByTestId("board-today");
    await expect(today).toHaveAttribute("data-players", String(before + 1));
    await expect(today).not.toHaveAttribute("data-rank", "");
    await expect(page.getByTestId("board-today-you")).toContainText(`You: rank`);
    await page.getByTestId("board-today").scrollIntoViewIfNeeded();
    await lookAt(page, "/tmp/daily-board-desktop.png");
    expect(a.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e))).toEqual([]);
    await a.context.close();

    // Another browser, a phone: the same board, and the row opened as a replay that checks itself.
    const b = await openDaily(browser, PHONE);
    const row = b.page.getByRole("button", { name: /Watch Ana of the tests's attempt/ });
    await expect(b.page.getByTestId("board-today")).toHaveAttribute("data-players", String(before + 1));
    await expect(b.page.getByTestId("board-today-you")).toContainText("you are not on it");
    await row.scrollIntoViewIfNeeded();
    await lookAt(b.page, "/tmp/daily-board-phone.png");
    await row.click();
    const screen = b.page.getByTestId("replay-screen");
    await expect(screen).toHaveAttribute("data-status", "ended", { timeout: 180_000 });
    await expect(b.page.getByTestId("game-status")).toContainText("landed exactly as recorded");
    await expect(b.page.getByText(`Daily challenge of ${DAY}`)).toBeVisible();
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
