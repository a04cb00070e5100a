// What the Rykestra planner costs the page's own thread, with no table drawn (the software-
// rendered table makes long tasks of its own, so the browser game cannot show this alone):
// the planner client and its Web Worker bundled for the browser, one strong plan after another
// among nine dice on the mat, in headless Chromium; with it the planning speed in that one
// worker (candidates a second by the worker's own clock, median and p95 ms a throw). Per throw: the request's size, its
// structured clone, the post, the replies' handling, the longest stall of a 0 ms timer loop,
// and the long tasks seen.
//
//   npx tsx scripts/bench-planner-thread.ts [--throws=3] [--port=4183] [--positions=file.json]
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import type { PlanInput } from "../src/bots/rykestra/planner";
import { chromiumPath } from "./chromium-path.mjs";
import { ninePositions } from "./bench-bots-rykestra";
import type { ThreadFigures } from "./planner-thread/page";
import { median } from "./bench-stats";

const p95 = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
};

const arg = (name: string) => process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);

async function bundle(entry: string): Promise<string> {
  const r = await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "browser", target: "es2022", write: false, logLevel: "error" });
  return r.outputFiles[0].text;
}

async function main() {
  const throws = Number(arg("throws") ?? 3);
  const port = Number(arg("port") ?? 4183);
  const file = arg("positions");
  const inputs: PlanInput[] = file ? (JSON.parse(readFileSync(file, "utf8")) as PlanInput[]).slice(0, throws) : ninePositions(throws);
  const files: Record<string, string> = {
    "/": `<!doctype html><meta charset="utf-8"><title>planner thread</title><script type="module" src="/page.js"></script>`,
    "/page.js": await bundle("scripts/planner-thread/page.ts"),
    // The client asks for the worker by its source name, next to the page's script.
    "/rykestra-planner.worker.ts": await bundle("src/bots/rykestra-planner.worker.ts"),
  };
  const server = createServer((req, res) => {
    const body = files[req.url ?? ""];
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": req.url === "/" ? "text/html" : "text/javascript" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => "planAll" in globalThis);
    const load = loadavg()[0];
    const figures = await page.evaluate((xs) => (globalThis as unknown as { planAll(i: unknown): Promise<ThreadFigures[]> }).planAll(xs), inputs);
    // The same watch for as long again with no plan running: the machine's own share of the gaps.
    const planned = figures.reduce((a, f) => a + f.planMs, 0);
    const idle = await page.evaluate((ms) => (globalThis as unknown as { idleGap(ms: number): Promise<{ longestGapMs: number; longTasks: number }> }).idleGap(ms), planned);
    const worst = (f: (x: ThreadFigures) => number) => Math.max(...figures.map(f));
    const summary = {
      game: "rykestra",
      kind: "planner-main-thread",
      throws: figures.length,
      requestKB: median(figures.map((f) => f.requestBytes / 1024).sort((a, b) => a - b)),
      cloneMs: worst((f) => f.cloneMs),
      postMs: worst((f) => f.postMs),
      repliesPerThrow: median(figures.map((f) => f.replies).sort((a, b) => a - b)),
      repliesMsPerThrow: worst((f) => f.repliesMs),
      longestReplyMs: worst((f) => f.longestReplyMs),
      longestGapMs: worst((f) => f.longestGapMs),
      longTasks: figures.reduce((a, f) => a + f.longTasks, 0),
      idleLongestGapMs: idle.longestGapMs,
      idleLongTasks: idle.longTasks,
      medianPlanMs: median(figures.map((f) => f.planMs).sort((a, b) => a - b)),
      p95PlanMs: p95(figures.map((f) => f.planMs)),
      trialsPerThrow: figures[0].workerTrials,
      candidatesPerSecond: figures.reduce((a, f) => a + f.workerTrials, 0) / (figures.reduce((a, f) => a + f.workerMs, 0) / 1000),
      load: [load, loadavg()[0]],
    };
    if (process.argv.includes("--json")) console.log(JSON.stringify(summary));
    else console.log(summary, "\n", figures);
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
