// Dice Poker with the keyboard alone, to the winner screen. A whole game in software WebGL takes
// over ten minutes, so the game is first played in Node by computers on the same physics to a
// point near its end and resumed from that save (near-end.ts): Red holds one run and one fair
// throw of five dice would let it complete a second one time in seven or more. From there every
// kind of move is made by keyboard: the throw with the table's keyboard aim, dice picked with
// Space and picked up, Throw for me, Stand, and a chip placed from the list (a Bouncer's chips
// are buttons in the same list; whether one comes up is the dice's say). Red plays as a player
// would near the end: it stands on a hand that completes its second run and puts the chip there.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { DicePokerTable } from "../src/games/dice-poker/definition";
import { watchErrors, lookAt } from "./table-helpers";
import { aimAndThrow, expectFocusInPanel, expectSaidOnce, keyPress, keyToMatch, markResumedLines, recordAnnouncements } from "./keyboard-helpers";
import { saveNearEnd } from "./near-end";
import { handWins, pokerGame, pokerProgress, runsOf, winChance, winningSquares } from "./poker-near-end";

// Seed 16: on the physics of save format 3, a game that comes to this point and ends soon after (seed 2 did on format 2).
const GAME = "/#/dice-poker?sides=2&computer=2&quick=1&seed=16";

/** Red's seat a person, to throw with one run and a fair chance (1 in 7 a throw) that its next hand completes the second. */
const nearEnd = (g: DicePokerTable["game"]) => g.phase === "throwing" && g.current === 0 && g.throwsMade === 0 && runsOf(g, 0).length === 1 && winChance(g, 0) >= 0.14;

const gameOf = (page: Page) => page.evaluate(() => (window.__diceSession!.game() as DicePokerTable).game);

/** Waits until the table has moved on from `after`, nothing rolls and Red is to act (or it is over). */
async function nextMoment(page: Page, after: string): Promise<string> {
  const handle = await page.waitForFunction(
    (prev) => {
      const d = document.querySelector<HTMLElement>("[data-testid=dice-poker]")?.dataset;
      if (!d) return null;
      const key = `${d.phase}|${d.mode}|${d.throws}|${d.computer}`;
      if (d.mode === "over") return key;
      return key !== prev && d.rolling === "false" && d.computer === "false" ? key : null;
    },
    after,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as string;
}

test("Dice Poker is played to its winner screen with the keyboard alone", async ({ page }) => {
  test.setTimeout(480_000);
  const errors = watchErrors(page);
  await recordAnnouncements(page);
  const id = await saveNearEnd(page, GAME, (s) => nearEnd(pokerGame(s)), pokerProgress);
  await page.goto(`/#/dice-poker?save=${id}`);
  await expect(page.getByTestId("dice-poker")).toHaveAttribute("data-phase", "throwing");
  await expect(page.getByTestId("sides")).toContainText("1 / 2");
  // Red is to throw: nothing moves until it does, so the lines shown now are all the save's.
  await expect(page.locator(".event-log__list li").first()).toBeVisible();
  await markResumedLines(page);

  let key = "";
  const made = new Set<string>();
  for (let step = 0; step < 60; step++) {
    key = await nextMoment(page, key);
    const mode = key.split("|")[1];
    if (mode === "over") break;
    if (step > 0) await expectFocusInPanel(page, `move ${step} (${mode})`);
    if (mode === "throw") {
      if (!made.has("aim")) {
        await aimAndThrow(page);
        made.add("aim");
      } else await keyPress(page, "throw-for-me", "Space");
    } else if (mode === "select") {
      if (!made.has("pick-up")) {
        // Throw the first two dice again by hand: pick them with Space, then pick them up.
        for (const n of [1, 2]) {
          await keyToMatch(page, `[data-testid=pick-die-${n}]`);
          await page.keyboard.press("Space");
          await expect(page.getByTestId(`pick-die-${n}`)).toHaveAttribute("aria-pressed", "true");
        }
        await keyPress(page, "pick-up");
        made.add("pick-up");
      } else if (handWins(await gameOf(page), 0)) {
        // These dice complete Red's second run: stand on them.
        await keyPress(page, "stand");
        made.add("stand");
      } else if (!made.has("rethrow")) {
        await keyToMatch(page, "[data-testid=pick-die-5]");
        await page.keyboard.press("Space");
        await keyPress(page, "rethrow-for-me");
        made.add("rethrow");
      } else {
        await keyPress(page, "stand");
        made.add("stand");
      }
    } else if (mode === "place") {
      const square = (await page.getByTestId("legal-square").count()) > 0 ? "legal-square" : (await page.getByTestId("bounce-square").count()) > 0 ? "bounce-square" : null;
      if (square) {
        const chips = await page.getByTestId("chips-left-0").textContent();
        // A square that makes Red's second run, when the list offers one (as a player would take it).
        const wins = winningSquares(await gameOf(page), 0);
        const offered = await page.getByTestId(square).evaluateAll((bs) => bs.map((b) => Number(b.dataset.square)));
        const take = offered.find((sq) => wins.includes(sq));
        if (take !== undefined) await keyToMatch(page, `[data-testid=legal-square][data-square="${take}"]`);
        await keyPress(page, square);
        if (square === "legal-square") await expect(page.getByTestId("chips-left-0")).not.toHaveText(chips!);
        made.add(square);
      }
    }
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  await expect(page.locator("#winner-title")).toBeFocused();
  await lookAt(page, "test-results/keyboard-dice-poker-winner.png");
  test.info().annotations.push({ type: "moves", description: [...made].join(", ") });
  expect(made.has("aim") && made.has("pick-up"), `moves made: ${[...made].join(", ")}`).toBe(true);
  await expectSaidOnce(page, "keyboard-dice-poker", []);
  expect(errors).toEqual([]);
});
