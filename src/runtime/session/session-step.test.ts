import { describe, expect, it } from "vitest";
import type { Flick, SettledDie } from "../../geometry/types";
import { isRecord, notYourTurn, type GameDefinition } from "../../games/definition";
import { accept, refuse } from "../../games/move-result";
import { TRAY_FELT } from "../../table/landing-area";
import type { TableStage } from "../../table/stage";
import { computer, person, type SeatDriver } from "./seats";
import { tableAccess } from "./session-access";
import { sessionStep, type SessionRules, type TableFacts } from "./session-step";
import type { SessionView } from "./session-types";

// Two seats take turns to throw dice a and b; the game adds up what they show.
interface Sum {
  readonly turn: number;
  readonly total: number;
}
type SumMove = { readonly type: "throw"; readonly values: readonly number[] } | { readonly type: "pass" };
const sum: GameDefinition<unknown, Sum, SumMove> = {
  id: "sum",
  rulesVersion: 1,
  moveTypes: ["throw", "pass"],
  readingTypes: ["throw"],
  setup: () => accept({ turn: 0, total: 0 }),
  apply(state, seat, move) {
    if (seat !== state.turn % 2) return refuse(notYourTurn(seat));
    if (!isRecord(move)) return refuse("Nothing to do");
    if (move.type === "pass") return accept({ ...state, turn: state.turn + 1 });
    return accept({ turn: state.turn + 1, total: state.total + (move.values as number[]).reduce((a, b) => a + b, 0) });
  },
  actors: (s) => [s.turn % 2],
  isOver: () => false,
  seats: () => 2,
  throwRequest: (s) => ({ seat: s.turn % 2, dice: [{ id: "a", kind: "d6" }, { id: "b", kind: "d6" }] }),
  throwMove: (_s, settled) => ({ type: "throw", values: settled.map((d) => d.value ?? 0) }),
};
const stage: TableStage<Sum> = { layout: "tray", sync: () => {}, remedy: () => ({ area: TRAY_FELT, giveUp: false }), dieName: (id) => `Die ${id}` };

const rules = (drivers: SeatDriver<Sum, SumMove>[], quick = false): SessionRules<Sum, SumMove> => ({ definition: sum, stage, driver: (s) => drivers[s] ?? person(), quick });
const idle: SessionView<Sum> = { game: { turn: 0, total: 0 }, status: "idle", note: null, thinking: null, pending: null, lastThrow: null, log: [] };
const facts: TableFacts = { step: 40, throws: 3, has: () => true, inHand: [] };
const flick = (dieId: string): Flick => ({ dieId, position: [0, 9, 0], quaternion: [0, 0, 0, 1], velocity: [0, -1, -20], angularVelocity: [0, 0, 0] });
const lying = (id: string, value: number, over: Partial<SettledDie> = {}): SettledDie =>
  ({ id, kind: "d6", faceIndex: value - 1, label: String(value), value, position: [0, 1, 0], quaternion: [0, 0, 0, 1], offMat: false, settled: true, cocked: false, tilt: 0, ...over }) as SettledDie;

