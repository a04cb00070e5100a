// Records seeded games here and has a second Node process, whose Math rounds like another
// engine's (other-engine-math.mjs), reproduce them (see cross-engine.ts).
import { execSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import type { KitCheck, KitRecord } from "./cross-engine";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface OtherEngineRun {
  readonly checks: KitCheck[];
  /** Calls the child made to approximated Math functions, and how many answered an ulp off. */
  readonly math: { calls: number; moved: number } | null;
}

/** Runs check-child.ts in a child Node process, with Math rounding like another engine's unless `otherMath` is false. */
function child(args: readonly string[], salt: number, otherMath: boolean): unknown {
  const imports = ["--import", "tsx", ...(otherMath ? ["--import", join(here, "other-engine-math.mjs")] : [])];
  const r = spawnSync(process.execPath, [...imports, join(here, "check-child.ts"), ...args], {
    encoding: "utf8",
    env: { ...process.env, OTHER_ENGINE_SALT: String(salt) },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`the other engine's process failed (${r.status ?? r.signal}): ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout);
}

/** Checks the records in a child Node process; `salt` picks which arguments round differently. */
export function checkInOtherEngine(records: readonly KitRecord[], salt = 1, otherMath = true): OtherEngineRun {
  const dir = mkdtempSync(join(tmpdir(), "other-engine-"));
  try {
    const file = join(dir, "records.json");
    writeFileSync(file, JSON.stringify(records));
    return child([file], salt, otherMath) as OtherEngineRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Probe {
  /** Per approximated function, the share of 1,000 arguments whose answer moved. */
  readonly moved: Record<string, number>;
  /** How far apart (cm) one throw settles when a spin component differs by one ulp. */
  readonly oneUlpApartCm: number;
}

/** What the other engine's Math does to answers, and to a throw. */
export const probeOtherEngine = (salt = 1): Probe => child(["--probe"], salt, true) as Probe;

/** The JavaScriptCore shell from Debian's libjavascriptcoregtk-4.0-bin, or null when absent. */
export function jscPath(): string | null {
  try {
    return execSync("command -v jsc", { encoding: "utf8", shell: "/bin/sh" }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Checks the records in JavaScriptCore, WebKit's engine: the check is bundled with esbuild for
 * its shell (jsc-entry.ts) and run there, on that engine's own Math.
 */
export function checkInJavaScriptCore(records: readonly KitRecord[]): OtherEngineRun {
  const jsc = jscPath();
  if (!jsc) throw new Error("No JavaScriptCore shell (jsc) found: on Debian, apt-get install libjavascriptcoregtk-4.0-bin (npm test installs it when run as root)");
  const dir = mkdtempSync(join(tmpdir(), "jsc-engine-"));
  try {
    const bundle = join(dir, "bundle.js");
    buildSync({ entryPoints: [join(here, "jsc-entry.ts")], bundle: true, platform: "browser", format: "iife", target: "es2020", outfile: bundle, logLevel: "error" });
    const file = join(dir, "records.json");
    writeFileSync(file, JSON.stringify(records));
    const r = spawnSync(jsc, [bundle, "--", "--check", file], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`JavaScriptCore failed (${r.status ?? r.signal}): ${(r.stderr || r.stdout).slice(-2000)}`);
    return JSON.parse(r.stdout) as OtherEngineRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
