// Makes sure a Chromium exists for the Playwright tests. Playwright cannot download its own
// browser here, so we use Debian's: installed with apt-get when running as root on Debian,
// otherwise a clear message says how to get one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath, softwareGl } from "./chromium-path.mjs";

const found = chromiumPath();
if (found && existsSync(found)) {
  console.log(`Chromium: ${found}; WebGL drawn by ${softwareGl()} (E2E_GL=swiftshader|llvmpipe picks).`);
  process.exit(0);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const isDebian = existsSync("/etc/debian_version");
if (isRoot && isDebian) {
  console.log("No Chromium found: installing Debian's chromium with apt-get (one time)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
    shell: "/bin/sh",
  });
  if (chromiumPath()) process.exit(0);
}
console.error(
  [
    "No Chromium found for the browser tests.",
    "Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y chromium",
    "or point CHROMIUM_PATH at a Chromium/Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test",
  ].join("\n"),
);
process.exit(1);
