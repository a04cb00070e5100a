// Every screen as a newcomer meets it, at a desktop's 1280×800 and a 412×915 touch phone: the
// console stays clean (no warning, no error, on any screen), and every Rules dialog opens at its
// top with its heading focused; Rykestra's first sector throw is explained once, then remembered.
// With SCREENS=1 (npm run screens) each screen is also saved as
// assets/screens/<screen>-<size>.png.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mkdirSync } from "node:fs";
import { screenshotOfTable } from "./drawn-table";
import { finished, putSave } from "./save-helpers";
import { CATALOG } from "../src/catalog";

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true },
} as const;
type Size = keyof typeof SIZES;

/** The games' set-up pages of players (the games played online too): each leads by its Start button to its table. */
const GAMES = CATALOG.filter((m) => m.online).map((m) => m.route.slice(1));

const SHOTS = process.env.SCREENS === "1";
if (SHOTS) mkdirSync("assets/screens", { recursive: true });

/**
 * The test browser composites the page in software (playwright.config.ts), so Chromium reads
 * each WebGL frame back to the CPU and its GL driver says so: the harness's doing, not the app's.
 */
const HARNESS_READBACK = /^GL Driver Message \(OpenGL, Performance, GL_CLOSE_PATH_NV, High\): GPU stall due to ReadPixels( \(this message will no longer repeat\))?$/;

/** Every console warning and error, and every uncaught exception, on this page. */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on("console", (m) => {
    const text = m.text().replace(/^\[\.WebGL-0x[0-9a-f]+\]/, "");
    if (m.type() === "warning" && HARNESS_READBACK.test(text)) return;
    if (m.type() === "warning" || m.type() === "error") said.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => said.push(`exception: ${e.message}`));
  return said;
}

async function openAt(browser: Browser, size: Size) {
  // A newcomer's browser asks for no reduced motion and runs the app's service worker (kept out
  // of the other specs): the screens are seen as most players see them.
  const context = await browser.newContext({ ...SIZES[size], reducedMotion: "no-preference", serviceWorkers: "allow" });
  // The tests' low graphics setting and fastest dice speed (the replay's throws land in a quarter
  // of the frames; nothing else here rolls), muted; and a newcomer's browser, once per tab (kept
  // over a reload).
  await context.addInitScript(() => {
    localStorage.setItem("dice-table.settings.v1", JSON.stringify({ muted: true, volume: 0.8, quality: "low", speed: "fastest" }));
    if (!sessionStorage.getItem("newcomer")) {
      localStorage.removeItem("dice-table.rykestra-sector-intro.v1");
      sessionStorage.setItem("newcomer", "1");
    }
  });
  const page = await context.newPage();
  return { page, said: watchConsole(page), close: () => context.close() };
}

/** The table drawn and running: the hook is there and the canvas has drawn a few frames. */
async function tableUp(page: Page) {
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(page.locator("canvas").first()).toBeVisible();
  // A few animation frames, so per-frame warnings (a deprecated clock, a shader) have their chance.
  await page.evaluate(() => new Promise<void>((done) => { let n = 0; const f = () => (++n >= 8 ? done() : requestAnimationFrame(f)); requestAnimationFrame(f); }));
}

async function shot(page: Page, name: string, size: Size) {
  if (SHOTS) await page.screenshot({ path: `assets/screens/${name}-${size}.png` });
}

/** A screen with a table: saved once the table is drawn, never the blank canvas before its first frame. */
async function shotOfTable(page: Page, name: string, size: Size) {
  if (SHOTS) await screenshotOfTable(page, `assets/screens/${name}-${size}.png`, `${name} at ${size} size`);
}

/**
 * Leaves the screen for the home page, in the same tab, and waits until its table (if any) is
 * taken down: the next screen's table is never mistaken for this one's, and anything said while
 * this screen closes is counted against it.
 */
async function leave(page: Page) {
  await page.goto("/#/");
  await page.waitForFunction(() => window.__diceTable === undefined);
  await expect(page.locator(".game-card").first()).toBeVisible();
}

