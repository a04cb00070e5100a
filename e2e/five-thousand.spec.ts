// Five Thousand in a real browser: a short game (target 300) against a computer, its last turn
// played only through the page — choosing dice on the table and by keyboard, a refused choice,
// set-aside dice moving to the rack, Throw the rest and Bank — to the winner. The roll-off and
// Blue's turn that starts the final round are played in Node on the same physics and resumed
// from that save (near-end.ts); the roll-off is thrown in the browser, with the keyboard's aim,
// by keyboard-five-thousand.spec.ts, and whole games are played headless in
// src/catalog/five-thousand.test.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { FiveThousandTableState } from "../src/games/five-thousand/definition";
import { saveNearEnd } from "./near-end";
import { openTable, watchErrors, lookAt } from "./table-helpers";

const GAME = "/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=300";
/** The rack's row on the wood in front of the tray (z, cm). */
const RACK_Z = 15 + 1.5 + 2.4;

type Moment = "over" | "roll-off" | "start" | "choose";

/** Waits until Ana may act (or the game is over) and says what kind of move is due. */
async function nextMoment(page: Page): Promise<Moment> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector("[data-testid=winner-screen]")) return "over";
      const board = document.querySelector<HTMLElement>("[data-testid=five-thousand-board]");
      if (!board || board.dataset.person !== "true") return null;
      if (document.querySelector("[data-testid=roll-off]")) return "roll-off";
      return board.dataset.thrown === "" ? "start" : "choose";
    },
    null,
    { timeout: 150_000 },
  );
  return (await handle.jsonValue()) as Moment;
}

interface FeltDie {
  readonly index: number;
  readonly value: number;
  readonly id: string;
}

const feltDice = (page: Page): Promise<FeltDie[]> =>
  page.getByTestId("felt-die").evaluateAll((buttons) =>
    buttons.map((b) => ({ index: Number(b.dataset.index), value: Number(b.dataset.value), id: b.dataset.dieId ?? "" })),
  );

/** Every 1 and 5, and three of any face thrown three or more times: always a scoring set. */
function scoringPick(dice: readonly FeltDie[]): FeltDie[] {
  const pick: FeltDie[] = [];
  for (let face = 1; face <= 6; face++) {
    const same = dice.filter((d) => d.value === face);
    if (face === 1 || face === 5) pick.push(...same);
    else if (same.length >= 3) pick.push(...same.slice(0, 3));
  }
  return pick;
}

/** The felt dice button for a die, by its index in the throw. */
const dieButton = (page: Page, index: number) => page.locator(`[data-testid=felt-die][data-index="${index}"]`);

test.describe("Five Thousand", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test("Ana plays a short game against a computer to the winner screen", async ({ page }) => {
    // Ana to start her turn in the final round: Blue has reached the target.
    const lastTurn = (s: { game: unknown }) => {
      const g = s.game as FiveThousandTableState;
      const final = g.log.some((e) => e.type === "final-round");
      return final && g.rollOff === null && g.turn?.player === 0 && g.turn.thrown === null && g.turn.aside.length === 0 && g.turn.banked === 0;
    };
    const id = await saveNearEnd(page, GAME, lastTurn, () => "Final round · Ana to throw");
    await openTable(page, `/#/five-thousand?save=${id}`);
    const board = page.getByTestId("five-thousand-board");
    let threwRest = false;
    let refused = false;
    let clickedOnTable = false;
    let sawHotDice = false;

    for (let step = 0; step < 80; step++) {
      const moment = await nextMoment(page);
      if (moment === "over") break;
      if (moment === "roll-off" || moment === "start") {
        await page.getByTestId("throw-for-me").click();
        continue;
      }

      const dice = await feltDice(page);
      if (dice.length === 0) {
        // Hot dice: all six are in the rack and must be thrown again.
        await expect(page.getByTestId("throw-rest")).toHaveText("Throw all six again");
        await expect(page.getByTestId("bank")).toBeDisabled();
        await page.getByTestId("throw-rest").click();
        sawHotDice = true;
        continue;
      }
      const pick = scoringPick(dice);
      expect(pick.length, `a scoring pick from ${dice.map((d) => d.value).join(" ")}`).toBeGreaterThan(0);

      // Once: a die that cannot score on its own is refused with the engine's reason, and nothing is lost.
      const dead = dice.find((d) => !pick.includes(d));
      if (!refused && dead) {
        await dieButton(page, dead.index).click();
        await expect(page.getByTestId("verdict")).toContainText("don't score");
        await page.getByTestId("set-aside").click();
        await expect(page.getByTestId("refusal")).toContainText("Those dice don't score");
        await dieButton(page, dead.index).click();
        refused = true;
      }

      for (const [k, d] of pick.entries()) {
        // Once: choose a die by clicking it on the 3D table; otherwise by keyboard on its button.
        const point = !clickedOnTable && k === 0 ? await page.evaluate((id) => window.__diceTable?.screenPoint(id) ?? null, d.id) : null;
        if (point) {
          await page.mouse.click(point.x, point.y);
          clickedOnTable = true;
        } else {
          await dieButton(page, d.index).focus();
          await page.keyboard.press("Space");
        }
        await expect(dieButton(page, d.index)).toHaveAttribute("aria-pressed", "true");
      }
      await expect(page.getByTestId("verdict")).toContainText("scores");

      // Once, with dice to spare: set aside, watch the dice go to the rack, and throw the rest.
      if (!threwRest && dice.length > pick.length) {
        await page.getByTestId("set-aside").click();
        await expect(board).toHaveAttribute("data-picked", pick.map((d) => d.index).sort((a, b) => a - b).join(","));
        const racked = await page.evaluate(
          (ids) => window.__diceTable!.snapshot().filter((d) => ids.includes(d.id)).map((d) => d.position[2]),
          pick.map((d) => d.id),
        );
        expect(racked).toHaveLength(pick.length);
        for (const z of racked) expect(z).toBeCloseTo(RACK_Z, 1);
        await lookAt(page, "test-results/five-thousand-rack.png");
        const throwsBefore = await page.evaluate(() => window.__diceTable!.throws);
        await page.getByTestId("throw-rest").click();
        threwRest = true;
        await page.waitForFunction((b) => (window.__diceTable?.throws ?? 0) > b, throwsBefore);
        // The racked dice stay where they are: they are not thrown again.
        const still = await page.evaluate(
          (ids) => window.__diceTable!.snapshot().filter((d) => ids.includes(d.id)).map((d) => d.position[2]),
          pick.map((d) => d.id),
        );
        for (const z of still) expect(z).toBeCloseTo(RACK_Z, 1);
        continue;
      }
      if (pick.length === dice.length && (await page.getByTestId("bank").isDisabled())) {
        // All six chosen from one throw as smaller combinations (1-1-1-1-5-5): hot dice, no bank.
        await expect(page.getByTestId("throw-rest")).toHaveText("Throw all six again");
        await page.getByTestId("throw-rest").click();
        sawHotDice = true;
        continue;
      }
      await page.getByTestId("bank").click();
    }

    await expect(page.getByTestId("winner-screen")).toBeVisible();
    await lookAt(page, "test-results/five-thousand-winner.png");
    expect(threwRest, "threw the rest once").toBe(true);
    expect(refused, "saw a refusal").toBe(true);
    expect(clickedOnTable, "chose a die on the table").toBe(true);
    test.info().annotations.push({ type: "hot dice", description: String(sawHotDice) });
    const scores = await page.getByTestId("score-row").evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.score)));
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(300);
    // The roll-off settled the order: one seat is marked last.
    await expect(page.locator(".badge--last")).toHaveCount(1);
  });
});
