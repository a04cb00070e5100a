// npm run bench:longtasks [-- --json] [--throws=N]
// "Never blocked 50 ms", measured in the browser: the built app served as the e2e tests serve it
// (vite preview of a build on E2E_PORT, 4320 unless set; a server already answering there is
// used as it is), Chromium from the repo's config (software GL). Three screens: a drill with the
// most dice the library has (ex-clean-crowd: four lying and the thrower's) with the coach off and
// with it on, and the skills test; each thrown `throws` times by its "Throw the aim" button.
// A PerformanceObserver({ type: "longtask" }) records every task over 50 ms; the throw's settle
// (window.__diceTable's throws counted on and its phase "settled", looked at every 5 ms) and its quality shown (the drill board's
// data-quality leaving "measuring", the skills board's data-scored counting the throw) are
// stamped in the page. Every long task begun between settle and shown is counted. Each is also
// sorted by whether a requestAnimationFrame callback (the table's drawing: three.js on software
// GL) ran inside it: a "drawing" task is a frame, the rest are the page's other work (React,
// the workers' answers, the main-thread fallback if there were no Worker). A task can hold both,
// so the long animation frames (PerformanceObserver "long-animation-frame") in the same spans
// are listed too, each with its rendering time and its longest script's invoker: a frame led by
// a FrameRequestCallback is the table's drawing; one led by Worker.onmessage or a timer is the
// page's own work on the answer.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chromium, type Page } from "@playwright/test";
import { chromiumPath, softwareGlArgs } from "./chromium-path.mjs";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const json = process.argv.includes("--json");
const throws = Number(arg("throws") ?? 5);
const port = Number(process.env.E2E_PORT ?? 4320);
const base = `http://127.0.0.1:${port}`;
const LONG = 50;

interface Stamp {
  readonly settled: number;
  readonly shown: number;
}
interface Loaf {
  readonly start: number;
  readonly duration: number;
  /** From rendering's start to the frame's end: rAF callbacks, style, layout, paint (ms). */
  readonly render: number;
  /** The longest script in the frame: its invoker (and file, function). */
  readonly script: string;
  readonly scriptMs: number;
}
interface Task {
  readonly start: number;
  readonly duration: number;
  readonly drawing: boolean;
}

/**
 * Installed before the app's own scripts: the observers and stamps the bench reads back. Plain
 * JavaScript in a string, so the page runs it as written (a function handed to Playwright would be
 * this file's transpiled text, helpers and all).
 */
const INSTRUMENT = `(() => {
  const lt = (window.__lt = { tasks: [], frames: [], stamps: [], loafs: [], pending: null });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) =>
    raf((t) => {
      const s = performance.now();
      try {
        cb(t);
      } finally {
        lt.frames.push([s, performance.now()]);
        if (lt.frames.length > 4000) lt.frames.splice(0, 2000);
      }
    });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const end = e.startTime + e.duration;
      const drawing = lt.frames.some(([a, b]) => a >= e.startTime - 1 && b <= end + 1);
      lt.tasks.push({ start: e.startTime, duration: e.duration, drawing });
    }
  }).observe({ type: "longtask", buffered: true });
  // Long animation frames name what ran in them: the longest script's invoker and its share.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const top = [...(e.scripts ?? [])].sort((a, b) => b.duration - a.duration)[0];
        const file = top ? (top.sourceURL || "").split("/").pop() : "";
        lt.loafs.push({ start: e.startTime, duration: e.duration, render: e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0, script: top ? top.invoker + (file ? " (" + file + (top.sourceFunctionName ? " " + top.sourceFunctionName : "") + ")" : "") : "", scriptMs: top ? top.duration : 0 });
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {}
  const scoredNow = () => Number(document.querySelector("[data-testid=skills-board]")?.getAttribute("data-scored") ?? -1);
  // A throw is settled when the table's count of throws has moved on and its phase reads "settled"
  // (at the fast pace a throw can run to rest between two looks, so "rolling" may never be seen).
  let handled = -1;
  let scored = -1;
  setInterval(() => {
    const t = window.__diceTable;
    if (!t) return;
    if (handled < 0) handled = t.throws;
    if (t.throws > handled && t.phase === "settled" && lt.pending === null) {
      handled = t.throws;
      lt.pending = performance.now();
      scored = scoredNow();
    }
  }, 5);
  new MutationObserver(() => {
    if (lt.pending === null) return;
    const drill = document.querySelector("[data-testid=drill-board]");
    const q = drill?.getAttribute("data-quality") ?? null;
    const drillShown = drill !== null && q !== null && q !== "measuring" && q !== "off" && drill.getAttribute("data-phase") === "graded";
    const skillsShown = document.querySelector("[data-testid=skills-board]") !== null && scoredNow() > scored;
    if (drillShown || skillsShown) {
      lt.stamps.push({ settled: lt.pending, shown: performance.now() });
      lt.pending = null;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-quality", "data-scored", "data-phase"] });
})();`;

