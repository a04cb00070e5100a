import { must } from "../test-moves";
import type { Square } from "./board";
import { stand, throwDice } from "./moves";
import { newDicePokerGame, type DicePokerOptions, type DicePokerState } from "./state";

export { must };

/** Red (Ann) against Blue (Ben), Red to throw: Red won the roll-off 6 to 1. */
export function redToPlay(options: DicePokerOptions = {}): DicePokerState {
  const game = must(
    newDicePokerGame(
      [
        { name: "Red", players: ["Ann"] },
        { name: "Blue", players: ["Ben"] },
      ],
      options,
    ),
  );
  return must(throwDice(must(throwDice(game, [6])), [1]));
}

/** The same position with chips already on these squares (side 0 is Red, side 1 Blue). */
export function withChips(state: DicePokerState, chips: readonly (readonly Square[])[]): DicePokerState {
  const board = state.board.map((owner, s) => {
    const side = chips.findIndex((squares) => squares.includes(s));
    return side >= 0 ? side : owner;
  });
  const sides = state.sides.map((side, i) => ({ ...side, chipsLeft: side.chipsLeft - (chips[i]?.length ?? 0) }));
  return { ...state, board, sides };
}

/** Throws these five dice and stands on them. */
export const standOn = (state: DicePokerState, dice: readonly number[]) => must(stand(must(throwDice(state, dice))));

/** Five 6s: wild, so any open square can be taken. */
export const WILD = [6, 6, 6, 6, 6];
