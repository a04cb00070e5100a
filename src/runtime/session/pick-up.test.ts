// A person picking dice up off the felt is an input in the log: a die that leant on a picked-up
// one falls, and a replay must see it fall at the same step, or the next throw comes at another
// step (and lands elsewhere). The table here is real (headless physics); the game is a toy.
import { describe, expect, it } from "vitest";
import { isRecord, notYourTurn, type GameDefinition } from "../../games/definition";
import { accept, refuse } from "../../games/move-result";
import { FakeClock } from "./clock";
import type { SessionLog } from "../record/log";
import { replayLog, runFrames } from "../record/replay";
import { person } from "./seats";
import { createSession, type GameSession } from "./session";
import { twoD6Stage } from "../test-stage";

// One seat throws die "a" three times. Die "b" is a fitting of the stage: once "a" lies on the
// felt, "b" is set down asleep just above it, so picking "a" up wakes "b" and it drops.
interface Lean {
  readonly turn: number;
}
type LeanMove = { readonly type: "throw"; readonly value: number };
const lean: GameDefinition<unknown, Lean, LeanMove> = {
  id: "lean",
  rulesVersion: 1,
  moveTypes: ["throw"],
  readingTypes: ["throw"],
  setup: () => accept({ turn: 0 }),
  apply(state, seat, move) {
    if (seat !== 0) return refuse(notYourTurn(seat));
    if (!isRecord(move) || move.type !== "throw") return refuse("Throw the die");
    return accept({ turn: state.turn + 1 });
  },
  actors: (s) => (s.turn >= 3 ? [] : [0]),
  isOver: (s) => s.turn >= 3,
  seats: () => 1,
  throwRequest: (s) => (s.turn >= 3 ? null : { seat: 0, dice: [{ id: "a", kind: "d6" }] }),
  throwMove: (_s, settled) => ({ type: "throw", value: settled[0]?.value ?? 0 }),
};
const leanStage = twoD6Stage<Lean>((table) => {
  const a = table.snapshot().find((d) => d.id === "a");
  if (a && table.state.inHand.includes("b")) table.placeDie("b", { position: [a.position[0], a.position[1] + 2, a.position[2]], quaternion: [0, 0, 0, 1] });
});

const make = (seed: number, options: unknown) => createSession<Lean, LeanMove>({ definition: lean, options, seed, stage: leanStage, drivers: [person()], clock: new FakeClock() });

function played(seed: number): GameSession<Lean, LeanMove> {
  const made = make(seed, {});
  if (!made.ok) throw new Error(made.reason);
  const s = made.state;
  s.throwForMe(0);
  runFrames(s, 60);
  // "b" hangs asleep over "a"; picking "a" up lets it fall.
  expect(s.pickUp(0).ok).toBe(true);
  expect(s.table.physics.isSettled()).toBe(false);
  for (let i = 0; i < 20; i++) s.table.frame(1 / 60);
  s.throwForMe(0);
  runFrames(s, 60);
  s.throwForMe(0);
  runFrames(s, 60);
  return s;
}

describe("picking dice up", () => {
  it("is logged at its step, and the game, the fall it caused and every throw after it replay exactly", () => {
    const s = played(4);
    expect(s.definition.isOver(s.game)).toBe(true);
    const kinds = s.view.log.map((e) => (e.derived ? "read" : e.input.kind));
    expect(kinds).toEqual(["flick", "read", "pick-up", "flick", "read", "flick", "read"]);
    const [pick, next] = [s.view.log[2], s.view.log[3]];
    // The fall took steps: the next throw came later than the pick-up, at the step "b" came to rest.
    expect(next.step).toBeGreaterThan(pick.step);
    const log: SessionLog = JSON.parse(JSON.stringify(s.log()));
    const report = replayLog(log, make);
    expect(report.mismatches).toEqual([]);
    expect(report.session?.table.snapshot()).toEqual(s.table.snapshot());
  });

  it("is needed by the replay: without its entry the next throw is refused, as it came at a later step", () => {
    const log: SessionLog = JSON.parse(JSON.stringify(played(4).log()));
    const cut = { ...log, entries: log.entries.filter((e) => e.input.kind !== "pick-up") };
    const report = replayLog(cut, make);
    expect(report.identical).toBe(false);
    expect(report.mismatches.join(" ")).toMatch(/step/);
  });

  it("logs nothing when every due die is already in hand, and is refused while the dice roll", () => {
    const made = make(4, {});
    if (!made.ok) throw new Error(made.reason);
    const s = made.state;
    expect(s.pickUp(0).ok).toBe(true);
    expect(s.view.log).toEqual([]);
    s.throwForMe(0);
    expect(s.pickUp(0).ok).toBe(false);
    runFrames(s, 60);
    expect(s.view.log.map((e) => e.input.kind)).toEqual(["flick", "move"]);
  });
});
