// Scale-out on Colyseus's own Redis presence and driver: two game server processes share one
// redis (started here on a free local port, stopped at the end). A table made through one
// process is joined through the other, and the two clients play it to the end, their screens
// agreeing on every throw.
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { SEAT_COLOURS } from "../src/net/protocol";
import { autoplay, spawnServer, stopServer, until, type ServerProcess } from "./test-kit";
import { onFreePort, startRedis } from "./test-services";

const kit = (id: string) => CATALOG.find((k) => k.id === id);
let redis: ChildProcess;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  const started = await startRedis();
  redis = started.child;
  // Each process tells the others where it is (PUBLIC_ADDRESS), so it needs its port up front.
  servers = await Promise.all([0, 1].map(() => onFreePort((p) => spawnServer(p, { REDIS_URL: started.url, PUBLIC_ADDRESS: `127.0.0.1:${p}` }))));
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  if (redis) await stopServer(redis);
});

describe("two game server processes, one redis", () => {
  it.each([
    ["first", "second", 0, 1],
    ["second", "first", 1, 0],
  ])("a table made through the %s process is joined through the %s and played to the end by both", async (_m, _j, made, joined) => {
    const a = await OnlineTable.create(`ws://127.0.0.1:${servers[made].port}`, { game: "hodrudda", seats: 3 }, { kit, settleAtOnce: true });
    await until(() => a.view.code !== null);
    const b = await OnlineTable.join(`ws://127.0.0.1:${servers[joined].port}`, a.view.code!, { kit, settleAtOnce: true });
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.seat === 0 && b.view.seat === 1 && b.view.lobby?.seats[0].kind === "person");
    const stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    a.start();
    await until(() => {
      const [x, y] = [a.session, b.session];
      return x && y && hodrudda.definition.isOver(x.game) && y.view.log.length === x.view.log.length && y.view.status === "idle";
    }, 60_000);
    stops.forEach((f) => f());
    expect(JSON.stringify(b.session!.view.log)).toBe(JSON.stringify(a.session!.view.log));
    expect(b.session!.table.snapshot()).toEqual(a.session!.table.snapshot());
    expect(b.session!.game).toEqual(a.session!.game);
    expect([a.view.counts, b.view.counts]).toEqual([
      { desyncs: 0, corrections: 0 },
      { desyncs: 0, corrections: 0 },
    ]);
    // Both people and the computer (seat 3) threw.
    for (const seat of [0, 1, 2]) expect(a.session!.view.log.some((e) => e.derived && e.seat === seat)).toBe(true);
    await a.leave();
    await b.leave();
  });
});
