// The dispersion plot in a real browser: a keyboard throw from the aim pad, then "Repeat
// this throw ×10" (each a real physics throw through the session); the plot counts eleven
// stops of the one aim, the last where the physics left the thrown die, with a mean, a 1σ
// ellipse and words on bias and spread; Hide and Clear work. Waits on page state only.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { encodePosition, thrownDieId, type PracticePosition } from "../src/games/rykestra/practice";
import { watchErrors } from "./table-helpers";

const POSITION: PracticePosition = {
  seats: 4,
  thrower: 0,
  reading: "standard",
  board: "standard",
  dice: [{ owner: 1, value: 7, x: -6, z: -9, heading: 180 }],
};
const LINK = `/#/rykestra/practice?seed=11&pace=fast&p=${encodePosition(POSITION)}`;
const plot = (page: Page) => page.getByTestId("dispersion");

async function keyboardThrow(page: Page, n: number) {
  await page.getByTestId("aim-pad").focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("practice-board")).toHaveAttribute("data-mode", "result");
  await expect(plot(page)).toHaveAttribute("data-count", String(n));
  await page.getByTestId("practice-reset").click();
  await expect(page.getByTestId("practice-board")).toHaveAttribute("data-mode", "setup");
}

test("repeating a keyboard throw plots its stops, their mean and spread", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(LINK);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(page.getByTestId("practice-board")).toBeVisible();
  await expect(plot(page)).toHaveAttribute("data-count", "0");
  await expect(page.getByTestId("dispersion-toggle")).toBeDisabled();

  // Aim 10° right, a little harder: the series is this aim's.
  const pad = page.getByTestId("aim-pad");
  await pad.focus();
  for (const key of ["ArrowRight", "ArrowRight", "ArrowUp"]) await page.keyboard.press(key);
  await keyboardThrow(page, 1);
  await expect(page.getByTestId("dispersion-series")).toContainText("Keyboard aim 10° right");

  await page.getByTestId("dispersion-repeat").click();
  await expect(plot(page)).toHaveAttribute("data-repeating", "no");
  await expect(plot(page)).toHaveAttribute("data-count", "11");
  await expect(page.getByTestId("dispersion-words")).toContainText("Spread (1σ)");
  await expect(page.getByTestId("dispersion-words")).toContainText("The mean stops");
  // The last dot is where the physics left the thrown die.
  const last = (await plot(page).getAttribute("data-last"))!.split(",").map(Number);
  const die = await page.evaluate((id) => window.__diceTable!.snapshot().find((d) => d.id === id)!, thrownDieId(POSITION));
  expect(last[0]).toBeCloseTo(die.position[0], 6);
  expect(last[1]).toBeCloseTo(die.position[2], 6);
  const [major, minor] = (await plot(page).getAttribute("data-ellipse"))!.split(",").map(Number);
  expect(major).toBeGreaterThan(0);
  expect(major).toBeGreaterThanOrEqual(minor);

  await page.getByTestId("dispersion-toggle").click();
  await expect(plot(page)).toHaveAttribute("data-shown", "false");
  await page.getByTestId("dispersion-toggle").click();
  await page.getByTestId("dispersion-clear").click();
  await expect(plot(page)).toHaveAttribute("data-count", "0");
  expect(errors).toEqual([]);
});
