// Services the deployment tests start for themselves, each on a free local port and stopped at
// the end: Debian's redis-server, nginx (with docs/online.md's config, deploy/nginx-game-server.conf) and Postgres.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "./test-kit";

/** A process that must know its port before it starts: a free one, and another if it was taken meanwhile. */
export async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await start(await freePort());
    } catch (e) {
      if (tries === 3) throw e;
    }
  }
}

/** Resolves when `child` has printed `ready` (on stdout or stderr); rejects if it exits first. */
function started(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = "";
    const read = (b: Buffer) => {
      out += b.toString();
      if (ready.test(out)) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.on("exit", (code) => reject(new Error(`${what} exited (${code}): ${out}`)));
  });
}

export const hasRedis = () => spawnSync("sh", ["-c", "command -v redis-server"]).status === 0;

/** A redis-server with nothing saved, on a free local port. */
export function startRedis(): Promise<{ child: ChildProcess; url: string }> {
  if (!hasRedis()) throw new Error("redis-server is missing: npm test installs it (scripts/ensure-tool.mjs), or apt-get install redis-server");
  return onFreePort(async (p) => {
    const child = spawn("redis-server", ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
    await started(child, /Ready to accept connections/, "redis-server");
    return { child, url: `redis://127.0.0.1:${p}` };
  });
}

export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => existsSync(p)) ?? (spawnSync("sh", ["-c", "command -v nginx"]).stdout?.toString().trim() || null);

/**
 * nginx in the foreground with docs/online.md's site config (deploy/nginx-game-server.conf), its
 * ${...} ports filled in, everything it writes in a temporary folder. Resolves once it answers.
 */
export async function startNginx(ports: Record<string, number>): Promise<{ child: ChildProcess; port: number; stop: () => Promise<void> }> {
  if (!NGINX) throw new Error("nginx is missing: npm test installs it (scripts/ensure-tool.mjs), or apt-get install nginx");
  const dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  return onFreePort(async (port) => {
    const site = readFileSync("deploy/nginx-game-server.conf", "utf8").replace(/\$\{(\w+)\}/g, (_, k: string) => String(k === "PROXY_PORT" ? port : ports[k]));
    const root = typeof process.getuid === "function" && process.getuid() === 0;
    const conf = `${root ? "user root;\n" : ""}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr notice;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`).join("\n")}\n${site}\n}\n`;
    writeFileSync(join(dir, "nginx.conf"), conf);
    const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
    await started(child, /start worker process/, "nginx");
    const stop = async () => {
      if (child.exitCode === null) await new Promise<void>((r) => (child.once("exit", () => r()), child.kill("SIGQUIT")));
      rmSync(dir, { recursive: true, force: true });
    };
    return { child, port, stop };
  });
}

/** Debian's Postgres server programs (under /usr/lib/postgresql/<version>/bin, newest first), or null. */
export const POSTGRES_BIN: string | null = (() => {
  try {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) return `/usr/lib/postgresql/${v}/bin`;
  } catch {
    // No Debian postgresql: the PATH's, if any.
  }
  const initdb = spawnSync("sh", ["-c", "command -v initdb"]).stdout?.toString().trim();
  return initdb ? dirname(initdb) : null;
})();

export const hasPostgres = () => POSTGRES_BIN !== null && existsSync(join(POSTGRES_BIN, "postgres"));

/**
 * A Postgres server of its own in a temporary folder, on a free local port, with one trusted
 * user `postgres`. initdb refuses to run as root: as root it runs as the system's `postgres` user
 * (Debian's package makes it), in a folder that user owns.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!POSTGRES_BIN || !hasPostgres()) throw new Error("Postgres is missing: npm test installs it (scripts/ensure-tool.mjs initdb), or apt-get install postgresql");
  const bin = POSTGRES_BIN;
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), "postgres-test-"));
  const as = (program: string, args: string[]): [string, string[]] => (root ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]] : [join(bin, program), args]);
  if (root) spawnSync("chown", ["postgres:postgres", dir]);
  const data = join(dir, "data");
  const init = spawnSync(...as("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"]), { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  return onFreePort(async (port) => {
    const child = spawn(...as("postgres", ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1"]), { stdio: ["ignore", "pipe", "pipe"] });
    await started(child, /ready to accept connections/, "postgres");
    const stop = async () => {
      spawnSync(...as("pg_ctl", ["stop", "-D", data, "-m", "fast"]));
      if (child.exitCode === null) await new Promise<void>((r) => (child.once("exit", () => r()), child.kill("SIGINT")));
      rmSync(dir, { recursive: true, force: true });
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  });
}
