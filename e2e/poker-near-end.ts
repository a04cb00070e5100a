// Dice Poker's questions for choosing where a saved game stops (near-end.ts brings any game
// there) and which square a player takes to win: runs held, squares that make one, chips to go.
import { CENTRE, newRunsThrough, placementsFor, readHand, RUN_LINES, runsOf } from "../src/games/dice-poker";
import type { DicePokerTable } from "../src/games/dice-poker/definition";

export { runsOf };

type PokerGame = DicePokerTable["game"];

/** The Dice Poker game inside a near-end session (near-end.ts's `stopAt` is handed the session). */
export const pokerGame = (s: { readonly game: unknown }): PokerGame => (s.game as DicePokerTable).game;

/** "Red to play · Red 1 run, Blue 1 run": the home page's line for a save near the end. */
export function pokerProgress(s: { readonly game: unknown }): string {
  const game = pokerGame(s);
  const runs = (i: number) => `${runsOf(game, i).length} ${runsOf(game, i).length === 1 ? "run" : "runs"}`;
  return `${game.sides[game.current ?? 0].name} to play · ${game.sides.map((side, i) => `${side.name} ${runs(i)}`).join(", ")}`;
}

/** The open squares where one more chip of `side` would make it a new run. */
export function winningSquares(game: PokerGame, side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < game.board.length; s++) {
    if (game.board[s] !== null || s === CENTRE) continue;
    const board = game.board.map((o, i) => (i === s ? side : o));
    if (newRunsThrough(board, side, s, runsOf(game, side)).length > 0) out.push(s);
  }
  return out;
}

/** The fewest chips `side` must still place to complete a new run (Infinity when no line is open to it). */
export function chipsToRun(game: PokerGame, side: number): number {
  let best = Infinity;
  for (const line of RUN_LINES) {
    if (line.some((s) => game.board[s] !== null && game.board[s] !== side)) continue;
    const open = line.filter((s) => s !== CENTRE && game.board[s] === null);
    if (open.length === 0 || open.length >= best) continue;
    const board = game.board.map((o, i) => (open.includes(i) ? side : o));
    const made = newRunsThrough(board, side, open[0], runsOf(game, side));
    if (made.some((run) => run.every((s, i) => s === line[i]))) best = open.length;
  }
  return best;
}

/** Every throw of five dice, each equally likely (6⁵ of them). */
const ALL_HANDS: readonly (readonly number[])[] = Array.from({ length: 6 ** 5 }, (_, n) => Array.from({ length: 5 }, (_, k) => (Math.floor(n / 6 ** k) % 6) + 1));

/**
 * The chance that one fair throw of five dice lets `side` put a chip on a square that makes it
 * a new run (re-throws left aside): how near the game is to its end for that side.
 */
export function winChance(game: PokerGame, side: number): number {
  const wins = new Set(winningSquares(game, side));
  if (wins.size === 0) return 0;
  let hits = 0;
  for (const dice of ALL_HANDS) if (placementsFor(game.board, readHand(dice)).some((s) => wins.has(s))) hits++;
  return hits / ALL_HANDS.length;
}

/** Whether the dice `side` now shows, stood on, would let it put a chip that makes a new run. */
export function handWins(game: PokerGame, side: number): boolean {
  if (game.dice.length !== 5) return false;
  const wins = winningSquares(game, side);
  return placementsFor(game.board, readHand(game.dice)).some((s) => wins.includes(s));
}
