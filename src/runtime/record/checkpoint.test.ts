// Resuming a save, per game kit: from the checkpoint of the last rest, and by replaying the
// whole log, the session stands exactly where the unbroken one stood — game, log, every pose,
// every random stream — and goes on bit for bit like it, Throw for me included. A checkpoint
// that disagrees with its log is refused and the game is rebuilt from the log.
import { describe, expect, it } from "vitest";
import { FakeClock } from "../session/clock";
import * as v from "valibot";
import { checkpointProblem, takeCheckpoint, type Checkpoint } from "./checkpoint";
import { CheckpointSchema } from "./checkpoint-schema";
import { jsonHash, textLogHash } from "./canonical-hash";
import { dicePokerGame } from "../../games/dice-poker/definition";
import { dicePokerStage } from "../../table/stages/dice-poker";
import { CATALOG } from "../../catalog";
import type { SessionLog } from "./log";
import { resumeSession } from "./resume";
import { person } from "../session/seats";
import { createSession } from "../session/session";
import { playUntil, seatComputers, standing, throwDue, type AnyKit, type AnySession, type SeatedTable } from "../headless-steps";
import type { TableRngState } from "../../table/table-controller";

const SEED = 31;
type Session = AnySession;
type Table = SeatedTable;
const seat = (kit: AnyKit): Table => seatComputers(kit, SEED);

/** Throw for me for whoever is due to throw, run to rest; the flicks it threw. */
function throwForMe(s: Session): unknown {
  const r = s.request();
  expect(r).not.toBeNull();
  expect(s.throwForMe(r!.seat).ok).toBe(true);
  s.settleNow();
  return s.view.log.filter((e) => e.input.kind === "flick").at(-1)?.input;
}

const text = (x: unknown) => JSON.stringify(x);

/**
 * The unbroken game up to a save point, with what the autosave writes there: the log, the
 * checkpoint of the rest (taken once the move has been applied and the table dressed, as the
 * app's autosave does after each change) and the streams.
 */
function played(kit: AnyKit) {
  const table = seat(kit);
  const { session } = table;
  const entries = kit.id === "rykestra" ? 14 : 10;
  playUntil(table, (s) => s.view.log.length >= entries && throwDue(s));
  // A person's Throw for me in the unbroken game moves the throw stream (a replay of the log never draws from it).
  throwForMe(session);
  playUntil(table, (s) => s.view.log.length >= entries + 4 && throwDue(s));
  expect(throwDue(session)).toBe(true);
  const save = JSON.parse(text({ log: session.log(), checkpoint: takeCheckpoint(session), rng: session.table.rngState() }));
  return { table, save: save as { log: SessionLog; checkpoint: Checkpoint; rng: TableRngState } };
}

function resumed(kit: AnyKit, log: SessionLog, extras: Parameters<typeof resumeSession>[2]): Table & { notice: string | null } {
  const t = seat(kit);
  const r = resumeSession(t.session, log, extras);
  if (!r.ok) throw new Error(r.reason);
  t.session.settleNow();
  return { ...t, notice: r.notice };
}

describe.each(CATALOG.map((k) => [k.id, k] as const))("resuming %s", (_id, kit) => {
  it("stands exactly where the unbroken game stood, from the checkpoint and from the whole log, and goes on bit for bit alike", () => {
    const { table, save } = played(kit);
    expect(save.checkpoint).not.toBeNull();
    expect(save.checkpoint.entries).toBe(save.log.entries.length);
    const fast = resumed(kit, save.log, { checkpoint: save.checkpoint, rng: save.rng });
    const full = resumed(kit, save.log, { rng: save.rng });
    expect(fast.notice).toBeNull();
    expect(standing(fast.session)).toBe(standing(table.session));
    expect(standing(full.session)).toBe(standing(table.session));
    expect(text(fast.session.view.lastThrow)).toBe(text(table.session.view.lastThrow));

    // Throw for me, then the computers: the same flicks, the same landings, the same game.
    const flick = throwForMe(table.session);
    expect(throwForMe(fast.session)).toEqual(flick);
    expect(throwForMe(full.session)).toEqual(flick);
    const more = table.session.view.log.length + 12;
    for (const t of [table, fast, full]) playUntil(t, (s) => s.view.log.length >= more);
    expect(standing(fast.session)).toBe(standing(table.session));
    expect(standing(full.session)).toBe(standing(table.session));
  });

  it("reloaded while a throw rolls, resumes at the rest before it, throws it again from the log and lands as the unbroken game did", () => {
    const { table, save } = played(kit);
    const r = table.session.request()!;
    // A person's throw (a quick computer's would come to rest at once).
    table.session.setDriver(r.seat, person());
    expect(table.session.throwForMe(r.seat).ok).toBe(true);
    const rolling = JSON.parse(text({ log: table.session.log(), rng: table.session.table.rngState() })) as { log: SessionLog; rng: TableRngState };
    expect(rolling.log.entries.length).toBe(save.checkpoint.entries + 1);
    const t = seat(kit);
    t.session.setDriver(r.seat, person());
    const done = resumeSession(t.session, rolling.log, { checkpoint: save.checkpoint, rng: rolling.rng });
    expect(done).toEqual({ ok: true, notice: null });
    expect(t.session.view.status).not.toBe("idle");
    table.session.settleNow();
    t.session.settleNow();
    expect(standing(t.session)).toBe(standing(table.session));
  });

  it("without the saved streams, Throw for me after a resume would throw something else", () => {
    const { table, save } = played(kit);
    const bare = resumed(kit, save.log, {});
    expect(text(bare.session.game)).toBe(text(table.session.game));
    expect(throwForMe(bare.session)).not.toEqual(throwForMe(table.session));
  });
});

