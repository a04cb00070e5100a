// Seeded games of every game recorded here and reproduced by a Node process whose Math rounds
// like another engine's: the same flicks, landings, replays, link and resumed save, to the bit.
//
//   npm run check:engines                   seeds 1–3, salts 1–2
//   npm run check:engines -- --seeds 10     more seeds
//   npm run check:engines -- --json         one JSON object per game, seed and salt
import { record } from "./other-engine/cross-engine";
import { checkInOtherEngine } from "./other-engine/run";

const args = process.argv.slice(2);
const num = (name: string, d: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : d);
const json = args.includes("--json");
const only = args.includes("--game") ? args[args.indexOf("--game") + 1] : undefined;
let failed = 0;
for (let seed = 1; seed <= num("--seeds", 3); seed++) {
  const records = record(seed, only);
  for (let salt = 1; salt <= num("--salts", 2); salt++) {
    const run = checkInOtherEngine(records, salt);
    for (const c of run.checks) {
      if (c.problems.length > 0) failed++;
      if (json) console.log(JSON.stringify({ ...c, salt, mathCalls: run.math?.calls ?? 0, mathMoved: run.math?.moved ?? 0 }));
      else console.log(`${c.kit} seed ${seed} salt ${salt}: ${c.throws} throws, ${c.problems.length === 0 ? "the same to the bit" : c.problems.join("; ")}`);
    }
    if (!json) console.log(`  (the other engine's process called approximated Math ${run.math?.calls ?? 0} times, ${run.math?.moved ?? 0} answered an ulp off)`);
  }
}
process.exit(failed > 0 ? 1 : 0);
