// A computer seat at a Five Thousand table, for the session runtime: the plain policy
// (games/five-thousand/bot.ts), at the seat's strength, picks the dice to set aside, then banks or throws on, one move
// at a time, so the table shows each step (dice moving to the rack, then the bank or the throw).
import { fiveThousandBotChoice } from "../games/five-thousand/bot.ts";
import { rollOffThrower } from "../games/five-thousand/roll-off.ts";
import type { FiveThousandMove, FiveThousandTableState } from "../games/five-thousand/definition.ts";
import type { Seat } from "../games/definition.ts";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength.ts";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats.ts";

/** How long a computer seat visibly thinks before each step (ms). */
export const FIVE_THOUSAND_PAUSE_MS = 900;

/** What the computer in `seat` does now, or null when it is not its move. */
export function fiveThousandChoice(state: FiveThousandTableState, seat: Seat, strength: Strength = DEFAULT_STRENGTH): ComputerAct<FiveThousandMove> | null {
  if (state.winners) return null;
  if (state.rollOff) return rollOffThrower(state) === seat ? { kind: "throw" } : null;
  if (state.turn?.player !== seat) return null;
  const choice = fiveThousandBotChoice(state, strength);
  if (!choice) return null;
  if (choice.setAside.length > 0) return { kind: "move", move: { type: "set-aside", dice: choice.setAside } };
  return choice.then === "bank" ? { kind: "move", move: { type: "bank" } } : { kind: "throw" };
}

export const fiveThousandSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = FIVE_THOUSAND_PAUSE_MS): SeatDriver<FiveThousandTableState, FiveThousandMove> =>
  computer((state, seat) => fiveThousandChoice(state, seat, strength), pauseMs);
