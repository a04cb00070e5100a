// `npm test`: the type check, the lint, the unit tests, then the browser tests. Stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["type check", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]],
  ["lint (the layers' boundaries, the recommended rules, a reason on every disable)", "npx", ["eslint", "--max-warnings=0", "."]],
  ["redis-server (for the scale-out and proxy tests)", "node", ["scripts/ensure-tool.mjs", "redis-server"]],
  ["nginx (for the proxy test)", "node", ["scripts/ensure-tool.mjs", "nginx"]],
  ["JavaScriptCore's jsc (for the cross-engine test)", "node", ["scripts/ensure-tool.mjs", "jsc"]],
  ["unit tests", "npx", ["vitest", "run"]],
  ["browser (Chromium)", "node", ["scripts/ensure-chromium.mjs"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`\n${name} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status ?? 1);
  }
}
console.log("\nAll checks passed.");
