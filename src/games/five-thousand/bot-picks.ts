// The set-asides a computer may choose from the throw on the table (each player strength uses them).
import { scoreSelection, subsetsOf } from "./scoring.ts";
import type { FiveThousandState, FiveThousandTurn } from "./state.ts";
import { pickedDice, pool } from "./turn-total.ts";

/** Index lists of dice not yet picked that may join this throw's picks; [] (no more) once one is picked. */
export function legalPicks(state: FiveThousandState, turn: FiveThousandTurn): number[][] {
  const free = turn.thrown!.flatMap((_, i) => (turn.picked.includes(i) ? [] : [i]));
  const picks = subsetsOf(free.length).map((s) => s.map((k) => free[k]));
  if (turn.picked.length > 0) picks.push([]);
  return picks.filter((extra) => {
    if (extra.length === 0) return true;
    const dice = pickedDice({ ...turn, picked: [...turn.picked, ...extra] });
    return scoreSelection(state.options.recombine ? [...pool(turn), ...dice] : dice).valid;
  });
}
