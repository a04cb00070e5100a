// Hodrudda in a real browser: a two-seat game against a computer, played only through the
// page (keyboard aim, Throw for me, Winkee), to the winner screen and into the next game.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { flickDrag, openTable, watchErrors, lookAt } from "./table-helpers";

const GAME = "/#/hodrudda?seed=7&players=Ana,Blue&computers=2";
/**
 * Ana stands from here once she has thrown by keyboard and by hand (a shorter game than standing
 * on 17: fewer throws of hers, and fewer for the computer to beat her); the computer plays its
 * own policy.
 */
const STAND_ON = 9;

/** Waits until the page offers Ana something to do, or the game is over; says which. */
async function nextChoice(page: Page): Promise<"over" | "throw" | "winkee"> {
  const handle = await page.waitForFunction(
    () => {
      const board = document.querySelector<HTMLElement>("[data-testid=hodrudda-board]");
      if (document.querySelector("[data-testid=winner-screen]")) return "over";
      if (!board || board.dataset.reader !== "idle") return null;
      const mayThrow = document.querySelector("[data-testid=throw-for-me]") !== null;
      // Winkee is Ana's choice only while her answer holds the game up: let it ride, or throw.
      const mayRide = document.querySelector("[data-testid=let-it-ride]") !== null;
      if (document.querySelector("[data-testid=winkee]") && (mayRide || mayThrow)) return "winkee";
      return mayThrow ? "throw" : null;
    },
    null,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as "over" | "throw" | "winkee";
}

const anasTotal = async (page: Page) => Number(await page.getByTestId("score-row").first().getAttribute("data-total"));

/** The last throw the page shows is what the physics left face up on the two spike dice. */
async function expectThrowReadFromDice(page: Page) {
  const settled = await page.evaluate(() => (window.__diceTable?.settled ?? []).filter((d) => d.kind === "spike").map((d) => d.value ?? 0));
  expect(settled).toHaveLength(2);
  const shown = Number(await page.getByTestId("last-throw").getAttribute("data-sum"));
  expect(shown).toBe(settled[0] + settled[1]);
}

test.describe("Hodrudda", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test("Ana plays a computer to the winner screen, then starts the next game with the chips kept", async ({ page }) => {
    await openTable(page, GAME);
    await expect(page.getByTestId("game-status")).toHaveText("Ana to throw the spike dice");
    await expect(page.getByTestId("pot")).toHaveText("2");

    // The first throw by keyboard: focus the aim pad, turn a little, throw with Space.
    const pad = page.getByTestId("aim-pad");
    await pad.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");

    let throws = 0;
    let flicked = false;
    for (let step = 0; step < 60; step++) {
      const choice = await nextChoice(page);
      if (choice === "over") break;
      if (choice === "winkee") {
        await expectThrowReadFromDice(page);
        throws++;
        if (flicked && (await anasTotal(page)) >= STAND_ON) {
          await page.getByTestId("winkee").click();
          continue;
        }
        const ride = page.getByTestId("let-it-ride");
        if (await ride.isVisible()) {
          await ride.click();
          continue;
        }
      }
      if (!flicked) {
        // Ana's second throw by hand: drag a spike die off the felt and let go while moving.
        // Picking one die up gathers the other, and both are thrown.
        const start = await page.evaluate(() => window.__diceTable!.screenPoint("d0"));
        expect(start).not.toBeNull();
        const before = await page.evaluate(() => window.__diceTable!.throws);
        await flickDrag(page, start!, Array.from({ length: 8 }, (_, i) => ({ dx: (i + 1) * 2, dy: -(i + 1) * (i + 1) * 3 })));
        await page.waitForFunction((b) => window.__diceTable!.throws > b, before);
        expect(await page.evaluate(() => window.__diceTable!.inHand.length)).toBe(0);
        flicked = true;
        continue;
      }
      await page.getByTestId("throw-for-me").click();
    }
    expect(throws).toBeGreaterThan(0);
    expect(flicked).toBe(true);

    const winner = page.getByTestId("winner-screen");
    await expect(winner).toBeVisible();
    await lookAt(page, "test-results/hodrudda-winner.png");
    const outcome = await page.getByTestId("hodrudda-board").getAttribute("data-outcome");
    expect(["exact", "highest", "all-bust"]).toContain(outcome);
    const chips = await page.getByTestId("score-row").evaluateAll((rows) => rows.map((r) => r.querySelector("td:last-child")?.textContent));
    const carried = outcome === "all-bust" ? 2 : 0;

    await page.getByRole("button", { name: "Next game" }).click();
    const board = page.getByTestId("hodrudda-board");
    await expect(board).toHaveAttribute("data-game", "2");
    await expect(page.getByTestId("pot")).toHaveText(String(carried + 2));
    // Chips carry over: everyone paid one more ante.
    const after = await page.getByTestId("score-row").evaluateAll((rows) => rows.map((r) => r.querySelector("td:last-child")?.textContent));
    const num = (s: string | null | undefined) => Number((s ?? "").replace("−", "-").replace("+", ""));
    expect(after.map(num)).toEqual(chips.map((c) => num(c) - 1));
    // Blue throws first in game two: read from the game itself (Blue, a computer, may have
    // thrown and passed the turn on before any status line could be read).
    const second = await page.evaluate(() => window.__diceSession!.game() as { game: number; first: number; players: { name: string }[] });
    expect([second.game, second.players[second.first].name]).toEqual([2, "Blue"]);
  });
});
