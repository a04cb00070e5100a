// Shared steps for the table's browser tests. Every wait is on page state, never on time.
import { expect, type Page } from "@playwright/test";
import { readDie } from "../src/geometry/read-die";
import type { SettledDie } from "../src/geometry/types";
import { faceWords } from "../src/games/free-roll/dice-catalogue";

/** Steps of flight a held throw waits at (30 steps: an eighth of a second, well before any landing). */
export const IN_FLIGHT = 30;

/**
 * Holds the render loop's clock IN_FLIGHT steps past the table's step now (the table's test hook):
 * a throw launched next stays in the air there, however fast frames come, until `releaseClock`.
 * Returns the step it holds at.
 */
export const holdClock = (page: Page): Promise<number> =>
  page.evaluate((ahead) => {
    const t = window.__diceTable!;
    t.holdAt(t.step + ahead);
    return t.step + ahead;
  }, IN_FLIGHT);

/** Lets the render loop's clock run on after holdClock. */
export const releaseClock = (page: Page) => page.evaluate(() => window.__diceTable!.holdAt(null));

/** Collects console errors and uncaught exceptions; assert it is empty at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

export async function openTable(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.__diceTable !== undefined);
  await expect(page.locator("canvas")).toBeVisible();
}

/**
 * A real mouse drag through the browser's input pipeline, with the pointer's own timestamps
 * spaced like a quick hand (every 16 ms). Software WebGL renders a frame only every few hundred
 * milliseconds; stamping the events keeps the gesture's speed what a player's hand would give.
 */
export async function flickDrag(page: Page, from: { x: number; y: number }, offsets: readonly { dx: number; dy: number }[]) {
  const cdp = await page.context().newCDPSession(page);
  let ts = Date.now() / 1000;
  const send = (type: "mouseMoved" | "mousePressed" | "mouseReleased", x: number, y: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      timestamp: ts,
      button: "left",
      buttons: type === "mouseReleased" ? 0 : 1,
      clickCount: type === "mouseMoved" ? 0 : 1,
    });
  await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", x: from.x, y: from.y, timestamp: ts });
  ts += 0.05;
  await send("mousePressed", from.x, from.y);
  let last = from;
  for (const o of offsets) {
    ts += 0.016;
    last = { x: from.x + o.dx, y: from.y + o.dy };
    await send("mouseMoved", last.x, last.y);
  }
  ts += 0.008;
  await send("mouseReleased", last.x, last.y);
  await cdp.detach();
}

export const throwsSoFar = (page: Page) => page.evaluate(() => window.__diceTable?.throws ?? 0);

/** Waits until the table has seen more than `before` throws, come to rest, and announced a result. */
export async function waitForResult(page: Page, before: number) {
  await page.waitForFunction(
    (b) => {
      const t = window.__diceTable;
      const status = document.querySelector<HTMLElement>("[data-testid=table-status]");
      const said = document.querySelector<HTMLElement>("[data-testid=roll-announcement]");
      return (
        t !== undefined &&
        t.throws > b &&
        status?.dataset.settled === "true" &&
        said !== null &&
        Number(said.dataset.throw) === t.throws &&
        (said.textContent ?? "").length > 0
      );
    },
    before,
    { timeout: 180_000 },
  );
}

/** The settled snapshot, and each die's face read afresh from its quaternion. */
export async function settledDice(page: Page): Promise<SettledDie[]> {
  const dice = await page.evaluate(() => window.__diceTable?.settled ?? null);
  expect(dice).not.toBeNull();
  return dice as SettledDie[];
}

/** What the result list shows per die id (data-label). */
export async function shownLabels(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    document.querySelectorAll<HTMLElement>("[data-testid=result] [data-die-id]").forEach((li) => {
      out[li.dataset.dieId ?? ""] = li.dataset.label ?? "";
    });
    return out;
  });
}

/**
 * The readout matches the physics: every settled die's face, read from its own quaternion
 * here in the test, is the label the page shows and the words it announces.
 */
export async function expectReadoutMatchesPhysics(page: Page) {
  const dice = await settledDice(page);
  expect(dice.length).toBeGreaterThan(0);
  const shown = await shownLabels(page);
  const said = (await page.getByTestId("roll-announcement").textContent()) ?? "";
  for (const d of dice) {
    const face = readDie(d.kind, d.quaternion);
    expect(face.label, `${d.id} snapshot label`).toBe(d.label);
    expect(shown[d.id], `${d.id} shown label`).toBe(face.label);
    const name = await page.evaluate((id) => document.querySelector(`[data-die-id="${id}"] .result__name`)?.textContent, d.id);
    expect(said).toContain(`${name} shows ${faceWords({ kind: d.kind, label: face.label, value: face.value })}`);
  }
}

/**
 * Shows rolling dice at this dice speed from the next page load on (the tests' default is the
 * fastest, see fixtures.ts): for a test about the pace of a roll itself.
 */
export async function diceSpeed(page: Page, speed: "natural" | "fast" | "fastest") {
  await page.addInitScript((s) => {
    const key = "dice-table.settings.v1";
    let kept: Record<string, unknown> = {};
    try {
      kept = JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>;
    } catch {
      kept = {};
    }
    localStorage.setItem(key, JSON.stringify({ ...kept, speed: s }));
  }, speed);
}

/**
 * Does a Rykestra screen's one thing to do now, the first of `ids` shown and enabled, else a
 * marker to place; true when it acted. Which button is there is read in one look at the page:
 * the round's replay steps on by itself, so a button seen in one query may be gone by the next
 * (a separate count then isEnabled waited on a vanished Skip for the test's whole bound). A
 * click whose button has gone since is no action, and the caller looks again.
 */
export async function actOnRykestra(page: Page, ids: readonly string[]): Promise<boolean> {
  const id = await page.evaluate((list) => list.find((t) => {
    const el = document.querySelector(`[data-testid="${t}"]`);
    return el instanceof HTMLButtonElement && !el.disabled && el.getClientRects().length > 0;
  }) ?? null, [...ids]);
  const target = id !== null ? page.getByTestId(id) : page.locator('[data-testid^="marker-"]').first();
  if (id === null && (await page.locator('[data-testid^="marker-"]').count()) === 0) return false;
  return target.click({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
}

/**
 * A screenshot for a person to look at, taken only when E2E_SHOTS is set (to anything): it
 * proves nothing by itself, and each grab of a software-drawn page costs a third of a second.
 */
export async function lookAt(page: Page, path: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await page.screenshot({ path, ...options });
}
