// Watching a log again: any throw, a whole game or a whole Rykestra round, at any speed, lands
// every die exactly as recorded; a record that does not replay says so and stops.
import { describe, expect, it } from "vitest";
import { hodrudda } from "../../catalog/hodrudda";
import { rykestra as rykestraKit } from "../../catalog/rykestra";
import { playHeadless, watchSession } from "../headless";
import type { SessionLog } from "./log";
import { ReplayPlayer, type Speed } from "./replay-player";
import { indexLog, scopeSpan } from "./replay-scope";
import { seekLog, throwMarks } from "./replay-seek";

const noWait = () => Promise.resolve();

function recorded(seed: number): { log: SessionLog; final: unknown; poses: unknown } {
  const s = playHeadless(hodrudda, seed, { seats: 2 });
  const out = { log: JSON.parse(JSON.stringify(s.log())) as SessionLog, final: s.game, poses: s.table.snapshot() };
  s.dispose();
  return out;
}

/** Runs the player frame by frame at `fps` real frames a second until it stops. */
function watch<S, M extends { type: string }>(p: ReplayPlayer<S, M>, fps: number) {
  for (let i = 0; i < 200_000 && (p.view.status === "playing" || p.view.status === "paused"); i++) p.frame(1 / fps);
}

describe("replaying a log to watch it", () => {
  const { log, final, poses } = recorded(3);
  const marks = throwMarks(log);

  it("finds every throw of the log and the reading it made", () => {
    expect(marks.length).toBe(log.entries.filter((e) => e.derived).length);
    for (const m of marks) expect(log.entries[m.result!].derived).toBe(true);
  });

  it("seeks to the end of the record through checked entries, yielding on the way", async () => {
    let yields = 0;
    const r = await seekLog(log, watchSession(hodrudda), log.entries.length, { sliceMs: 0, yieldNow: async () => void yields++ });
    expect(r.ok).toBe(true);
    expect(r.session?.game).toEqual(final);
    expect(r.session?.table.snapshot()).toEqual(poses);
    expect(yields).toBeGreaterThan(0);
    r.session?.dispose();
  });

  it.each<[Speed, number]>([
    [1, 60],
    [0.5, 30],
    [0.25, 144],
  ])("plays one throw at %s× (%i fps) to the recorded poses", async (speed, fps) => {
    const k = Math.floor(marks.length / 2);
    const span = scopeSpan({ kind: "throw", at: k }, log, marks, [])!;
    const seek = await seekLog(log, watchSession(hodrudda), span.from, { yieldNow: noWait });
    if (!seek.ok) throw new Error(seek.reason);
    const player = new ReplayPlayer(seek.session, log, marks, span.to, span.from, { speed });
    watch(player, fps);
    expect(player.view).toMatchObject({ status: "ended", matched: 1, problem: null, throwIndex: k });
    const after = await seekLog(log, watchSession(hodrudda), span.to, { yieldNow: noWait });
    expect(seek.session.table.snapshot()).toEqual(after.session?.table.snapshot());
    seek.session.dispose();
    after.session?.dispose();
  });

  it("plays the whole game to its recorded end, every throw matched", async () => {
    const seek = await seekLog(log, watchSession(hodrudda), 0, { yieldNow: noWait });
    if (!seek.ok) throw new Error(seek.reason);
    const player = new ReplayPlayer(seek.session, log, marks, log.entries.length, 0, { speed: 1 });
    watch(player, 30);
    expect(player.view.status).toBe("ended");
    expect(player.view.matched).toBe(marks.length);
    expect(seek.session.game).toEqual(final);
    expect(seek.session.table.snapshot()).toEqual(poses);
    seek.session.dispose();
  });

  it("stands still while paused, and Step runs the table a moment on", async () => {
    const span = scopeSpan({ kind: "throw", at: 0 }, log, marks, [])!;
    const seek = await seekLog(log, watchSession(hodrudda), span.from, { yieldNow: noWait });
    if (!seek.ok) throw new Error(seek.reason);
    const player = new ReplayPlayer(seek.session, log, marks, span.to, span.from, { paused: true });
    player.frame(1);
    expect(seek.session.view.status).toBe("idle");
    player.step();
    expect(seek.session.view.status).toBe("rolling");
    const at = seek.session.table.step;
    player.frame(1);
    expect(seek.session.table.step).toBe(at);
    player.step();
    expect(seek.session.table.step).toBeGreaterThan(at);
    player.play();
    watch(player, 60);
    expect(player.view).toMatchObject({ status: "ended", matched: 1 });
    seek.session.dispose();
  });

  it("says a throw did not land as recorded when the record's flick was altered", async () => {
    const k = 1;
    const e = marks[k].entry;
    const bent = structuredClone(log) as unknown as { entries: { input: { flicks?: { velocity: number[] }[] } }[] };
    bent.entries[e].input.flicks![0].velocity[0] += 1e-6;
    const tampered = bent as unknown as SessionLog;
    const span = scopeSpan({ kind: "throw", at: k }, tampered, marks, [])!;
    const seek = await seekLog(tampered, watchSession(hodrudda), span.from, { yieldNow: noWait });
    if (!seek.ok) throw new Error(seek.reason);
    const player = new ReplayPlayer(seek.session, tampered, marks, span.to, span.from);
    watch(player, 60);
    expect(player.view.status).toBe("mismatch");
    expect(player.view.problem).toMatch(/did not land as recorded|read differently/);
    const whole = await seekLog(tampered, watchSession(hodrudda), tampered.entries.length, { yieldNow: noWait });
    expect(whole.ok).toBe(false);
    seek.session.dispose();
    whole.session?.dispose();
  });
});

describe("a Rykestra round", () => {
  it("spans the round's throws, the sector dice first, and plays them as recorded", async () => {
    const s = playHeadless(rykestraKit, 4, { seats: 3 });
    const log = JSON.parse(JSON.stringify(s.log())) as SessionLog;
    s.dispose();
    const { marks, chapters, problem } = await indexLog(log, watchSession(rykestraKit), { yieldNow: noWait, chapter: rykestraKit.chapter });
    expect(problem).toBeNull();
    expect(new Set(chapters)).toEqual(new Set(["Round 1", "Round 2", "Round 3"]));
    const at = chapters.indexOf("Round 2");
    // A round opens with the sector dice; its last D10 throw (which scores it) still belongs to it.
    expect(log.entries[marks[at].result!].input).toMatchObject({ move: { type: "throw" } });
    expect(chapters[at - 1]).toBe("Round 1");
    const span = scopeSpan({ kind: "round", at: at + 1 }, log, marks, chapters)!;
    expect(span.throws[0]).toBe(at);
    expect(chapters.slice(span.throws[0], span.throws[1] + 1).every((c) => c === "Round 2")).toBe(true);
    const seek = await seekLog(log, watchSession(rykestraKit), span.from, { yieldNow: noWait });
    if (!seek.ok) throw new Error(seek.reason);
    const player = new ReplayPlayer(seek.session, log, marks, span.to, span.from);
    watch(player, 60);
    expect(player.view).toMatchObject({ status: "ended", problem: null, matched: span.throws[1] - span.throws[0] + 1 });
    seek.session.dispose();
  });
});
