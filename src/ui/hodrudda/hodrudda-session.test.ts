// Hodrudda sessions on a headless physics table: every total is the sum of dice the physics
// left face up, computers wait for a person's Winkee, and the next game keeps the chips.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEAT_COLOURS, type PlayerSpec } from "../game-kit";
import { HodruddaSession, SPIKE_IDS } from "./hodrudda-session";

const seat = (name: string, i: number, computer = true): PlayerSpec => ({ name, colour: SEAT_COLOURS[i], computer });

function playOut(session: HodruddaSession, limit = 5000) {
  for (let i = 0; i < limit && !session.view.game.outcome; i++) vi.advanceTimersByTime(5);
}

describe("a Hodrudda session on a real (headless) table", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("plays three computer seats to an outcome, adding up exactly what the spike dice showed", () => {
    const session = new HodruddaSession([seat("Ana", 0), seat("Ben", 1), seat("Cy", 2)], 1, { seed: 21, quick: true });
    const shown: number[] = [];
    session.controller.on("settled", ({ dice }) => {
      const spikes = dice.filter((d) => SPIKE_IDS.includes(d.id as (typeof SPIKE_IDS)[number]));
      if (spikes.every((d) => !d.cocked && d.settled)) shown.push(spikes.reduce((s, d) => s + (d.value ?? 0), 0));
    });
    playOut(session);
    const game = session.view.game;
    expect(game.outcome).not.toBeNull();
    const sums = game.log.flatMap((e) => (e.type === "throw" ? [e.sum] : []));
    expect(sums.length).toBeGreaterThan(2);
    // Each logged throw is the last flat reading of the table before it was logged.
    for (const sum of sums) expect(shown).toContain(sum);
    expect(game.players.reduce((t, p) => t + p.chips, 0) + game.pot).toBe(0);
    session.dispose();
  });

  it("keeps a computer from throwing while the person who has just thrown may call Winkee", () => {
    const session = new HodruddaSession([seat("You", 0, false), seat("Ben", 1)], 1, { seed: 4, quick: true });
    expect(session.personThrows).toBe(true);
    session.throwDue();
    const game = session.view.game;
    // This seed's first throw is no Zilla Spikes, so You may still call Winkee.
    expect(game.caller).toBe(0);
    expect(session.step?.kind).toBe("await-caller");
    vi.advanceTimersByTime(5000);
    expect(session.view.game).toBe(game);
    session.letItRide();
    vi.advanceTimersByTime(50);
    expect(session.view.game.log.length).toBeGreaterThan(game.log.length);
    expect(session.view.game.players[1].throws).toBe(1);
    session.dispose();
  });

  it("lets the person stand with Winkee and the computer finish the game", () => {
    const session = new HodruddaSession([seat("You", 0, false), seat("Ben", 1)], 2, { seed: 8, quick: true });
    session.throwDue();
    expect(session.view.game.caller).toBe(0);
    session.callWinkee();
    expect(session.view.game.players[0].status).toBe("stood");
    expect(session.view.banner?.text).toMatch(/^You call Winkee on \d+$/);
    playOut(session);
    expect(session.view.game.outcome).not.toBeNull();
    session.dispose();
  });

  it("starts the next game with the chips kept and the first throw one seat on", () => {
    const session = new HodruddaSession([seat("Ana", 0), seat("Ben", 1)], 1, { seed: 13, quick: true });
    playOut(session);
    const first = session.view.game;
    const carried = first.outcome?.kind === "all-bust" ? first.pot : 0;
    session.nextGame();
    const second = session.view.game;
    expect(second.game).toBe(2);
    expect(second.current).toBe(1);
    expect(second.pot).toBe(carried + 2);
    expect(second.players.map((p) => p.chips)).toEqual(first.players.map((p) => p.chips - 1));
    expect(session.controller.state.inHand).toEqual([...SPIKE_IDS]);
    expect(session.controller.spec("spike-1")?.colour).toBe(SEAT_COLOURS[1].body);
    session.dispose();
  });
});
