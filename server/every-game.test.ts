// Every game online: two people at two screens and computers in the other seats play a whole
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
/** The seed of the next table (the server's own setting, never a client's). */
let seed = 1;
beforeAll(async () => {
  // The screens here play far faster than people: the room's message rate is raised for them (its
  // limit has its own tests), so nothing is refused and sent again, and each game is the same.
  colyseus = await bootServer({ tableSeed: () => seed, config: { rate: { perSecond: 100_000, burst: 100_000 } } });
});
afterEach(async () => {
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

// A seed whose game is short: 2,000-odd log entries take seeds 1, 3 and 5 past 20 s here; 6 ends in under 10.
const DICE_POKER_SEED = 6;
const kit = (id: string) => CATALOG.find((k) => k.id === id);
const dressed = { kit, settleAtOnce: true as const, stage: (k: AnyKit, lobby: LobbyView | null) => onlineStage(k, lobby) };

// Hodrudda has its own tests (table-room.test.ts, faults.test.ts).
describe("every game online", () => {
  // Fixed seeds (the table's, and each screen's own "Throw for me" stream), so every run plays
  // the same games. In Five Thousand the screens pick their dice up before each throw, as a
  // person does with the Pick up button: a logged input that reaches every screen. Dice Poker is played by two teams of two, the two screens one team: three
  // sides play far longer games (between computers, a median of about 1,800 throws).
  it.each([
    ["five-thousand", {}, 1, 3],
    ["hooligan", {}, 1, 3],
    ["dice-poker", {}, DICE_POKER_SEED, 4],
    ["rykestra", { board: "standard" }, 1, 3],
    ["rykestra", { board: "corellian" }, 1, 3],
  ])("%s %j (seed %i, %i seats): two screens and computers play a whole game, every screen ending with the server's log, game and poses", async (game, choices, tableSeed, seats) => {
    seed = tableSeed;
    const a = await OnlineTable.create(url(colyseus), { game, seats, ...choices }, dressed);
    await until(() => a.view.code !== null);
    const b = await OnlineTable.join(url(colyseus), a.view.code!, dressed);
    a.sit(0, "Ann", SEAT_COLOURS[0]);
    b.sit(1, "Bo", SEAT_COLOURS[1]);
    await until(() => a.view.seat === 0 && b.view.seat === 1 && a.view.lobby?.seats[1].kind === "person", 10_000, "both seated");
    const k = kit(game)!;
    const pickUp = game === "five-thousand";
    const stops = [autoplay(a, k, undefined, tableSeed, pickUp), autoplay(b, k, undefined, tableSeed + 1, pickUp)];
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
    expect(s.log().seed).toBe(tableSeed);
    for (const t of [a, b]) {
      expect(JSON.stringify(t.session!.view.log)).toBe(JSON.stringify(s.view.log));
      expect(t.session!.game).toEqual(s.game);
      expect(t.session!.table.snapshot()).toEqual(s.table.snapshot());
      expect(t.view.counts).toEqual({ desyncs: 0, corrections: 0 });
    }
    // The people and the computers all threw; the table's names are the lobby's.
    for (let seat = 0; seat < seats; seat++) expect(s.view.log.some((e) => e.derived && e.seat === seat)).toBe(true);
    expect(JSON.stringify(s.options)).toContain("Ann");
    // Both screens picked dice up, each pick-up logged at the server and carried out on every screen.
    if (pickUp) for (const seat of [0, 1]) expect(s.view.log.some((e) => e.input.kind === "pick-up" && e.seat === seat)).toBe(true);
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
