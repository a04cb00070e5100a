// Keyboard-only play: move focus with Tab alone, check where focus sits after a move, and
// record what live regions say.
import { writeFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/** How the event log joins the lines one change brings (EventLog.tsx's EVENT_JOIN). */
const EVENT_JOIN = ". ";

export interface Announcement {
  /** "status" for the game's status line, "log" for the event log's, else the element's test id or tag. */
  readonly region: string;
  readonly text: string;
}

declare global {
  interface Window {
    __said?: Announcement[];
  }
}

/** The focused element's test id (or tag, or "<body>"). */
export const activeTestId = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return "<body>";
    return a.getAttribute("data-testid") ?? a.tagName.toLowerCase();
  });

const focusMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab until the focused element matches this CSS selector. */
export async function keyToMatch(page: Page, selector: string, most = 40) {
  for (let i = 0; i < most; i++) {
    if (await focusMatches(page, selector)) return;
    await page.keyboard.press("Tab");
  }
  expect(await focusMatches(page, selector), `Tab reaches ${selector}`).toBe(true);
}

/** Presses Tab until the element with this test id has focus. */
export async function keyTo(page: Page, testId: string, most = 25) {
  for (let i = 0; i < most; i++) {
    if ((await activeTestId(page)) === testId) return;
    await page.keyboard.press("Tab");
  }
  expect(await activeTestId(page), `Tab reaches ${testId}`).toBe(testId);
}

/** Tabs to the element with this test id and presses a key on it (Enter by default). */
export async function keyPress(page: Page, testId: string, key = "Enter") {
  await keyTo(page, testId, 40);
  await page.keyboard.press(key);
}

/**
 * After a move, focus sits on an action inside the game's panel, never dropped to <body>, left
 * on the page's header or parked on the panel's tools (Rules, New game).
 */
export async function expectFocusInPanel(page: Page, what: string) {
  const where = await page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return "<body>";
    if (a.closest(".game-layout__toolbar")) return "the panel's tools";
    if (a.closest(".game-layout__side")) return "panel";
    return a.getAttribute("data-testid") ?? a.tagName.toLowerCase();
  });
  expect(where, `focus after ${what}`).toBe("panel");
}

/** Throws with the table's own keyboard aim: turn a little, more power, then Space. */
export async function aimAndThrow(page: Page) {
  await keyTo(page, "aim-pad", 40);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
}

/** Before the page loads: note every change of text in a live region, as a screen reader hears it. */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const said: { region: string; text: string }[] = [];
    window.__said = said;
    const last = new Map<Element, string>();
    const regionName = (el: Element) =>
      el.getAttribute("data-testid") === "game-status" ? "status" : el.closest(".event-log") ? "log" : (el.getAttribute("data-testid") ?? el.tagName.toLowerCase());
    const look = () => {
      for (const el of document.querySelectorAll("[aria-live], [role=status], [role=alert]")) {
        if (el.getAttribute("aria-live") === "off") continue;
        const text = (el.textContent ?? "").trim();
        if (last.get(el) === text) continue;
        last.set(el, text);
        if (text) said.push({ region: regionName(el), text });
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Marks the event log's lines shown now: a game resumed from a save shows lines from before
 * this page, of which a reload says only the newest (EventLog.tsx). expectSaidOnce then expects
 * that newest line said, and every line after it said once, in order.
 */
export const markResumedLines = (page: Page) =>
  page.locator(".event-log__list li").evaluateAll((items) => items.forEach((li) => li.setAttribute("data-e2e-resumed", "")));

/**
 * What was said over the game: no region repeats itself, the event log's lines were said once
 * each and in order (one change's lines are said together), and each named player's
 * turn was heard in the status line. Writes what was heard to test-results/<name>-said.json.
 */
export async function expectSaidOnce(page: Page, name: string, players: readonly string[]) {
  const said: Announcement[] = await page.evaluate(() => window.__said ?? []);
  // Newest first; lines marked by markResumedLines were shown when the game was resumed.
  const shown = await page
    .locator(".event-log__list li")
    .evaluateAll((items) => items.map((li) => ({ text: li.textContent ?? "", resumed: li.hasAttribute("data-e2e-resumed") })));
  const results = shown.map((l) => l.text);
  writeFileSync(`test-results/${name}-said.json`, JSON.stringify({ said, results }, null, 1));
  for (let i = 1; i < said.length; i++) {
    const prev = said.slice(0, i).reverse().find((s) => s.region === said[i].region);
    expect(prev?.text, `repeated in ${said[i].region}`).not.toBe(said[i].text);
  }
  expect(results.length).toBeGreaterThan(2);
  // The log's lines as heard, in order; the list shows the newest (up to 12) newest first, and
  // they must be the last lines heard, each heard once — of a resumed game's lines still shown,
  // only the newest, which the reload said.
  // (Joined as the log joins them, since a line may hold ". " itself.)
  const fresh = shown.filter((l) => !l.resumed).map((l) => l.text);
  const resumed = shown.filter((l) => l.resumed).map((l) => l.text);
  expect(shown.slice(0, fresh.length).every((l) => !l.resumed), "the resumed game's lines come before the new ones").toBe(true);
  const heard = said.filter((s) => s.region === "log").map((s) => s.text).join(EVENT_JOIN);
  const latest = [...resumed.slice(0, 1), ...[...fresh].reverse()].join(EVENT_JOIN);
  expect(heard.slice(-latest.length), "the log's latest lines, each said once").toBe(latest);
  expect(heard.length === latest.length || heard.slice(0, -latest.length).endsWith(EVENT_JOIN), "the lines start where one was said").toBe(true);
  const statuses = said.filter((s) => s.region === "status").map((s) => s.text);
  for (const p of players) expect(statuses.some((s) => s.startsWith(p)), `${p}'s turn said`).toBe(true);
}
