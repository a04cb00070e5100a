// Rykestra practice in a real browser: a set-up opened from a share link lies exactly as
// encoded (read back from the physics through window.__diceTable), its zones show, one throw
// is read at once, Reset puts every die back, the keyboard sets a die up, and a malformed
// link says so and leaves an empty mat. Every wait is on page state, never on time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { d10Kite } from "../src/geometry/d10-kite";
import { encodePosition, practiceDieIds, toHeading, type PracticePosition } from "../src/games/rykestra/practice";
import { flickDrag, watchErrors, lookAt } from "./table-helpers";

const POSITION: PracticePosition = {
  seats: 4,
  thrower: 0,
  reading: "standard",
  board: "standard",
  dice: [
    { owner: 1, value: 7, x: 0, z: -5.5, heading: 180 },
    { owner: 2, value: 3, x: 4.2, z: 1.5, heading: 250 },
    { owner: 3, value: 0, x: -5, z: 2.4, heading: 300 },
    { owner: 1, value: 2, x: 2.5, z: -10.1, heading: 45 },
    { owner: 0, value: 9, x: -9.3, z: -8.8, heading: 135 },
  ],
};
const IDS = practiceDieIds(POSITION);
const LINK = `/#/rykestra/practice?seed=5&p=${encodePosition(POSITION)}`;

const board = (page: Page) => page.getByTestId("practice-board");

async function openPractice(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(page.locator("canvas")).toBeVisible();
  await expect(board(page)).toBeVisible();
}

/** Every set-up die as the physics has it now: its face, centre and kite heading. */
async function expectPlacedAsEncoded(page: Page, position: PracticePosition) {
  const snapshot = await page.evaluate(() => window.__diceTable!.snapshot());
  const ids = practiceDieIds(position);
  expect(snapshot.map((d) => d.id).sort()).toEqual([...ids].sort());
  position.dice.forEach((die, i) => {
    const s = snapshot.find((d) => d.id === ids[i])!;
    expect(s.value, `${ids[i]} face`).toBe(die.value);
    expect(s.cocked, `${ids[i]} cocked`).toBe(false);
    expect(s.offMat, `${ids[i]} off the mat`).toBe(false);
    expect(s.position[0], `${ids[i]} x`).toBeCloseTo(die.x, 9);
    expect(s.position[2], `${ids[i]} z`).toBeCloseTo(die.z, 9);
    const heading = toHeading((d10Kite(s.position, s.quaternion).heading * 180) / Math.PI);
    expect(heading, `${ids[i]} heading`).toBe(die.heading);
  });
}

