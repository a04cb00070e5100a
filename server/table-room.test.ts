// The table room on a real Colyseus server (local port): making and joining tables, seats,
// starting, and whole games played by headless clients whose screens mirror the server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { hodrudda } from "../src/catalog/hodrudda";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { ROOM_NAME, SEAT_COLOURS, type LobbySeat } from "../src/net/protocol";
import { autoplay, bootServer, Recorder, until, url } from "./test-kit";
import type { TableRoom } from "./table-room";

let colyseus: ColyseusTestServer;
let URL = "";
beforeAll(async () => {
  colyseus = await bootServer();
  URL = url(colyseus);
});
afterEach(async () => {
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

const serverRoom = (code: string) => colyseus.getRoomById(code) as unknown as TableRoom;
const kit = (id: string) => CATALOG.find((k) => k.id === id);

async function table(seats = 3) {
  const host = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats }));
  const welcome = await host.seen("welcome");
  return { host, code: welcome.code as string };
}

describe("online tables", () => {
  it("makes a table with an unguessable code that friends join by; the lobby shows names, seats and who is connected", async () => {
    const { host, code } = await table();
    expect(code).toMatch(/^[2-9a-hjkmnp-z]{10}$/);
    expect((await host.seen("welcome")).host).toBe(true);
    const friend = new Recorder(await colyseus.sdk.joinById(code));
    expect((await friend.seen("welcome")).host).toBe(false);
    host.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
    friend.room.send("sit", { seat: 1, name: "  Bo  ", colour: SEAT_COLOURS[1] });
    const lobby = await friend.seen("lobby", (l) => l.seats[1].kind === "person" && l.seats[0].kind === "person");
    expect(lobby.seats.map((s: LobbySeat) => [s.name, s.kind, s.connected])).toEqual([
      ["Ann", "person", true],
      ["Bo", "person", true],
      ["", "open", false],
    ]);
    expect(lobby.hostSeat).toBe(0);
    expect(lobby.phase).toBe("lobby");
    expect((await host.seen("seated")).key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // A third client only watches.
    const watcher = new Recorder(await colyseus.sdk.joinById(code));
    expect((await watcher.seen("lobby", (l) => l.spectators === 1)).spectators).toBe(1);
  });

  it("refuses a game it does not have and a code that names no table", async () => {
    await expect(colyseus.sdk.create(ROOM_NAME, { game: "chess" })).rejects.toThrow(/no such game/);
    await expect(colyseus.sdk.joinById("2345678abc")).rejects.toThrow();
    // A table is never found without its code.
    await table();
    await expect(colyseus.sdk.join(ROOM_NAME, {})).rejects.toThrow();
  });

  it("refuses a taken seat, a taken colour, a name with control characters, and a start by anyone but the host", async () => {
    const { host, code } = await table();
    const friend = new Recorder(await colyseus.sdk.joinById(code));
    host.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
    await host.seen("seated");
    friend.room.send("sit", { seat: 0, name: "Bo", colour: SEAT_COLOURS[1] });
    expect((await friend.next("refused")).reason).toBe("That seat is taken");
    friend.room.send("sit", { seat: 1, name: "Bo", colour: SEAT_COLOURS[0] });
    expect((await friend.next("refused")).reason).toBe("Another player has that colour");
    friend.room.send("sit", { seat: 1, name: "Bo\u0007<b>", colour: SEAT_COLOURS[1] });
    expect((await friend.next("refused")).reason).toMatch(/plain text/);
    friend.room.send("sit", { seat: 1, name: "<b>Bo</b>", colour: SEAT_COLOURS[1] });
    // Markup is plain text: kept as typed, shown as text by every screen.
    expect((await friend.seen("lobby", (l) => l.seats[1].kind === "person")).seats[1].name).toBe("<b>Bo</b>");
    friend.room.send("start", {});
    expect((await friend.next("refused")).reason).toBe("Only the host starts the game");
    host.room.send("start", {});
    const lobby = await host.seen("lobby", (l) => l.phase === "playing");
    expect(lobby.seats.map((s: LobbySeat) => s.kind)).toEqual(["person", "person", "computer"]);
    const game = await friend.seen("game");
    expect(game.options.players).toEqual(["Ann", "<b>Bo</b>", "Computer 3"]);
    friend.room.send("sit", { seat: 2, name: "Cy", colour: SEAT_COLOURS[2] });
    expect((await friend.next("refused")).reason).toMatch(/game has started/);
  });

  it("two players and a computer play a whole Hodrudda game; every screen reads every throw as the server did", async () => {
    const a = await OnlineTable.create(URL, { game: "hodrudda", seats: 3 }, { kit, settleAtOnce: true });
    await until(() => a.view.code !== null);
    const b = await OnlineTable.join(URL, a.view.code!, { kit, settleAtOnce: true });
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.lobby?.seats[1].kind === "person" && a.view.seat === 0 && b.view.seat === 1);
    const stops = [autoplay(a, hodrudda), autoplay(b, hodrudda)];
    a.start();
    const room = serverRoom(a.view.code!);
    await until(() => room.session && hodrudda.definition.isOver(room.session.game) && a.session?.view.log.length === room.session.view.log.length && b.session?.view.log.length === room.session.view.log.length, 60_000);
    stops.forEach((f) => f());
    const server = room.session!;
    for (const t of [a, b]) {
      const s = t.session!;
      expect(s.game).toEqual(server.game);
      expect(JSON.stringify(s.view.log)).toBe(JSON.stringify(server.view.log));
      expect(s.table.snapshot()).toEqual(server.table.snapshot());
      expect(t.mirrorCounts).toEqual({ desyncs: 0, corrections: 0 });
    }
    // The people really played: each threw and the computer threw too.
    const throwsBy = (seat: number) => server!.view.log.filter((e) => e.derived && e.seat === seat).length;
    expect([throwsBy(0), throwsBy(1), throwsBy(2)].every((n) => n > 0)).toBe(true);
    await a.leave();
    await b.leave();
  });

  it("a screen still showing a throw roll takes the computer's next throw, sent before that roll ended there", async () => {
    // A browser shows each throw in real time, so the server's computer (no pause) acts long
    // before the screen's roll ends. Arranged here, not hoped for: this screen's rolls run to rest
    // only when the test says (never on a timer). A roll is held while the server's next entry
    // after it is the computer's: that entry then reaches the screen while its roll is still
    // going, and the screen must end the roll itself first. Otherwise the roll is ended at once.
    const a = await OnlineTable.create(URL, { game: "hodrudda", seats: 2 }, { kit });
    await until(() => a.view.code !== null);
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    await until(() => a.view.seat === 0);
    const stop = autoplay(a, hodrudda);
    a.start();
    const room = serverRoom(a.view.code!);
    await until(() => room.session !== null && a.session !== null);
    const server = room.session!;
    const def = hodrudda.definition;
    /** Rolls (by the log index after them) held until the computer's next entry reached the screen. */
    const held = new Set<number>();
    // Seen at once, not a microtask later: the server's next entries can reach the screen in one
    // read of its socket, so the computer's entry may end the roll before a deferred check runs.
    // This only looks (it ends nothing inside the store's update).
    const observe = () => {
      const s = a.session;
      if (!s || s.view.status === "idle") return;
      const at = s.view.log.length;
      const log = server.view.log;
      if (log.length > at + 1 && !log[at + 1].derived && log[at + 1].seat === 1) held.add(at);
    };
    const check = () => {
      observe();
      const s = a.session;
      if (!s || s.view.status === "idle") return;
      const at = s.view.log.length; // the rolling throw's result will be entry `at`
      const log = server.view.log;
      if (log.length <= at) return; // the server has not read this throw yet
      if (log.length > at + 1) {
        // The next entry is out: a computer's reaches this screen while it still rolls (held,
        // seen by observe); any other ends the roll here.
        if (!held.has(at)) s.settleNow();
        return;
      }
      // Held only while the computer alone may act (this screen's player waits for its roll to end).
      const actors = server.view.status === "idle" && !def.isOver(server.game) ? def.actors(server.game) : [];
      if (!(actors.length > 0 && actors.every((seat: number) => seat === 1))) s.settleNow();
    };
    const later = () => queueMicrotask(check);
    const watch = () => {
      observe();
      later();
    };
    const offs = [server.store.subscribe(watch), a.session!.store.subscribe(watch)];
    // The screen may be rolling already (its first throw goes out as soon as the game starts,
    // before these watchers are on): look once now, as a change of either store would. Without
    // this a roll already going was never ended and the game stood still (red under load).
    watch();
    // A game can end on its first two throws (both bust) before the computer ever follows a
    // throw: then the host starts the next game, as a person would from the game-over screen.
    // The room's message rate may refuse that "next game" (this screen plays far faster than
    // people): then it is asked again, as a person would (red under load: the game stood over).
    let askedAt = -1;
    let refusalsAtAsk = 0;
    const caughtUp = () => def.isOver(server.game) && a.session?.view.log.length === server.view.log.length && a.session.view.status === "idle";
    await until(() => {
      if (!caughtUp()) return false;
      if (held.size > 0) return true;
      if (askedAt !== server.view.log.length || a.view.refusals > refusalsAtAsk) {
        askedAt = server.view.log.length;
        refusalsAtAsk = a.view.refusals;
        a.session!.dispatch(0, { kind: "move", move: { type: "next-game" } });
      }
      return false;
    }, 50_000, "a held roll and the game's end on the screen");
    offs.forEach((f) => f());
    stop();
    // The case happened (each held roll was ended by the computer's entry arriving, not by the test).
    // Whether the test also ended some roll itself depends on the game's course and on when the
    // server's messages arrive, so it is not asked (it was, and a run where it did not went red).
    expect(held.size).toBeGreaterThan(0);
    expect(JSON.stringify(a.session!.view.log)).toBe(JSON.stringify(server.view.log));
    expect(a.mirrorCounts).toEqual({ desyncs: 0, corrections: 0 });
    await a.leave();
  });
});
