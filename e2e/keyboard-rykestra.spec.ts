// Rykestra with the keyboard alone, three rounds to the winner screen against two computers at
// the fast pace: the sector dice and the Kinzo marker, a D10 aimed and thrown with the table's
// keyboard aim (and Throw for me), the capture replay stepped with N and skipped, Next round.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openTable, watchErrors, lookAt } from "./table-helpers";
import { aimAndThrow, expectFocusInPanel, expectSaidOnce, keyPress, keyToMatch, recordAnnouncements } from "./keyboard-helpers";

const GAME = "/#/rykestra?seed=7&pace=fast&players=Ana,Ben,Cy&computers=2:easy,3:easy";

type Action = "over" | "next-round" | "beat-skip" | "marker" | "throw-sector" | "throw-for-me";

/** Waits until the table has moved on from `after` and Ana has something to do (or it is over). */
async function nextMoment(page: Page, after: string): Promise<{ key: string; action: Action }> {
  const handle = await page.waitForFunction(
    (prev) => {
      const d = document.querySelector<HTMLElement>("[data-testid=rykestra-board]")?.dataset;
      if (!d) return null;
      const key = `${d.stage}|${d.round}|${d.turn}|${d.beat}|${window.__diceTable?.throws ?? 0}`;
      const has = (sel: string) => document.querySelector(sel) !== null;
      if (has("[data-testid=winner-screen]")) return { key, action: "over" };
      if (key === prev) return null;
      for (const a of ["next-round", "beat-skip", "throw-sector", "throw-for-me"]) if (has(`[data-testid=${a}]`)) return { key, action: a };
      return has("[data-testid^=marker-]") ? { key, action: "marker" } : null;
    },
    after,
    { timeout: 180_000, polling: 250 },
  );
  return (await handle.jsonValue()) as { key: string; action: Action };
}

test("Rykestra is played to its winner screen with the keyboard alone", async ({ page }) => {
  test.setTimeout(420_000);
  const errors = watchErrors(page);
  await recordAnnouncements(page);
  await openTable(page, GAME);
  let key = "";
  const made = new Set<string>();
  for (let step = 0; step < 80; step++) {
    const next = await nextMoment(page, key);
    key = next.key;
    if (next.action === "over") break;
    if (step > 0) await expectFocusInPanel(page, `move ${step} (${next.action})`);
    if (next.action === "marker") await keyToMatch(page, "[data-testid^=marker-]").then(() => page.keyboard.press("Enter"));
    else if (next.action === "throw-for-me" && !made.has("aim")) await aimAndThrow(page);
    else if (next.action === "beat-skip" && !made.has("step")) {
      // The first replay: one beat stepped with the page's N key, the rest skipped.
      const beat = key.split("|")[3];
      await page.keyboard.press("n");
      await expect(page.getByTestId("rykestra-board")).not.toHaveAttribute("data-beat", beat);
      made.add("step");
      continue;
    } else await keyPress(page, next.action);
    made.add(next.action === "throw-for-me" && !made.has("aim") ? "aim" : next.action);
  }
  await expect(page.getByTestId("winner-screen")).toBeVisible();
  await expect(page.locator("#winner-title")).toBeFocused();
  await lookAt(page, "test-results/keyboard-rykestra-winner.png");
  test.info().annotations.push({ type: "moves", description: [...made].join(", ") });
  for (const m of ["aim", "throw-for-me", "next-round", "step"]) expect(made.has(m), `moves made: ${[...made].join(", ")}`).toBe(true);
  await expectSaidOnce(page, "keyboard-rykestra", ["Ana", "Ben", "Cy"]);
  expect(errors).toEqual([]);
});
