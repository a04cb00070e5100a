// Online play under load: one game server process (server/main.ts) and, in this process,
// headless clients that each mirror their room (every throw simulated here too and checked
// against the server's checksum), seated four to a Hodrudda table, every seat played by the
// game's own policy after a human-like pause (bench-online-seat.ts). Bounded in rooms, clients
// and time. The server's CPU, memory and the soak's minutes: bench-online-figures.ts.
//
//   npm run bench:online                       100 rooms × 4 clients, 8 s warm-up then 40 s timed, a table
//   npm run bench:online -- --json             one JSON object
//   npm run bench:online -- --rooms 10 --seconds 15 --port 2600 --workers 2 --think 1500 --warmup 8
//   npm run bench:online -- --soak             200 rooms for 10 minutes (--minutes N to shorten):
//                                              the server's memory and p99 each minute, and their slopes
//   npm run bench:online -- --soak --games-per-table 3
//                                              the same, but each table's players leave after three
//                                              games and seat a new table (as players do): the server's
//                                              memory with tables ending, not one series each for ever
//
// p50Ms / p99Ms: from a client sending a flick to each client of the room holding the
// server's settled result (one sample per client per flick). lost: inputs a client sent that
// never came back to it accepted or refused. serverCpuPercent: the server process's CPU time
// over the run's wall time (100 = one core). rssMbPerRoom: the server's resident memory
// growth from idle, per room.
import { execFile } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import "../server/quiet-env";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { SEAT_COLOURS } from "../src/net/protocol";
import { spawnServer, stopServer, until } from "../server/test-kit";
import { procStat, serverLive, soakFigures, type WorkerFigures } from "./bench-online-figures";
import { play, tally, type Flight } from "./bench-online-seat";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const json = process.argv.includes("--json");
const SOAK = process.argv.includes("--soak");
const ROOMS = Math.min(200, arg("rooms", SOAK ? 200 : 100));
const SEATS = 4;
const SECONDS = SOAK ? Math.min(120, arg("minutes", 10)) * 60 : Math.min(300, arg("seconds", 40));
/** The server's port; 0 (the default): one the system picks. */
const PORT = arg("port", 0);
/** A player's pause before acting (ms): a person takes a moment; it also bounds the load. */
const THINK_MIN = arg("think", 1500);
/** Client processes (each runs its share of the rooms' headless clients). */
const WORKERS = Math.max(1, Math.min(8, arg("workers", 2)));
const URL = `ws://127.0.0.1:${PORT}`;
/** Seconds at the start whose flicks are not timed (the JIT warming both ends), still checked for desyncs and losses. */
const WARMUP = arg("warmup", 8);
/** The server process (given to the first worker only). */
const SERVER_PID = arg("server-pid", 0);
/** Games a table's players play before they leave it and seat a new one; 0: one table each for the whole run. */
const GAMES_PER_TABLE = Math.max(0, Math.floor(arg("games-per-table", 0)));

const kit = (id: string) => CATALOG.find((k) => k.id === id);
/** Every bench client is 127.0.0.1: the server's per-address limits are raised for it (server-side, by environment). */
const BENCH_LIMITS = { LIMIT_TABLES_PER_MINUTE: "100000", LIMIT_JOINS_PER_MINUTE: "100000", LIMIT_OPEN_TABLES_PER_ADDRESS: "100000" };

const latencies: number[] = [];
/** Timed latencies by minute of the timed run (the soak's per-minute p99). */
const byMinute: number[][] = [];
let timedFrom = 0;
let turnoverFailures = 0;

