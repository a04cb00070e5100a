// The log is the source of truth: seeded games of computers on the real physics are recorded,
// JSON round-tripped and replayed on fresh sessions headless and with the live table driven at
// several frame rates; one game per seed is also recorded live at a frame rate and its log must
// equal the headless one. Every difference is a mismatch and fails the run.
//
//   npm run check:replay               a table
//   npm run check:replay -- --json     one JSON object per game
//   npm run check:replay -- --games 5  fewer games per game (default 20)
import { CATALOG } from "../src/catalog";
import { playHeadless, replayKit } from "../src/runtime/headless";

const args = process.argv.slice(2);
const json = args.includes("--json");
const gamesArg = args.indexOf("--games");
const GAMES = gamesArg >= 0 ? Number(args[gamesArg + 1]) : 20;
const only = args.indexOf("--game") >= 0 ? args[args.indexOf("--game") + 1] : null;
const FRAME_RATES = [20, 30, 60, 144];
const SEATS = 3;

const poseBits = (dice: readonly { position: readonly number[]; quaternion: readonly number[] }[]) =>
  dice.flatMap((d) => [...d.position, ...d.quaternion]);
const sameBits = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

let failed = false;
for (const kit of CATALOG.filter((k) => !only || k.id === only)) {
  let moves = 0;
  let throws = 0;
  const mismatches: string[] = [];
  const started = Date.now();
  for (let g = 0; g < GAMES; g++) {
    const seed = 1000 + g;
    // A game with no end is played for a fixed number of log entries.
    const maxEntries = kit.endless ? 40 : undefined;
    const recorded = playHeadless(kit, seed, { seats: SEATS, maxEntries });
    const log = JSON.parse(JSON.stringify(recorded.log()));
    moves += log.entries.filter((e: { input: { kind: string } }) => e.input.kind === "move").length;
    throws += log.entries.filter((e: { input: { kind: string } }) => e.input.kind === "flick").length;
    const finalState = JSON.stringify(recorded.game);
    const finalPoses = poseBits(recorded.table.snapshot());
    // Recorded live at one frame rate (rotating), the log must be the headless one.
    const liveFps = FRAME_RATES[g % FRAME_RATES.length];
    const live = playHeadless(kit, seed, { seats: SEATS, maxEntries, fps: liveFps });
    if (JSON.stringify(live.log()) !== JSON.stringify(recorded.log())) mismatches.push(`seed ${seed}: recorded at ${liveFps} fps, the log differs`);
    for (const fps of [undefined, ...FRAME_RATES]) {
      const r = replayKit(kit, log, SEATS, fps);
      const where = `seed ${seed} replayed ${fps === undefined ? "headless" : `at ${fps} fps`}`;
      if (!r.identical) mismatches.push(`${where}: ${r.mismatches[0]}`);
      else if (JSON.stringify(r.session!.game) !== finalState) mismatches.push(`${where}: final state differs`);
      else if (!sameBits(poseBits(r.session!.table.snapshot()), finalPoses)) mismatches.push(`${where}: poses differ`);
      r.session?.dispose();
    }
    recorded.dispose();
    live.dispose();
  }
  const row = { game: kit.id, games: GAMES, moves, throws, frameRates: ["headless", ...FRAME_RATES], mismatches: mismatches.length, seconds: (Date.now() - started) / 1000 };
  if (mismatches.length > 0) failed = true;
  if (json) console.log(JSON.stringify(row));
  else {
    console.log(`${kit.id}: ${GAMES} games, ${moves} moves, ${throws} throws, replayed headless and at ${FRAME_RATES.join("/")} fps: ${mismatches.length} mismatches (${row.seconds.toFixed(1)} s)`);
    for (const m of mismatches.slice(0, 10)) console.log(`  ${m}`);
  }
}
process.exit(failed ? 1 : 0);
