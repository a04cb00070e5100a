// Keyboard-only play: move focus with Tab alone, and record what live regions say.
import { expect, type Page } from "@playwright/test";

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

/** Presses Tab (Shift+Tab once past the end) until the element with this test id has focus. */
export async function keyTo(page: Page, testId: string, most = 25) {
  for (let i = 0; i < most; i++) {
    if ((await activeTestId(page)) === testId) return;
    await page.keyboard.press("Tab");
  }
  expect(await activeTestId(page), `Tab reaches ${testId}`).toBe(testId);
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
