// What the game server holds, measured in this process without a soak (live heap after full GCs).
//
//   npm run bench:memory                       one table: 1,000 moves; then 300 tables made and closed
//   npm run bench:memory -- --moves 2000 --tables 4 --closed 1000 --json
//
// perMoveBytes: live heap added per move at open tables (a move: one seat's move or throw, as the
// soak plays Hodrudda, "next-game" after each game), after the first 100 moves of each (the JIT
// warming) are left out. logBytesPerMove: of that, what the tables' logs hold (measured by letting
// the logs go). perTableKb: a started table before any move. Closed tables: real rooms on a local
// Colyseus server, each made by a client that sits, starts a game and leaves; alive: rooms (of
// those made) still reachable after GC; heap over the baseline, most of it compiled code.
import "../server/quiet-env";
import { performance } from "node:perf_hooks";
import { ROOM_NAME, SEAT_COLOURS } from "../src/net/protocol";
import { jsonLog } from "../server/log";
import { liveHeap, playMove, soloHost, soloTable } from "../server/memory-kit";
import { bootServer, gameServer, Recorder, until } from "../server/test-kit";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const json = process.argv.includes("--json");
const MOVES = Math.max(200, arg("moves", 1000));
const TABLES = Math.max(1, Math.min(50, arg("tables", 1)));
const CLOSED = Math.max(0, Math.min(5000, arg("closed", 300)));
const WARM = 100;
const MB = 2 ** 20;

async function openTables() {
  const host = soloHost({ limits: { movesPerTable: 1e9 } });
  const base = await liveHeap();
  const games = Array.from({ length: TABLES }, () => soloTable(host));
  const made = await liveHeap();
  for (let m = 0; m < WARM; m++) for (const g of games) await playMove(g);
  const warm = await liveHeap();
  const t0 = performance.now();
  for (let m = WARM; m < MOVES; m++) for (const g of games) await playMove(g);
  const seconds = (performance.now() - t0) / 1000;
  const end = await liveHeap();
  const entries = games.reduce((n, g) => n + g.session.view.log.length, 0);
  // Let every log go (the games stay) to see what the logs held.
  for (const g of games) g.session.store.setState({ log: [] });
  const noLogs = await liveHeap();
  const moves = (MOVES - WARM) * TABLES;
  const figures = {
    tables: TABLES,
    movesEach: MOVES,
    perTableKb: Math.round((made - base) / TABLES / 102.4) / 10,
    perMoveBytes: Math.round((end - warm) / moves),
    logBytesPerMove: Math.round((end - noLogs) / (MOVES * TABLES)),
    logEntriesPerMove: Math.round((entries / (MOVES * TABLES)) * 100) / 100,
    logBytesPerEntry: Math.round((end - noLogs) / entries),
    movesPerSecond: Math.round(moves / seconds),
  };
  for (const g of games) g.dispose();
  return figures;
}

async function closedTables() {
  const colyseus = await bootServer({ log: jsonLog(() => {}) });
  const rooms: WeakRef<object>[] = [];
  const one = async () => {
    const host = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    const { code } = await host.seen("welcome");
    rooms.push(new WeakRef(colyseus.getRoomById(code)));
    host.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
    await host.seen("seated");
    host.room.send("start", {});
    await host.seen("game");
    await host.room.leave(true);
  };
  const batch = async (n: number) => {
    for (let i = 0; i < n; i++) await one();
    await until(() => gameServer(colyseus).host.gate.tables === 0, 30_000, "every table closed");
  };
  await batch(50);
  const base = await liveHeap();
  await batch(CLOSED);
  const after = await liveHeap();
  const figures = { closed: CLOSED, alive: rooms.filter((r) => r.deref() !== undefined).length, heapOverBaselineKb: Math.round((after - base) / 1024), baselineMb: Math.round((base / MB) * 10) / 10 };
  await colyseus.shutdown();
  return figures;
}

const open = await openTables();
const closed = CLOSED > 0 ? await closedTables() : null;
if (json) console.log(JSON.stringify({ open, closed }));
else {
  console.log(`${open.tables} table(s) × ${open.movesEach} moves (${open.movesPerSecond} moves/s): ${open.perTableKb} KB a started table, ${open.perMoveBytes} B of live heap a move`);
  console.log(`  of which the log: ${open.logBytesPerMove} B a move (${open.logEntriesPerMove} entries a move, ${open.logBytesPerEntry} B an entry)`);
  if (closed) console.log(`${closed.closed} tables made, played and closed: ${closed.alive} still reachable; heap ${closed.heapOverBaselineKb} KB over the ${closed.baselineMb} MB baseline`);
}
process.exit(0);
