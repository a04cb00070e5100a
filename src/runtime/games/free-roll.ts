// Free Roll for headless tables: the definition, a plain stage, one seat.
import { freeRollGame, type FreeRollMove, type FreeRollState } from "../../games/free-roll/definition";
import { freeRollStage } from "../../table/stages/free-roll";
import type { GameKit } from "../kit";
import { computer } from "../seats";

export const freeRollKit: GameKit<FreeRollState, FreeRollMove> = {
  id: "free-roll",
  definition: freeRollGame,
  alone: true,
  endless: true,
  stage: () => freeRollStage({ colour: () => "#eee", name: (id) => id }),
  // A "computer" at Free Roll just throws, and now and then changes the handful.
  computer: () =>
    computer<FreeRollState, FreeRollMove>((state) =>
      state.throws % 3 === 2 && state.result
        ? { kind: "move", move: { type: "set-dice", counts: { ...state.counts, d6: (state.counts.d6 % 4) + 1, d10: state.throws % 2 } } }
        : { kind: "throw" },
    ),
  options: (_seats, seed) => ({ dice: { d6: 2 + (seed % 3), d10: 1, spike: seed % 2, chance: 0, kinzo: 0, hazard: 0 } }),
};
