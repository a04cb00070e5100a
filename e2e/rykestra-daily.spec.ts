// The Rykestra daily challenge in a real browser: the day's table is the same in two browser
// contexts before any throw (and #/rykestra/practice/daily opens the day the page's clock is
// in, UTC); one attempt by a mouse flick is graded, kept across a reload, and its share link
// replays in a fresh context and says it landed as recorded; a date that is not a challenge
// day is refused in words with the way to today's. Waits are on page state, never on time; the
// day is named in the address, or the page's clock pinned (Playwright's clock, only where no
// die is flicked), so no test depends on today's date.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { flickDrag, watchErrors, lookAt } from "./table-helpers";

const DAY = "2026-11-30";
/** Late in the evening of DAY, UTC: the page's "today". */
const NOW = new Date(`${DAY}T23:30:00Z`);
const board = (page: Page) => page.getByTestId("daily-board");

const bits = (dice: readonly { id: string; position: readonly number[]; quaternion: readonly number[] }[]) =>
  dice.map((d) => [d.id, ...d.position.map((x) => (Object.is(x, -0) ? "-0" : String(x))), ...d.quaternion.map(String)].join(" "));

const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true };

async function openDaily(browser: Browser, path: string, device: BrowserContextOptions = {}) {
  const context = await browser.newContext(device);
  await seed(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(board(page)).toHaveAttribute("data-day", DAY);
  return { context, page, errors };
}

/** The die in the south seat's hand, drawn beyond the mat's edge and ready to pick up. */
async function dieReady(page: Page, id: string) {
  await page.waitForFunction((d) => {
    const t = window.__diceTable;
    const drawn = t?.drawnAt(d);
    return t !== undefined && t.inHand.includes(d) && t.phase !== "rolling" && drawn != null && drawn[2] > 15 && t.screenPoint(d) !== null;
  }, id);
}

/** One mouse flick up the screen; resolves once the attempt is graded. */
async function flick(page: Page, id: string) {
  await expect(board(page)).toHaveAttribute("data-phase", "aim");
  await dieReady(page, id);
  const before = await page.evaluate(() => window.__diceTable!.throws);
  // A hand can miss the die on a slow software-drawn frame: it grabs again, as a player would.
  for (let grab = 0; grab < 4; grab++) {
    const start = await page.evaluate((d) => window.__diceTable!.screenPoint(d)!, id);
    await flickDrag(page, start, [1, 2, 3, 4].map((i) => ({ dx: 0, dy: -8 * i })));
    if (await page.waitForFunction((b) => window.__diceTable!.throws > b, before, { timeout: 8_000 }).then(() => true, () => false)) break;
  }
  await expect(board(page)).toHaveAttribute("data-phase", "graded", { timeout: 180_000 });
}

test.describe("Rykestra daily challenge", () => {
  test("the same table in two browsers (a desktop and a phone); a flicked attempt graded, kept, and replayed in a fresh browser as recorded", async ({ browser }) => {
    test.setTimeout(480_000);
    const a = await openDaily(browser, `/#/rykestra/practice/daily?date=${DAY}`);
    // The second browser is a touch phone: the same dice wherever the page is drawn.
    const b = await openDaily(browser, `/#/rykestra/practice/daily?date=${DAY}`, PHONE);
    const table = (page: Page) => page.evaluate(() => ({ seed: window.__diceTable!.seed, inHand: window.__diceTable!.inHand, dice: window.__diceTable!.snapshot() }));
    const [ta, tb] = [await table(a.page), await table(b.page)];
    expect(ta.seed).toBe(tb.seed);
    expect(ta.inHand).toEqual(tb.inHand);
    expect(bits(ta.dice)).toEqual(bits(tb.dice));
    expect(ta.dice.length).toBeGreaterThan(0);
    await expect(b.page.getByTestId("game-status")).toContainText("Daily challenge");
    await lookAt(a.page, "/tmp/daily-desktop.png");
    await lookAt(b.page, "/tmp/daily-phone.png");
    await b.context.close();

    const { page } = a;
    await flick(page, ta.inHand[0]);
    await expect(board(page)).toHaveAttribute("data-used", "1");
    await expect(board(page)).toHaveAttribute("data-counted", "true");
    const grade = page.getByTestId("daily-grade");
    // Scored by the flick's quality (re-thrown 64 times in a worker), what happened shown beside it.
    await expect(grade).toContainText(/^\d\.\d of 5 for the flick/);
    await expect(page.getByTestId("daily-happened")).toContainText(/This time: (a pass|not a pass)\./);
    await expect(page.getByTestId("daily-quality")).toContainText(/This flick .* (times? in 100|every time|never in its re-throws|less than once in 100)/);
    await expect(grade).toContainText(/How near the goal, on average: \d+ %/);
    await expect(grade).toContainText("Attempt 1 of 3, kept.");
    await expect(page.getByTestId("daily-hand")).toContainText("cm/s");
    await lookAt(page, "/tmp/daily-graded-desktop.png");
    const points = await board(page).getAttribute("data-points");
    const landed = bits(await page.evaluate(() => window.__diceTable!.snapshot()));
    const link = await page.getByTestId("daily-link").inputValue();
    expect(link).toContain("#/replay?r=");
    console.log(`replay link: ${link.length} characters`);

    // Kept in IndexedDB: after a reload the attempt is counted and listed.
    await page.reload();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(board(page)).toHaveAttribute("data-used", "1");
    await expect(board(page)).toHaveAttribute("data-best", points!);
    await expect(page.getByTestId("daily-attempts")).toContainText(`${Number(points).toFixed(1)} of 5`);
    await page.getByTestId("daily-attempts").scrollIntoViewIfNeeded();
    await lookAt(page, "/tmp/daily-attempts-desktop.png");
    expect(a.errors).toEqual([]);
    await a.context.close();

    // The link in a browser that never saw the challenge: the throw lands exactly as recorded.
    const context = await browser.newContext();
    await seed(context);
    const watcher = await context.newPage();
    const errors = watchErrors(watcher);
    await watcher.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    const screen = watcher.getByTestId("replay-screen");
    await expect(screen).toHaveAttribute("data-status", "ended", { timeout: 180_000 });
    await expect(watcher.getByTestId("game-status")).toContainText("landed exactly as recorded");
    await expect(watcher.getByText(`Daily challenge of ${DAY}, attempt 1 of 3`)).toBeVisible();
    expect(bits(await watcher.evaluate(() => window.__diceTable!.snapshot()))).toEqual(landed);
    await lookAt(watcher, "/tmp/daily-replay.png");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("attempts are kept by date: another day's page and back, a reload and another tab never lose one or count a fourth", async ({ browser }) => {
    test.setTimeout(300_000);
    const { context, page, errors } = await openDaily(browser, `/#/rykestra/practice/daily?date=${DAY}`);
    /** A throw along the aim arrow (the keyboard's throw), graded and kept, or not counted. */
    const throwAimed = async (p: Page, counted: boolean) => {
      await expect(board(p)).toHaveAttribute("data-phase", "aim");
      await p.getByTestId("daily-throw-aimed").click();
      await expect(board(p)).toHaveAttribute("data-counted", String(counted), { timeout: 180_000 });
      await p.getByTestId("daily-next").click();
    };
    const goDay = async (p: Page, link: RegExp, day: string) => {
      await p.getByRole("link", { name: link }).click();
      await expect(board(p)).toHaveAttribute("data-day", day);
    };
    const heading = (p: Page) => p.locator("#daily-throw-heading");
    await expect(board(page)).toHaveAttribute("data-used", "0");
    await throwAimed(page, true);
    await goDay(page, /The day before/, "2026-11-29");
    await expect(board(page)).toHaveAttribute("data-used", "0");
    await goDay(page, /The day after/, DAY);
    await expect(board(page)).toHaveAttribute("data-used", "1");
    await expect(heading(page)).toHaveText("Attempt 2 of 3");
    await expect(page.getByTestId("daily-attempts").locator("li")).toHaveCount(1);
    await page.reload();
    await expect(board(page)).toHaveAttribute("data-day", DAY);
    await expect(heading(page)).toHaveText("Attempt 2 of 3");
    await throwAimed(page, true);
    // The third in another tab of the same browser, while this one still shows two.
    const tab = await context.newPage();
    await tab.goto(`/#/rykestra/practice/daily?date=${DAY}`);
    await expect(board(tab)).toHaveAttribute("data-used", "2");
    await throwAimed(tab, true);
    await expect(board(tab)).toHaveAttribute("data-used", "3");
    await tab.close();
    // Another day and back: three listed, and a fourth throw is graded but not counted.
    await goDay(page, /The day before/, "2026-11-29");
    await goDay(page, /The day after/, DAY);
    await expect(board(page)).toHaveAttribute("data-used", "3");
    await expect(heading(page)).toHaveText("Practice throw, not counted");
    await throwAimed(page, false);
    await expect(page.getByTestId("daily-attempts").locator("li")).toHaveCount(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a date that is not a challenge day is refused in words, with the way to today's", async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.setFixedTime(NOW);
    for (const [date, words] of [
      ["2026-02-30", "There is no 30 February 2026: February 2026 has 28 days."],
      ["someday", "“someday” is not a date."],
      ["2026-12-01", "is not out yet"],
    ] as const) {
      await page.goto(`/#/rykestra/practice/daily?date=${date}`);
      const refused = page.getByTestId("daily-refused");
      await expect(refused).toContainText(words);
      if (date === "2026-02-30") await lookAt(page, "/tmp/daily-refused.png");
    }
    // With no date, the day the page's clock is in (UTC).
    await page.getByRole("link", { name: /Today's challenge/ }).click();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await expect(board(page)).toHaveAttribute("data-day", DAY);
    expect(errors).toEqual([]);
  });
});
