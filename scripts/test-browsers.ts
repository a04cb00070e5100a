// npm run test:browsers [-- --json] [--browser=firefox|webkit] [--no-build] [--only=<check words>]
// The built app (the same `vite build` users get) in real Firefox (Debian's firefox-esr, over
// WebDriver BiDi) and real WebKit (WebKitGTK's MiniBrowser, over classic WebDriver), each check
// of scripts/browsers/checks.ts in each browser. Re-runs itself under xvfb-run when there is no
// display (both browsers draw WebGL only with one). --json prints one object per browser and
// check: {"browser", "check", "ok", "detail", "seconds"}. Exits non-zero if any check fails.
import { spawnSync, spawn } from "node:child_process";
import { AFTER_SAVED_GAME, BEFORE_SAVED_GAME, SAVED_GAME_CHECK, SETTINGS, savedGame, type Check } from "./browsers/checks";
import { saveInChromium, type MadeSave } from "./browsers/chromium-save";
import { firefox, freePort, webkit, findProgram, type BrowserName, type Driver } from "./browsers/drivers";

const args = process.argv.slice(2);
const json = args.includes("--json");
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const only = arg("only");
const browsers: BrowserName[] = arg("browser") ? [arg("browser") as BrowserName] : ["firefox", "webkit"];

if (!process.env.DISPLAY) {
  const xvfb = findProgram("xvfb-run");
  if (!xvfb) {
    console.error("No display and no xvfb-run: apt-get install xvfb");
    process.exit(2);
  }
  const r = spawnSync(xvfb, ["-a", "-s", "-screen 0 1280x900x24", process.execPath, ...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

// --dist=DIR serves a build made already (`npm test` builds once for Playwright and this suite).
const distArg = args.find((a) => a.startsWith("--dist="));
const outDir = distArg ? distArg.slice("--dist=".length) : ".browsers-dist";
const started = Date.now();
if (!args.includes("--no-build") && !distArg) {
  const b = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const port = await freePort();
const preview = spawn("npx", ["vite", "preview", "--outDir", outDir, "--host", "127.0.0.1", "--port", String(port), "--strictPort"], { stdio: "ignore", detached: true });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  const up = await fetch(base).then((r) => r.ok, () => false);
  if (up) break;
  if (i > 150) throw new Error("the preview server did not start");
  await new Promise((r) => setTimeout(r, 200));
}

/**
 * Chromium's saved game (chromium-save.ts), made while Firefox and WebKit start and run their
 * first checks; the saved-game check waits for it. Its failure fails that check in each browser.
 */
const wanted = (name: string) => !only || name.includes(only);
const chromiumStarted = Date.now();
const made: Promise<MadeSave> | null = !wanted(SAVED_GAME_CHECK)
  ? null
  : saveInChromium(base, SETTINGS).then(
  (m) => {
    const seconds = Math.round((Date.now() - chromiumStarted) / 100) / 10;
    const detail = `saved Five Thousand after ${m.throws} throws (${m.text.length} characters)`;
    console.log(json ? JSON.stringify({ browser: "chromium", check: "a saved game made", ok: true, detail, seconds }) : `chromium: ${detail} in ${seconds} s`);
    return m;
  },
  (e: unknown) => {
    const detail = e instanceof Error ? e.message : String(e);
    console.log(json ? JSON.stringify({ browser: "chromium", check: "a saved game made", ok: false, detail, seconds: Math.round((Date.now() - chromiumStarted) / 100) / 10 }) : `✘ chromium: no saved game made: ${detail}`);
    throw new Error(`no saved game was made in Chromium: ${detail}`);
  },
);
// Not left unhandled while no browser has reached the saved-game check yet.
made?.catch(() => undefined);
/**
 * Each browser's checks: first those whose pages write no save (they run while Chromium makes
 * its save), then the saved game, on storage no page of the suite has written to yet (in WebKit
 * a later page's IndexedDB write went unanswered after the live games' pages had each written
 * their own save), then the rest.
 */
const checks: readonly Check[] = [...BEFORE_SAVED_GAME, ...(made ? [savedGame(made)] : []), ...AFTER_SAVED_GAME];

/**
 * One browser's checks, in order. Its lines are printed as a block when it ends (the two browsers
 * run side by side: each leaves a core idle much of the time, waiting on its page), JSON lines at once.
 */
async function inBrowser(name: BrowserName): Promise<number> {
  const lines: string[] = [];
  const say = (line: string) => (json ? console.log(line) : lines.push(line));
  let failed = 0;
  let d: Driver;
  try {
    d = name === "firefox" ? await firefox() : await webkit();
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    say(json ? JSON.stringify({ browser: name, check: "start", ok: false, detail, seconds: 0 }) : `✘ ${name}: could not start: ${detail}`);
    if (!json) console.log(lines.join("\n"));
    return 1;
  }
  if (!json) say(`${name}: ${d.version}`);
  try {
    for (const check of checks.filter((c) => wanted(c.name))) {
      const t = Date.now();
      let ok = true;
      let detail: string;
      try {
        detail = await check.run(d, base);
      } catch (e) {
        ok = false;
        failed++;
        detail = e instanceof Error ? e.message : String(e);
      }
      const seconds = Math.round((Date.now() - t) / 100) / 10;
      say(json ? JSON.stringify({ browser: name, check: check.name, ok, detail, seconds }) : `${ok ? "✓" : "✘"} ${name} · ${check.name} (${seconds} s)\n    ${detail}`);
    }
  } finally {
    await d.close();
    if (!json) console.log(lines.join("\n"));
  }
  return failed;
}

let failed = 0;
try {
  failed += (await Promise.all(browsers.map(inBrowser))).reduce((a, b) => a + b, 0);
} finally {
  if (preview.pid) process.kill(-preview.pid);
}
if (!json) console.log(`${failed === 0 ? "All browser checks passed" : `${failed} browser check(s) failed`} in ${Math.round((Date.now() - started) / 1000)} s.`);
process.exit(failed === 0 ? 0 : 1);
