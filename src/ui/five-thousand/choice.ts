// What the dice a player has clicked would be worth if set aside now: the points they add and
// the turn total after, or the engine's reason they do not score. Pure.
import {
  mustThrowAgain,
  pickedDice,
  pool,
  scoreSelection,
  turnTotal,
  type FiveThousandState,
} from "../../games/five-thousand";

export type ChoiceVerdict =
  | { readonly valid: true; readonly dice: readonly number[]; readonly adds: number; readonly turnAfter: number }
  | { readonly valid: false; readonly dice: readonly number[]; readonly reason: string };

/** Judges `chosen` (indices into the throw on the table, not yet set aside); null with nothing chosen. */
export function judgeChoice(state: FiveThousandState, chosen: readonly number[]): ChoiceVerdict | null {
  const turn = state.turn;
  if (!turn?.thrown || chosen.length === 0) return null;
  const dice = chosen.map((i) => turn.thrown![i]);
  const next = { ...turn, picked: [...turn.picked, ...chosen] };
  // The same test setAside makes: the throw's picks alone, or with recombine the cycle's whole pool.
  const judged = scoreSelection(state.options.recombine ? [...pool(turn), ...pickedDice(next)] : pickedDice(next));
  if (!judged.valid) return { valid: false, dice, reason: `Those dice don't score: ${judged.reason}` };
  const before = turnTotal(turn, state.options);
  const after = turnTotal(next, state.options);
  return { valid: true, dice, adds: after - before, turnAfter: after };
}

/** Indices of the throw on the table still lying on the felt (not yet set aside). */
export const onFelt = (state: FiveThousandState): number[] => {
  const turn = state.turn;
  if (!turn?.thrown) return [];
  return turn.thrown.flatMap((_, i) => (turn.picked.includes(i) ? [] : [i]));
};

/** Whether Bank may be pressed with `chosen` clicked (Bank sets them aside first). */
export function bankOpen(state: FiveThousandState, chosen: readonly number[]): boolean {
  const turn = state.turn;
  if (!turn?.thrown) return false;
  return (turn.picked.length > 0 || chosen.length > 0) && !mustThrowAgain({ ...turn, picked: [...turn.picked, ...chosen] });
}
