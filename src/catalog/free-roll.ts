// Free Roll: an open table, any handful of dice, no rules; one seat, never saved.
import { freeRollGame, type FreeRollMove, type FreeRollState } from "../games/free-roll/definition";
import { entryOf } from "../games/free-roll/dice-catalogue";
import { freeRollStage } from "../table/stages/free-roll";
import { computer } from "../runtime/session/seats";
import type { GameModule } from "./game-module";

export const freeRoll: GameModule<FreeRollState, FreeRollMove> = {
  id: freeRollGame.id,
  title: "Free Roll",
  route: "/free-roll",
  card: { blurb: "An open table: pick any handful of D6, D10 and special dice and throw them for the joy of it.", facts: "any dice · no rules", openTable: true },
  definition: freeRollGame,
  alone: true,
  endless: true,
  // Each die in its kind's own colour, named "D10 2"; a table nobody looks at is plain.
  stage: (seats) =>
    seats
      ? freeRollStage({
          colour: (d) => entryOf(d.kind).colour,
          name: (id) => {
            const [kind, n] = id.split("-");
            return `${entryOf(kind as Parameters<typeof entryOf>[0]).name} ${n}`;
          },
        })
      : freeRollStage({ colour: () => "#eee", name: (id) => id }),
  // A "computer" at Free Roll just throws, and now and then changes the handful.
  computer: () =>
    computer<FreeRollState, FreeRollMove>((state) =>
      state.throws % 3 === 2 && state.result
        ? { kind: "move", move: { type: "set-dice", counts: { ...state.counts, d6: (state.counts.d6 % 4) + 1, d10: state.throws % 2 } } }
        : { kind: "throw" },
    ),
  options: (_seats, seed) => ({ dice: { d6: 2 + (seed % 3), d10: 1, spike: seed % 2, chance: 0, kinzo: 0, hazard: 0 } }),
};
