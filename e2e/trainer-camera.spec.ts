// On a 412 × 915 touch phone held upright, the trainers' camera (DRILL_FRAMING) keeps every die
// of every drill (one again after a reload), of a daily challenge and of the skills test's first
// positions inside the table's canvas as drawn (inside the viewport, not under the view button),
// before a throw and, for the dice still on the mat, after it. One page visits them all by
// changing the address's hash (the app routes by it); drills settle at once (?pace=fast) without
// the coach. Every wait is on page state, never on time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DRILLS } from "../src/games/rykestra/practice/drills";
import { MAT } from "../src/geometry/table-layout";
import { watchErrors } from "./table-helpers";

test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

/**
 * Every die the page draws that must be seen, with where it is drawn when that is outside the
 * canvas's visible rectangle or under its view button: all of them (`all`), or those in hand
 * and lying on the mat. Empty when all are in view.
 */
function diceOutOfView(page: Page, all: boolean) {
  return page.evaluate(
    ({ all, half }) => {
      const t = window.__diceTable!;
      const c = document.querySelector("canvas")!.getBoundingClientRect();
      const tools = document.querySelector(".table-view__tools")!.getBoundingClientRect();
      const left = Math.max(c.left, 0);
      const right = Math.min(c.right, window.innerWidth);
      const top = Math.max(c.top, 0);
      const bottom = Math.min(c.bottom, window.innerHeight);
      const under = (p: { x: number; y: number }) => p.x >= tools.left && p.x <= tools.right && p.y >= tools.top && p.y <= tools.bottom;
      const out: string[] = [];
      for (const id of new Set([...t.inHand, ...t.snapshot().map((d) => d.id)])) {
        const at = t.drawnAt(id);
        const mine = t.inHand.includes(id) || (at !== null && Math.abs(at[0]) <= half && Math.abs(at[2]) <= half);
        if (!all && !mine) continue;
        const p = t.screenPoint(id);
        if (p === null || p.x < left || p.x > right || p.y < top || p.y > bottom || under(p)) out.push(`${id} at ${p ? `${Math.round(p.x)}, ${Math.round(p.y)}` : "nowhere"}`);
      }
      return out;
    },
    { all, half: MAT.size / 2 },
  );
}

/** Goes to `hash` in the page and waits for its table (named `label`) with the thrower's die in hand. */
async function visit(page: Page, hash: string, label: string) {
  await page.evaluate((h) => (location.hash = h), hash);
  await expect(page.getByRole("img", { name: label })).toBeVisible();
  await page.waitForFunction(() => {
    const t = window.__diceTable;
    return t !== undefined && t.phase === "ready" && t.inHand.length > 0 && t.inHand.every((id) => t.screenPoint(id) !== null);
  });
}

/**
 * Checks the dice in view, throws along the arrow (`button`) and, once the dice rest, checks
 * those on the mat; `throws` times (a two-throw drill's second throw starts from where the first
 * left the dice: those on the mat are checked), until `board` says `graded`.
 */
async function throwAndLook(page: Page, where: string, button: string, board: string, graded: string, throws = 1) {
  for (let n = 1; n <= throws; n++) {
    await expect.poll(() => diceOutOfView(page, n === 1), { message: `${where}: before throw ${n}` }).toEqual([]);
    const before = await page.evaluate(() => window.__diceTable!.throws);
    await page.getByTestId(button).click();
    await page.waitForFunction((b) => window.__diceTable!.throws > b && window.__diceTable!.phase === "settled", before);
    await expect.poll(() => diceOutOfView(page, false), { message: `${where}: after throw ${n}` }).toEqual([]);
  }
  await expect(page.getByTestId(board)).toHaveAttribute("data-phase", graded);
}

// Three tests the two workers share (the whole visit took 39 s, last in the run, alone).
test.describe.configure({ mode: "parallel" });

/** The drills from `from` up to `to` (not included), each visited, thrown and looked at. */
async function drills(page: Page, from: number, to: number) {
  const errors = watchErrors(page);
  await page.goto("/#/rykestra/practice/drills");
  await expect(page.getByTestId(`drill-${DRILLS[0].id}`)).toBeVisible();
  for (const drill of DRILLS.slice(from, to)) {
    await visit(page, `#/rykestra/practice/drills?d=${drill.id}&seed=3&pace=fast&coach=off`, `Rykestra drill “${drill.name}”`);
    await throwAndLook(page, drill.id, "drill-throw-aimed", "drill-board", "graded", drill.throws);
  }
  expect(errors, "console errors").toEqual([]);
}

const HALF = Math.ceil(DRILLS.length / 2);

test("every die of the first half of the drills is in view on a phone before a throw, and those on the mat after it", async ({ page }) => {
  await drills(page, 0, HALF);
});

test("every die of the second half of the drills is in view on a phone before a throw, and those on the mat after it", async ({ page }) => {
  await drills(page, HALF, DRILLS.length);
});

test("every die of a knock-off drill after a reload, a daily challenge and the skills test is in view on a phone before a throw, and those on the mat after it", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/#/rykestra/practice/drills");
  await expect(page.getByTestId(`drill-${DRILLS[0].id}`)).toBeVisible();
  await test.step("a knock-off drill after a reload", async () => {
    await visit(page, "#/rykestra/practice/drills?d=fs-edge-corner&seed=3&pace=fast&coach=off", "Rykestra drill “Side knock”");
    await page.reload();
    await page.waitForFunction(() => window.__diceTable?.phase === "ready");
    await expect.poll(() => diceOutOfView(page, true), { message: "fs-edge-corner after a reload" }).toEqual([]);
  });
  await visit(page, "#/rykestra/practice/daily?date=2026-12-03", "Rykestra daily challenge for Thursday 3 December 2026");
  await throwAndLook(page, "the daily of 2026-12-03", "daily-throw-aimed", "daily-board", "graded");
  await visit(page, "#/rykestra/practice/skills?seed=3&pace=fast", "Rykestra skills test, throw 1 of");
  await throwAndLook(page, "the skills test's first throw", "skills-throw-aimed", "skills-board", "scored");
  await page.getByTestId("skills-next").click();
  await expect(page.getByRole("img", { name: "Rykestra skills test, throw 2 of" })).toBeVisible();
  await page.waitForFunction(() => window.__diceTable!.phase === "ready");
  await throwAndLook(page, "the skills test's second throw", "skills-throw-aimed", "skills-board", "scored");
  expect(errors, "console errors").toEqual([]);
});
