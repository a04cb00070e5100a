// Five Thousand with the keyboard alone, to the winner screen: the roll-off thrown with the
// table's keyboard aim, dice chosen with Space on their buttons, Set aside, Throw the rest and
// Bank with Enter; focus checked after every move and every result said once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openTable, watchErrors, lookAt } from "./table-helpers";
import { aimAndThrow, expectFocusInPanel, expectSaidOnce, keyPress, keyToMatch, recordAnnouncements } from "./keyboard-helpers";

// The shortest game the set-up allows: the first bank of 50 or more starts the final round.
// Quick computer turns: Blue's throws come to rest at once (unseen; where they land is the same).
const GAME = "/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=50&quick=1";

type Moment = "over" | "roll-off" | "start" | "choose";

async function nextMoment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector("[data-testid=winner-screen]")) return "over";
      const board = document.querySelector<HTMLElement>("[data-testid=five-thousand-board]");
      if (!board || board.dataset.person !== "true" || board.dataset.reader !== "idle") return null;
      if (document.querySelector("[data-testid=roll-off]")) return "roll-off";
      return board.dataset.thrown === "" ? "start" : "choose";
    },
    null,
    { timeout: 150_000 },
  );
  return (await handle.jsonValue()) as Moment;
}

/** Every 1 and 5, and three of any other face thrown three or more times (by die index). */
async function scoringPick(page: Page): Promise<number[]> {
  const dice = await page.getByTestId("felt-die").evaluateAll((bs) => bs.map((b) => ({ index: Number(b.dataset.index), value: Number(b.dataset.value) })));
  const pick: number[] = [];
  for (let face = 1; face <= 6; face++) {
    const same = dice.filter((d) => d.value === face).map((d) => d.index);
    if (face === 1 || face === 5) pick.push(...same);
    else if (same.length >= 3) pick.push(...same.slice(0, 3));
  }
  return pick;
}

test("Five Thousand is played to its winner screen with the keyboard alone", async ({ page }) => {
  const errors = watchErrors(page);
  await recordAnnouncements(page);
  await openTable(page, GAME);
  let aimed = false;
  let threwRest = false;
  let banked = 0;

  for (let step = 0; step < 60; step++) {
    const moment = await nextMoment(page);
    if (moment === "over") break;
    if (step > 0) await expectFocusInPanel(page, `move ${step}`);
    if (moment === "roll-off" || moment === "start") {
      if (!aimed) await aimAndThrow(page);
      else await keyPress(page, "throw-for-me");
      aimed = true;
      continue;
    }
    const felt = await page.getByTestId("felt-die").count();
    if (felt === 0) {
      // Hot dice: all six are in the rack and must be thrown again.
      await keyPress(page, "throw-rest");
      continue;
    }
    const pick = await scoringPick(page);
    expect(pick.length, "a scoring pick").toBeGreaterThan(0);
    for (const i of pick) {
      await keyToMatch(page, `[data-testid=felt-die][data-index="${i}"]`);
      await page.keyboard.press("Space");
      await expect(page.locator(`[data-testid=felt-die][data-index="${i}"]`)).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page.getByTestId("verdict")).toContainText("scores");
    if (!threwRest && felt > pick.length) {
      await keyPress(page, "set-aside");
      await expect(page.getByTestId("five-thousand-board")).toHaveAttribute("data-picked", [...pick].sort((a, b) => a - b).join(","));
      await expectFocusInPanel(page, "setting dice aside");
      await keyPress(page, "throw-rest", "Space");
      threwRest = true;
      continue;
    }
    if (await page.getByTestId("bank").isDisabled()) await keyPress(page, "throw-rest");
    else {
      await keyPress(page, "bank");
      banked++;
    }
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  await expect(page.locator("#winner-title")).toBeFocused();
  await lookAt(page, "test-results/keyboard-five-thousand-winner.png");
  expect(aimed && threwRest, "aimed a throw and threw the rest").toBe(true);
  expect(banked).toBeGreaterThan(0);
  await expectSaidOnce(page, "keyboard-five-thousand", ["Ana", "Blue"]);
  expect(errors).toEqual([]);
});
