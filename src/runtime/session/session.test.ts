import { describe, expect, it } from "vitest";
import { freeRollGame, type FreeRollState } from "../../games/free-roll/definition";
import { isRecord, notYourTurn, type GameDefinition } from "../../games/definition";
import { accept, refuse } from "../../games/move-result";
import { freeRollStage } from "../../table/stages/free-roll";
import { FakeClock } from "./clock";
import { replayLog } from "../record/replay";
import { computer, person, type SeatDriver } from "./seats";
import { createSession, type GameSession } from "./session";
import { twoD6Stage } from "../test-stage";

const dress = { colour: () => "#eee", name: (id: string) => id };
const COUNTS = { d6: 3, d10: 1, spike: 0, chance: 0, kinzo: 0, hazard: 0 };

function freeRoll(seed = 3, clock = new FakeClock()) {
  const made = createSession({ definition: freeRollGame, options: { dice: COUNTS }, seed, stage: freeRollStage(dress), drivers: [person()], clock });
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

/** Runs the live table at `fps` until the session is idle again. */
function runFrames(s: GameSession<unknown, never> | GameSession<FreeRollState, never> | { view: { status: string }; table: { frame(dt: number): void } }, fps = 60) {
  for (let i = 0; i < 20_000 && s.view.status !== "idle"; i++) s.table.frame(1 / fps);
  if (s.view.status !== "idle") throw new Error("never came to rest");
}

// A two-seat toy game: each seat throws two D6 in turn, three turns each; highest total wins.
interface Duel {
  readonly turn: number;
  readonly totals: readonly [number, number];
}
type DuelMove = { readonly type: "throw"; readonly dice: readonly number[] };
const duel: GameDefinition<unknown, Duel, DuelMove> = {
  id: "duel",
  rulesVersion: 1,
  moveTypes: ["throw"],
  readingTypes: ["throw"],
  setup: () => accept({ turn: 0, totals: [0, 0] }),
  apply(state, seat, move) {
    if (!this.actors(state).includes(seat)) return refuse(notYourTurn(seat));
    if (!isRecord(move) || move.type !== "throw" || !Array.isArray(move.dice) || move.dice.length !== 2) return refuse("Throw two dice");
    const sum = (move.dice as number[]).reduce((a, b) => a + b, 0);
    const totals: [number, number] = [...state.totals];
    totals[seat] += sum;
    return accept({ turn: state.turn + 1, totals });
  },
  actors: (s) => (s.turn >= 6 ? [] : [s.turn % 2]),
  isOver: (s) => s.turn >= 6,
  seats: () => 2,
  throwRequest: (s) =>
    s.turn >= 6
      ? null
      : {
          seat: s.turn % 2,
          dice: [
            { id: "a", kind: "d6" },
            { id: "b", kind: "d6" },
          ],
        },
  throwMove: (_s, settled) => ({ type: "throw", dice: settled.map((d) => d.value ?? 0) }),
};
const duelStage = twoD6Stage<Duel>();
const thrower = computer<Duel, DuelMove>(() => ({ kind: "throw" }), 500);

function duelSession(drivers: SeatDriver<Duel, DuelMove>[], clock: FakeClock, quick = false, seed = 9) {
  const made = createSession({ definition: duel, options: {}, seed, stage: duelStage, drivers, clock, quick });
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

describe("the session runtime", () => {
  it("says a die jumped out while it is thrown again, and stops saying so once the throw is read", () => {
    const s = duelSession([person(), person()], new FakeClock());
        // Die a is let go beyond the tray's wall (the tray is 44 wide), die b inside it.
    const out = { position: [30, 6, 0] as [number, number, number], quaternion: [0, 0, 0, 1] as [number, number, number, number], velocity: [0, -1, 0] as [number, number, number], angularVelocity: [0, 0, 0] as [number, number, number] };
    const stay = { ...out, position: [-5, 6, 0] as [number, number, number] };
    expect(s.dispatch(0, { kind: "flick", flicks: [{ dieId: "a", ...out }, { dieId: "b", ...stay }] }).ok).toBe(true);
    const notes = new Set<string>();
    for (let i = 0; i < 20_000 && s.view.status !== "idle"; i++) {
      s.table.frame(1 / 60);
      if (s.view.status === "fixing" && s.view.note) notes.add(s.view.note);
    }
    expect([...notes].join(" ")).toMatch(/Die a jumped out of the tray — throwing it again/);
    expect(s.view.status).toBe("idle");
    expect(s.view.note).toBeNull();
    expect(s.view.lastThrow?.notes.join(" ")).toMatch(/jumped out/);
  });

  it("turns a throw into the game's move through dispatch and logs {step, seat, flick} then the derived move", () => {
    const s = freeRoll();
    expect(s.throwForMe(0).ok).toBe(true);
    expect(s.view.status).toBe("rolling");
    runFrames(s);
    expect(s.game.throws).toBe(1);
    expect(s.game.result?.map((d) => d.id)).toEqual(["d6-1", "d6-2", "d6-3", "d10-1"]);
    const settled = s.table.snapshot();
    for (const d of s.game.result ?? []) expect(d.value).toBe(settled.find((x) => x.id === d.id)?.value);
    const [flick, move] = s.view.log;
    expect(flick.input.kind).toBe("flick");
    expect(flick.step).toBe(0);
    expect(move.derived).toBe(true);
    expect(move.step).toBeGreaterThan(0);
  });

  it("takes a flick made at the screen as the input of the person due to throw, and nobody else's", () => {
    const s = duelSession([person(), thrower], new FakeClock());
    const flicks = s.table.randomFlicks(["a", "b"]);
    expect(s.flick(flicks).ok).toBe(true);
    expect(s.view.log).toEqual([{ step: 0, seat: 0, input: { kind: "flick", flicks } }]);
    expect(s.view.pending?.source).toBe("flick");
    // While the dice roll, and then on the computer's turn, no flick of this screen is taken.
    expect(s.flick(flicks).ok).toBe(false);
    runFrames(s);
    const before = s.view.log.length;
    expect(s.flick(s.table.randomFlicks(["a", "b"])).ok).toBe(false);
    expect(s.view.log.length).toBe(before);
    expect(s.view.note).toBeNull();
  });

  it("refuses a move while dice roll, a malformed flick and another seat's move, changing nothing", () => {
    const s = freeRoll();
    s.throwForMe(0);
    expect(s.dispatch(0, { kind: "move", move: { type: "set-dice", counts: COUNTS } }).ok).toBe(false);
    runFrames(s);
    const before = JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot() });
    const bad = [
      s.dispatch(0, { kind: "flick", flicks: [{ dieId: "d6-1", position: [0, NaN, 0], quaternion: [0, 0, 0, 1], velocity: [0, 0, 0], angularVelocity: [0, 0, 0] }] }),
      s.dispatch(0, { kind: "flick", flicks: [{ dieId: "nope", position: [0, 9, 0], quaternion: [0, 0, 0, 1], velocity: [0, 0, 0], angularVelocity: [0, 0, 0] }] }),
      s.dispatch(1, { kind: "move", move: { type: "set-dice", counts: COUNTS } }),
      s.dispatch(0, { kind: "move", move: { type: "set-dice", counts: { d6: 99 } } }),
      s.dispatch(0, null as never),
    ];
    for (const r of bad) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot() })).toBe(before);
    expect(s.view.note).toBe("Nothing to do");
  });

  it("picks the due dice up for the throwing person only, and a screen's hold decides what may be pressed and thrown", () => {
    const s = duelSession([person(), thrower], new FakeClock());
    expect(s.throwForMe(0).ok).toBe(true);
    expect(s.pickUp(0).ok).toBe(false);
    runFrames(s);
    // Seat 1 (a computer) is due now: nobody at this screen may pick its dice up.
    expect(s.pickUp(0).ok).toBe(false);
    expect(s.pickUp(1).ok).toBe(false);
    expect(s.table.state.inHand).toEqual([]);
    const t = duelSession([person(), person()], new FakeClock());
    t.throwForMe(0);
    runFrames(t);
    expect(t.table.state.inHand).toEqual([]);
    expect(t.pickUp(0).ok).toBe(false);
    expect(t.pickUp(1).ok).toBe(true);
    expect(t.table.state.inHand).toEqual(["a", "b"]);
    expect(t.table.state.locked).toBe(false);
    expect(t.table.state.throwable).toEqual(["a", "b"]);
    t.setHold("pick");
    expect(t.table.state.locked).toBe(false);
    expect(t.table.state.throwable).toEqual([]);
    t.setHold("closed");
    expect(t.table.state.locked).toBe(true);
    t.setHold("open");
    expect(t.table.state.locked).toBe(false);
    expect(t.table.state.throwable).toEqual(["a", "b"]);
  });

  it("replays its log, after a JSON round trip, to the same final state and the same poses", () => {
    const s = freeRoll(11);
    for (let i = 0; i < 3; i++) {
      s.throwForMe(0);
      runFrames(s, [20, 144, 37][i]);
    }
    s.dispatch(0, { kind: "move", move: { type: "set-dice", counts: { ...COUNTS, d6: 1, d10: 2 } } });
    s.throwForMe(0);
    runFrames(s, 30);
    const log = JSON.parse(JSON.stringify(s.log()));
    const report = replayLog(log, (seed, options) =>
      createSession({ definition: freeRollGame, options, seed, stage: freeRollStage(dress), drivers: [person()], clock: new FakeClock() }),
    );
    expect(report.mismatches).toEqual([]);
    expect(report.session?.game).toEqual(s.game);
    expect(report.session?.table.snapshot()).toEqual(s.table.snapshot());
  });

  it("lets a computer seat act after its pause on the injected clock, and a person's seat waits for the person", () => {
    const clock = new FakeClock();
    const s = duelSession([thrower, person()], clock);
    expect(s.view.thinking).toBe(0);
    clock.advance(499);
    expect(s.view.status).toBe("idle");
    clock.advance(1);
    expect(s.view.status).toBe("rolling");
    runFrames(s);
    expect(s.game.turn).toBe(1);
    clock.advance(10_000);
    expect(s.game.turn).toBe(1);
    expect(s.throwForMe(0).ok).toBe(false);
    expect(s.throwForMe(1).ok).toBe(true);
  });

  it("keeps a computer waiting while a screen holds the table closed, its pause starting when the table opens", () => {
    const clock = new FakeClock();
    const s = duelSession([thrower, person()], clock);
    clock.advance(300);
    s.setHold("closed");
    expect(s.view.thinking).toBeNull();
    clock.advance(10_000);
    expect(s.view.status).toBe("idle");
    expect(s.view.log).toEqual([]);
    s.setHold("open");
    expect(s.view.thinking).toBe(0);
    clock.advance(499);
    expect(s.view.status).toBe("idle");
    clock.advance(1);
    expect(s.view.status).toBe("rolling");
  });

  it("plays a game of computers alone in quick mode to the end, and its log replays exactly", () => {
    const clock = new FakeClock();
    const s = duelSession([thrower, thrower], clock, true, 21);
    clock.runAll();
    expect(s.definition.isOver(s.game)).toBe(true);
    const report = replayLog(JSON.parse(JSON.stringify(s.log())), (seed, options) =>
      createSession({ definition: duel, options, seed, stage: duelStage, drivers: [person(), person()], clock: new FakeClock() }),
    );
    expect(report.mismatches).toEqual([]);
    expect(report.session?.game).toEqual(s.game);
  });

  it("reports a replay whose throws land differently instead of showing them as the record", () => {
    const s = freeRoll(5);
    s.throwForMe(0);
    runFrames(s);
    const log = JSON.parse(JSON.stringify(s.log()));
    log.entries[0].input.flicks[0].velocity[0] += 1;
    const report = replayLog(log, (seed, options) =>
      createSession({ definition: freeRollGame, options, seed, stage: freeRollStage(dress), drivers: [person()], clock: new FakeClock() }),
    );
    expect(report.identical).toBe(false);
    expect(report.mismatches.length).toBeGreaterThan(0);
  });
});
