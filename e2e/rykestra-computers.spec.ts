// Rykestra with three computer seats, watched through a round to its replay: each computer plans
// its throws in the planner's Web Worker (the panel shows its progress) and the Faster switch
// settles every throw at once. (Whole games of computers run headless on the same physics and
// planner in src/bots and server/every-game.test.ts; the winner screen is reached in the browser
// by rykestra.spec.ts and keyboard-rykestra.spec.ts.) A long-task observer records how long the page's own thread was
// busy in one go while a computer planned; the figure is printed, not asserted (a loaded
// machine with software GL makes long frames of its own).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { watchErrors, lookAt } from "./table-helpers";

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[];
    __planning?: { start: number; end: number; progress: number[] }[];
  }
}

const board = (page: Page) => page.getByTestId("rykestra-board");

async function watchPlanning(page: Page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__planning = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks!.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
    let open: { start: number; end: number; progress: number[] } | null = null;
    setInterval(() => {
      const bar = document.querySelector<HTMLElement>("[data-testid=planning-progress]");
      const p = bar?.dataset.progress;
      const now = performance.now();
      if (bar && p !== undefined && p !== "") {
        if (!open) window.__planning!.push((open = { start: now, end: now, progress: [] }));
        open.end = now;
        if (open.progress[open.progress.length - 1] !== Number(p)) open.progress.push(Number(p));
      } else open = null;
    }, 50);
  });
}

test("three computer seats plan in the worker and play a round to its replay", async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  await watchPlanning(page);
  await page.goto("/#/rykestra?seed=11&players=Ana,Ben,Cy&computers=1:strong,2:easy,3:good");
  await expect(board(page)).toBeVisible();
  const faster = page.getByTestId("faster-toggle");
  await expect(faster).toHaveAttribute("aria-pressed", "false");
  await faster.click();
  await expect(faster).toHaveAttribute("aria-pressed", "true");

  // The first planning on show: the bar fills as the worker reports.
  await expect(page.locator("[data-testid=planning-progress]:not([data-progress=''])")).toBeVisible({ timeout: 120_000 });
  await lookAt(page, "test-results/ryk-computers-planning.png");
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(page.locator("[data-testid=planning-progress]:not([data-progress=''])")).toBeVisible({ timeout: 120_000 });
  await lookAt(page, "test-results/ryk-computers-planning-phone.png", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.waitForFunction(() => document.querySelector("[data-testid=next-round]") !== null, null, { timeout: 300_000, polling: 250 });
  await expect(page.getByTestId("beat-text")).toBeVisible();
  await lookAt(page, "test-results/ryk-computers-round.png");

  const { planning, longTasks } = await page.evaluate(() => ({ planning: window.__planning ?? [], longTasks: window.__longTasks ?? [] }));
  // Computer throws were planned with progress told on the way (a round is two throws a seat;
  // two quick ones in a row can read as one window at the observer's 50 ms).
  expect(planning.length).toBeGreaterThanOrEqual(3);
  expect(planning.some((w) => w.progress.length >= 3)).toBe(true);
  // A task overlapping a planning window; the one still running when the window closed is the
  // plan arriving and the throw it makes (settled at once while Faster is on), not the planning.
  const during = longTasks.filter((t) => planning.some((w) => t.start < w.end && t.start + t.duration > w.start));
  const inside = during.filter((t) => planning.some((w) => t.start >= w.start - 50 && t.start + t.duration <= w.end));
  const longest = during.reduce((m, t) => Math.max(m, t.duration), 0);
  const planningMs = planning.reduce((s, w) => s + (w.end - w.start), 0);
  const outside = longTasks.filter((t) => !during.includes(t));
  const longestOutside = outside.reduce((m, t) => Math.max(m, t.duration), 0);
  const sorted = during.map((t) => t.duration).sort((a, b) => a - b);
  console.log(
    `planning: ${planning.length} throws, ${(planningMs / 1000).toFixed(1)} s in all; long tasks while planning: ${during.length}, ` +
      `median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, longest ${longest.toFixed(0)} ms; ` +
      `wholly inside a window: ${inside.length}, longest ${inside.reduce((m, t) => Math.max(m, t.duration), 0).toFixed(0)} ms; ` +
      `long tasks at other times: ${outside.length}, longest ${longestOutside.toFixed(0)} ms`,
  );
  expect(errors).toEqual([]);
});
