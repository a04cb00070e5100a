// The two browsers the suite drives besides Chromium, behind one small interface: Debian's
// firefox-esr through puppeteer-core over WebDriver BiDi, and WebKitGTK's MiniBrowser through
// WebKitWebDriver over classic WebDriver (plain HTTP, no client library). Both draw WebGL only
// with a display, so the suite runs under xvfb-run. Scripts run in the page as function bodies
// (their arguments in `arguments`), as classic WebDriver runs them.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

export type BrowserName = "firefox" | "webkit";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Driver {
  readonly name: BrowserName;
  /** The browser's own version string. */
  readonly version: string;
  open(url: string): Promise<void>;
  /** Runs `body` (a function body; `arguments` holds `args`) in the page and returns what it returns (JSON-able). */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** A mouse drag through `points` (page CSS px), pressed at the first and let go at the last. */
  drag(points: readonly Point[]): Promise<void>;
  close(): Promise<void>;
}

export const VIEWPORT = { width: 1280, height: 800 };

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      const port = typeof a === "object" && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a program is, from PATH or the given places; null when absent. */
export function findProgram(name: string, places: readonly string[] = []): string | null {
  for (const dir of (process.env.PATH ?? "").split(":")) if (dir && existsSync(`${dir}/${name}`)) return `${dir}/${name}`;
  return places.find((p) => existsSync(p)) ?? null;
}

export async function firefox(): Promise<Driver> {
  const path = process.env.FIREFOX_PATH ?? findProgram("firefox-esr") ?? findProgram("firefox");
  if (!path) throw new Error("firefox-esr is not installed (apt-get install firefox-esr)");
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: path,
    // Headless Firefox has no WebGL here; headed under xvfb-run it has WebGL 2.
    headless: false,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: { "webgl.force-enabled": true, "browser.shell.checkDefaultBrowser": false },
  });
  const page: Page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const version = await browser.version();
  return {
    name: "firefox",
    version,
    open: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    run: <T>(body: string, ...args: unknown[]) => page.evaluate((b: string, a: unknown[]) => new Function(b)(...a) as unknown, body, args) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot({ type: "png" })),
    drag: async (points) => {
      await page.mouse.move(points[0].x, points[0].y);
      await page.mouse.down();
      for (const p of points.slice(1)) await page.mouse.move(p.x, p.y);
      await page.mouse.up();
    },
    close: () => browser.close(),
  };
}

/** The MiniBrowser that libwebkit2gtk-4.1-0 installs (WEBKIT_BROWSER overrides). */
function miniBrowser(): string | null {
  return process.env.WEBKIT_BROWSER ?? ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/libexec/webkit2gtk-4.1/MiniBrowser"].find((p) => existsSync(p)) ?? null;
}

export async function webkit(): Promise<Driver> {
  const driverPath = findProgram("WebKitWebDriver");
  const binary = miniBrowser();
  if (!driverPath || !binary) throw new Error("WebKitGTK's WebDriver or MiniBrowser is not installed (apt-get install webkit2gtk-driver)");
  const port = await freePort();
  const child: ChildProcess = spawn(driverPath, [`--port=${port}`], { stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(base + path, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const j = (await r.json()) as { value: T & { error?: string; message?: string } };
    if (j.value && typeof j.value === "object" && "error" in j.value && j.value.error) throw new Error(`WebKit WebDriver ${path}: ${j.value.error}: ${j.value.message}`);
    return j.value;
  };
  // The driver takes a moment to listen.
  let session: { sessionId: string; capabilities: { browserVersion?: string } } | null = null;
  for (let i = 0; i < 50 && session === null; i++) {
    try {
      session = await call("POST", "/session", { capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary, args: ["--automation"] } } } });
    } catch (e) {
      if (i === 49) throw e;
      await pause(200);
    }
  }
  const id = session!.sessionId;
  const s = (path: string) => `/session/${id}${path}`;
  await call("POST", s("/window/rect"), { width: VIEWPORT.width, height: VIEWPORT.height + 80 }).catch(() => undefined);
  return {
    name: "webkit",
    version: `WebKitGTK ${session!.capabilities.browserVersion ?? "?"}`,
    open: async (url) => {
      await call("POST", s("/url"), { url });
    },
    run: <T>(body: string, ...args: unknown[]) => call<T>("POST", s("/execute/sync"), { script: body, args }),
    screenshot: async () => Buffer.from(await call<string>("GET", s("/screenshot")), "base64"),
    drag: async (points) => {
      const actions = [
        { type: "pointerMove", duration: 0, x: Math.round(points[0].x), y: Math.round(points[0].y), origin: "viewport" },
        { type: "pointerDown", button: 0 },
        ...points.slice(1).map((p) => ({ type: "pointerMove", duration: 16, x: Math.round(p.x), y: Math.round(p.y), origin: "viewport" })),
        { type: "pointerUp", button: 0 },
      ];
      await call("POST", s("/actions"), { actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions }] });
      await call("DELETE", s("/actions"));
    },
    close: async () => {
      await call("DELETE", s("")).catch(() => undefined);
      child.kill();
    },
  };
}

/** Polls `body` in the page until it returns something truthy; throws `what` after `ms`. */
export async function waitFor<T>(d: Driver, body: string, what: string, ms = 60_000, ...args: unknown[]): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown = null;
  for (;;) {
    try {
      const v = await d.run<T>(body, ...args);
      if (v) return v;
      last = v;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    if (Date.now() > until) throw new Error(`${what} (waited ${Math.round(ms / 1000)} s; last answer: ${JSON.stringify(last)?.slice(0, 200)})`);
    await pause(250);
  }
}
