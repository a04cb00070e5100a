// The games in the computer-player benchmark: every game module with a bench part (how a
// two-seat table is set and how a finished game is read: who won, several when they share, and
// each seat's score). Nothing here names a game: a module's `bench` puts it in the table.
import { CATALOG } from "../src/catalog";
import type { BenchPart } from "../src/catalog/game-module";
import { benchGamesOf } from "../src/catalog/lists";
import type { GameKit } from "../src/runtime/session/kit";

export interface BenchGame<S> extends BenchPart<S> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads each game's state, never its moves
  readonly kit: GameKit<S, any>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds every benched game, each with its own state type
export const BENCH_GAMES: readonly BenchGame<any>[] = benchGamesOf(CATALOG);
