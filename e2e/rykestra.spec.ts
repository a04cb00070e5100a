// Rykestra in a real browser: a three-player game on the standard board, set up at the form,
// its first two rounds played in Node on the same physics (every seat the computer) and the
// last played through the UI from that save (near-end.ts) to the winner screen; and the
// Corellian board to the person's first throw. Whole games are played headless on the real
// physics in src/catalog/rykestra.test.ts and server/every-game.test.ts.
// Seat 1 is the person at the screen (using "Throw for me"); seats 2 and 3 are computers.
// Every wait is on page state (data attributes), never on time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { RykestraTable } from "../src/games/rykestra/definition";
import { saveNearEnd } from "./near-end";
import { watchErrors, lookAt } from "./table-helpers";

const board = (page: Page) => page.getByTestId("rykestra-board");

/** Waits until the game needs the person at the screen (or is over); returns the stage. */
async function nextPrompt(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const b = document.querySelector<HTMLElement>("[data-testid=rykestra-board]");
      const s = b?.dataset.stage;
      if (s === "over" || s === "marker" || s === "resolving") return true;
      if (s === "turn" && b?.dataset.turn === "0") return document.querySelector("[data-testid=throw-for-me]") !== null;
      return s === "sector-ready" && document.querySelector("[data-testid=throw-sector]") !== null;
    },
    null,
    { timeout: 120_000, polling: 200 },
  );
  return (await board(page).getAttribute("data-stage")) ?? "";
}

/**
 * The value the physics read for one die in the person's next throw logged from entry `from` on:
 * the session logs each throw's reading as it settles. (Not the table's settled snapshot: at the
 * fast pace a computer may throw next, and bump this die, before the snapshot is read.)
 */
async function thrownValue(page: Page, id: string, from: number): Promise<number | null> {
  const found = await page.waitForFunction(
    ([die, start]) => {
      const entries = window.__diceSession?.log().entries ?? [];
      for (let i = start; i < entries.length; i++) {
        const e = entries[i];
        if (!e.derived || e.seat !== 0 || e.input.kind !== "move") continue;
        const reading = (e.input.move as { dice?: { id: string; value: number | null }[] }).dice?.find((d) => d.id === die);
        if (reading) return { value: reading.value };
      }
      return null;
    },
    [id, from] as const,
    { timeout: 60_000, polling: 200 },
  );
  return ((await found.jsonValue()) as { value: number | null }).value;
}

/**
 * Plays the game through the UI to the winner screen, or (`firstThrowOnly`) to the person's first
 * throw settled. `lastRound`: the first two rounds are played in Node and the game resumed at
 * the third's start.
 */
