// Hodrudda with the keyboard alone: Tab to the panel, Enter to act, the focus kept on the next
// action after every move, and every result and turn change said once in a live region.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openTable, watchErrors, lookAt } from "./table-helpers";
import { activeTestId, expectSaidOnce, keyTo, recordAnnouncements } from "./keyboard-helpers";

// Quick computer turns: Blue's throws come to rest at once (unseen; where they land is the same).
const GAME = "/#/hodrudda?seed=11&players=Ana,Blue&computers=2&quick=1";
const STAND_ON = 16;

async function nextChoice(page: Page): Promise<"over" | "throw" | "winkee"> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector("[data-testid=winner-screen]")) return "over";
      const board = document.querySelector<HTMLElement>("[data-testid=hodrudda-board]");
      if (!board || board.dataset.reader !== "idle") return null;
      const mayThrow = document.querySelector("[data-testid=throw-for-me]") !== null;
      const mayRide = document.querySelector("[data-testid=let-it-ride]") !== null;
      if (document.querySelector("[data-testid=winkee]") && (mayRide || mayThrow)) return "winkee";
      return mayThrow ? "throw" : null;
    },
    null,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as "over" | "throw" | "winkee";
}

test("Hodrudda is played to its winner screen with the keyboard alone", async ({ page }) => {
  const errors = watchErrors(page);
  await recordAnnouncements(page);
  await openTable(page, GAME);

  // From the top of the page, Tab reaches the panel's throw.
  await keyTo(page, "throw-for-me", 40);
  await page.keyboard.press("Enter");

  let moves = 1;
  for (let step = 0; step < 80; step++) {
    const choice = await nextChoice(page);
    if (choice === "over") break;
    // Focus was kept on an action of the panel, never dropped to <body>.
    expect(await activeTestId(page), "focus after a move").not.toBe("<body>");
    const total = Number(await page.getByTestId("score-row").first().getAttribute("data-total"));
    if (choice === "winkee" && total >= STAND_ON) await keyTo(page, "winkee");
    else if (choice === "winkee" && (await page.getByTestId("let-it-ride").count()) > 0) await keyTo(page, "let-it-ride");
    else await keyTo(page, "throw-for-me");
    await page.keyboard.press(moves % 2 ? "Space" : "Enter");
    moves++;
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  await expect(page.locator("#winner-title")).toBeFocused();
  await lookAt(page, "test-results/keyboard-hodrudda-winner.png");

  await expectSaidOnce(page, "keyboard-hodrudda", ["Ana", "Blue"]);
  expect(errors).toEqual([]);
});
