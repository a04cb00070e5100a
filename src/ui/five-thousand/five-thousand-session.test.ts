// Whole games on a headless physics table: every value the engine sees came from a settled
// snapshot, set-aside dice sit in the rack and are not thrown again, and the game ends.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEAT_COLOURS, type PlayerSpec } from "../game-kit";
import { FIVE_THOUSAND_RACK } from "../../scene/five-thousand/five-thousand-table";
import { FiveThousandSession } from "./five-thousand-session";

const seat = (name: string, i: number, computer = true): PlayerSpec => ({ name, colour: SEAT_COLOURS[i], computer });

function playOut(session: FiveThousandSession, limit = 20000) {
  for (let i = 0; i < limit && !session.view.game.winners; i++) vi.advanceTimersByTime(5);
}

describe("a Five Thousand session on a real (headless) table", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("plays two computer seats from the roll-off to a winner, reading every value off the dice", () => {
    const session = new FiveThousandSession([seat("Ana", 0), seat("Ben", 1)], { target: 1000 }, { seed: 11, quick: true });
    const c = session.controller;
    const readings: number[][] = [];
    const rackedWhenThrown: string[][] = [];
    c.on("thrown", ({ ids }) => {
      const racked = session.view.racked;
      // Only a hot-dice throw takes dice back out of the rack, and then it takes all six.
      if (ids.length < 6) rackedWhenThrown.push(ids.filter((id) => racked.includes(id)));
    });
    c.on("settled", ({ dice }) => readings.push(dice.map((d) => d.value ?? 0)));
    playOut(session);

    const game = session.view.game;
    expect(game.winners).not.toBeNull();
    expect(Math.max(...game.players.map((p) => p.score))).toBeGreaterThanOrEqual(1000);
    expect(game.log.some((e) => e.type === "roll-off")).toBe(true);
    expect(game.log.some((e) => e.type === "bank")).toBe(true);
    expect(rackedWhenThrown.every((ids) => ids.length === 0)).toBe(true);
    // Each throw the engine logged is a multiset of values some snapshot showed.
    for (const e of game.log) {
      if (e.type !== "throw") continue;
      expect(readings.some((r) => r.length >= e.dice.length && isSubMultiset(r, e.dice))).toBe(true);
    }
    session.dispose();
  });

  it("moves set-aside dice into the rack's pockets showing the values set aside", () => {
    const session = new FiveThousandSession([seat("Ana", 0)], { target: 100000 }, { seed: 5, quick: true });
    const c = session.controller;
    for (let i = 0; i < 4000 && session.view.racked.length === 0; i++) vi.advanceTimersByTime(5);
    const { racked, game } = session.view;
    expect(racked.length).toBeGreaterThan(0);
    const snap = c.snapshot();
    racked.forEach((id, k) => {
      const d = snap.find((s) => s.id === id)!;
      expect(d.position[0]).toBeCloseTo(FIVE_THOUSAND_RACK.slots[k].x, 5);
      expect(d.position[2]).toBeCloseTo(FIVE_THOUSAND_RACK.slots[k].z, 5);
    });
    const turn = game.turn!;
    const shown = racked.map((id) => snap.find((s) => s.id === id)!.value).sort();
    const aside = [...turn.aside.flat(), ...turn.picked.map((i) => turn.thrown![i])].sort();
    expect(shown).toEqual(aside);
    session.dispose();
  });

  it("waits for a person and refuses their dice that do not score, losing nothing", () => {
    let tried = 0;
    for (let seed = 1; seed <= 30 && tried === 0; seed++) {
      const session = new FiveThousandSession([seat("You", 0, false)], {}, { seed, quick: true });
      expect(session.personActs).toBe(true);
      expect(session.controller.state.locked).toBe(false);
      session.throwDue();
      const game = session.view.game;
      const thrown = game.turn?.thrown ?? [];
      const dead = thrown.findIndex((v) => v !== 1 && v !== 5 && thrown.filter((w) => w === v).length < 3);
      if (dead >= 0) {
        tried++;
        session.toggle(dead);
        expect(session.view.chosen).toEqual([dead]);
        expect(session.setAsideChosen()).toBe(false);
        expect(session.view.note).toMatch(/^Those dice don't score: /);
        expect(session.view.game).toBe(game);
        expect(session.view.racked).toEqual([]);
      }
      session.dispose();
    }
    expect(tried).toBe(1);
  });
});

/** Whether every value of `part` can be matched to a distinct value of `whole`. */
function isSubMultiset(whole: readonly number[], part: readonly number[]): boolean {
  const left = [...whole];
  for (const v of part) {
    const i = left.indexOf(v);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}
