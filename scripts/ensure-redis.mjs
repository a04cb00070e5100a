// Makes sure Debian's redis-server exists for the scale-out test (the test starts and stops
// its own on a free local port): installed with apt-get when running as root on Debian,
// otherwise a clear message says how to get one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const has = () => {
  try {
    execSync("command -v redis-server", { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};
if (has()) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log("No redis-server found: installing Debian's redis-server with apt-get (one time)…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server", { stdio: "inherit", shell: "/bin/sh" });
  if (has()) process.exit(0);
}
console.error("No redis-server found for the scale-out test. Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y redis-server");
process.exit(1);