describe("the session's step", () => {
  it("logs a seat's flick at the table's step and tells the table to launch it, the die left behind going along", () => {
    const r = sessionStep(rules([person(), person()]), idle, { kind: "input", seat: 0, input: { kind: "flick", flicks: [flick("a")] }, source: "flick" }, facts);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.change.log).toEqual([{ step: 40, seat: 0, input: { kind: "flick", flicks: [flick("a")] } }]);
    expect(r.state.change.status).toBe("rolling");
    expect(r.state.change.pending).toMatchObject({ seat: 0, ids: ["a", "b"], source: "flick" });
    expect(r.state.effects).toEqual([{ kind: "launch", flicks: [flick("a")], fill: ["b"], source: "flick" }]);
  });

  it("logs a pick-up of the due dice still lying and has the table take them into the hand; with none lying, nothing is logged", () => {
    const pick = (over: Partial<TableFacts>, seat = 0, drivers = [person<Sum, SumMove>(), person<Sum, SumMove>()]) =>
      sessionStep(rules(drivers), idle, { kind: "input", seat, input: { kind: "pick-up" }, source: "flick" }, { ...facts, ...over });
    const r = pick({ inHand: ["b"] });
    expect(r.ok && r.state.change.log).toEqual([{ step: 40, seat: 0, input: { kind: "pick-up" } }]);
    expect(r.ok && r.state.effects).toEqual([{ kind: "to-hand", ids: ["a"] }]);
    const none = pick({ inHand: ["a", "b"] });
    expect(none.ok && none.state).toEqual({ change: {}, effects: [] });
    expect(pick({}, 1).ok).toBe(false);
    expect(pick({}, 0, [computer(() => null), person()]).ok).toBe(false);
    const rolling = sessionStep(rules([person(), person()]), { ...idle, status: "rolling" }, { kind: "input", seat: 0, input: { kind: "pick-up" }, source: "flick" }, facts);
    expect(rolling.ok).toBe(false);
  });

  it("runs a quick computer's throw to rest at once, after launching it", () => {
    const r = sessionStep(rules([computer(() => null), person()], true), idle, { kind: "input", seat: 0, input: { kind: "flick", flicks: [flick("a"), flick("b")] }, source: "bot" }, facts);
    expect(r.ok && r.state.effects.map((e) => e.kind)).toEqual(["launch", "settle-now"]);
  });

  it("refuses another seat's flick and a die not in the throw, with nothing to carry out", () => {
    const other = sessionStep(rules([person(), person()]), idle, { kind: "input", seat: 1, input: { kind: "flick", flicks: [flick("a")] }, source: "flick" }, facts);
    expect(other).toEqual({ ok: false, reason: "It is not this seat's throw" });
    const stray = sessionStep(rules([person(), person()]), idle, { kind: "input", seat: 0, input: { kind: "flick", flicks: [flick("z")] }, source: "flick" }, facts);
    expect(stray).toEqual({ ok: false, reason: "Die z is not part of this throw" });
  });

  it("applies a move and asks for the table to be dressed for the new state", () => {
    const r = sessionStep(rules([person(), person()]), idle, { kind: "input", seat: 0, input: { kind: "move", move: { type: "pass" } }, source: "flick" }, facts);
    expect(r.ok && r.state).toEqual({ change: { game: { turn: 1, total: 0 }, log: [{ step: 40, seat: 0, input: { kind: "move", move: { type: "pass" } } }], note: null }, effects: [{ kind: "dress" }, { kind: "computer" }] });
  });

  it("refuses a throw's result sent by a seat, for every driver: only the settled dice make it", () => {
    for (const driver of [person<Sum, SumMove>(), computer<Sum, SumMove>(() => null)]) {
      const r = sessionStep(rules([driver, person()]), idle, { kind: "input", seat: 0, input: { kind: "move", move: { type: "throw", values: [6, 6] } }, source: "flick" }, facts);
      expect(r).toEqual({ ok: false, reason: "Throw results come from the table, not from a player" });
    }
  });

  const rolling: SessionView<Sum> = { ...idle, status: "rolling", pending: { seat: 0, ids: ["a", "b"], attempts: {}, notes: [], source: "flick" } };

  it("reads dice at rest into the game's move, logged as derived with the poses' checksum, and dresses the table", () => {
    const r = sessionStep(rules([person(), person()]), rolling, { kind: "rest", dice: [lying("a", 3), lying("b", 5)], struck: [] }, facts);
    if (!r.ok) throw new Error(r.reason);
    const { change, effects } = r.state;
    expect(change).toMatchObject({ status: "idle", pending: null, note: null, game: { turn: 1, total: 8 } });
    expect(change.lastThrow).toMatchObject({ seat: 0, throwNumber: 3 });
    expect(change.log?.[0]).toMatchObject({ step: 40, seat: 0, derived: true, input: { kind: "move", move: { type: "throw", values: [3, 5] } } });
    expect(effects).toEqual([{ kind: "dress" }, { kind: "computer" }]);
  });

  it("nudges a cocked die and throws again one that jumped out, saying so, before any reading", () => {
    const dice = [lying("a", 3, { cocked: true }), lying("b", 5, { position: [400, 1, 0] })];
    const r = sessionStep(rules([person(), person()]), rolling, { kind: "rest", dice, struck: [] }, facts);
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.effects).toEqual([
      { kind: "nudge", ids: ["a"] },
      { kind: "rethrow", ids: ["b"] },
    ]);
    expect(r.state.change.status).toBe("fixing");
    expect(r.state.change.note).toMatch(/Die a landed cocked.*Die b jumped out/);
    expect(r.state.change.pending?.attempts).toEqual({ a: 1, b: 1 });
  });

  it("does nothing when dice come to rest outside a throw", () => {
    expect(sessionStep(rules([person()]), idle, { kind: "rest", dice: [lying("a", 1)], struck: [] }, facts)).toEqual({ ok: true, state: { change: {}, effects: [] } });
  });

  it("opens the table to the throwing person alone, and a hold narrows it", () => {
    const r = rules([person(), computer(() => null)]);
    expect(tableAccess(r, idle, "open")).toEqual({ locked: false, throwable: ["a", "b"] });
    expect(tableAccess(r, idle, "pick")).toEqual({ locked: false, throwable: [] });
    expect(tableAccess(r, idle, "closed")).toEqual({ locked: true, throwable: [] });
    expect(tableAccess(r, rolling, "open").locked).toBe(true);
    expect(tableAccess(r, { ...idle, game: { turn: 1, total: 0 } }, "open").locked).toBe(true);
  });
});