describe("a checkpoint read back from its JSON", () => {
  it("still stands for its log when a die has no ink colour of its own (the field is left out on the way)", () => {
    const made = createSession({
      definition: dicePokerGame,
      options: { sides: [{ name: "Red", players: ["Ann"] }, { name: "Blue", players: ["Ben"] }] },
      seed: SEED,
      stage: dicePokerStage({ colours: [{ body: "#c0392b" }, { body: "#2f6fb5" }] }),
      drivers: [person(), person()],
      clock: new FakeClock(),
      quick: true,
    });
    if (!made.ok) throw new Error(made.reason);
    const c = takeCheckpoint(made.state)!;
    expect(c.specs.length).toBeGreaterThan(0);
    expect(c.specs.every((d) => "ink" in d && d.ink === undefined)).toBe(true);
    expect(checkpointProblem(made.state.log(), JSON.parse(JSON.stringify(c)))).toBeNull();
    made.state.dispose();
  });
});

describe("a checkpoint that disagrees with its log", () => {
  const kit = CATALOG.find((k) => k.id === "hodrudda")!;
  const { table, save } = played(kit);

  it("is refused with the reason, and the game is rebuilt from the log to the same place", () => {
    const moved = { ...save.checkpoint, packed: save.checkpoint.packed.replace(/^./, (c) => (c === "A" ? "B" : "A")) };
    expect(checkpointProblem(save.log, moved)).toBe("it is damaged");
    const r = resumed(kit, save.log, { checkpoint: moved, rng: save.rng });
    expect(r.notice).toMatch(/resume point was refused: it is damaged; the game was rebuilt from its log/);
    expect(r.session.view.note).toBe(r.notice);
    expect(standing(r.session)).toBe(standing(table.session));
  });

  it("is refused when the log before it is not the log it was taken from, or it is ahead of the log", () => {
    const edited: SessionLog = { ...save.log, entries: save.log.entries.map((e, i) => (i === 0 ? { ...e, step: e.step + 1 } : e)) };
    expect(checkpointProblem(edited, save.checkpoint)).toBe("the log before it is not the log it was taken from");
    const cut: SessionLog = { ...save.log, entries: save.log.entries.slice(0, 3) };
    expect(checkpointProblem(cut, save.checkpoint)).toBe("it is ahead of the log");
    expect(checkpointProblem(save.log, save.checkpoint)).toBeNull();
  });

  it("is still read from an older save, whose log hash is over the JSON text: accepted, resumed, and refused for an edited log", () => {
    const { checksum: _, ...body } = save.checkpoint;
    const older = { ...body, logHash: textLogHash(save.log.entries.slice(0, body.entries)) };
    const old: Checkpoint = { ...older, checksum: jsonHash(older) };
    expect(old.logHash).toMatch(/^[0-9a-f]{8}$/);
    expect(v.safeParse(CheckpointSchema, old).success).toBe(true);
    expect(v.safeParse(CheckpointSchema, { ...old, logHash: `3:${old.logHash}` }).success).toBe(false);
    expect(checkpointProblem(save.log, old)).toBeNull();
    const r = resumed(kit, save.log, { checkpoint: old, rng: save.rng });
    expect(r.notice).toBeNull();
    expect(standing(r.session)).toBe(standing(table.session));
    const edited: SessionLog = { ...save.log, entries: save.log.entries.map((e, i) => (i === 0 ? { ...e, step: e.step + 1 } : e)) };
    expect(checkpointProblem(edited, old)).toBe("the log before it is not the log it was taken from");
  });
});

