// Runs the game server on its own: `npx tsx server/main.ts` (npm run server).
//   PORT (2567; 0 lets the system pick a free one), HOST (127.0.0.1; 0.0.0.0 behind a reverse proxy on another machine),
//   REDIS_URL (redis://127.0.0.1:6379: share rooms with other processes), PUBLIC_ADDRESS
//   (how other processes and clients reach this one when scaled out), HEARTBEAT_MS (3000: how often
//   each socket is pinged; two unanswered pings end it — lower it behind a proxy that drops idle lines sooner),
//   DATABASE_URL (postgres://…: the daily board in that Postgres server, shared by every process;
//   unset: embedded PGlite in BOARD_DATA_DIR, default .data/board — one process), BOARD=0 (no board),
//   REPORT_FLICK_TIMES=1 (on stopping, print the server's own flick-to-result times, kept since the
//   start or the last SIGUSR2: the load benchmark reads them).
//   The server's own settings and limits (PAUSE_SCALE, RATE_*, RECONNECT_SECONDS, LIMIT_*, TRUST_PROXY,
//   DRAIN_SECONDS, ADMIN_TOKEN): server/config.ts and docs/online.md.
// Logs are JSON lines. SIGTERM drains (no new tables; games in play go on for up to DRAIN_SECONDS)
// and then stops; SIGINT stops at once.
import { makeGameServer } from "./app";
import { configFromEnv } from "./config";
import { flickTimeSummary, keepFlickTimes, resetFlickTimes } from "./flick-times";
import { errorFields, jsonLog } from "./log";
import { boardSalt, openBoardDb, type Db } from "./daily/db";
import { boardTestSettings } from "./daily/test-settings";

const log = jsonLog();
let config;
try {
  config = configFromEnv(process.env);
} catch (e) {
  log.error("bad configuration", errorFields(e));
  process.exit(2);
}
const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? "127.0.0.1";
let db: Db | null = null;
if (process.env.BOARD !== "0") {
  try {
    db = await openBoardDb({ url: process.env.DATABASE_URL || undefined, dir: process.env.BOARD_DATA_DIR || ".data/board" });
  } catch (e) {
    log.error("board database failed", errorFields(e));
    process.exit(2);
  }
}
const server = makeGameServer({
  board: db ? { db, salt: await boardSalt(db), ...boardTestSettings(process.env) } : undefined,
  redis: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  config,
  log,
  heartbeat: process.env.HEARTBEAT_MS ? { everyMs: Number(process.env.HEARTBEAT_MS), misses: 2 } : undefined,
});
await server.listen(port, host);
// PORT=0: the system picked the port; say which (the tests read it from this line).
const bound = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
log.info("listening", { msg: `game server listening on ws://${host}:${bound}`, port: bound, board: db?.kind ?? null, redis: process.env.REDIS_URL || null, limits: config.limits, trustProxy: config.trustProxy });
// The verifying worker loads its code now, not while the first attempt waits.
server.verifier?.warm();
if (process.env.REPORT_FLICK_TIMES) {
  keepFlickTimes();
  process.on("SIGUSR2", resetFlickTimes);
}
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  if (process.env.REPORT_FLICK_TIMES) log.info("flick times", { flickTimes: flickTimeSummary() });
  await server.gracefullyShutdown(false);
  await db?.close();
  log.info("stopped");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", async () => {
  await server.drain.start();
  log.info("drained");
  await stop();
});
