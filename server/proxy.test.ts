// The documented deployment, end to end: Debian's nginx with docs/online.md's config
// (deploy/nginx-game-server.conf) in front of two game-server processes sharing one redis, all on
// free local ports. A table made through the proxy is joined through the proxy by a player whose
// join request reaches the other process (its socket is led to the table's own process by
// /game-<n>/); mid-game the table's process is drained (SIGTERM, as a deploy does): new tables
// go to the other process, the game in play goes on to its end, and once its players leave the
// drained process stops by itself. Every wait is for a state, none for a time.
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { SEAT_COLOURS } from "../src/net/protocol";
import { autoplay, freePort, spawnServer, stopServer, until, type ServerProcess } from "./test-kit";
import { startNginx, startRedis } from "./test-services";

const kit = (id: string) => CATALOG.find((k) => k.id === id);
type LogLine = { event: string } & Record<string, unknown>;

let redis: ChildProcess | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let servers: ServerProcess[] = [];
/** Each process's JSON log lines, as it writes them. */
const logs: LogLine[][] = [[], []];
let PROXY = "";

beforeAll(async () => {
  const r = await startRedis();
  redis = r.child;
  const ports = [await freePort(), await freePort()];
  nginx = await startNginx({ GAME_PORT_1: ports[0], GAME_PORT_2: ports[1] });
  PROXY = `ws://127.0.0.1:${nginx.port}/game-server`;
  servers = await Promise.all(
    ports.map((p, i) =>
      spawnServer(p, { REDIS_URL: r.url, PUBLIC_ADDRESS: `127.0.0.1:${nginx!.port}/game-${i + 1}`, TRUST_PROXY: "1", DRAIN_SECONDS: "600" }),
    ),
  );
  servers.forEach((s, i) => {
    let rest = "";
    s.stdout!.on("data", (b: Buffer) => {
      const parts = (rest + b.toString()).split("\n");
      rest = parts.pop()!;
      for (const p of parts) if (p.startsWith("{")) logs[i].push(JSON.parse(p));
    });
  });
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  await nginx?.stop();
  if (redis) await stopServer(redis);
});

/** Which process (0 or 1) logged `event` for this table or request, or -1. */
const where = (test: (l: LogLine) => boolean) => logs.findIndex((lines) => lines.some(test));

describe("nginx in front of two game servers sharing redis (docs/online.md's deployment)", () => {
  it("a table made through the proxy is joined on the other process, played on through a drain of its own process, which then stops by itself", async () => {
    const a = await OnlineTable.create(PROXY, { game: "hodrudda", seats: 3 }, { kit, settleAtOnce: true });
    await until(() => a.view.code !== null, 20_000, "the table's code");
    const code = a.view.code!;
    await until(() => where((l) => l.event === "table made" && l.table === code) >= 0, 20_000, "the table in a process's log");
    const home = where((l) => l.event === "table made" && l.table === code);
    // The proxy takes turns between the processes: a join request that reached the table's own
    // process is tried once more, and then reaches the other.
    let b = await OnlineTable.join(PROXY, code, { kit, settleAtOnce: true });
    if (logs[1 - home].filter((l) => l.event === "join" && l.table === code).length === 0) {
      await b.leave();
      b = await OnlineTable.join(PROXY, code, { kit, settleAtOnce: true });
    }
    expect(logs[1 - home].some((l) => l.event === "join" && l.table === code && l.address === "127.0.0.1")).toBe(true);
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.seat === 0 && b.view.seat === 1 && b.view.lobby?.seats[0].kind === "person", 20_000, "both seated");
    let stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    a.start();
    await until(() => (b.session?.view.log.length ?? 0) >= 2 && b.session?.view.status === "idle", 30_000, "the game under way");
    // The players pause while the deploy starts, so the game surely goes on after it.
    stops.forEach((f) => f());

    // The deploy: the table's process is told to stop (SIGTERM drains it first).
    servers[home].kill("SIGTERM");
    await until(() => logs[home].some((l) => l.event === "drain started"), 20_000, "the drain to start");
    await until(() => a.session?.view.log.length === b.session?.view.log.length && a.session?.view.status === "idle");
    const atDrain = a.session!.view.log.length;
    // A game that ended on its first throws: the host starts the next, as from the game-over screen.
    if (hodrudda.definition.isOver(a.session!.game)) a.session!.dispatch(0, { kind: "move", move: { type: "next-game" } });
    stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    const other = servers[1 - home];
    const readyz = async (port: number) => (await fetch(`http://127.0.0.1:${port}/readyz`)).status;
    expect(await readyz(servers[home].port)).toBe(503);
    expect(await readyz(other.port)).toBe(200);
    // A new table made through the proxy now lives on the other process, whichever one answered.
    const c = await OnlineTable.create(PROXY, { game: "hodrudda", seats: 2 }, { kit, settleAtOnce: true });
    await until(() => c.view.code !== null, 20_000, "the new table's code");
    await until(() => where((l) => l.event === "table made" && l.table === c.view.code) >= 0, 20_000, "the new table in a log");
    expect(where((l) => l.event === "table made" && l.table === c.view.code)).toBe(1 - home);
    await c.leave();

    // The game in play goes on to its end on the drained process; both screens agree with each other.
    await until(() => {
      const [x, y] = [a.session, b.session];
      return x && y && x.view.log.length > atDrain && hodrudda.definition.isOver(x.game) && y.view.log.length === x.view.log.length && y.view.status === "idle";
    }, 90_000, "the game's end on both screens");
    stops.forEach((f) => f());
    expect(a.session!.view.log.filter((e, i) => i >= atDrain && e.derived).length).toBeGreaterThan(0);
    expect(JSON.stringify(b.session!.view.log)).toBe(JSON.stringify(a.session!.view.log));
    expect([a.view.counts, b.view.counts]).toEqual([
      { desyncs: 0, corrections: 0 },
      { desyncs: 0, corrections: 0 },
    ]);
    expect([a.view.connection, b.view.connection]).toEqual(["connected", "connected"]);
    // Its players leave: the drained process has no table left and stops by itself, cleanly.
    await a.leave();
    await b.leave();
    const exitCode = await new Promise<number | null>((resolve) => (servers[home].exitCode !== null ? resolve(servers[home].exitCode) : servers[home].once("exit", (c) => resolve(c))));
    expect(exitCode).toBe(0);
    expect(logs[home].some((l) => l.event === "drained")).toBe(true);

    // The operator's endpoints are not served through the proxy.
    const viaProxy = (path: string, method = "GET") => fetch(`http://127.0.0.1:${nginx!.port}${path}`, { method }).then((r) => r.status);
    expect(await viaProxy("/game-server/metrics")).toBe(404);
    expect(await viaProxy("/game-1/admin/drain", "POST")).toBe(404);
    expect(await viaProxy("/game-server/healthz")).toBe(200);

    // With one process left, the proxy still makes tables (the stopped one is skipped).
    const d = await OnlineTable.create(PROXY, { game: "hodrudda", seats: 2 }, { kit, settleAtOnce: true });
    await until(() => d.view.code !== null, 20_000, "a table after the deploy");
    await d.leave();
  }, 240_000);
});
