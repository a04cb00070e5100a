// Records seeded games here and has a second Node process, whose Math rounds like another
// engine's (other-engine-math.mjs), reproduce them (see cross-engine.ts).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { KitCheck, KitRecord } from "./cross-engine";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface OtherEngineRun {
  readonly checks: KitCheck[];
  /** Calls the child made to approximated Math functions, and how many answered an ulp off. */
  readonly math: { calls: number; moved: number } | null;
}

/** Checks the records in a child Node process; `salt` picks which arguments round differently. */
export function checkInOtherEngine(records: readonly KitRecord[], salt = 1, otherMath = true): OtherEngineRun {
  const dir = mkdtempSync(join(tmpdir(), "other-engine-"));
  try {
    const file = join(dir, "records.json");
    writeFileSync(file, JSON.stringify(records));
    const imports = ["--import", "tsx", ...(otherMath ? ["--import", join(here, "other-engine-math.mjs")] : [])];
    const r = spawnSync(process.execPath, [...imports, join(here, "check-child.ts"), file], {
      encoding: "utf8",
      env: { ...process.env, OTHER_ENGINE_SALT: String(salt) },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error(`the other engine's process failed (${r.status ?? r.signal}): ${r.stderr.slice(-2000)}`);
    return JSON.parse(r.stdout) as OtherEngineRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
