// Faults: a player whose line drops comes back to their seat and sees the table as it is; a
// seat empty past the window is played by a computer until its player claims it back; a
// player who does not act in time has the computer act for them; a flood is refused; a
// server that goes away is reported, and the game carries on locally from the last state.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { carryOnLocally } from "../src/net/carry-on";
import { OnlineTable } from "../src/net/online-table";
import { ROOM_NAME, SEAT_COLOURS } from "../src/net/protocol";
import { FakeClock } from "../src/runtime/session/clock";
import { autoplay, bootServer, Recorder, spawnServer, stopServer, until, url } from "./test-kit";
import type { TableRoom } from "./table-room";
import { DEFAULT_CONFIG } from "./config";

let colyseus: ColyseusTestServer;
let URL = "";
beforeAll(async () => {
  // The seat is held for the product's own 60 s. A window of 1.5 s made the dropped-socket test
  // fail in the whole suite: a reconnection takes 40–250 ms here when idle but can take longer
  // than 1.5 s on a loaded two-core machine, and then the computer takes the seat for good.
  // A socket is pinged every second and ended after two unanswered pings, so a silent line is
  // seen in 2–3 s; a healthy screen in this process answers unless the process stalls for 2 s.
  colyseus = await bootServer({ heartbeat: { everyMs: 1_000, misses: 2 } });
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

/** Two seated players; `retrySeconds`: how long each keeps retrying a dropped line (default: as long as the seat is held). */
async function pair(at = URL, setup = { game: "hodrudda", seats: 2 }, retrySeconds?: number) {
  const a = await OnlineTable.create(at, setup, { kit, settleAtOnce: true, reconnectSeconds: retrySeconds });
  await until(() => a.view.code !== null);
  const b = await OnlineTable.join(at, a.view.code!, { kit, settleAtOnce: true, reconnectSeconds: retrySeconds });
  a.sit(0, "Ann", SEAT_COLOURS[0]);
  b.sit(1, "Bo", SEAT_COLOURS[1]);
  await until(() => a.view.seat === 0 && b.view.seat === 1 && a.view.lobby?.seats.every((s) => s.kind === "person"));
  return { a, b, code: a.view.code! };
}

describe("faults", () => {
  // The server's "seat 2 is away" lasts only from its noticing the drop to the screen's
  // reconnection (40–300 ms here): a poll of the room can miss it, so the test watches every
  // lobby the room sends (a spectator's record) and every connection state screen 2 passes through.
  // "close": a close frame without the leave code (what a browser's drop test sends); "cut": the TCP socket gone, no frame.
  it.each(["cut", "close"] as const)("a player whose line drops (%s) comes back to their seat mid-game, sees the table as it is now and plays on to the end", async (how) => {
    const { a, b, code } = await pair();
    const watcher = new Recorder(await colyseus.sdk.joinById(code));
    const stopA = autoplay(a, hodrudda);
    let stopB = autoplay(b, hodrudda);
    a.start();
    const s = () => room(code).session!;
    // Drop seat 2 six entries into a game. A Hodrudda game can end on its first two throws (both
    // players bust), and then nothing more is logged until somebody starts the next game; the
    // host does, as a person would from the game-over screen.
    let askedAt = -1;
    await until(() => {
      const game = s();
      if (!game) return false;
      const over = hodrudda.definition.isOver(game.game);
      const sa = a.session;
      if (over && sa && sa.view.log.length === game.view.log.length && sa.view.status === "idle" && askedAt !== game.view.log.length) {
        askedAt = game.view.log.length;
        sa.dispatch(0, { kind: "move", move: { type: "next-game" } });
      }
      return !over && game.view.log.length - Math.max(askedAt, 0) >= 6;
    }, 30_000, "six entries into a game");
    stopB();
    const states: string[] = [];
    const offStates = b.store.subscribe((v) => states.push(v.connection));
    const from = watcher.messages.length;
    const lobbies = () => watcher.messages.slice(from).filter((m) => m.type === "lobby").map((m) => m.message);
    b.dropForTest(how);
    // Bounds on states, generous for a loaded two-core machine; none is a timing.
    await until(() => lobbies().some((l) => !l.seats[1].connected), 30_000, "the server to say seat 2 dropped");
    await until(() => b.view.connection === "connected" && room(code).lobby().seats[1].connected, 30_000, "seat 2 to be back");
    expect(states).toContain("reconnecting");
    expect(lobbies().at(-1).seats[1]).toMatchObject({ connected: true, standIn: false, name: "Bo" });
    offStates();
    // Back in the same seat, the table rebuilt to the server's state.
    expect(b.view.seat).toBe(1);
    await until(() => b.session?.view.log.length === s().view.log.length);
    expect(b.session!.game).toEqual(s().game);
    expect(b.session!.table.snapshot()).toEqual(s().table.snapshot());
    stopB = autoplay(b, hodrudda);
    await until(() => hodrudda.definition.isOver(s().game) && b.session?.view.log.length === s().view.log.length, 60_000);
    expect(JSON.stringify(b.session!.view.log)).toBe(JSON.stringify(s().view.log));
    expect(b.mirrorCounts.corrections).toBe(0);
    stopA();
    stopB();
    await a.leave();
    await b.leave();
  }, 180_000);

  it("notices a line that went silent by its heartbeat, holds the seat, and gives it back when the line returns", async () => {
    const { a, b } = await pair();
    const seen: boolean[] = [];
    const off = a.store.subscribe((v) => v.lobby && seen.push(v.lobby.seats[1].connected));
    const restore = b.dropForTest("silent");
    await until(() => seen.includes(false), 30_000, "the server to say seat 2 went silent");
    expect(a.view.lobby!.seats[1]).toMatchObject({ kind: "person", name: "Bo" });
    restore();
    await until(() => b.view.connection === "connected" && a.view.lobby?.seats[1].connected, 30_000, "seat 2 to be back");
    expect(b.view.seat).toBe(1);
    off();
    await a.leave();
    await b.leave();
  });

  it("a computer plays the seat of a player who has left the game, until they claim it back with their seat key", async () => {
    const { a, b, code } = await pair();
    const key = b.seatKey!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stopA = autoplay(a, hodrudda);
    a.start();
    await until(() => room(code).session !== null);
    const s = room(code).session!;
    // Bo leaves when the game waits on Bo (nobody plays for Bo's screen): the stand-in then has
    // to act for the game to go on, whatever the machine's speed and however the dice fall.
    const waitsOnBo = () => {
      const acting = hodrudda.definition.actors(s.game as never);
      return s.view.status === "idle" && acting.length === 1 && acting[0] === 1;
    };
    await until(waitsOnBo, 60_000, "the game to wait on Bo");
    const actedBySeat1 = () => s.view.log.filter((e) => e.seat === 1).length;
    const before = actedBySeat1();
    await b.leave();
    await until(() => room(code).lobby().seats[1].standIn, 30_000, "a computer to stand in for the seat that left");
    await until(() => actedBySeat1() > before, 150_000, "the computer to act for the seat that left");
    // The player returns with their key (kept by their browser) and has the seat again.
    const back = new Recorder(await colyseus.sdk.joinById(code));
    back.room.send("reclaim", { key });
    expect((await back.seen("seated")).seat).toBe(1);
    expect(room(code).lobby().seats[1]).toMatchObject({ standIn: false, connected: true, name: "Bo" });
    expect(s.driver(1).kind).toBe("remote");
    stopA();
    await a.leave();
    // A loaded machine (the whole suite beside it) stretches every pause and settle of the
    // stand-in's turns: the waits are on state, with room for a slow machine.
  }, 240_000);

  it("times out a player who does not act within the table's turn limit", async () => {
    const { a, b, code } = await pair(URL, { game: "hodrudda", seats: 2, turnSeconds: 1 } as never);
    a.start();
    await until(() => room(code).session !== null);
    const s = room(code).session!;
    expect(s.view.log.length).toBe(0);
    await until(() => s.view.log.some((e) => e.derived), 30_000, "the turn limit to pass");
    expect(a.view.notice).toMatch(/ran out of time/);
    await a.leave();
    await b.leave();
  });

  it("refuses a flood beyond the rate limit with a reason, changing nothing", async () => {
    const c = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    await c.seen("welcome");
    let refused = 0;
    let slowDown = 0;
    c.room.onMessage("refused", (m: { reason: string }) => {
      refused++;
      if (/Too many messages/.test(m.reason)) slowDown++;
    });
    const t0 = performance.now();
    for (let i = 0; i < 300; i++) c.room.send("stand", {});
    await until(() => refused === 300);
    // The bucket lets a burst through and refills at its rate: on a slow machine the flood takes
    // longer to arrive and a few more get through. No timing is assumed, only the bucket's own bound.
    const { perSecond, burst } = DEFAULT_CONFIG.rate;
    const seconds = (performance.now() - t0) / 1000;
    expect(slowDown).toBeGreaterThanOrEqual(300 - burst - Math.ceil(perSecond * seconds) - 1);
    expect(slowDown).toBeGreaterThan(0);
    expect(room(c.room.roomId).lobby().seats.every((s) => s.kind === "open")).toBe(true);
  });

  it("says plainly when the server has gone away, and the game carries on locally from the last state", async () => {
    const other = await spawnServer();
    // A dead server refuses every retry: give up after 3 s, not the seat's 60 s.
    const { a, b } = await pair(`ws://127.0.0.1:${other.port}`, undefined, 3);
    const stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    a.start();
    await until(() => (a.session?.view.log.length ?? 0) >= 4 && a.session?.view.status === "idle");
    stops.forEach((f) => f());
    // The process dies at once: no goodbye to the clients.
    await stopServer(other, "SIGKILL");
    await until(() => a.view.connection === "lost", 15_000);
    expect(a.view.problem).toBe("The game server cannot be reached");
    const log = a.localLog()!;
    const clock = new FakeClock();
    const local = carryOnLocally(hodrudda, JSON.parse(JSON.stringify(log)), 0, { clock, quick: true });
    if (!local.ok) throw new Error(local.reason);
    expect(local.state.game).toEqual(a.session!.game);
    expect(local.state.table.snapshot()).toEqual(a.session!.table.snapshot());
    expect(local.state.driver(1).kind).toBe("computer");
    local.state.dispose();
    await a.leave();
    await b.leave();
  });
});
