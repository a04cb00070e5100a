// Slow readers: a client that stops reading what it is sent must not make the server hold more
// and more for it. Two such clients, each arranged explicitly (no timing): one that never
// confirms its join (Colyseus queues everything for it in the process), and one whose socket is
// paused while it floods the table (its refusals pile up past the kernel's buffers, in ws).
// Each is dropped once the server holds more than the limit for it; the honest players' game
// goes on as if it had never been there.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as wsModule from "ws";
import type { Client } from "@colyseus/core";
import type { ColyseusTestServer } from "@colyseus/testing";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { ROOM_NAME, SEAT_COLOURS } from "../src/net/protocol";
import type { Line } from "./log";
import { heldBytes } from "./slow-readers";
import { autoplay, bootServer, gameServer, Recorder, until, url } from "./test-kit";
import type { TableRoom } from "./table-room";

// ws's ES entry exports the class by name; its types (export =) only as the module itself.
type WebSocketClass = typeof import("ws");
const WebSocket = (wsModule as unknown as { WebSocket: WebSocketClass }).WebSocket;
type WebSocket = InstanceType<WebSocketClass>;

const LIMIT_KB = 16;
let colyseus: ColyseusTestServer;
let URL = "";
beforeAll(async () => {
  // No heartbeat within a test: a paused socket answers no ping, and only the limit may drop it here.
  colyseus = await bootServer({ config: { limits: { slowReaderKb: LIMIT_KB } }, heartbeat: { everyMs: 600_000, misses: 2 } });
  URL = url(colyseus);
});
afterEach(async () => {
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

const kit = (id: string) => CATALOG.find((k) => k.id === id);
const room = (code: string) => colyseus.getRoomById(code) as unknown as TableRoom;
const drops = (sessionId: string): Line[] =>
  (gameServer(colyseus).host.log as unknown as { lines: Line[] }).lines.filter((l) => l.event === "client dropped" && l.session === sessionId);
const droppedCount = async (): Promise<number> =>
  (await gameServer(colyseus).host.metrics.dropped.get()).values.find((v) => v.labels.reason === "slow-reader")?.value ?? 0;

/** Joins table `code` with a bare WebSocket that reads the join's answer but never confirms it. */
async function unconfirmedJoin(code: string): Promise<{ ws: WebSocket; sessionId: string }> {
  const http = URL.replace(/^ws/, "http");
  const r = await (await fetch(`${http}/matchmake/joinById/${code}`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: "{}" })).json();
  const ws = new WebSocket(`${URL}/${r.room.processId}/${r.room.roomId}?sessionId=${r.sessionId}`);
  await new Promise<void>((resolve, reject) => {
    ws.once("message", () => resolve()); // Protocol.JOIN_ROOM: a real client answers it; this one never does.
    ws.once("error", reject);
  });
  return { ws, sessionId: r.sessionId as string };
}

describe("slow readers", () => {
  it("drops a client that never confirms its join once its queue passes the limit; the honest players play on", async () => {
    const a = await OnlineTable.create(URL, { game: "hodrudda", seats: 2 }, { kit, settleAtOnce: true });
    await until(() => a.view.code !== null);
    const code = a.view.code!;
    const b = await OnlineTable.join(URL, code, { kit, settleAtOnce: true });
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.lobby?.seats[1].kind === "person" && a.view.seat === 0 && b.view.seat === 1);
    const slow = await unconfirmedJoin(code);
    const t = room(code);
    await until(() => t.clients.some((c) => c.sessionId === slow.sessionId) && a.view.lobby?.spectators === 1);
    const held = t.clients.find((c) => c.sessionId === slow.sessionId) as Client;
    const before = await droppedCount();
    const stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    a.start();
    // Games are played (the host starting the next one at each end) until the slow one is dropped.
    const def = hodrudda.definition;
    let askedAt = -1;
    await until(() => {
      if (drops(slow.sessionId).length > 0) return true;
      const s = t.session;
      const caughtUp = s && def.isOver(s.game) && a.session?.view.log.length === s.view.log.length && a.session.view.status === "idle";
      if (caughtUp && askedAt !== s.view.log.length) {
        askedAt = s.view.log.length;
        a.session!.dispatch(0, { kind: "move", move: { type: "next-game" } });
      }
      return false;
    }, 60_000, "the slow client to be dropped");
    // Held up to the limit and no further than one message past it; let go once dropped.
    const [drop] = drops(slow.sessionId);
    expect(drop.heldBytes as number).toBeGreaterThan(LIMIT_KB * 1024);
    expect(drop.heldBytes as number).toBeLessThan((LIMIT_KB + 16) * 1024);
    expect(await droppedCount()).toBe(before + 1);
    await until(() => !t.clients.some((c) => c.sessionId === slow.sessionId) && a.view.lobby?.spectators === 0, 10_000, "the slow client gone");
    expect(heldBytes(held)).toBe(0);
    // The honest pair's game goes on to its end, every throw read as the server read it.
    await until(() => t.session && def.isOver(t.session.game) && a.session?.view.log.length === t.session.view.log.length && b.session?.view.log.length === t.session.view.log.length, 60_000);
    stops.forEach((f) => f());
    const server = t.session!;
    for (const screen of [a, b]) {
      const s = screen.session!;
      expect(JSON.stringify(s.view.log)).toBe(JSON.stringify(server.view.log));
      expect(s.table.snapshot()).toEqual(server.table.snapshot());
      expect(screen.mirrorCounts).toEqual({ desyncs: 0, corrections: 0 });
    }
    expect(a.view.connection).toBe("connected");
    expect(b.view.connection).toBe("connected");
    slow.ws.terminate();
    await a.leave();
    await b.leave();
  }, 180_000);

  it("drops a client that stops reading and floods the table, once its unread refusals pass the kernel's buffers and the limit", async () => {
    const host = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    const code = (await host.seen("welcome")).code as string;
    const friend = new Recorder(await colyseus.sdk.joinById(code));
    host.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
    friend.room.send("sit", { seat: 1, name: "Bo", colour: SEAT_COLOURS[1] });
    await host.seen("lobby", (l) => l.seats.every((s: { kind: string }) => s.kind === "person"));
    host.room.send("start", {});
    await host.seen("game");
    await friend.seen("game");
    const slow = await colyseus.sdk.joinById(code);
    const t = room(code);
    await until(() => host.last("lobby")?.spectators === 1);
    const present = () => t.clients.some((c) => c.sessionId === slow.sessionId);
    // The slow one stops reading its socket, then sends message after message (each one answered
    // with a refusal it never reads), a batch at a time, each batch handled before the next.
    const socket = (slow.connection.transport as unknown as { ws: { _socket: { pause(): void } } }).ws._socket;
    socket.pause();
    const type = "x".repeat(40);
    const total = gameServer(colyseus).host.metrics.messages;
    const handled = async () => (await total.get()).values.reduce((n, v) => n + v.value, 0);
    let sent = 0;
    while (drops(slow.sessionId).length === 0) {
      expect(sent, "dropped before 400,000 unread refusals").toBeLessThan(400_000);
      const upTo = (await handled()) + 5_000;
      for (let i = 0; i < 5_000; i++) slow.send(type, {});
      sent += 5_000;
      while ((await handled()) < upTo && drops(slow.sessionId).length === 0 && present()) await new Promise((r) => setTimeout(r, 10));
    }
    const [drop] = drops(slow.sessionId);
    expect(drop.heldBytes as number).toBeGreaterThan(LIMIT_KB * 1024);
    expect(drop.heldBytes as number).toBeLessThan((LIMIT_KB + 1) * 1024);
    await until(() => !present() && host.last("lobby")?.spectators === 0, 10_000, "the slow client gone");
    // The honest players got none of it, and play on.
    for (const c of [host, friend]) expect(c.of("refused")).toEqual([]);
    const s = t.session!;
    const actor = s.definition.actors(s.game)[0] as number;
    const mover = actor === 0 ? host : friend;
    mover.room.send("act", { kind: "flick", flicks: s.table.randomFlicks(["d0", "d1"]) });
    const settled = await mover.seen("settled");
    expect(settled.entry.derived).toBe(true);
    expect((await (actor === 0 ? friend : host).seen("settled")).index).toBe(settled.index);
  }, 180_000);
});
