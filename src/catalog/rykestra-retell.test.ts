import { describe, expect, it } from "vitest";
import { snapshotsOf } from "../games/rykestra";
import { FakeClock } from "../runtime/session/clock";
import { rykestra as rykestraKit } from "./rykestra";
import { createSession } from "../runtime/session/session";
import { changeWords, retellGame } from "./rykestra-retell";

const names = ["Ann", "Bo", "Cy"];

/** A seeded game of computers with every change put into words as the screen does, live, from the table's settled dice. */
function playTold(seed: number, stopAfter: number) {
  const clock = new FakeClock();
  const made = createSession({ definition: rykestraKit.definition, options: rykestraKit.options(3, seed), seed, stage: rykestraKit.stage(), drivers: [0, 1, 2].map(() => rykestraKit.computer()), clock, quick: true });
  if (!made.ok) throw new Error(made.reason);
  const s = made.state;
  const live: string[] = [];
  // The session sets its last read throw just before the move that throw makes (as match.ts reads it).
  let seen = s.view.lastThrow;
  s.store.subscribe((now, before) => {
    if (now.game === before.game) return;
    const fresh = now.lastThrow !== seen ? now.lastThrow : null;
    seen = now.lastThrow;
    live.push(...changeWords(before.game, now.game, fresh && snapshotsOf(fresh.dice, fresh.dice.map((d) => d.id)), names).lines);
  });
  for (let guard = 0; guard < 5000 && s.game.game.phase !== "over" && s.view.log.length < stopAfter; guard++) {
    if (s.view.status !== "idle") s.settleNow();
    else clock.runAll(1);
  }
  return { s, live };
}

describe("a resumed Rykestra game's sentences", () => {
  it("tell every throw and sector die again from the log, in the order the live game told them, and each scored round", () => {
    const { s, live } = playTold(4, 40);
    const told = retellGame(s.log(), names)!;
    expect(told).not.toBeNull();
    // Every live sentence, in order, among the retold ones (which add the round starts and results).
    let at = 0;
    for (const line of told) if (line === live[at]) at++;
    expect(at).toBe(live.length);
    expect(live.length).toBeGreaterThan(10);
    expect(told[0]).toMatch(/^Round 1 of 3 — first to throw: /);
    expect(told.filter((l) => l.includes("every hand is empty")).length).toBe(s.game.game.history.length);
    s.dispose();
  }, 60_000);

  it("ends a finished game on its totals", () => {
    const { s } = playTold(5, Infinity);
    const told = retellGame(s.log(), names)!;
    expect(told.at(-1)).toBe(`Game over. Totals: ${s.game.game.totals.map((t, i) => `${names[i]} ${t}`).join(", ")}.`);
    expect(told.filter((l) => l.includes("every hand is empty"))).toHaveLength(3);
    s.dispose();
  }, 120_000);

  it("is null for a log whose moves the rules refuse", () => {
    const { s } = playTold(6, 12);
    const log = s.log();
    const bad = { ...log, entries: log.entries.map((e, i) => (i === log.entries.length - 1 && e.input.kind === "move" ? { ...e, seat: 9 } : e)) };
    expect(retellGame(bad, names)).toBeNull();
    s.dispose();
  });
});
