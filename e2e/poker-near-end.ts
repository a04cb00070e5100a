// A Dice Poker game brought near its end in Node, on the same real physics the browser runs
// (every seat a computer at quick pace), and written as a save the browser resumes: a whole
// game in software WebGL takes over ten minutes, so a keyboard test starts from here.
import { CENTRE, newRunsThrough, runsOf } from "../src/games/dice-poker";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../src/games/dice-poker/definition";
import { dicePokerSeat } from "../src/bots/dice-poker-seat";
import { takeCheckpoint } from "../src/runtime/checkpoint";
import { FakeClock } from "../src/runtime/clock";
import { createSession } from "../src/runtime/session";
import type { SaveFile } from "../src/runtime/save-file";
import { dicePokerStage } from "../src/table/stages/dice-poker";

interface Seating {
  readonly seed: number;
  readonly options: unknown;
  readonly colours: readonly { readonly body: string; readonly ink?: string }[];
  /** Seats the browser plays by computer (the stage dresses them differently). */
  readonly computer: readonly boolean[];
}

/**
 * Plays the game from its start until `side` has one run and its second is `short` chips away
 * (its best line through no more than one chip of the first), at rest between turns.
 */
export function pokerNearEnd(seat: Seating, stopAt: (game: DicePokerTable["game"]) => boolean) {
  const clock = new FakeClock();
  const made = createSession<DicePokerTable, DicePokerMove>({
    definition: dicePokerGame,
    options: seat.options,
    seed: seat.seed,
    stage: dicePokerStage({ colours: seat.colours, computer: seat.computer }),
    drivers: seat.computer.map(() => dicePokerSeat()),
    clock,
    quick: true,
  });
  if (!made.ok) throw new Error(made.reason);
  const s = made.state;
  for (let guard = 0; guard < 200_000; guard++) {
    if (s.view.status !== "idle") {
      s.settleNow();
      continue;
    }
    if (dicePokerGame.isOver(s.game)) throw new Error("the game ended before the stop");
    if (stopAt(s.game.game) && takeCheckpoint(s)) break;
    if (clock.runAll(1) === 0) break;
  }
  return s;
}

export { runsOf };
export type { SaveFile };

/** The open squares where one more chip of `side` would make it a new run. */
export function winningSquares(game: DicePokerTable["game"], side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < game.board.length; s++) {
    if (game.board[s] !== null || s === CENTRE) continue;
    const board = game.board.map((o, i) => (i === s ? side : o));
    if (newRunsThrough(board, side, s, runsOf(game, side)).length > 0) out.push(s);
  }
  return out;
}
