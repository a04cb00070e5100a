import { afterEach, describe, expect, it } from "vitest";
import { TableController } from "../../table/table-controller";
import { SEAT_COLOURS, type PlayerSpec } from "../game-kit/players";
import { RykestraDirector } from "./director";
import type { Pace } from "./match-state";
import type { RykestraOptions } from "../../games/rykestra";

const FAST: Pace = { botPause: 0, beat: 0, instant: true };

const computers = (n: number): PlayerSpec[] =>
  Array.from({ length: n }, (_, i) => ({ name: SEAT_COLOURS[i].name, colour: SEAT_COLOURS[i], computer: true }));

let detach: (() => void) | null = null;
afterEach(() => detach?.());

/** Resolves once the director reaches the given stage (or rejects after `ms`). */
function until(director: RykestraDirector, test: () => boolean, ms = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (test()) return resolve();
    const timer = setTimeout(() => reject(new Error(`timed out in stage ${director.view.stage.kind}`)), ms);
    const off = director.store.subscribe(() => {
      if (!test()) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

async function playGame(options: Partial<RykestraOptions>, seed: number) {
  const controller = new TableController({ layout: "rykestra", seed });
  const director = new RykestraDirector(controller, computers(3), options, FAST);
  detach = director.attach();
  for (let round = 0; round < 3; round++) {
    await until(director, () => director.view.stage.kind === "resolving");
    director.skipResolution();
    director.nextRound();
  }
  await until(director, () => director.view.stage.kind === "over");
  return { director, controller };
}

describe("a game run on a headless table", () => {
  it("plays three rounds of computer seats on the standard board to the end", async () => {
    const { director, controller } = await playGame({ board: "standard" }, 11);
    const { game } = director.view;
    expect(game.phase).toBe("over");
    expect(game.history).toHaveLength(3);
    const summed = [0, 1, 2].map((seat) => game.history.reduce((t, r) => t + r.pointsBySeat[seat], 0));
    expect(game.totals).toEqual(summed);
    // Every round began with the sector dice read from the side tray, and the first player rotated.
    expect(game.history.map((r) => r.firstPlayer)).toEqual([0, 1, 2]);
    expect(game.history.every((r) => r.sectors.board === "standard" && r.sectors.marker !== null)).toBe(true);
    // The mat is cleared at the end: only the sector dice remain known to the table.
    expect(controller.state.dice.every((d) => !d.id.startsWith("d10-"))).toBe(true);
  }, 120_000);

  it("plays the Corellian board with both dice thrown at once", async () => {
    const { director } = await playGame({ board: "corellian", bothDiceAtOnce: true }, 5);
    const { game } = director.view;
    expect(game.phase).toBe("over");
    expect(game.history.every((r) => r.sectors.board === "corellian" && r.sectors.marker === null)).toBe(true);
    expect(director.view.log.some((l) => /^Sector dice|^Bonus|void/.test(l))).toBe(true);
  }, 120_000);
});
