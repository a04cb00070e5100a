// Makes sure Debian's nginx exists for the proxy test (the test starts and stops its own, on
// free local ports, with the README's config): installed with apt-get when running as root on
// Debian, otherwise a clear message says how to get one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const has = () => existsSync("/usr/sbin/nginx") || (() => {
  try {
    execSync("command -v nginx", { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
})();
if (has()) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log("No nginx found: installing Debian's nginx with apt-get (one time)…");
  // Only the program is wanted: policy-rc.d keeps the package from starting a service on port 80.
  const block = !existsSync("/usr/sbin/policy-rc.d");
  if (block) execSync("printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d", { shell: "/bin/sh" });
  try {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx", { stdio: "inherit", shell: "/bin/sh" });
  } finally {
    if (block) execSync("rm -f /usr/sbin/policy-rc.d", { shell: "/bin/sh" });
  }
  if (has()) process.exit(0);
}
console.error("No nginx found for the proxy test. Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y nginx");
process.exit(1);
