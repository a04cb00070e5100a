// `npm test`: the type check and the lint (side by side: each uses one core), the unit tests,
// then the browser tests in Chromium, then the browsers' suite in real Firefox and WebKit.
// Stops at the first failure.
import { spawn, spawnSync } from "node:child_process";

/** Steps run one after another; an inner list is run side by side, its output shown as each ends. */
// The app is built once, beside the type check and the lint, into `.e2e-dist/test`: Playwright
// (E2E_BUILT) and the browsers' suite (--dist) both serve that build.
const BUILT = ".e2e-dist/test";
const steps = [
  [
    ["type check", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
    ["lint (the layers' boundaries, the recommended rules, a reason on every disable)", "npx", ["eslint", "--max-warnings=0", "."]],
    ["build (the app the browser tests serve)", "npx", ["vite", "build", "--outDir", BUILT, "--emptyOutDir", "--logLevel", "error"]],
  ],
  ["redis-server (for the scale-out and proxy tests)", "node", ["scripts/ensure-tool.mjs", "redis-server"]],
  ["nginx (for the proxy test)", "node", ["scripts/ensure-tool.mjs", "nginx"]],
  ["postgresql (for the daily board's Postgres tests)", "node", ["scripts/ensure-tool.mjs", "initdb"]],
  ["JavaScriptCore's jsc (for the cross-engine test)", "node", ["scripts/ensure-tool.mjs", "jsc"]],
  ["unit tests", "npx", ["vitest", "run"]],
  ["browser (Chromium)", "node", ["scripts/ensure-chromium.mjs"]],
  ["browser tests", "npx", ["playwright", "test"], { E2E_BUILT: "1", E2E_OUT_DIR: BUILT }],
  ["firefox-esr (for the browsers' suite)", "node", ["scripts/ensure-tool.mjs", "firefox-esr"]],
  ["WebKitGTK's WebDriver (for the browsers' suite)", "node", ["scripts/ensure-tool.mjs", "WebKitWebDriver"]],
  ["xvfb-run (for the browsers' suite)", "node", ["scripts/ensure-tool.mjs", "xvfb-run"]],
  ["browsers beyond Chromium (real Firefox and WebKit)", "npx", ["tsx", "scripts/test-browsers.ts", `--dist=${BUILT}`]],
];

function fail(name, status) {
  console.error(`\n${name} failed (exit ${status}).`);
  process.exit(typeof status === "number" ? status : 1);
}

/** Runs one command with its output kept until it ends (so side-by-side steps do not interleave). */
function quietly([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => out.push(d));
    child.on("close", (code, signal) => {
      console.log(`\n=== ${name}: ${cmd} ${args.join(" ")} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      process.stdout.write(Buffer.concat(out));
      resolve({ name, status: code ?? signal });
    });
  });
}

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const results = await Promise.all(step.map(quietly));
    const bad = results.find((r) => r.status !== 0);
    if (bad) fail(bad.name, bad.status);
    continue;
  }
  const [name, cmd, args, env] = step;
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) fail(name, r.status ?? r.signal);
}
console.log("\nAll checks passed.");
