// Whole Hodrudda games of computer seats on the real (headless) physics, quick, on a fake
// clock; each log survives JSON and replays on a fresh table of people to the same end.
import { describe, expect, it } from "vitest";
import type { HodruddaMove } from "../games/hodrudda/definition";
import type { HodruddaState } from "../games/hodrudda/state";
import { FakeClock } from "../runtime/session/clock";
import { person } from "../runtime/session/seats";
import type { GameSession } from "../runtime/session/session";
import { seatComputers } from "../runtime/headless-steps";
import { expectReplaysAlike, openSession } from "./catalog-testing";
import { hodrudda as kit } from "./hodrudda";

const seated = (seed: number, seats: number, clock = new FakeClock()) =>
  seatComputers(kit, seed, seats, clock).session as unknown as GameSession<HodruddaState, HodruddaMove>;

describe("Hodrudda on the session runtime", () => {
  it.each([[3, 2], [8, 3], [21, 4]])("plays seed %i with %i computers to an outcome, and its log replays to the same state and poses", (seed, seats) => {
    const clock = new FakeClock();
    const s = seated(seed, seats, clock);
    clock.runAll();
    const game = s.game;
    expect(game.outcome).not.toBeNull();
    expect(s.view.note).toBeNull();
    // Every logged total is a sum of what the physics left face up, derived by the session.
    const throws = s.view.log.filter((e) => e.derived);
    expect(throws.length).toBe(game.players.reduce((n, p) => n + p.throws, 0));
    expect(game.players.reduce((t, p) => t + p.chips, 0) + game.pot).toBe(0);

    expectReplaysAlike(kit, s, seats);
    s.dispose();
  });

  it("holds a computer's throw while a person may still call Winkee, until they let it ride", () => {
    const clock = new FakeClock();
    const s = openSession(kit, 5, [person(), kit.computer()], { clock, options: kit.options(2, 0) });
    expect(s.personToAct()).toBe(0);
    expect(s.throwForMe(0).ok).toBe(true);
    s.settleNow();
    const after = s.game;
    // This seed's first throw is no double 1, so Seat 1 may call Winkee.
    expect(after.caller).toBe(0);
    expect(s.personToAct()).toBe(0);
    clock.advance(60_000);
    expect(s.game).toBe(after);
    expect(s.dispatch(0, { kind: "move", move: { type: "ride" } }).ok).toBe(true);
    clock.advance(1_000);
    expect(s.game.players[1].throws).toBe(1);
    s.dispose();
  });

  it("deals the spike dice into the hand at the start of every game, dressed for the seat due", () => {
    const s = seated(4, 2);
    expect(s.table.state.inHand).toEqual(["d0", "d1"]);
    expect(s.table.state.dice.map((d) => d.name)).toEqual(["Spike die 1", "Spike die 2"]);
    s.dispose();
  });
});
