// What a table holds: its log, bounded by the server's limit of moves a table; and nothing at
// all once it has closed (rooms, games and sessions unreachable after a full GC: counted, not timed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { hodrudda } from "../src/catalog/hodrudda";
import { ROOM_NAME, SEAT_COLOURS } from "../src/net/protocol";
import { jsonLog } from "./log";
import { liveHeap, playMove, soloHost, soloTable } from "./memory-kit";
import { bootServer, gameServer, Recorder, until } from "./test-kit";
import type { TableRoom } from "./table-room";

describe("a table's memory", () => {
  it("keeps at most the limit of moves: the game in play goes on to its end, no other starts there, and every screen is told", async () => {
    const LIMIT = 60;
    const sent: { type: string; message: unknown }[] = [];
    const game = soloTable(soloHost({ limits: { movesPerTable: LIMIT } }), sent);
    let refused: string | null = null;
    let moves = 0;
    while (refused === null && moves < 500) {
      refused = await playMove(game);
      moves++;
    }
    const log = game.session.view.log;
    expect(refused).not.toBeNull();
    // Past the limit the game in play went on to its end, and no other started.
    expect(refused).toBe(`This table has played its ${LIMIT} moves: make a new table for another game`);
    expect(hodrudda.definition.isOver(game.session.game)).toBe(true);
    expect(log.length).toBeGreaterThanOrEqual(LIMIT);
    // Every game before it started below the limit.
    const starts = log.flatMap((e, i) => (e.input.kind === "move" && e.input.move.type === "next-game" ? [i] : []));
    for (const i of starts) expect(i).toBeLessThan(LIMIT);
    const notices = sent.filter((m) => m.type === "notice").map((m) => (m.message as { text: string }).text);
    expect(notices).toEqual([`This table has played ${LIMIT} moves: this game is its last (make a new table for the next)`]);
    // Nothing is lost: a refused move adds nothing, and a client joining now is still sent every entry.
    expect(await playMove(game)).toBe(refused);
    expect(game.session.view.log.length).toBe(log.length);
    expect(game.gameStart().entries).toEqual(log);
    game.dispose();
  });

  describe("closed tables", () => {
    let colyseus: ColyseusTestServer;
    beforeAll(async () => {
      colyseus = await bootServer({ log: jsonLog(() => {}) });
    });
    afterAll(async () => {
      await colyseus.shutdown();
    });

    /** A table made, sat at, started and left by its one client: weak references to its room, session and table. */
    async function playAndLeave(): Promise<WeakRef<object>[]> {
      const host = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
      const { code } = await host.seen("welcome");
      const room = colyseus.getRoomById(code) as unknown as TableRoom;
      host.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
      await host.seen("seated");
      host.room.send("start", {});
      await host.seen("game");
      const refs = [new WeakRef(room), new WeakRef(room.session!), new WeakRef(room.session!.table)];
      await host.room.leave(true);
      return refs;
    }

    it("leave nothing behind: 100 tables made, started and left are all unreachable after a full GC", async () => {
      const held: WeakRef<object>[] = [];
      for (let i = 0; i < 100; i++) held.push(...(await playAndLeave()));
      await until(() => gameServer(colyseus).host.gate.tables === 0, 30_000, "every table closed");
      await liveHeap();
      expect(held.filter((r) => r.deref() !== undefined).length).toBe(0);
    }, 60_000);
  });
});
