// What the computer-player benchmark reads from a finished game of each kit: who won (several
// when they share) and each seat's score. One entry per game with strengths.
import type { DicePokerTable } from "../src/games/dice-poker/definition";
import type { FiveThousandTableState } from "../src/games/five-thousand/definition";
import type { HodruddaState } from "../src/games/hodrudda/state";
import type { HooliganState } from "../src/games/hooligan/state";
import { totals } from "../src/games/hooligan/state";
import { dicePoker as dicePokerKit } from "../src/catalog/dice-poker";
import { fiveThousand as fiveThousandKit } from "../src/catalog/five-thousand";
import { hodrudda as hodruddaKit } from "../src/catalog/hodrudda";
import { hooligan as hooliganKit } from "../src/catalog/hooligan";
import type { GameKit } from "../src/runtime/kit";

export interface BenchGame<S> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads each game's state, never its moves
  readonly kit: GameKit<S, any>;
  /** Options for a two-seat table (the seat names do not matter). */
  readonly options: (seed: number) => unknown;
  /** The winning seats; empty when nobody wins (a Hodrudda pot carried). */
  readonly winners: (state: S) => readonly number[];
  readonly score: (state: S, seat: number) => number;
  /** What `score` counts, for the table's heading. */
  readonly scoreIs: string;
  /** Games per pairing unless the command line says otherwise (more where skill shows less). */
  readonly games?: number;
}

const hodrudda: BenchGame<HodruddaState> = {
  kit: hodruddaKit,
  // The first thrower follows the seed, independently of the seat the player under test takes.
  options: (seed) => ({ players: ["A", "B"], first: (seed >> 2) % 2 }),
  winners: (s) => (s.outcome && s.outcome.kind !== "all-bust" ? [s.outcome.winner] : []),
  score: (s, seat) => s.players[seat].chips,
  scoreIs: "chips won (ante 1)",
};

const fiveThousand: BenchGame<FiveThousandTableState> = {
  kit: fiveThousandKit,
  // The full game to 5,000; the roll-off on the table decides who goes last.
  options: () => ({ players: ["A", "B"], options: { target: 5000 } }),
  winners: (s) => s.winners ?? [],
  score: (s, seat) => s.players[seat].score,
  scoreIs: "final score",
};

const hooligan: BenchGame<HooliganState> = {
  kit: hooliganKit,
  // Seven rounds; the roll-off on the table decides who starts.
  options: () => ({ players: ["A", "B"] }),
  winners: (s) => s.winners,
  score: (s, seat) => totals(s)[seat],
  scoreIs: "final total",
  // Most of a Hooligan total is the dice's doing: more games to measure the players' part.
  games: 400,
};

const dicePoker: BenchGame<DicePokerTable> = {
  kit: dicePokerKit,
  // Two sides of one player each: seat i plays side i; the roll-off on the table decides who starts.
  options: () => dicePokerKit.options(2, 0),
  winners: (s) => (s.game.winner === null ? [] : [s.game.winner]),
  score: (s, seat) => s.game.runs[seat].length,
  scoreIs: "runs made",
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds every benched game, each with its own state type
export const BENCH_GAMES: readonly BenchGame<any>[] = [hodrudda, fiveThousand, hooligan, dicePoker];
