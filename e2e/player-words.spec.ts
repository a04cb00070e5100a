// Words for the player, in the browser: a finished game reads grammatically in the second person
// ("You win…") and the third ("Ana wins…") on the home page's history and in the replay's
// header; online, each screen speaks in the second person only to its own seat, names whoever
// else is to act, and "Sit here" says why it waits.
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { finished, putSave } from "./save-helpers";
import { actOnRykestra, watchErrors } from "./table-helpers";

test("finished games read grammatically for You and for a named player, at home and in the replay's header", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/#/");
  const you = finished("gwordsyou", "You", "Bo");
  const ana = finished("gwordsana", "Ana", "You");
  // A save written before the words were mended says "You wins": shown mended.
  const old = finished("gwordsold", "You", "Bo", "You wins with 1250");
  for (const s of [you, ana, old]) await putSave(page, s);
  await page.reload();
  await page.getByText(/Finished games/).click();
  const item = (id: string) => page.locator(`[data-save-id="${id}"]`);
  await expect(item("gwordsyou")).toContainText(/You win with \d+/);
  await expect(item("gwordsana")).toContainText(/Ana wins with \d+/);
  await expect(item("gwordsold")).toContainText("You win with 1250");
  const history = await page.locator(".continue__history").textContent();
  expect(history).not.toMatch(/You wins|Ana win\b|you wins/);
  await item("gwordsold").getByRole("link", { name: /Watch the replay/ }).click();
  await expect(page.locator(".replay__result")).toHaveText("You win with 1250");
  expect(errors).toEqual([]);
});

/** The one thing this Rykestra screen may do now, done; true when it acted. */
async function act(page: Page): Promise<boolean> {
  return actOnRykestra(page, ["beat-skip", "next-round", "throw-sector", "throw-for-me"]);
}

test("online, each screen speaks to its own seat only and names the player whose turn it is", async ({ browser }) => {
  test.setTimeout(300_000);
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  await Promise.all([seed(ca), seed(cb)]);
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  const errors = [a, b].map((p) => watchErrors(p));
  await a.goto("/#/rykestra");
  await a.getByTestId("play-online").click();
  await a.getByTestId("make-table").click();
  await expect(a.getByTestId("online-code")).toHaveText(/^[2-9a-z]{10}$/);
  const code = (await a.getByTestId("online-code").textContent())!;
  // With no name yet, Sit here is disabled and the page says why.
  await expect(a.getByTestId("sit-0")).toBeDisabled();
  await expect(a.getByTestId("online-sit-why")).toHaveText("Type your name to sit at an open seat.");
  await a.getByTestId("online-name").fill("Ann");
  await expect(a.getByTestId("online-sit-why")).toHaveCount(0);
  await a.getByTestId("sit-0").click();
  await b.goto(`/#/online?room=${code}`);
  await b.getByTestId("online-name").fill("Bo");
  await b.getByLabel("Colour").selectOption({ label: "Blue" });
  await b.getByTestId("sit-1").click();
  await a.getByTestId("online-start").click();
  for (const p of [a, b]) await expect(p.getByTestId("rykestra-board")).toBeVisible();

  const me = new Map([[a, "Ann"], [b, "Bo"]]);
  const seen = { other: 0, own: 0 };
  for (let step = 0; step < 200 && (seen.other === 0 || seen.own === 0); step++) {
    for (const p of [a, b]) {
      const status = (await p.getByTestId("game-status").textContent()) ?? "";
      const turn = /^(Ann|Bo)'s turn: /.exec(status);
      if (!turn) continue;
      if (turn[1] === me.get(p)) {
        // This screen's own turn: spoken to, with how to throw.
        expect(status).toMatch(/throw (one of your|your last die|both your dice)/);
        seen.own++;
      } else {
        // Another screen's turn: named, never "your", no Throw for me offered here.
        expect(status).toMatch(new RegExp(`^${turn[1]}'s turn: ${turn[1]} is about to throw \\((1 die|2 dice) in hand\\)\\.$`));
        expect(status).not.toMatch(/\byour?\b|Throw for me/i);
        await expect(p.getByTestId("throw-for-me")).toHaveCount(0);
        seen.other++;
      }
    }
    if (!((await act(a)) || (await act(b)))) await a.waitForTimeout(300);
  }
  expect(seen.other, "a screen showed the other player's turn").toBeGreaterThan(0);
  expect(seen.own, "a screen showed its own player's turn").toBeGreaterThan(0);
  expect(errors.flat()).toEqual([]);
  await ca.close();
  await cb.close();
});
