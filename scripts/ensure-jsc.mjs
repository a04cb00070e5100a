// Makes sure a JavaScriptCore shell (`jsc`, WebKit's engine: Safari's and every iPhone browser's)
// exists for the cross-engine test: Debian's libjavascriptcoregtk-4.0-bin, installed with apt-get
// when running as root on Debian, otherwise a clear message says how to get one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const has = () => {
  try {
    execSync("command -v jsc", { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};
if (has()) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log("No jsc found: installing Debian's libjavascriptcoregtk-4.0-bin with apt-get (one time)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libjavascriptcoregtk-4.0-bin", { stdio: "inherit", shell: "/bin/sh" });
  if (has()) process.exit(0);
}
console.error("No JavaScriptCore shell (jsc) found for the cross-engine test. Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y libjavascriptcoregtk-4.0-bin");
process.exit(1);
