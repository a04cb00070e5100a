// Reading the dice on Rykestra's mat, at a desktop's 1280×800 and a 412×915 touch phone: once a
// thrown D10 comes to rest on the mat, its drawn size at the default view is measured and
// reported (the physics' own position projected through the camera; at least 28 px on the
// desktop), and the close-up over
// the table shows that die at 48 px or more, with the number the game read.
import type { Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { D10_DIAMETER, MAT } from "../src/geometry/table-layout";
import { actOnRykestra, watchErrors } from "./table-helpers";

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true },
} as const;

/** Drawn width (CSS px) of every D10 lying on the mat at the camera's current view. */
function matDiceSizes(page: Page) {
  return page.evaluate(
    ({ size, half }) => {
      const t = window.__diceTable!;
      const sizes: number[] = [];
      for (const d of t.snapshot()) {
        if (d.kind !== "d10") continue;
        const p = t.drawnAt(d.id);
        if (!p || Math.abs(p[0]) > half || Math.abs(p[2]) > half) continue;
        const a = t.project(p[0] - size / 2, p[1], p[2]);
        const b = t.project(p[0] + size / 2, p[1], p[2]);
        if (a && b) sizes.push(Math.hypot(a.x - b.x, a.y - b.y));
      }
      return sizes;
    },
    { size: D10_DIAMETER, half: MAT.size / 2 },
  );
}

/** Does this screen's one thing to do now; true when it acted. */
async function act(page: Page): Promise<boolean> {
  return actOnRykestra(page, ["throw-sector", "throw-for-me"]);
}

for (const [size, options] of Object.entries(SIZES)) {
  test(`a die at rest on the mat is readable at ${size} size: its drawn size reported, its close-up at 48 px or more`, async ({ browser }) => {
    const context = await browser.newContext(options);
    await seed(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Three people at one screen: nothing moves but what this test does, so the close-up of
    // the last throw stays until the next throw (a computer's throw would replace it at any time).
    await page.goto("/#/rykestra?seed=3&players=Ana,Ben,Cy");
    await page.waitForFunction(() => window.__diceTable !== undefined);
    await page.getByTestId("faster-toggle").click();
    const closeUp = page.getByTestId("landed-closeup");
    for (let step = 0; step < 60 && (await closeUp.count()) === 0; step++) {
      if (!(await act(page))) await page.waitForTimeout(300);
    }
    await expect(closeUp).toBeVisible();
    const onMat = await matDiceSizes(page);
    expect(onMat.length).toBeGreaterThan(0);
    const drawn = await closeUp.locator("svg").first().boundingBox();
    const shown = Math.min(drawn!.width, drawn!.height);
    test.info().annotations.push({ type: "dice size", description: `${size}: on the mat ${onMat.map((s) => s.toFixed(1)).join(", ")} px; close-up ${shown.toFixed(0)} px` });
    console.log(`[read the dice] ${size}: D10 on the mat ${onMat.map((s) => s.toFixed(1)).join(", ")} px at the default view; close-up ${shown.toFixed(0)} px`);
    expect(shown).toBeGreaterThanOrEqual(48);
    // A desktop's default view frames the mat's dice at 28 px or more (a phone relies on the close-up).
    if (size === "desktop") expect(Math.min(...onMat)).toBeGreaterThanOrEqual(28);
    // The close-up names the number the game read for the thrown die.
    const read = await page.evaluate(() => {
      const s = window.__diceSession!.game() as { game: { lastThrow: { thrown: string[] }; dice: { id: string; onMat: { value: number } | null }[] } };
      return s.game.lastThrow.thrown.map((id) => s.game.dice.find((d) => d.id === id)?.onMat?.value).filter((v) => v !== undefined);
    });
    await expect(closeUp.locator("figcaption")).toContainText(read.join(", "));
    expect(errors).toEqual([]);
    await context.close();
  });
}
