// Every screen as a newcomer meets it, at a desktop's 1280×800 and a 412×915 touch phone: the
// console stays clean (no warning, no error, on any screen), and every Rules dialog opens at its
// top with its heading focused; Rykestra's first sector throw is explained once, then remembered.
// With SCREENS=1 (npm run screens) each screen is also saved as
// assets/screens/<screen>-<size>.png.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { finished, putSave } from "./save-helpers";

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true },
} as const;
type Size = keyof typeof SIZES;

/** The games' set-up pages: each leads by its Start button to its table. */
const GAMES = ["rykestra", "hodrudda", "five-thousand", "hooligan", "dice-poker"];

const SHOTS = process.env.SCREENS === "1";
if (SHOTS) mkdirSync("assets/screens", { recursive: true });

/** Every console warning and error, and every uncaught exception, on this page. */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning" || m.type() === "error") said.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => said.push(`exception: ${e.message}`));
  return said;
}

async function openAt(browser: Browser, size: Size) {
  // A newcomer's browser asks for no reduced motion: the screens are seen as most players see them.
  const context = await browser.newContext({ ...SIZES[size], reducedMotion: "no-preference" });
  // The tests' low graphics setting, muted; and a newcomer's browser, once per tab (kept over a reload).
  await context.addInitScript(() => {
    localStorage.setItem("dice-table.settings.v1", JSON.stringify({ muted: true, volume: 0.8, quality: "low" }));
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

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`every screen at ${size} size`, () => {
    test("the home page, online, practice and free roll: a clean console", async ({ browser }) => {
      const { page, said, close } = await openAt(browser, size);
      await page.goto("/");
      await expect(page.locator(".game-card").first()).toBeVisible();
      await shot(page, "home", size);
      await page.goto("/#/online");
      await expect(page.getByRole("form", { name: "Join a table" })).toBeVisible();
      await shot(page, "online", size);
      await page.goto("/#/free-roll?seed=3");
      await tableUp(page);
      await shot(page, "free-roll", size);
      await page.goto("/#/rykestra/practice?seed=3");
      await tableUp(page);
      await shot(page, "rykestra-practice", size);
      expect(said, "console warnings and errors").toEqual([]);
      await close();
    });

    test("a finished game's replay: its story beside the table, the checksum only on request", async ({ browser }) => {
      const { page, said, close } = await openAt(browser, size);
      await page.goto("/");
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
      await shot(page, "replay", size);
      await details.locator("summary").click();
      await expect(details.getByText(/pose checksum/)).toBeVisible();
      expect(said, "console warnings and errors").toEqual([]);
      await close();
    });

    for (const game of GAMES) {
      test(`${game}: set-up and table with a clean console, Rules opening at the top`, async ({ browser }) => {
        const { page, said, close } = await openAt(browser, size);
        await page.goto(`/#/${game}?seed=3`);
        await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
        await shot(page, `${game}-setup`, size);
        await rulesOpenAtTop(page);
        await page.getByRole("button", { name: "Start", exact: true }).click();
        await tableUp(page);
        await shot(page, `${game}-table`, size);
        await rulesOpenAtTop(page);
        if (game === "rykestra") await sectorIntroOnce(page);
        expect(said, "console warnings and errors").toEqual([]);
        await close();
      });
    }
  });
}
