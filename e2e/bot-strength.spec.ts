// The set-up offers a strength for each computer seat, and a link can name it.
import { expect, test } from "./fixtures";
import { lookAt } from "./table-helpers";

test("a computer seat in the Hodrudda set-up offers Easy, Good and Strong, Good first; a person's seat offers none; the Dice Poker set-up offers a strength for each computer player", async ({ page }) => {
  await page.goto("/#/hodrudda");
  const form = page.getByRole("form", { name: "Hodrudda set-up" });
  await expect(form).toBeVisible();
  const strength = form.getByLabel("Seat 2 strength");
  await expect(strength).toHaveValue("good");
  await expect(strength.locator("option")).toHaveText(["Easy", "Good", "Strong"]);
  await strength.selectOption("strong");
  await expect(strength).toHaveValue("strong");
  await expect(form.getByLabel("Seat 1 strength")).toHaveCount(0);
  await lookAt(page, "test-results/hodrudda-setup-strength.png");
  await form.getByLabel("Seat 2 name").fill("Blue");
  await form.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("hodrudda-board")).toBeVisible();

  // The same page on to Dice Poker's set-up (the app stays loaded).
  await test.step("the Dice Poker set-up offers a strength for each computer player", async () => {
    await page.goto("/#/dice-poker");
    await expect(page.getByTestId("strength-2-1")).toHaveValue("good");
    await page.getByTestId("computer-2-1").uncheck();
    await expect(page.getByTestId("strength-2-1")).toHaveCount(0);
  });
});