/** A worker: seats and plays `ROOMS` rooms against the server at URL; prints its raw figures as JSON. */
async function worker() {
  const tables: OnlineTable<unknown, never>[] = [];
  const stops: (() => void)[] = [];
  /** The desyncs and corrections counted by tables already left. */
  const left = { desyncs: 0, corrections: 0, tables: 0 };
  const seatRoom = async (r: number, generation: number): Promise<OnlineTable<unknown, never>[]> => {
    const flights: Flight[] = [];
    const onEvent = (client: number, type: "input" | "settled", index: number) => {
      if (type !== "settled") return;
      const now = performance.now();
      for (const f of flights)
        if (index > f.index && f.waiting.delete(client) && f.timed) {
          latencies.push(now - f.t0);
          (byMinute[Math.floor((now - timedFrom) / 60_000)] ??= []).push(now - f.t0);
        }
      while (flights.length > 0 && flights[0].waiting.size === 0) flights.shift();
    };
    const options = (c: number) => ({ kit: kit as never, settleAtOnce: "after-result" as const, onEvent: (t: "input" | "settled", i: number) => onEvent(c, t, i) });
    const host = await retried(() => OnlineTable.create<unknown, never>(URL, { game: "hodrudda", seats: SEATS }, options(0)));
    await until(() => host.view.code !== null);
    const room = [host];
    for (let c = 1; c < SEATS; c++) room.push(await retried(() => OnlineTable.join<unknown, never>(URL, host.view.code!, options(c))));
    room.forEach((t, s) => t.sit(s, `P${r}-${generation}-${s}`, SEAT_COLOURS[s]));
    await until(() => room.every((t, s) => t.view.seat === s), 20_000);
    // Whichever seat is to act when a game ends counts it; after the table's last game they all leave.
    let games = 0;
    const atGameEnd = GAMES_PER_TABLE > 0 ? () =>
            ++games >= GAMES_PER_TABLE &&
            (void turnOver(r, generation, room, roomStops).catch((e: unknown) => {
              // Said, never swallowed: a table that could not be replaced is one room fewer.
              turnoverFailures++;
              process.stderr.write(`room ${r}: seating its next table failed: ${String(e)}\n`);
            }),
            true) : null;
    const roomStops: (() => void)[] = room.map((t, s) => play(t, s, flights, THINK_MIN, atGameEnd));
    stops.push(...roomStops);
    tables.push(...room);
    return room;
  };
  /** After GAMES_PER_TABLE games: the players leave their table and seat a new one. */
  const turnOver = async (r: number, generation: number, room: OnlineTable<unknown, never>[], roomStops: (() => void)[]) => {
    roomStops.forEach((f) => f());
    // The game's last move may reach one player's screen before its sender's: the sender waits
    // for its answer before leaving (an answer that never comes is still counted lost).
    await until(() => room.every((t) => !tally.pending.get(t)), 10_000).catch(() => undefined);
    for (const t of room) {
      left.desyncs += t.view.counts.desyncs;
      left.corrections += t.view.counts.corrections;
      tables.splice(tables.indexOf(t), 1);
    }
    left.tables++;
    await Promise.all(room.map((t) => t.leave()));
    if (stopping) return;
    const next = await seatRoom(r, generation + 1);
    next[0].start();
  };
  let stopping = false;
  for (let r = 0; r < ROOMS; r++) await seatRoom(r, 0);
  for (let r = 0; r < ROOMS; r++) tables[r * SEATS].start();
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  tally.timing = true;
  timedFrom = performance.now();
  // The first worker tells the server its warm-up is over: its own times count from now too.
  if (SERVER_PID > 0) process.kill(SERVER_PID, "SIGUSR2");
  // The first worker also reads the server's memory at the end of each timed minute.
  const rssByMinute: number[] = [];
  // The soak's server runs with --expose-gc: its live heap (read after a full collection) and the log entries its tables hold.
  const liveByMinute: ({ heapMb: number; logEntries: number } | null)[] = [];
  const reading: Promise<void>[] = [];
  const sampler =
    SERVER_PID > 0
      ? setInterval(() => {
          rssByMinute.push(Math.round(procStat(SERVER_PID).rssMb * 10) / 10);
          const m = liveByMinute.push(null) - 1;
          if (SOAK) reading.push(serverLive(PORT).then((v) => void (liveByMinute[m] = v)));
        }, 60_000)
      : null;
  await new Promise((r) => setTimeout(r, SECONDS * 1000 + (sampler ? 500 : 0)));
  if (sampler) clearInterval(sampler);
  await Promise.all(reading);
  stopping = true;
  stops.forEach((f) => f());
  // Let every answer in flight arrive.
  await until(() => tally.answered >= tally.sentInputs, 10_000).catch(() => undefined);
  const figures = {
    clients: tables.length,
    moves: tally.moves,
    latencies,
    lost: Math.max(0, tally.sentInputs - tally.answered),
    desyncs: left.desyncs + tables.reduce((n, t) => n + t.view.counts.desyncs, 0),
    corrections: left.corrections + tables.reduce((n, t) => n + t.view.counts.corrections, 0),
    tablesLeft: left.tables,
    turnoverFailures,
    byMinute: Array.from({ length: Math.ceil(SECONDS / 60) }, (_, m) => byMinute[m] ?? []),
    rssByMinute,
    liveByMinute,
  };
  await Promise.all(tables.map((t) => t.leave()));
  // Written out before the process exits: a long soak's line is hundreds of KB, more than a pipe
  // takes at once, and an exit straight after console.log cut it short.
  await new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(figures)}\n`, () => resolve()));
}

/** The run: the server, then WORKERS client processes sharing the rooms between them. */
async function main() {
  const server = await spawnServer(PORT, { PAUSE_SCALE: "0", REPORT_FLICK_TIMES: "1", ...BENCH_LIMITS, ...(SOAK ? { NODE_OPTIONS: "--expose-gc" } : {}) });
  const port = server.port;
  const pid = server.pid!;
  let said = "";
  server.stdout!.on("data", (b: Buffer) => (said += b.toString()));
  const serverTimes = async () => {
    await stopServer(server);
    const m = /"flickTimes":(\{[^}]*\})/.exec(said);
    return m ? (JSON.parse(m[1]) as { count: number; p50Ms: number | null; p99Ms: number | null }) : null;
  };
  try {
    await new Promise((r) => setTimeout(r, 500));
    const idle = procStat(pid);
    const t0 = performance.now();
    const cpu0 = idle.cpuSeconds;
    const share = (i: number) => Math.floor(ROOMS / WORKERS) + (i < ROOMS % WORKERS ? 1 : 0);
    const runs = await Promise.all(
      Array.from({ length: WORKERS }, (_, i) =>
        new Promise<WorkerFigures>((resolve, reject) => {
          const args = ["--import", "tsx", "scripts/bench-online.ts", "--worker", "--rooms", String(share(i)), "--seconds", String(SECONDS), "--port", String(port), "--think", String(THINK_MIN), "--warmup", String(WARMUP), "--games-per-table", String(GAMES_PER_TABLE), ...(i === 0 ? ["--server-pid", String(pid)] : [])];
          execFile(process.execPath, [...args, ...(SOAK ? ["--soak", "--minutes", String(SECONDS / 60)] : [])], { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) => {
            const line = stdout.trim().split("\n").at(-1) ?? "";
            if (err && !line.startsWith("{")) return reject(err);
            resolve(JSON.parse(line));
          });
        }),
      ),
    );
    const wall = (performance.now() - t0) / 1000;
    const end = procStat(pid);
    const own = await serverTimes();
    const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const q = (p: number) => (all.length ? Math.round(all[Math.min(all.length - 1, Math.floor(p * all.length))] * 10) / 10 : null);
    const sum = (k: "clients" | "moves" | "lost" | "desyncs" | "corrections" | "tablesLeft" | "turnoverFailures") => runs.reduce((n, r) => n + r[k], 0);
    const result = {
      rooms: ROOMS,
      clients: sum("clients"),
      seconds: SECONDS,
      moves: sum("moves"),
      flicks: Math.round(all.length / SEATS),
      p50Ms: q(0.5),
      p99Ms: q(0.99),
      // The server's own part of each flick (arrival to its result sent), over the whole run.
      serverP50Ms: own?.p50Ms ?? null,
      serverP99Ms: own?.p99Ms ?? null,
      desyncs: sum("desyncs"),
      corrections: sum("corrections"),
      lost: sum("lost"),
      // Tables whose players left after GAMES_PER_TABLE games (each replaced by a new one).
      gamesPerTable: GAMES_PER_TABLE || null,
      tablesLeft: sum("tablesLeft"),
      turnoverFailures: sum("turnoverFailures"),
      serverCpuPercent: Math.round(((end.cpuSeconds - cpu0) / wall) * 1000) / 10,
      rssMbPerRoom: Math.round(((end.rssMb - idle.rssMb) / ROOMS) * 100) / 100,
      // The machine's 1-minute load average at the end: latencies mean little on a machine busy with other work.
      loadAverage: Math.round(loadavg()[0] * 10) / 10,
      cores: cpus().length,
    };
    const soak = SOAK ? soakFigures(runs) : undefined;
    if (json) console.log(JSON.stringify(soak ? { ...result, soak } : result));
    else {
      console.log(`${result.rooms} rooms × ${SEATS} clients (${WORKERS} client processes), ${SECONDS} s timed: ${result.moves} moves (${result.flicks} flicks timed)`);
      console.log(`flick → every client holding the server's result: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
      console.log(`the server's own part (flick arrived → result sent): p50 ${result.serverP50Ms} ms, p99 ${result.serverP99Ms} ms`);
      console.log(`load average ${result.loadAverage} on ${result.cores} cores`);
      if (GAMES_PER_TABLE) console.log(`tables left after ${GAMES_PER_TABLE} games and replaced: ${result.tablesLeft} (${result.turnoverFailures} could not be replaced)`);
      console.log(`desyncs ${result.desyncs}, corrections ${result.corrections}, lost ${result.lost}; server CPU ${result.serverCpuPercent}% of a core, ${result.rssMbPerRoom} MB a room`);
      const ok = result.p99Ms !== null && result.p99Ms <= 150 && result.lost === 0 && result.corrections === result.desyncs;
      console.log(ok ? "goals met (p99 ≤ 150 ms, nothing lost, every desync corrected)" : "GOALS NOT MET");
      if (soak) {
        console.log("minute | server RSS MB | live heap MB | log entries held | p99 ms | flicks timed");
        soak.minutes.forEach((m) => console.log(`${m.minute} | ${m.rssMb} | ${m.heapMb} | ${m.logEntries} | ${m.p99Ms} | ${Math.round(m.samples / SEATS)}`));
        console.log(`slopes: memory ${soak.rssSlopeMbPerMinute} MB/min (live heap ${soak.heapSlopeMbPerMinute} MB/min; the logs ${soak.logEntriesSlopePerMinute} entries/min), p99 ${soak.p99SlopeMsPerMinute} ms/min`);
      }
    }
  } finally {
    await stopServer(server);
  }
}

/**
 * A make or join whose HTTP request was cut before any answer ("socket hang up": on a loaded
 * machine a kept-alive socket can be reused just as the server closes it for idling), asked
 * again, at most twice; any other error is the bench's to report.
 */
async function retried<T>(ask: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ask();
    } catch (e) {
      if (attempt >= 2 || !/socket hang up|ECONNRESET/.test(String((e as Error).message))) throw e;
    }
  }
}

await (process.argv.includes("--worker") ? worker() : main());
process.exit(0);
