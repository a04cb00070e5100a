// Operating a game server: health and readiness, metrics in the Prometheus text format, JSON
// log lines, and a drain: no new tables, a lobby closed with a notice, a game in play going on
// to its end, and at the drain's end the players told and carrying on from their own logs.
// One server for the file: the drain (which a process does once) is the last test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { carryOnLocally } from "../src/net/carry-on";
import { OnlineTable } from "../src/net/online-table";
import { ROOM_NAME, SEAT_COLOURS } from "../src/net/protocol";
import { FakeClock } from "../src/runtime/session/clock";
import type { Line } from "./log";
import type { TableRoom } from "./table-room";
import { autoplay, bootServer, gameServer, Recorder, until, url } from "./test-kit";

const TOKEN = "test-admin-token";
let colyseus: ColyseusTestServer;
let HTTP = "";
let lines: Line[];
beforeAll(async () => {
  colyseus = await bootServer({ config: { adminToken: TOKEN } });
  HTTP = url(colyseus).replace("ws:", "http:");
  lines = (gameServer(colyseus).host.log as unknown as { lines: Line[] }).lines;
});
afterAll(async () => {
  await colyseus.shutdown();
});
const kit = (id: string) => CATALOG.find((k) => k.id === id);
const get = async (path: string, init?: RequestInit) => {
  const r = await fetch(`${HTTP}${path}`, init);
  return { status: r.status, text: await r.text(), type: r.headers.get("content-type") };
};
const value = (text: string, name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, "m").exec(text)?.[1] ?? NaN);

/** Two seated screens on a two-seat Hodrudda table, playing by the game's policy once started. */
async function pair() {
  const a = await OnlineTable.create(url(colyseus), { game: "hodrudda", seats: 2 }, { kit, settleAtOnce: true });
  await until(() => a.view.code !== null);
  const b = await OnlineTable.join(url(colyseus), a.view.code!, { kit, settleAtOnce: true });
  a.sit(0, "Ann", SEAT_COLOURS[0]);
  b.sit(1, "Bo", SEAT_COLOURS[1]);
  await until(() => a.view.seat === 0 && b.view.seat === 1 && a.view.lobby?.seats.every((s) => s.kind === "person"));
  return { a, b, stops: [autoplay(a, hodrudda), autoplay(b, hodrudda)] };
}

describe("operating a game server", () => {
  it("answers health and readiness, and nothing it does not serve", async () => {
    expect(await get("/healthz")).toMatchObject({ status: 200, text: "ok\n" });
    expect(await get("/readyz")).toMatchObject({ status: 200, text: "ready\n" });
    expect((await get("/nothing-here")).status).toBe(404);
  });

  it("reports tables, seats, messages, refusals, flick-to-result times and memory as Prometheus text, and logs JSON lines", async () => {
    const { a, b, stops } = await pair();
    const mid = await get("/metrics");
    expect(mid.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(mid.text, "dice_tables")).toBe(1);
    expect(value(mid.text, "dice_seats")).toBe(2);
    a.start();
    // Three throws, or fewer that ended the game (a Hodrudda game can end on its first throws).
    const thrown = () => a.session?.view.log.filter((e) => e.derived).length ?? 0;
    await until(() => thrown() >= 3 || (thrown() >= 1 && hodrudda.definition.isOver(a.session!.game)), 60_000, "three throws or the game's end");
    stops.forEach((f) => f());
    await expect(colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", colour: "red" })).rejects.toThrow(/bad-options/);
    // Screens report their corrections (none here: every screen agreed); a screen claiming a
    // million is counted for at most one a result the table sent, and only once.
    const table = colyseus.getRoomById(a.view.code!) as unknown as TableRoom;
    await until(() => table.session!.view.status === "idle", 10_000, "the last throw at rest");
    const liar = new Recorder(await colyseus.sdk.joinById(a.view.code!));
    await liar.seen("welcome");
    liar.room.send("mirror", { corrections: 1_000_000 });
    liar.room.send("mirror", { corrections: 1_000_000 });
    liar.room.send("mirror", { corrections: 1_000_001 });
    // Messages are handled in order: once this is refused, the three reports above have been read.
    liar.room.send("stand", {});
    await liar.seen("refused");
    const results = table.session!.view.log.filter((e) => e.derived).length;
    const m = (await get("/metrics")).text;
    expect(value(m, 'dice_messages_total{outcome="accepted"}')).toBeGreaterThanOrEqual(results);
    expect(value(m, "dice_flick_to_result_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(value(m, "dice_results_total")).toBeGreaterThanOrEqual(results);
    expect(value(m, "dice_corrections_total")).toBe(results);
    expect(value(m, 'dice_refusals_total{reason="bad-options"}')).toBe(1);
    expect(value(m, "dice_memory_rss_bytes")).toBeGreaterThan(10 * 2 ** 20);
    expect(value(m, "dice_draining")).toBe(0);
    await a.leave();
    await b.leave();
    await liar.room.leave();
    await until(() => gameServer(colyseus).host.gate.tables === 0, 10_000, "the table closed");
    const made = lines.find((l) => l.event === "table made");
    expect(made).toMatchObject({ level: "info", game: "hodrudda", owner: "127.0.0.1" });
    expect(new Date(made!.time).getTime()).toBeGreaterThan(0);
    expect(lines.find((l) => l.event === "refused")).toMatchObject({ reason: "bad-options", action: "make" });
  });

  it("drains: no new table, a lobby told and closed, a game in play going on to its end; at the drain's end the players carry on alone", async () => {
    const { a, b, stops } = await pair();
    a.start();
    await until(() => (a.session?.view.log.length ?? 0) >= 2, 30_000, "the game under way");
    const open = gameServer(colyseus).host.gate.tables;
    const lobby = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    await lobby.seen("welcome");
    expect((await get("/admin/drain", { method: "POST" })).status).toBe(401);
    const started = await get("/admin/drain", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(started.status).toBe(202);
    expect(await get("/readyz")).toMatchObject({ status: 503, text: "draining\n" });
    // No new table: alone, this process refuses with the reason.
    await expect(colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 })).rejects.toThrow(/^\[draining\] The game server is being updated/);
    // The lobby is told and closed; the game in play is told it goes on.
    expect((await lobby.seen("notice")).text).toMatch(/make the table again/);
    await until(() => gameServer(colyseus).host.gate.tables === open, 10_000, "the lobby table to close");
    await until(() => /goes on to its end/.test(a.view.notice ?? ""));
    const before = a.session!.view.log.length;
    await until(() => a.session!.view.log.length >= before + 3 || hodrudda.definition.isOver(a.session!.game), 30_000, "the game to go on (or end)");
    expect(a.view.connection).toBe("connected");
    // The drain's time is up (an operator's ?now): the players are told and let go, and carry on from their logs.
    stops.forEach((f) => f());
    await until(() => a.session?.view.status === "idle" && b.session?.view.status === "idle");
    await get("/admin/drain?now", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } });
    await until(() => a.view.connection === "lost" && b.view.connection === "lost", 15_000, "both screens let go");
    expect(a.view.notice).toMatch(/carry on with this game on your screen/);
    const local = carryOnLocally(hodrudda, JSON.parse(JSON.stringify(a.localLog()!)), 0, { clock: new FakeClock(), quick: true });
    if (!local.ok) throw new Error(local.reason);
    expect(local.state.game).toEqual(a.session!.game);
    local.state.dispose();
    await until(() => gameServer(colyseus).host.gate.tables === 0, 10_000, "every table closed");
    expect(lines.some((l) => l.event === "drain started")).toBe(true);
  });
});
