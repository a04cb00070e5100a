// Runs the game server on its own: `npx tsx server/main.ts` (npm run server).
//   PORT (2567; 0 lets the system pick a free one), HOST (127.0.0.1; 0.0.0.0 behind a reverse proxy on another machine),
//   REDIS_URL (redis://127.0.0.1:6379: share rooms with other processes), PUBLIC_ADDRESS
//   (how other processes and clients reach this one when scaled out), HEARTBEAT_MS (3000: how often
//   each socket is pinged; two unanswered pings end it — lower it behind a proxy that drops idle lines sooner),
//   REPORT_FLICK_TIMES=1 (on stopping, print the server's own flick-to-result times, kept since the
//   start or the last SIGUSR2: the load benchmark reads them).
import { makeGameServer } from "./app";
import { flickTimeSummary, keepFlickTimes, resetFlickTimes } from "./flick-times";

const port = Number(process.env.PORT ?? 2567);
const host = process.env.HOST ?? "127.0.0.1";
const server = makeGameServer({
  redis: process.env.REDIS_URL || undefined,
  publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  pauseScale: process.env.PAUSE_SCALE === undefined ? undefined : Number(process.env.PAUSE_SCALE),
  heartbeat: process.env.HEARTBEAT_MS ? { everyMs: Number(process.env.HEARTBEAT_MS), misses: 2 } : undefined,
});
await server.listen(port, host);
// PORT=0: the system picked the port; say which (the tests read it from this line).
const bound = (server.transport as unknown as { server: { address(): { port: number } } }).server.address().port;
console.log(`game server listening on ws://${host}:${bound}${process.env.REDIS_URL ? ` (rooms shared through ${process.env.REDIS_URL})` : ""}`);
if (process.env.REPORT_FLICK_TIMES) {
  keepFlickTimes();
  process.on("SIGUSR2", resetFlickTimes);
}
const stop = async () => {
  if (process.env.REPORT_FLICK_TIMES) console.log(`flick times ${JSON.stringify(flickTimeSummary())}`);
  await server.gracefullyShutdown(false);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
