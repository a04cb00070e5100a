// Run under other-engine-math.mjs: reads the records another process wrote (a JSON file) and
// prints what this process found, as JSON on stdout.
import { readFileSync } from "node:fs";
import { check, type KitRecord } from "./cross-engine";

const records = JSON.parse(readFileSync(process.argv[2], "utf8")) as KitRecord[];
const checks = check(records);
const math = (globalThis as { __otherEngineMath?: { counts: { calls: number; moved: number } } }).__otherEngineMath;
process.stdout.write(JSON.stringify({ checks, math: math?.counts ?? null }));