async function serve(): Promise<ChildProcess | null> {
  const up = await fetch(base).then(
    (r) => r.ok,
    () => false,
  );
  if (up) return null;
  const outDir = `.e2e-dist/${port}`;
  const built = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], { stdio: json ? "ignore" : "inherit" });
  if (built.status !== 0) throw new Error("vite build failed");
  const preview = spawn("npx", ["vite", "preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"], { stdio: "ignore", detached: true });
  for (let i = 0; i < 300; i++) {
    if (await fetch(base).then((r) => r.ok, () => false)) return preview;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer on ${port}`);
}

interface Scenario {
  readonly name: string;
  readonly path: string;
  readonly board: string;
  readonly throwButton: string;
  readonly nextButton: string;
}

const DRILL = "ex-clean-crowd";
const SCENARIOS: readonly Scenario[] = [
  { name: "drill, coach off", path: `/#/rykestra/practice/drills?d=${DRILL}&pace=fast&coach=off&seed=3`, board: "drill-board", throwButton: "drill-throw-aimed", nextButton: "drill-next" },
  { name: "drill, coach on", path: `/#/rykestra/practice/drills?d=${DRILL}&pace=fast&seed=3`, board: "drill-board", throwButton: "drill-throw-aimed", nextButton: "drill-next" },
  { name: "skills test", path: "/#/rykestra/practice/skills", board: "skills-board", throwButton: "skills-throw-aimed", nextButton: "skills-next" },
];