async function playGame(page: Page, boardName: "Standard" | "Corellian", shots: string, firstThrowOnly = false, lastRound = false) {
  const setUp = async () => {
    // The fast pace shows each throw at rest at once; where a die lands is the same at every pace.
    await page.goto("/#/rykestra?seed=7&pace=fast");
    await expect(page.getByRole("form", { name: "Rykestra set-up" })).toBeVisible();
    if (boardName === "Corellian") await page.getByText("Corellian", { exact: true }).click();
    await page.getByRole("button", { name: "Start" }).click();
    await expect(board(page)).toHaveAttribute("data-board", boardName.toLowerCase());
  };
  // The third round's start: two rounds scored, its sector dice still to throw.
  const third = (s: { game: unknown }) => {
    const g = (s.game as RykestraTable).game;
    return g.round === 2 && g.phase === "sector-set" && g.sectors === null && g.history.length === 2;
  };
  if (lastRound) {
    const id = await saveNearEnd(page, setUp, third, () => "Round 3 of 3");
    await page.goto(`/#/rykestra?save=${id}`);
    await expect(board(page)).toHaveAttribute("data-board", boardName.toLowerCase());
    // data-round counts from 0.
    await expect(board(page)).toHaveAttribute("data-round", "2");
  } else await setUp();
  await page.getByRole("button", { name: "Top-down view" }).click();

  let myThrows = 0;
  let replays = 0;
  for (let guard = 0; guard < 80; guard++) {
    const stage = await nextPrompt(page);
    if (stage === "over") break;
    if (stage === "sector-ready") {
      await page.getByTestId("throw-sector").click();
    } else if (stage === "marker") {
      await lookAt(page, `/tmp/${shots}-marker.png`);
      await page.locator("[data-testid^=marker-]").first().click();
    } else if (stage === "turn") {
      if (myThrows === 1) {
        await page.getByTestId("zones-toggle").click();
        await lookAt(page, `/tmp/${shots}-zones.png`);
        await page.getByTestId("zones-toggle").click();
      }
      const die = `d10-0-${myThrows % 2}`;
      const before = await page.evaluate(() => window.__diceSession!.log().entries.length);
      await page.getByTestId("throw-for-me").click();
      // The throw settles and the panel tells what happened, in the physics' own numbers.
      const value = await thrownValue(page, die, before);
      expect(value).not.toBeNull();
      await expect(page.locator(".event-log__list")).toContainText(`Your ${value}`);
      myThrows++;
      if (firstThrowOnly) return;
    } else if (stage === "resolving") {
      replays++;
      if (replays === 1) {
        await lookAt(page, `/tmp/${shots}-replay-0.png`);
        // The replay steps on by itself too: Next may give way to the last beat's buttons between
        // seeing it and pressing it, so a press that finds no Next ends the stepping.
        for (let i = 1; i <= 2; i++) {
          const stepped = await page
            .getByTestId("beat-next")
            .click({ timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
          if (!stepped) break;
          await lookAt(page, `/tmp/${shots}-replay-${i}.png`);
        }
      }
      // The replay plays by itself and may reach its last beat (where Skip gives way to Next round)
      // before Skip is pressed: then there is nothing to skip.
      const skip = page.getByTestId("beat-skip");
      if (await skip.isVisible()) await skip.click({ timeout: 5_000 }).catch(() => undefined);
      await expect(page.getByTestId("beat-text")).toContainText(/scores:|No captures/);
      await lookAt(page, `/tmp/${shots}-round-${replays}.png`);
      await page.getByTestId("next-round").click();
    }
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  // Every round played here was replayed, and the person threw both dice in each.
  const rounds = lastRound ? 1 : 3;
  expect(replays).toBe(rounds);
  expect(myThrows).toBeGreaterThanOrEqual(2 * rounds);
  await lookAt(page, `/tmp/${shots}-winner.png`);
  // The winner screen's totals are the scoreboard's, round by round.
  const rows = await page.locator("[data-testid=scoreboard] tbody tr").evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
  );
  for (const cells of rows) {
    const [r1, r2, r3, total] = cells.map(Number);
    expect(r1 + r2 + r3).toBe(total);
  }
}

test.describe("Rykestra", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test("a three-player game on the standard board, resumed for its last round, ends on the winner screen", async ({ page }) => {
    // A round of real throws on software GL takes a minute or more; the test waits on state, not time.
    test.setTimeout(720_000);
    await playGame(page, "Standard", "ryk-standard", false, true);
  });

  // Whole games on the Corellian board are played headless on the real physics (the runtime's
  // Rykestra kit alternates the boards by seed; server/every-game.test.ts; the property tests):
  // here the browser shows the board, its sector throw and hazard marker, and a throw read on it.
  test("the Corellian board: its sector throw, marker and a first throw read in the browser; the rules open with the capture-zone diagram", async ({ page }) => {
    test.setTimeout(300_000);
    await playGame(page, "Corellian", "ryk-corellian", true);
    await expect(board(page)).toHaveAttribute("data-board", "corellian");
    await lookAt(page, "/tmp/ryk-corellian-first-throw.png");

    // At the same table: the rules open with the capture-zone diagram.
    await test.step("the rules open with the capture-zone diagram", async () => {
      await page.getByRole("button", { name: "Rules", exact: true }).first().click();
      const dialog = page.getByRole("dialog", { name: "Rykestra rules" });
      await expect(dialog.locator("figure.ryk-diagram svg")).toBeVisible();
      await expect(dialog).toContainText("The capture zone");
      await dialog.locator("figure.ryk-diagram").scrollIntoViewIfNeeded();
      await lookAt(page, "/tmp/ryk-rules.png");
    });
  });
});
