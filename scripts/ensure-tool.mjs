// Makes sure a Debian program a test needs exists: `node scripts/ensure-tool.mjs NAME` with NAME
// one of TOOLS below. Installed with apt-get when running as root on Debian (the tests start and
// stop their own instances on free local ports; no service is started), otherwise a clear
// message says how to get it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

function postgresBins(program) {
  try {
    return readdirSync("/usr/lib/postgresql").map((v) => `/usr/lib/postgresql/${v}/bin/${program}`);
  } catch {
    return [];
  }
}

const TOOLS = {
  "redis-server": { paths: ["/usr/bin/redis-server"], pkg: "redis-server", why: "the scale-out and proxy tests" },
  nginx: { paths: ["/usr/sbin/nginx"], pkg: "nginx", why: "the proxy test" },
  // Debian puts Postgres's server programs under /usr/lib/postgresql/<version>/bin, not on the PATH.
  initdb: { paths: postgresBins("initdb"), pkg: "postgresql", why: "the daily board's Postgres tests" },
  // JavaScriptCore's shell: WebKit's engine, Safari's and every iPhone browser's.
  jsc: { paths: ["/usr/bin/jsc"], pkg: "libjavascriptcoregtk-4.0-bin", why: "the cross-engine test" },
  // The browsers' suite beyond Chromium: real Firefox, real WebKit (WebKitGTK's MiniBrowser with its WebDriver), and a display for their WebGL.
  "firefox-esr": { paths: ["/usr/bin/firefox-esr"], pkg: "firefox-esr", why: "the browsers' suite (Firefox)" },
  WebKitWebDriver: { paths: ["/usr/bin/WebKitWebDriver"], pkg: "webkit2gtk-driver", why: "the browsers' suite (WebKit)" },
  "xvfb-run": { paths: ["/usr/bin/xvfb-run"], pkg: "xvfb", why: "the browsers' suite (a display for Firefox's and WebKit's WebGL)" },
};

const name = process.argv[2];
const tool = TOOLS[name];
if (!tool) {
  console.error(`ensure-tool: name one of ${Object.keys(TOOLS).join(", ")}`);
  process.exit(2);
}
const onPath = () => {
  try {
    execSync(`command -v ${name}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};
const has = () => tool.paths.some((p) => existsSync(p)) || onPath();
if (has()) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/etc/debian_version")) {
  console.log(`No ${name} found: installing Debian's ${tool.pkg} with apt-get (one time)…`);
  // Only the program is wanted: policy-rc.d keeps a package from starting a service (nginx on port 80).
  const block = !existsSync("/usr/sbin/policy-rc.d");
  if (block) execSync("printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d", { shell: "/bin/sh" });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.pkg}`, { stdio: "inherit", shell: "/bin/sh" });
  } finally {
    if (block) execSync("rm -f /usr/sbin/policy-rc.d", { shell: "/bin/sh" });
  }
  if (has()) process.exit(0);
}
console.error(`No ${name} found for ${tool.why}. Install it, e.g. on Debian/Ubuntu: sudo apt-get install -y ${tool.pkg}`);
process.exit(1);
