// What a save costs: a whole seeded game of computers per game, saved as the app saves it,
// then read back and resumed (schema check + headless replay, what a reload does) and
// replayed frame by frame at 60 fps (what watching it again costs the CPU). Medians of runs.
//
//   npm run bench:saves              a table
//   npm run bench:saves -- --json    one JSON object per game
import { performance } from "node:perf_hooks";
import { KITS } from "../src/runtime/games";
import { playHeadless, replayKit } from "../src/runtime/headless";
import { readSave, SAVE_FORMAT, type SaveFile } from "../src/runtime/save-file";
import { median } from "./bench-stats";

const json = process.argv.includes("--json");
const RUNS = 5;
const SEATS = 3;
const games = Object.fromEntries(KITS.map((k) => [k.id, k.definition.rulesVersion]));

for (const kit of KITS) {
  const played = playHeadless(kit, 4242, { seats: SEATS, maxEntries: kit.id === "free-roll" || kit.id === "rykestra-practice" ? 60 : undefined });
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
    log,
  };
  const text = JSON.stringify(save);
  const resume: number[] = [];
  const replay: number[] = [];
  let identical = true;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const read = readSave(text, games);
    if (!read.ok) throw new Error(`${kit.id}: ${read.reason}`);
    const r = replayKit(kit, read.save.log, SEATS);
    resume.push(performance.now() - t0);
    identical &&= r.identical;
    r.session?.dispose();
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
    resumeMs: Math.round(median(resume) * 10) / 10,
    replayMs: Math.round(median(replay) * 10) / 10,
    identical,
  };
  if (json) console.log(JSON.stringify(row));
  else console.log(`${row.game}: ${row.moves} moves, ${row.throws} throws, save ${(row.saveBytes / 1024).toFixed(1)} kB, resume ${row.resumeMs} ms, replay at 60 fps ${row.replayMs} ms${identical ? "" : " — REPLAY DIFFERED"}`);
  played.dispose();
}