async function run(page: Page, s: Scenario) {
  await page.goto(base + s.path);
  await page.waitForFunction(() => (window as { __diceTable?: unknown }).__diceTable !== undefined, null, { timeout: 120_000 });
  const stamps: Stamp[] = [];
  for (let n = 0; n < throws; n++) {
    const button = page.getByTestId(s.throwButton);
    await button.waitFor({ state: "visible", timeout: 120_000 });
    await page.waitForFunction((id) => !(document.querySelector(`[data-testid=${id}]`) as HTMLButtonElement | null)?.disabled, s.throwButton, { timeout: 120_000 });
    const before = await page.evaluate(() => (window as unknown as { __lt: { stamps: unknown[] } }).__lt.stamps.length);
    await button.click();
    await page.waitForFunction((b) => (window as unknown as { __lt: { stamps: unknown[] } }).__lt.stamps.length > b, before, { timeout: 180_000, polling: 100 });
    const next = page.getByTestId(s.nextButton);
    await page.waitForFunction((id) => { const b = document.querySelector(`[data-testid=${id}]`) as HTMLButtonElement | null; return b !== null && !b.disabled; }, s.nextButton, { timeout: 120_000 });
    await next.click();
  }
  const got = await page.evaluate(() => (window as unknown as { __lt: { tasks: Task[]; stamps: Stamp[]; loafs: Loaf[] } }).__lt);
  stamps.push(...got.stamps.slice(-throws));
  // Begun after the settle was seen: the task that settled the throw (at the fast pace, the table
  // run to rest at once in a timer) and the frame drawing its grade are the throw's, not the quality's.
  const inSpan = (t: { start: number; duration: number }) => stamps.some((w) => t.start >= w.settled && t.start < w.shown);
  return { stamps, during: got.tasks.filter(inSpan), loafs: got.loafs.filter(inSpan), all: got.tasks };
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const r = Math.round;

async function main() {
  const server = await serve();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", ...softwareGlArgs(), "--ignore-gpu-blocklist", "--disable-gpu-compositing"],
  });
  const results = [];
  /** Every throw's settle → quality shown, ms. */
  const waits: number[] = [];
  try {
    for (const s of SCENARIOS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", serviceWorkers: "block" });
      // As the e2e fixtures seed it: low graphics, the fastest dice speed, Rykestra's first card put away.
      await context.addInitScript(() => {
        if (localStorage.getItem("dice-table.e2e-seeded")) return;
        localStorage.setItem("dice-table.settings.v1", JSON.stringify({ muted: true, volume: 0.8, quality: "low", speed: "fastest" }));
        localStorage.setItem("dice-table.rykestra-sector-intro.v1", "seen");
        localStorage.setItem("dice-table.e2e-seeded", "1");
      });
      await context.addInitScript({ content: INSTRUMENT });
      const page = await context.newPage();
      const { stamps, during, loafs, all: visit } = await run(page, s);
      await context.close();
      waits.push(...stamps.map((w) => w.shown - w.settled));
      const drawing = during.filter((t) => t.drawing);
      const other = during.filter((t) => !t.drawing);
      const row = {
        scenario: s.name,
        throws: stamps.length,
        settleToShownMedianMs: r(median(stamps.map((w) => w.shown - w.settled))),
        settleToShownMaxMs: r(Math.max(...stamps.map((w) => w.shown - w.settled))),
        longTasks: during.length,
        longestMs: r(Math.max(0, ...during.map((t) => t.duration))),
        drawingTasks: drawing.length,
        longestDrawingMs: r(Math.max(0, ...drawing.map((t) => t.duration))),
        otherTasks: other.length,
        longestOtherMs: r(Math.max(0, ...other.map((t) => t.duration))),
        /** The whole visit, loading and aiming included: that the observer sees long tasks at all. */
        visitLongTasks: visit.length,
        visitLongestMs: r(Math.max(0, ...visit.map((t) => t.duration))),
        /** Long animation frames in the spans: each one's length, its rendering part and its longest script. */
        frames: loafs.map((f) => ({ ms: r(f.duration), renderMs: r(f.render), script: f.script, scriptMs: r(f.scriptMs) })),
        /** Long frames whose longest script is the page's own (a worker's answer, a timer, an event), not a frame callback: and the longest such script. */
        pageFrames: loafs.filter((f) => f.script !== "" && !f.script.startsWith("FrameRequestCallback")).length,
        longestPageScriptMs: r(Math.max(0, ...loafs.filter((f) => !f.script.startsWith("FrameRequestCallback")).map((f) => f.scriptMs))),
      };
      results.push(row);
      if (!json)
        console.log(
          `${row.scenario}: ${row.throws} throws · settle → quality shown median ${row.settleToShownMedianMs} ms (max ${row.settleToShownMaxMs}) · long tasks (> ${LONG} ms) in between: ${row.longTasks}, longest ${row.longestMs} ms — drawing frames ${row.drawingTasks} (longest ${row.longestDrawingMs} ms), other ${row.otherTasks} (longest ${row.longestOtherMs} ms) · the whole visit: ${row.visitLongTasks} long tasks, longest ${row.visitLongestMs} ms`,
        );
      if (!json) for (const f of row.frames) console.log(`  long frame ${f.ms} ms: rendering ${f.renderMs} ms; longest script ${f.scriptMs} ms ${f.script || "(none)"}`);
    }
  } finally {
    await browser.close();
    if (server?.pid) process.kill(-server.pid);
  }
  const all = results;
  const summary = {
    drill: DRILL,
    throwsEach: throws,
    scenarios: all,
    settleToShownMedianMs: r(median(waits)),
    longTasks: all.reduce((a, x) => a + x.longTasks, 0),
    otherLongTasks: all.reduce((a, x) => a + x.otherTasks, 0),
    longestMs: Math.max(...all.map((x) => x.longestMs)),
    longestOtherMs: Math.max(...all.map((x) => x.longestOtherMs)),
    pageFrames: all.reduce((a, x) => a + x.pageFrames, 0),
    longestPageScriptMs: Math.max(...all.map((x) => x.longestPageScriptMs)),
  };
  console.log(json ? JSON.stringify(summary) : `all: settle → quality shown median ${summary.settleToShownMedianMs} ms · ${summary.longTasks} long tasks between a settle and its quality shown (${summary.otherLongTasks} not drawing), longest ${summary.longestMs} ms (not drawing: ${summary.longestOtherMs} ms) · long frames led by the page's own script: ${summary.pageFrames}, longest such script ${summary.longestPageScriptMs} ms`);
}

await main();
