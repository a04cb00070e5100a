// The roll-off for the last seat: each contender throws one die; the highest goes last; a tie
// for highest is thrown again among the tied only.
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { isDieValue } from "./scoring.ts";
import { freshTurn, type FiveThousandEvent, type FiveThousandState } from "./state.ts";

/** The player whose die the roll-off waits for, or null when it is decided. */
export const rollOffThrower = (state: FiveThousandState): number | null =>
  state.rollOff ? state.rollOff.contenders[state.rollOff.throws.length] : null;

/** Seats run round the table from the one after the roll-off winner, who sits last. */
export const orderEndingWith = (last: number, playerCount: number): number[] =>
  Array.from({ length: playerCount }, (_, k) => (last + 1 + k) % playerCount);

export function rollOffThrow(state: FiveThousandState, value: number): MoveResult<FiveThousandState> {
  const rollOff = state.rollOff;
  const thrower = rollOffThrower(state);
  if (!rollOff || thrower === null) return refuse("The order of play is already decided");
  if (!isDieValue(value)) return refuse("The die must read 1 to 6");

  const throws = [...rollOff.throws, value];
  const events: FiveThousandEvent[] = [{ type: "roll-off", player: thrower, value }];
  if (throws.length < rollOff.contenders.length) {
    return accept({ ...state, rollOff: { ...rollOff, throws }, log: [...state.log, ...events] });
  }
  const top = Math.max(...throws);
  const tied = rollOff.contenders.filter((_, k) => throws[k] === top);
  if (tied.length > 1) {
    events.push({ type: "roll-off-tie", players: tied, value: top });
    return accept({ ...state, rollOff: { contenders: tied, throws: [] }, log: [...state.log, ...events] });
  }
  const order = orderEndingWith(tied[0], state.players.length);
  events.push({ type: "order", order });
  return accept({ ...state, rollOff: null, order, turn: freshTurn(order[0]), log: [...state.log, ...events] });
}
