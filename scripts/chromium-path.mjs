// Where the Chromium for Playwright lives: CHROMIUM_PATH wins, then Debian's chromium.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execSync(`command -v ${name}`, { stdio: ["ignore", "pipe", "ignore"], shell: "/bin/sh" })
        .toString()
        .trim();
      if (found) return found;
    } catch {
      // not on PATH
    }
  }
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}
