// Every game online: two people at two screens and a computer in the third seat play a whole
// game of each on the server. Each screen's table is dressed as the browser dresses it (the
// lobby's names and colours); both screens end with the server's log, game and poses, and no
// screen ever had to correct its own simulation.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { CATALOG } from "../src/catalog";
import { OnlineTable } from "../src/net/online-table";
import { SEAT_COLOURS } from "../src/net/protocol";
import { onlineStage } from "../src/catalog/online";
import type { LobbyView } from "../src/net/protocol";
import type { AnyKit } from "../src/runtime/headless-steps";
import { autoplay, bootServer, until, url } from "./test-kit";
import type { TableRoom } from "./table-room";

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  colyseus = await bootServer();
});
afterEach(async () => {
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

const kit = (id: string) => CATALOG.find((k) => k.id === id);
const dressed = { kit, settleAtOnce: true as const, stage: (k: AnyKit, lobby: LobbyView | null) => onlineStage(k, lobby) };

// Hodrudda has its own tests (table-room.test.ts, faults.test.ts). These screens play far faster
// than people, so the room's rate limit refuses some of their messages; autoplay sends again.
describe("every game online", () => {
  it.each([
    ["five-thousand", {}],
    ["hooligan", {}],
    ["dice-poker", {}],
    ["rykestra", { board: "standard" }],
    ["rykestra", { board: "corellian" }],
  ])("%s %j: two screens and a computer play a whole game, every screen ending with the server's log, game and poses", async (game, choices) => {
    const a = await OnlineTable.create(url(colyseus), { game, seats: 3, ...choices }, dressed);
    await until(() => a.view.code !== null);
    const b = await OnlineTable.join(url(colyseus), a.view.code!, dressed);
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.seat === 0 && b.view.seat === 1 && a.view.lobby?.seats[1].kind === "person", 10_000, "both seated");
    const k = kit(game)!;
    const stops = [autoplay(a, k), autoplay(b, k)];
    a.start();
    const server = () => (colyseus.getRoomById(a.view.code!) as unknown as TableRoom).session;
    await until(
      () => {
        const s = server();
        return s && k.definition.isOver(s.game) && [a, b].every((t) => t.session?.view.log.length === s.view.log.length && t.session.view.status === "idle");
      },
      Number(process.env.GAME_WAIT ?? 240_000),
      "the game's end on both screens",
    ).catch((e) => {
      const s = server()!;
      console.log("STALL", game, s.view.log.length, s.view.status, JSON.stringify(s.request()), JSON.stringify(k.definition.actors(s.game)), a.session?.view.log.length, b.session?.view.log.length, a.session?.personToAct(), b.session?.personToAct(), a.view.refusal, b.view.refusal, a.session?.view.status, b.session?.view.status);
      throw e;
    });
    stops.forEach((f) => f());
    const s = server()!;
    for (const t of [a, b]) {
      expect(JSON.stringify(t.session!.view.log)).toBe(JSON.stringify(s.view.log));
      expect(t.session!.game).toEqual(s.game);
      expect(t.session!.table.snapshot()).toEqual(s.table.snapshot());
      expect(t.view.counts).toEqual({ desyncs: 0, corrections: 0 });
    }
    // The people and the computer all threw; the table's names are the lobby's.
    for (const seat of [0, 1, 2]) expect(s.view.log.some((e) => e.derived && e.seat === seat)).toBe(true);
    expect(JSON.stringify(s.options)).toContain("Ann");
    if (game === "rykestra") expect((s.game as { game: { options: { board: string } } }).game.options.board).toBe((choices as { board: string }).board);
    await a.leave();
    await b.leave();
  }, 300_000);

  it("refuses a table of a game with a seat count it is not played with", async () => {
    await expect(OnlineTable.create(url(colyseus), { game: "rykestra", seats: 2 }, dressed)).rejects.toThrow(/not played online with that many seats/);
    await expect(OnlineTable.create(url(colyseus), { game: "dice-poker", seats: 5 }, dressed)).rejects.toThrow(/not played online with that many seats/);
    await expect(OnlineTable.create(url(colyseus), { game: "free-roll", seats: 2 }, dressed)).rejects.toThrow(/no such game online/);
  });
});
