// Rykestra for headless tables: the definition, a plainly dressed stage, the computer seat at each strength,
// and options for 3–5 seats (the board and the first player varied by the seed).
import { MAX_PLAYERS, MIN_PLAYERS } from "../../games/rykestra";
import { rykestraGame, type RykestraMove, type RykestraSetup, type RykestraTable } from "../../games/rykestra/definition";
import { rykestraSeat } from "../../bots/rykestra-seat";
import { rykestraStage } from "../../table/stages/rykestra";
import { standingText, type GameKit } from "../kit";
import { retellGame } from "./rykestra-retell";

export function rykestraOptions(seats: number, seed: number): RykestraSetup {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, seats));
  return {
    players: Array.from({ length: n }, (_, i) => `Seat ${i + 1}`),
    firstPlayer: seed % n,
    options: { board: seed % 2 === 0 ? "standard" : "corellian" },
  };
}

export const rykestraKit: GameKit<RykestraTable, RykestraMove> = {
  id: "rykestra",
  definition: rykestraGame,
  stage: () => rykestraStage(),
  // The default computer (replay checks, the game server's stand-ins) plans lightly: it plans on
  // the calling thread, and a server's thread serves every room.
  computer: (strength) => rykestraSeat({ strength: strength ?? "easy" }),
  options: rykestraOptions,
  // Told from the moves so far as the table told them: the sector throw and its bonus, where
  // each die landed, what fell off, was knocked off or bumped, each round's captures and points.
  story: ({ game }, names, log) => ({ lines: retellGame(log, names) ?? [], standing: standingText(names, game.totals) }),
};
