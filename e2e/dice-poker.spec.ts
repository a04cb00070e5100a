// Dice Poker end to end: a person's turns driven through the UI (3D dice clicks, a real flick,
// the keyboard list of legal squares), the set-up form, and two computer sides playing on by
// themselves from a save (quick computer turns: real physics, not animated).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { runsOf, type DicePokerState } from "../src/games/dice-poker";
import { saveNearEnd } from "./near-end";
import { pokerGame, pokerProgress } from "./poker-near-end";
import { flickDrag, watchErrors, lookAt } from "./table-helpers";

const SHOTS = process.env.E2E_SHOTS;

const root = (page: Page) => page.getByTestId("dice-poker");
const throwCount = async (page: Page) => Number(await root(page).getAttribute("data-throws"));
const human = async (page: Page) => (await root(page).getAttribute("data-computer")) === "false";

/** Waits until nothing rolls and a person is to act (or the game is over); returns the mode. */
async function ourMove(page: Page): Promise<string> {
  await expect
    .poll(
      async () => {
        const r = root(page);
        if ((await r.getAttribute("data-mode")) === "over") return true;
        return (await r.getAttribute("data-rolling")) === "false" && (await human(page));
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  return (await root(page).getAttribute("data-mode")) ?? "";
}

async function afterThrow(page: Page, before: number) {
  await expect.poll(() => throwCount(page), { timeout: 90_000 }).toBeGreaterThan(before);
  await expect(root(page)).toHaveAttribute("data-rolling", "false", { timeout: 90_000 });
}

test("a person's side re-throws picked dice, stands and places chips on the board and from the keyboard", async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchErrors(page);
  // Quick computer turns: Blue's throws come to rest at once (its physics decides as ever), so
  // the test waits through no computer's roll on software GL; the person's side is the point.
  await page.goto("/#/dice-poker?sides=2&computer=2&quick=1&seed=4");
  await expect(page.getByTestId("game-status")).toHaveText("Red: throw one die for the start");
  // The Faster switch is for games of computers alone.
  await expect(page.getByTestId("faster-toggle")).toHaveCount(0);

  let clickedInTable = false;
  let flicked = false;
  let placed = 0;
  for (let step = 0; step < 80 && placed < 2; step++) {
    const mode = await ourMove(page);
    const before = await throwCount(page);
    if (mode === "throw") {
      await page.getByTestId("throw-for-me").click();
      await afterThrow(page, before);
    } else if (mode === "select") {
      if (!clickedInTable) {
        // Pick die 2 by clicking it on the table.
        const at = await page.evaluate(() => window.__diceTable?.screenPoint("d1") ?? null);
        expect(at).not.toBeNull();
        await page.mouse.click(at!.x, at!.y);
        await expect(page.getByTestId("pick-die-2")).toHaveAttribute("aria-pressed", "true");
        clickedInTable = true;
        await page.getByTestId("pick-die-2").click();
        await expect(page.getByTestId("pick-die-2")).toHaveAttribute("aria-pressed", "false");
      }
      if (!flicked) {
        // Pick two dice from the panel, pick them up, and throw them with a flick of the mouse.
        await page.getByTestId("pick-die-1").click();
        await page.getByTestId("pick-die-4").click();
        await page.getByTestId("pick-up").click();
        await expect(root(page)).toHaveAttribute("data-mode", "throw");
        await lookAt(page, `${SHOTS}/poker-picked-up.png`);
        // The picked-up dice glide into the hand: flick only once die 1 has stopped on screen.
        // Still over three looks in a row: a slow software renderer may skip a frame between two.
        let at: { x: number; y: number } | null = null;
        let stillFor = 0;
        await expect
          .poll(
            async () => {
              const now = await page.evaluate(() => window.__diceTable?.screenPoint("d0") ?? null);
              const still = at !== null && now !== null && Math.hypot(now.x - at.x, now.y - at.y) < 0.5;
              stillFor = still ? stillFor + 1 : 0;
              at = now;
              return stillFor >= 3;
            },
            { timeout: 60_000, intervals: [400] },
          )
          .toBe(true);
        expect(at).not.toBeNull();
        const tableThrowsBefore = await page.evaluate(() => window.__diceTable?.throws ?? 0);
        // Away from the player, up the screen and quickening. A hand can miss the die on a slow
        // software-drawn frame (the table then still says to drag a die): it grabs again, as a
        // player would, from where the die is drawn now.
        for (let grab = 0; grab < 4; grab++) {
          if (grab > 0) at = await page.evaluate(() => window.__diceTable?.screenPoint("d0") ?? null);
          expect(at).not.toBeNull();
          await flickDrag(page, at!, Array.from({ length: 8 }, (_, i) => ({ dx: (i + 1) * 2, dy: -(i + 1) * (i + 1) * 3 })));
          const took = await page.waitForFunction((b) => (window.__diceTable?.throws ?? 0) > b || (window.__diceTable?.inHand.length ?? 0) === 0, tableThrowsBefore, { timeout: 8_000 }).then(() => true, () => false);
          if (took) break;
        }
        await afterThrow(page, before);
        flicked = true;
      } else {
        await page.getByTestId("stand").click();
      }
    } else if (mode === "place") {
      await lookAt(page, `${SHOTS}/poker-place.png`);
      const chipsBefore = Number(await page.getByTestId("chips-left-0").textContent());
      const square = page.getByTestId("legal-square").first();
      if ((await square.count()) === 0) {
        await page.getByTestId("bounce-square").first().click();
        continue;
      }
      const target = Number(await square.getAttribute("data-square"));
      if (placed === 0) {
        // The first chip by clicking its glowing square on the 3D board.
        const at = await page.evaluate((s) => window.__dicePokerBoard?.screenPoint(s) ?? null, target);
        expect(at).not.toBeNull();
        await page.mouse.click(at!.x, at!.y);
      } else {
        // The next from the keyboard list.
        await square.focus();
        await page.keyboard.press("Enter");
      }
      await expect(page.getByTestId("chips-left-0")).toHaveText(String(chipsBefore - 1));
      await expect(page.locator(".event-log__list")).toContainText("Red takes");
      placed++;
    } else if (mode === "over") break;
  }
  expect(clickedInTable).toBe(true);
  expect(flicked).toBe(true);
  expect(placed).toBe(2);
  expect(errors).toEqual([]);
});

test("the set-up form seats three sides with teams and computer players", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/#/dice-poker");
  await page.getByTestId("side-count").selectOption("3");
  await page.getByTestId("team-size").selectOption("2");
  await page.getByLabel("Side 1 player 1 name").fill("Ann");
  await page.getByTestId("computer-1-1").check();
  // The form's quick computer turns: every roll of this table of computers comes to rest at once.
  await page.getByTestId("quick").check();
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("sides")).toContainText("Gold");
  await expect(page.getByTestId("chips-left-2")).toHaveText("35");
  // Every player is a computer now: the roll-off runs by itself, quick as asked.
  await expect(page.getByTestId("faster-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(root(page)).toHaveAttribute("data-phase", "throwing", { timeout: 120_000 });
  await expect(page.getByTestId("game-status")).toContainText(/\((Ann|Red 2|Blue 1|Blue 2|Gold 1|Gold 2)\)/);
  expect(errors).toEqual([]);
});

test("two computer sides play on by themselves from a saved game, the Faster switch a switch throughout", async ({ page }) => {
  // Computers alone, resumed from a save written in Node on the same physics (near-end.ts):
  // the browser's computers throw and place by themselves. Whole games of computers are played
  // headless (server/every-game.test.ts, src/catalog/dice-poker.test.ts); Dice Poker's winner
  // screen is reached in the browser by keyboard-dice-poker.spec.ts and saves-games.spec.ts.
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const stop = (g: DicePokerState) => g.phase === "throwing" && g.throwsMade === 0 && [0, 1].some((i) => runsOf(g, i).length === 1);
  const id = await saveNearEnd(page, "/#/dice-poker?sides=2&computer=all&quick=1&seed=5", (s) => stop(pokerGame(s)), pokerProgress);
  await page.goto(`/#/dice-poker?save=${id}`);
  await expect(page.getByTestId("sides")).toContainText("1 / 2");
  // Computers alone: the Faster switch shows; off and on again it stays a switch.
  const faster = page.getByTestId("faster-toggle");
  if ((await faster.getAttribute("aria-pressed")) === "true") {
    await faster.click();
    await expect(faster).toHaveAttribute("aria-pressed", "false");
  }
  const before = await throwCount(page);
  // At the shown pace the computers' throws roll on screen; then Faster settles them at once.
  await expect.poll(() => throwCount(page), { timeout: 120_000 }).toBeGreaterThan(before);
  await faster.click();
  await expect(faster).toHaveAttribute("aria-pressed", "true");
  const more = await throwCount(page);
  await expect.poll(() => throwCount(page), { timeout: 120_000 }).toBeGreaterThan(more + 1);
  await expect(page.getByTestId("game-status")).not.toHaveText("");
  if (SHOTS) {
    await page.getByRole("button", { name: "Top-down view" }).click();
    await lookAt(page, `${SHOTS}/poker-computers.png`);
  }
  expect(errors).toEqual([]);
});
