// A Hooligan computer seat for the session runtime: the engine's policy (games/hooligan/bot.ts),
// at the seat's strength, picks the action; a throw is an honest random flick of the dice the game asks for.
import { hooliganBotAction, type HooliganState } from "../games/hooligan";
import type { HooliganMove } from "../games/hooligan/definition";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats";

/** How long the computer visibly thinks before each step (ms). */
export const HOOLIGAN_PAUSE_MS = 900;

/** The computer's next step for the player on turn, or null once the game is over. */
export function hooliganChoice(state: HooliganState, strength: Strength = DEFAULT_STRENGTH): ComputerAct<HooliganMove> | null {
  const action = hooliganBotAction(state, strength);
  if (!action) return null;
  switch (action.type) {
    case "throw":
      return { kind: "throw" };
    case "choose":
      return { kind: "move", move: { type: "choose", box: action.category } };
    case "keep":
      return { kind: "move", move: { type: "keep", dice: [...action.positions] } };
    case "score":
      return { kind: "move", move: { type: "score" } };
  }
}

export const hooliganSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = HOOLIGAN_PAUSE_MS): SeatDriver<HooliganState, HooliganMove> =>
  computer((state) => hooliganChoice(state, strength), pauseMs);
