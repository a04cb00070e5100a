// The bots' trial table (bots/rykestra-bot-sim.ts) against a live session's: a seat's real throw,
// run on the trial table before it is thrown, settles where the session's table settles it.
import { describe, expect, it } from "vitest";
import type { SettledDie } from "../geometry/types";
import type { RykestraState } from "../games/rykestra";
import type { RykestraMove, RykestraSetup, RykestraTable } from "../games/rykestra/definition";
import { TrialTable } from "../bots/rykestra/bot-sim";
import { lyingBodies, rykestraSeat } from "../bots/rykestra/seat";
import { playHeadless } from "../runtime/headless";
import type { ComputerDriver, SeatDriver } from "../runtime/session/seats";
import { rykestra as rykestraKit } from "./rykestra";

describe("the planner's trial table against the live table", () => {
  it("settles a seat's real throw where the live session's table settles it, every die that stays on the mat", () => {
    let predicted: SettledDie[] | null = null;
    let compared = 0;
    const compare = (table: { snapshot(): SettledDie[] }, game: RykestraState) => {
      if (predicted === null) return;
      const live = table.snapshot();
      for (const p of predicted) {
        if (p.offMat || p.cocked || game.dice.find((d) => d.id === p.id)?.place !== "mat") continue;
        const d = live.find((x) => x.id === p.id)!;
        expect(d.value).toBe(p.value);
        expect(Math.hypot(d.position[0] - p.position[0], d.position[2] - p.position[2])).toBeLessThan(0.001);
        compared++;
      }
      predicted = null;
    };
    const seat = (): SeatDriver<RykestraTable, RykestraMove> => {
      const inner = rykestraSeat({ strength: "easy" }) as ComputerDriver<RykestraTable, RykestraMove>;
      return {
        ...inner,
        choose: (state, s, context) => {
          compare(context.table, state.game);
          const act = inner.choose(state, s, context);
          if (act?.kind === "throw" && act.flicks && state.game.phase === "throwing") {
            const lying = lyingBodies(context.table.snapshot(), state.game);
            const ids = act.flicks.map((f) => f.dieId);
            const ran = new TrialTable(lying, ids, context.table.seed).run(act.flicks);
            predicted = ran.filter((d) => ids.includes(d.id) || lying.some((b) => b.id === d.id));
          }
          return act;
        },
      };
    };
    const options: RykestraSetup = { players: ["A", "B", "C"], firstPlayer: 0, options: { board: "standard" } };
    // Two games' first rounds: their throws, the dice they met included.
    for (const seed of [2001, 2003]) playHeadless(rykestraKit, seed, { drivers: [seat(), seat(), seat()], options, maxEntries: 12 }).dispose();
    expect(compared).toBeGreaterThan(14);
  }, 60_000);
});