/** Opens Rules: the dialog must stand at its top, its heading focused; then back to the table. */
async function rulesOpenAtTop(page: Page) {
  await page.getByRole("button", { name: "Rules", exact: true }).first().click();
  const dialog = page.locator("dialog.rules-dialog[open]");
  await expect(dialog).toBeVisible();
  const heading = dialog.getByRole("heading", { level: 2 }).first();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(/how to play/);
  expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
  // The dialog does scroll (its foot is below the fold), so "at the top" is a real claim.
  expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
  await dialog.getByRole("button", { name: "Back to the table" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Rykestra's first sector throw is explained once: the card shows, Got it puts it away for good. */
async function sectorIntroOnce(page: Page) {
  const intro = page.getByTestId("sector-intro");
  await expect(intro).toBeVisible();
  await expect(intro).toContainText(/cube’s colour.*Kinzo die’s number/s);
  await expect(intro.getByRole("img")).toBeVisible();
  await intro.getByTestId("sector-intro-ok").click();
  await expect(intro).toHaveCount(0);
  await page.reload();
  await tableUp(page);
  await expect(page.getByTestId("rykestra-board")).toHaveAttribute("data-stage", "sector-ready");
  await expect(intro).toHaveCount(0);
}

// One tab per size, as a newcomer would go from screen to screen: each screen is opened by its
// link (a hash navigation, the app already loaded) and left for the home page before the next.
// A failure names the screen and the size (its step, and the message of every console check).
for (const size of Object.keys(SIZES) as Size[]) {
  test(`every screen at ${size} size: a clean console on each; the replay tells its story; each game's set-up and table open Rules at the top`, async ({ browser }) => {
    // Some twenty screens one after another: on a loaded machine the walk outlasts the default bound.
    test.setTimeout(480_000);
    const { page, said, close } = await openAt(browser, size);
    const quiet = (screen: string) => expect(said, `${screen} at ${size} size: console warnings and errors`).toEqual([]);

    await test.step(`the home page, online, free roll and practice at ${size} size: a clean console`, async () => {
      await page.goto("/");
      await expect(page.locator(".game-card").first()).toBeVisible();
      await shot(page, "home", size);
      quiet("the home page");
      await page.goto("/#/online");
      await expect(page.getByRole("form", { name: "Join a table" })).toBeVisible();
      await shot(page, "online", size);
      await leave(page);
      quiet("online");
      await page.goto("/#/free-roll?seed=3");
      await tableUp(page);
      await shotOfTable(page, "free-roll", size);
      await leave(page);
      quiet("free roll");
      await page.goto("/#/rykestra/practice?seed=3");
      await tableUp(page);
      await shotOfTable(page, "rykestra-practice", size);
      await leave(page);
      quiet("Rykestra practice");
    });

    for (const game of GAMES) {
      await test.step(`${game} at ${size} size: set-up and table with a clean console, Rules opening at the top`, async () => {
        await page.goto(`/#/${game}?seed=3`);
        await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
        await shot(page, `${game}-setup`, size);
        await rulesOpenAtTop(page);
        await page.getByRole("button", { name: "Start", exact: true }).click();
        await tableUp(page);
        await shotOfTable(page, `${game}-table`, size);
        await rulesOpenAtTop(page);
        if (game === "rykestra") await sectorIntroOnce(page);
        await leave(page);
        quiet(game);
      });
    }
    // Last: its saved game is in this tab's store, where no set-up above could meet it.
    await test.step(`a finished game's replay at ${size} size: its story beside the table, the checksum only on request`, async () => {
      await putSave(page, finished("gscreens", "You", "Ana"));
      await page.goto("/#/replay?save=gscreens");
      const screen = page.getByTestId("replay-screen");
      await expect(screen).toHaveAttribute("data-status", /paused|playing|ready|ended/);
      await tableUp(page);
      // The replay may start by itself; Play only when it waits.
      if ((await screen.getAttribute("data-status")) !== "playing") await page.getByTestId("replay-play").click();
      await expect(page.getByTestId("replay-story")).toContainText(/threw \d\+\d/, { timeout: 120_000 });
      await expect(page.getByTestId("replay-standing")).toHaveText(/^You \d+ · Ana \d+$|^Ana \d+ · You \d+$/);
      const details = page.getByTestId("replay-check");
      await expect(details).toBeVisible();
      await expect(details.getByText(/pose checksum/)).toBeHidden();
      await shotOfTable(page, "replay", size);
      await details.locator("summary").click();
      await expect(details.getByText(/pose checksum/)).toBeVisible();
      await leave(page);
      quiet("the replay");
    });

    await close();
  });
}
