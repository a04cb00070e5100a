// Arithmetic of the turn in progress: what is set aside, what it is worth, what is in hand.
import { isSixDiceCombination, scoreSelection } from "./scoring.ts";
import type { FiveThousandOptions, FiveThousandTurn } from "./state.ts";

export const pickedDice = (turn: FiveThousandTurn): number[] =>
  turn.thrown === null ? [] : turn.picked.map((i) => turn.thrown![i]);

/** Dice set aside in this cycle by earlier throws: with recombine, later picks join them. */
export const pool = (turn: FiveThousandTurn): number[] => turn.aside.flat();

/** Every die set aside in this cycle, including the picks from the throw on the table. */
export const asideCount = (turn: FiveThousandTurn): number => pool(turn).length + turn.picked.length;

/** Points of the current cycle: per-throw groups, or the whole pool read at once under recombine. */
export function cyclePoints(turn: FiveThousandTurn, options: FiveThousandOptions): number {
  const picked = pickedDice(turn);
  if (options.recombine) {
    const all = [...pool(turn), ...picked];
    return all.length === 0 ? 0 : scoreSelection(all).points;
  }
  const groups = picked.length > 0 ? [...turn.aside, picked] : turn.aside;
  return groups.reduce((sum, g) => sum + scoreSelection(g).points, 0);
}

export const turnTotal = (turn: FiveThousandTurn, options: FiveThousandOptions): number =>
  turn.banked + cyclePoints(turn, options);

/** All six set aside: the next throw is all six again. */
export const isHotDice = (turn: FiveThousandTurn): boolean => asideCount(turn) === 6;

/**
 * Hot dice force another throw of all six, unless the six were set aside from one throw as
 * one six-dice combination: then carrying on is the player's choice. Six dice scored from
 * one throw as smaller combinations (1-1-1-1-5-5) are hot dice like any other.
 */
export const mustThrowAgain = (turn: FiveThousandTurn): boolean =>
  isHotDice(turn) && !(turn.aside.length === 0 && isSixDiceCombination(pickedDice(turn)));

/** How many dice the next throw uses. */
export const diceToThrow = (turn: FiveThousandTurn): number => (isHotDice(turn) ? 6 : 6 - asideCount(turn));