test.describe("Rykestra practice", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  // One page on the link's position for what follows on it (each step leaves the mat reset to the
  // link's set-up, or as the next step needs it): the table is loaded once, not four times.
  test("a shared link's position: a flick of the thrower's die is read like any throw; Reset puts every die back exactly as encoded, its zones drawn; Throw for me is read at once; a die dragged with the mouse moves, and its knob turns it", async ({ page }) => {
    await openPractice(page, LINK);
    await test.step("a flick of the thrower's die is read like any throw", async () => {
      const thrownId = "d10-0-1";
      await page.waitForFunction((id) => window.__diceTable?.screenPoint(id) ?? null, thrownId);
      const start = await page.evaluate((id) => window.__diceTable!.screenPoint(id)!, thrownId);
      // Up the screen (away from the south seat), quickening.
      await flickDrag(page, start, [
        { dx: 0, dy: -6 },
        { dx: 1, dy: -16 },
        { dx: 2, dy: -32 },
        { dx: 3, dy: -54 },
      ]);
      await expect(board(page)).toHaveAttribute("data-mode", "result", { timeout: 120_000 });
      await expect(page.getByTestId("practice-outcome")).toHaveAttribute("data-attempt", "1");
      const value = await page.evaluate((id) => window.__diceTable!.snapshot().find((d) => d.id === id)?.value, thrownId);
      await expect(page.getByTestId("practice-outcome")).toHaveAttribute("data-thrown-value", String(value));
      // The flick's quality, against what a good player would go for here, re-thrown in a worker.
      const quality = page.getByTestId("practice-quality");
      await expect(quality).toHaveAttribute("data-kind", "ready");
      await expect(quality).toContainText(/Your flick: \d\.\d of 5/);
      await expect(quality).toContainText(/This flick .* (times? in 100|every time|never in its re-throws|less than once in 100)/);
      await quality.scrollIntoViewIfNeeded();
      await lookAt(page, "/tmp/practice-quality.png");
    });
    await page.getByTestId("practice-reset").click();
    await expect(board(page)).toHaveAttribute("data-mode", "setup");

    await test.step("every die lies exactly as encoded, with its zone drawn", async () => {
      await expect(board(page)).toHaveAttribute("data-dice", String(POSITION.dice.length));
      await expectPlacedAsEncoded(page, POSITION);
      await expect(board(page)).toHaveAttribute("data-zones", new RegExp(IDS.map((id) => `(?=.*\\b${id}\\b)`).join("")));
      // The list says the same faces.
      for (const [i, id] of IDS.entries()) {
        await expect(page.locator(`[data-testid=practice-dice] [data-die-id="${id}"]`)).toHaveAttribute("data-value", String(POSITION.dice[i].value));
      }
      await page.waitForFunction((id) => window.__diceTable?.screenPoint(id) !== null, IDS[0]);
      await lookAt(page, "/tmp/practice-link.png");
      await page.getByRole("button", { name: "Top-down view" }).click();
      await page.getByRole("button", { name: /^Die \d+: Blue 7/ }).click();
      await expect(page.getByTestId("die-editor")).toBeVisible();
      await lookAt(page, "/tmp/practice-top.png");
      // One die's zone can be hidden on its own.
      await page.getByRole("button", { name: "Zone of Gold 3" }).click();
      await expect(board(page)).not.toHaveAttribute("data-zones", new RegExp(`\\b${IDS[1]}\\b`));
    });

    await test.step("Throw for me is read at once, and Reset puts every die back exactly", async () => {
      // Top-down since the link's check above.
      await page.getByTestId("throw-for-me").click();
      await expect(board(page)).toHaveAttribute("data-mode", "result", { timeout: 120_000 });
      const outcome = page.getByTestId("practice-outcome");
      await expect(outcome).toHaveAttribute("data-attempt", "2");
      await expect(page.getByTestId("practice-counters")).toHaveAttribute("data-attempts", "2");
      // The thrown die's face in the panel is the physics' own reading.
      const thrownId = "d10-0-1";
      const settled = await page.evaluate((id) => window.__diceTable!.snapshot().find((d) => d.id === id) ?? null, thrownId);
      expect(settled).not.toBeNull();
      await expect(outcome).toHaveAttribute("data-thrown-value", String(settled!.value));
      await expect(outcome).toContainText(/landed showing|went off the mat|ended cocked/);
      await expect(outcome).toContainText(/struck|touched no other die/);
      await expect(outcome).toContainText("If every hand were empty now");
      // The strong player's own throw is not measured as the player's flick.
      await expect(page.getByTestId("practice-quality")).toHaveCount(0);
      await lookAt(page, "/tmp/practice-outcome.png");

      await page.getByTestId("practice-reset").click();
      await expect(board(page)).toHaveAttribute("data-mode", "setup");
      await expectPlacedAsEncoded(page, POSITION);
      expect(await page.evaluate(() => window.__diceTable!.inHand)).toEqual([thrownId]);
      await expect(page.getByTestId("practice-counters")).toHaveAttribute("data-attempts", "2");
    });

    await test.step("a die dragged with the mouse moves, and its knob turns it", async () => {
      // Where table points fall on the page, fitted from two dice once the camera has glided to the top view.
      await page.waitForFunction(
        (id) => {
          const w = window as unknown as { __lastPoint?: { x: number; y: number } };
          const p = window.__diceTable?.screenPoint(id) ?? null;
          const last = w.__lastPoint;
          if (p) w.__lastPoint = p;
          return p !== null && last !== undefined && Math.abs(last.x - p.x) < 0.1 && Math.abs(last.y - p.y) < 0.1;
        },
        IDS[0],
        { polling: 400 },
      );
      const a = await page.evaluate((id) => window.__diceTable!.screenPoint(id)!, IDS[0]);
      const b = await page.evaluate((id) => window.__diceTable!.screenPoint(id)!, IDS[1]);
      const [da, db] = [POSITION.dice[0], POSITION.dice[1]];
      const sx = (b.x - a.x) / (db.x - da.x);
      const sz = (b.y - a.y) / (db.z - da.z);
      const toPage = (x: number, z: number) => ({ x: a.x + (x - da.x) * sx, y: a.y + (z - da.z) * sz });

      // Drag Gold 3 (die 2) 3 cm west.
      const from = toPage(db.x, db.z);
      const to = toPage(db.x - 3, db.z);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
      await page.mouse.up();
      const row = page.locator(`[data-testid=practice-dice] [data-die-id="${IDS[1]}"]`);
      await expect(page.getByTestId("die-editor")).toContainText("Gold 3");
      const x = Number(await page.getByTestId("die-editor").getByLabel("x (cm)").inputValue());
      expect(x).toBeGreaterThan(db.x - 3.6);
      expect(x).toBeLessThan(db.x - 2.4);
      await lookAt(page, "/tmp/practice-dragged.png");

      // Its knob lies 2.3 cm out along its heading (250°); drag it round to the south (180°).
      const rad = (d: number) => (d * Math.PI) / 180;
      const knob = toPage(x + 2.3 * Math.sin(rad(db.heading)), db.z - 2.3 * Math.cos(rad(db.heading)));
      const south = toPage(x, db.z + 3);
      await page.mouse.move(knob.x, knob.y);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(knob.x + ((south.x - knob.x) * i) / 8, knob.y + ((south.y - knob.y) * i) / 8);
      await page.mouse.up();
      const heading = Number(await row.getAttribute("data-heading"));
      expect(Math.abs(heading - 180)).toBeLessThanOrEqual(8);
      const moved = { ...POSITION, dice: POSITION.dice.map((d, i) => (i === 1 ? { ...d, x, heading } : d)) };
      await expectPlacedAsEncoded(page, moved);
    });
  });

  test("the keyboard adds, moves, turns and sets a die, and the link follows", async ({ page }) => {
    await openPractice(page, "/#/rykestra/practice?seed=3");
    await expect(board(page)).toHaveAttribute("data-dice", "0");
    await page.getByTestId("add-die-1").click();
    await expect(page.getByTestId("die-editor")).toBeVisible();
    const row = page.locator("[data-testid=practice-dice] li").first();
    await page.getByRole("button", { name: /^Die \d+: Blue 5/ }).focus();
    await page.keyboard.press("8");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowUp");
    await page.keyboard.press("e");
    await expect(row).toHaveAttribute("data-value", "8");
    const expected = { ...POSITION, dice: [] as PracticePosition["dice"][number][] };
    const heading = Number(await row.getAttribute("data-heading"));
    // A first die added for seat 2 lies 5 cm out towards its side (west), then moved 1 cm east and 1 mm north.
    expected.dice.push({ owner: 1, value: 8, x: -4, z: -0.1, heading });
    await expect(page.getByTestId("practice-link")).toHaveValue(new RegExp(`p=${encodePosition(expected)}$`));
    await expectPlacedAsEncoded(page, expected);
    await page.keyboard.press("Delete");
    await expect(board(page)).toHaveAttribute("data-dice", "0");
  });

  test("an unreadable save list is reported, kept aside, and never lost", async ({ page }) => {
    await page.addInitScript(() => {
      // Only once, and only on the app's own pages (about:blank has no storage).
      if (location.protocol.startsWith("http") && !sessionStorage.getItem("seeded")) {
        localStorage.setItem("dice-table.rykestra-practice.saved.v1", "{not json");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await openPractice(page, LINK);
    await expect(page.getByTestId("saved-problem")).toContainText("could not be read");
    await expect(board(page)).toHaveAttribute("data-dice", String(POSITION.dice.length));
    await page.getByLabel("Save in this browser as").fill("Five dice");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("practice-share")).toContainText('Saved as "Five dice"');
    const kept = await page.evaluate(() => localStorage.getItem("dice-table.rykestra-practice.saved.v1.unreadable"));
    expect(kept).toBe("{not json");
    // The saved position loads back after a fresh start on an empty mat.
    await page.goto("about:blank");
    await openPractice(page, "/#/rykestra/practice?seed=2");
    await expect(board(page)).toHaveAttribute("data-dice", "0");
    await page.getByRole("button", { name: "Load" }).click();
    await expect(board(page)).toHaveAttribute("data-dice", String(POSITION.dice.length));
    await expectPlacedAsEncoded(page, POSITION);
  });

  test("a malformed link says what is wrong and leaves an empty mat", async ({ page }) => {
    const code = encodePosition(POSITION);
    await openPractice(page, `/#/rykestra/practice?p=${code.slice(0, -4)}`);
    await expect(page.getByTestId("link-problem")).toContainText("This practice link could not be read");
    await expect(page.getByTestId("link-problem")).toContainText(/cut off|check byte|mistyped/);
    await expect(board(page)).toHaveAttribute("data-dice", "0");
    expect(await page.evaluate(() => window.__diceTable!.snapshot().length)).toBe(0);
    await lookAt(page, "/tmp/practice-bad-link.png");

    await openPractice(page, "/#/rykestra/practice?p=%25%25not-a-code");
    await expect(page.getByTestId("link-problem")).toContainText("characters that do not belong");
  });
});
