// Who acts next at a Five Thousand table where some seats are computers, one step at a time,
// so the screen can show each step (dice moving to the rack, then the bank or the throw).
import { fiveThousandBotChoice, rollOffThrower, type FiveThousandState } from "../games/five-thousand/index.ts";

export type FiveThousandSeatStep =
  /** A computer throws: its roll-off die, or the dice in hand. */
  | { readonly kind: "throw"; readonly player: number }
  /** A computer sets these dice of the throw on the table aside. */
  | { readonly kind: "set-aside"; readonly player: number; readonly indices: readonly number[] }
  | { readonly kind: "bank"; readonly player: number }
  /** A person is to act. */
  | { readonly kind: "person"; readonly player: number };

/** The player who acts now: the roll-off thrower or the player whose turn it is; null when over. */
export function actingPlayer(state: FiveThousandState): number | null {
  if (state.winners) return null;
  return rollOffThrower(state) ?? state.turn?.player ?? null;
}

export function fiveThousandSeatStep(state: FiveThousandState, computer: readonly boolean[]): FiveThousandSeatStep | null {
  const player = actingPlayer(state);
  if (player === null) return null;
  if (!computer[player]) return { kind: "person", player };
  if (state.rollOff) return { kind: "throw", player };
  const choice = fiveThousandBotChoice(state);
  if (!choice) return null;
  if (choice.setAside.length > 0) return { kind: "set-aside", player, indices: choice.setAside };
  return { kind: choice.then, player };
}
