// Hooligan with the keyboard alone, the last three of seven rounds to the winner screen against
// a quick computer: throws from "Throw for me" and the table's keyboard aim, boxes chosen and
// scored with Enter, and once, playing for the straight, a die kept with Space before picking
// up the rest. The roll-off and the first four rounds are played in Node on the same physics,
// both seats the computer, and resumed from that save at Ana's fifth turn with her Hooligan box
// open (near-end.ts); whole games are played headless in src/catalog/hooligan.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { HooliganState } from "../src/games/hooligan";
import { saveNearEnd } from "./near-end";
import { openTable, watchErrors, lookAt } from "./table-helpers";
import { aimAndThrow, expectFocusInPanel, expectSaidOnce, keyPress, markResumedLines, recordAnnouncements } from "./keyboard-helpers";

// Seed 22: on the physics of save format 3, a game whose round 5 finds Ana with H still open (seed 17 did on format 2).
const GAME = "/#/hooligan?players=Ana,Blue&computer=2&quick=1&seed=22";

/** Waits until the table has moved on from `after`, nothing rolls and Ana is to act (or it is over). */
async function nextMoment(page: Page, after: string): Promise<string> {
  const handle = await page.waitForFunction(
    (prev) => {
      const r = document.querySelector<HTMLElement>("[data-testid=hooligan]");
      if (!r) return null;
      const d = r.dataset;
      const key = `${d.phase}|${d.mode}|${d.round}|${d.throws}|${d.computer}`;
      if (d.mode === "over") return key;
      return key !== prev && d.rolling === "false" && d.computer === "false" ? key : null;
    },
    after,
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as string;
}

/** A loose die's test id whose value, with the dice set aside, can still be one straight. */
const keepable = (page: Page) =>
  page.locator(".turn-dice li").evaluateAll((items) => {
    const read = (li: Element) => Number(/shows (\d)/.exec(li.textContent ?? "")?.[1]);
    const aside = items.filter((li) => li.classList.contains("is-aside")).map(read);
    for (const li of items) {
      const button = li.querySelector<HTMLElement>("[data-testid^=keep-die-]");
      const v = read(li);
      const all = [...aside, v];
      if (button && !aside.includes(v) && !(all.includes(1) && all.includes(6))) return button.dataset.testid!;
    }
    return null;
  });

test("Hooligan is played to its winner screen with the keyboard alone", async ({ page }) => {
  test.setTimeout(360_000);
  const errors = watchErrors(page);
  await recordAnnouncements(page);
  const fifth = (s: { game: unknown }) => {
    const g = s.game as HooliganState;
    return g.phase === "playing" && g.round === 5 && g.turn?.player === 0 && g.turn.throwsMade === 0 && g.turn.chosen === null && g.sheets[0].H === null;
  };
  const id = await saveNearEnd(page, GAME, fifth, (s) => `Round ${(s.game as HooliganState).round} of 7`);
  await openTable(page, `/#/hooligan?save=${id}`);
  await expect(page.getByTestId("hooligan")).toHaveAttribute("data-round", "5");
  // Ana is to throw: nothing moves until she does, so the lines shown now are all the save's.
  await expect(page.getByTestId("game-status")).toHaveText(/^Ana/);
  await expect(page.locator(".event-log__list li").first()).toBeVisible();
  await markResumedLines(page);
  let key = "";
  let aimed = false;
  let kept = false;
  let decisions = 0;

  for (let step = 0; step < 80; step++) {
    key = await nextMoment(page, key);
    const [phase, mode] = key.split("|");
    if (mode === "over") break;
    if (step > 0) await expectFocusInPanel(page, `move ${step} (${phase} ${mode})`);
    if (mode === "decide") {
      decisions++;
      // Once, at the second choice: play for the straight, to keep dice by keyboard; otherwise the first box on offer.
      const straight = page.getByTestId("choose-H");
      const box = !kept && decisions >= 2 && (await straight.count()) > 0 ? "choose-H" : await page.locator('[data-testid^="choose-"]').first().getAttribute("data-testid");
      await keyPress(page, box!);
    } else if (mode === "keep") {
      // Choosing the straight set one die aside already: keep a loose die that still fits a straight.
      const die = await keepable(page);
      if (die) {
        await keyPress(page, die, "Space");
        await expect(page.getByTestId(die)).toHaveAttribute("aria-pressed", "true");
        kept = true;
      }
      await keyPress(page, "pick-up");
    } else if ((await page.getByTestId("score-now").count()) > 0 && !(await page.getByTestId("throw-for-me").count() && phase === "playing" && kept && !aimed)) {
      // A box is chosen: stop and score it as the dice lie (one throw a turn keeps the game short).
      await keyPress(page, "score-now");
    } else if (!aimed && (kept || phase === "rolloff")) {
      await aimAndThrow(page);
      aimed = kept;
    } else {
      await keyPress(page, "throw-for-me", "Space");
    }
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  await expect(page.locator("#winner-title")).toBeFocused();
  await lookAt(page, "test-results/keyboard-hooligan-winner.png");
  expect(kept, "kept a die for the straight").toBe(true);
  expect(aimed, "threw with the keyboard aim").toBe(true);
  await expect(page.locator('[data-testid="score-sheet"] tbody td')).toHaveCount(14);
  await expectSaidOnce(page, "keyboard-hooligan", ["Ana", "Blue"]);
  expect(errors).toEqual([]);
});
