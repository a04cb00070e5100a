// Random legal games, seeded: whatever lands where, the state stays whole and the game ends.
import { describe, expect, it } from "vitest";
import { must } from "../test-moves";
import type { TablePoint } from "../../geometry/types";
import type { DieSnapshot } from "./dice";
import { DICE_PER_PLAYER, ROUNDS, type RykestraOptions } from "./options";
import { setSectors } from "./rounds";
import type { SectorDiceReading } from "./sector-set";
import { diceOnMat, handOf, newGame, winners, type RykestraState } from "./state";
import { seeded } from "../../test-prng";
import { at, kiteTowards } from "./test-kit";
import { applyThrow } from "./throws";

/** Freezing every state proves no move edits the one it was given. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function checkWhole(state: RykestraState): void {
  expect(state.dice).toHaveLength(state.players * DICE_PER_PLAYER);
  for (let seat = 0; seat < state.players; seat++) {
    expect(state.dice.filter((d) => d.owner === seat)).toHaveLength(DICE_PER_PLAYER);
  }
  for (const d of state.dice) expect(d.onMat !== null).toBe(d.place === "mat");
  expect(new Set(state.dice.map((d) => d.id)).size).toBe(state.dice.length);
  const summed = state.totals.map((_, seat) => state.history.reduce((sum, r) => sum + r.pointsBySeat[seat], 0));
  expect(state.totals).toEqual(summed);
  for (const t of state.totals) expect(t).toBeGreaterThanOrEqual(0);
  for (const round of state.history) {
    const captures = round.steps.flatMap((s) => s.captures);
    const bySeat = round.pointsBySeat.map((_, seat) => captures.filter((c) => c.capturerOwner === seat).reduce((s, c) => s + c.points, 0));
    expect(round.pointsBySeat).toEqual(bySeat);
    expect(new Set(captures.map((c) => c.captured)).size).toBe(captures.length);
    for (const c of captures) {
      expect(c.capturerOwner).not.toBe(c.capturedOwner);
      expect(c.points).toBeGreaterThanOrEqual(0);
      expect(round.mat.some((d) => d.id === c.captured)).toBe(true);
    }
  }
}

describe("random games", () => {
  it("never corrupt the state and always end after three scored rounds", () => {
    const random = seeded(20261129);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const coord = (spread: number) => (random() - 0.5) * spread;
    const spot = (): TablePoint => at(coord(29.8), coord(29.8));
    const offSpot = (): TablePoint => pick([at(15.5 + random() * 5, coord(30)), at(coord(30), -15.5 - random() * 5)]);
    const lands = (id: string, owner: number, centre: TablePoint, flags: { cocked?: boolean; offMat?: boolean }): DieSnapshot => ({
      id,
      owner,
      value: Math.floor(random() * 10),
      centre,
      kite: kiteTowards(centre, at(centre.x + coord(2) + 0.01, centre.z + coord(2))),
      cocked: flags.cocked ?? false,
      offMat: flags.offMat ?? false,
    });

    const GAMES = 100;
    let throwsSeen = 0;
    let capturesSeen = 0;
    for (let game = 0; game < GAMES; game++) {
      const options: RykestraOptions = {
        board: pick(["standard", "corellian"] as const),
        bothDiceAtOnce: random() < 0.3,
        zoneReading: pick(["standard", "mirror"] as const),
        bonusOn: pick(["captured", "capturer"] as const),
      };
      const players = 3 + Math.floor(random() * 3);
      let state = deepFreeze(must(newGame({ players, options, firstPlayer: Math.floor(random() * players) })));
      let moves = 0;
      while (state.phase !== "over") {
        expect(++moves).toBeLessThan(2000);
        if (state.phase === "sector-set") {
          const reading: SectorDiceReading =
            options.board === "standard"
              ? { board: "standard", chance: pick(["red", "blue"]), kinzo: 1 + Math.floor(random() * 3) }
              : { board: "corellian", hazard: pick([2, 3, 4, 5, "void"] as const) };
          state = deepFreeze(must(setSectors(state, reading)));
          continue;
        }
        const seat = state.turn!;
        const hand = handOf(state, seat);
        const thrown = options.bothDiceAtOnce ? hand : [pick(hand)];
        const wrongSeat = (seat + 1) % players;
        expect(applyThrow(state, { seat: wrongSeat, thrown, dice: [] }).ok).toBe(false);
        const dice = [
          ...diceOnMat(state).map((d) => {
            const roll = random();
            if (roll < 0.7) return { ...d, cocked: false, offMat: false };
            if (roll < 0.85) return lands(d.id, d.owner, spot(), {});
            if (roll < 0.93) return lands(d.id, d.owner, offSpot(), { offMat: true });
            return lands(d.id, d.owner, spot(), { cocked: true });
          }),
          ...thrown.map((id) => {
            const roll = random();
            if (roll < 0.8) return lands(id, seat, spot(), {});
            if (roll < 0.9) return lands(id, seat, offSpot(), { offMat: true });
            return lands(id, seat, spot(), { cocked: true });
          }),
        ];
        const roundBefore = state.round;
        state = deepFreeze(must(applyThrow(state, { seat, thrown, dice })));
        throwsSeen++;
        if (state.round !== roundBefore) capturesSeen += state.history.at(-1)!.steps.flatMap((s) => s.captures).length;
        checkWhole(state);
      }
      expect(state.history).toHaveLength(ROUNDS);
      expect(state.round).toBe(ROUNDS);
      expect(winners(state).length).toBeGreaterThan(0);
      for (const w of winners(state)) expect(state.totals[w]).toBe(Math.max(...state.totals));
    }
    // The random games really did throw and capture.
    expect(throwsSeen).toBeGreaterThan(GAMES * ROUNDS * 6);
    expect(capturesSeen).toBeGreaterThan(GAMES);
  }, 240_000);
});
