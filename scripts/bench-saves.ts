// What a save costs: a whole seeded game of computers per game, saved as the app saves it
// (log, streams, checkpoint of the last rest), then read back and resumed as a reload does
// (schema check, the checkpoint checked against the log and restored, the game folded from
// the log's moves), resumed the slow way (the whole log's physics replayed headless, what a
// save without a checkpoint costs) and replayed frame by frame at 60 fps (what watching it
// again costs the CPU). Medians of runs; every resume must stand exactly where the game ended.
//
//   npm run bench:saves              a table
//   npm run bench:saves -- --json    one JSON object per game
//   npm run bench:saves -- --game rykestra   one game
import { performance } from "node:perf_hooks";
import { CATALOG } from "../src/catalog";
import { playHeadless, replayKit, replaySession } from "../src/runtime/headless";
import { takeCheckpoint } from "../src/runtime/record/checkpoint";
import { resumeSession } from "../src/runtime/record/resume";
import { readSave, SAVE_FORMAT, type SaveFile } from "../src/runtime/record/save-file";
import { packSave } from "../src/runtime/record/save-packing";
import { median } from "./bench-stats";

const json = process.argv.includes("--json");
const only = process.argv.includes("--game") ? process.argv[process.argv.indexOf("--game") + 1] : null;
const RUNS = 5;
/** Fewer runs for a game whose log is this long (a computers' Dice Poker game can run to thousands of entries). */
const LONG_LOG = 2_000;
const SEATS = 3;
const games = Object.fromEntries(CATALOG.map((k) => [k.id, k.definition.rulesVersion]));

for (const kit of CATALOG.filter((k) => only === null || k.id === only)) {
  const played = playHeadless(kit, 4242, { seats: SEATS, maxEntries: kit.endless ? 60 : undefined });
  const log = played.log();
  const save: SaveFile = {
    app: "dice-tabletop",
    format: SAVE_FORMAT,
    id: "bench",
    createdAt: Date.now(),
    updatedAt: Date.now(),
    seats: Array.from({ length: SEATS }, () => "computer"),
    players: Array.from({ length: SEATS }, (_, i) => `Seat ${i + 1}`),
    colours: Array.from({ length: SEATS }, () => "Red"),
    progress: "",
    finished: kit.definition.isOver(played.game),
    result: null,
    quick: true,
    view: { camera: "angled" },
    strengths: Array.from({ length: SEATS }, () => "good"),
    rng: played.table.rngState(),
    checkpoint: takeCheckpoint(played) ?? undefined,
    log,
  };
  const end = JSON.stringify({ game: played.game, poses: played.table.snapshot(), rng: played.table.rngState() });
  // As the app stores it: the JSON packed (save-packing.ts).
  const text = packSave(JSON.stringify(save));
  const same = (s: { game: unknown; table: { snapshot(): unknown; rngState(): unknown } }) =>
    JSON.stringify({ game: s.game, poses: s.table.snapshot(), rng: s.table.rngState() }) === end;
  const resume: number[] = [];
  const full: number[] = [];
  const replay: number[] = [];
  let identical = true;
  const runs = log.entries.length > LONG_LOG ? 1 : RUNS;
  // Resuming is cheap enough to measure RUNS times in every game; the first, cold run is kept too.
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const read = readSave(text, games);
    if (!read.ok) throw new Error(`${kit.id}: ${read.reason}`);
    const made = replaySession(kit, SEATS)(read.save.log.seed, read.save.log.options);
    if (!made.ok) throw new Error(`${kit.id}: ${made.reason}`);
    const r = resumeSession(made.state, read.save.log, { checkpoint: read.save.checkpoint, rng: read.save.rng });
    resume.push(performance.now() - t0);
    identical &&= r.ok && r.notice === null && same(made.state);
    made.state.dispose();
    if (i >= runs) continue;
    const tf = performance.now();
    const slow = replayKit(kit, read.save.log, SEATS);
    if (slow.session && read.save.rng) slow.session.table.restoreRng(read.save.rng);
    full.push(performance.now() - tf);
    identical &&= slow.identical && slow.session !== null && same(slow.session);
    slow.session?.dispose();
    const t1 = performance.now();
    const watched = replayKit(kit, log, SEATS, 60);
    replay.push(performance.now() - t1);
    identical &&= watched.identical;
    watched.session?.dispose();
  }
  const row = {
    game: kit.id,
    moves: log.entries.filter((e) => e.input.kind === "move").length,
    throws: log.entries.filter((e) => e.input.kind === "flick").length,
    saveBytes: new TextEncoder().encode(text).length,
    jsonBytes: new TextEncoder().encode(JSON.stringify(save)).length,
    resumeMs: Math.round(median(resume) * 10) / 10,
    coldResumeMs: Math.round(resume[0] * 10) / 10,
    fullReplayResumeMs: Math.round(median(full) * 10) / 10,
    replayMs: Math.round(median(replay) * 10) / 10,
    identical,
  };
  if (json) console.log(JSON.stringify(row));
  else console.log(`${row.game}: ${row.moves} moves, ${row.throws} throws, save ${row.saveBytes.toLocaleString("en")} B stored (${row.jsonBytes.toLocaleString("en")} B of JSON), resume ${row.resumeMs} ms (first ${row.coldResumeMs} ms; replaying the whole log instead: ${row.fullReplayResumeMs} ms), replay at 60 fps ${row.replayMs} ms${identical ? "" : " — REPLAY DIFFERED"}`);
  played.dispose();
}
