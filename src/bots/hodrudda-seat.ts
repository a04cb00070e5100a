// Who acts next at a Hodrudda table where some seats are computers, and what they do.
// Pure: the screen asks after every change and carries the answer out after a short pause.
import { hodruddaBotDecision, type HodruddaState } from "../games/hodrudda/index.ts";

export type HodruddaSeatStep =
  /** A computer who has just thrown stands on its total. */
  | { readonly kind: "winkee"; readonly player: number }
  /** A computer due to throw throws the spike dice (an honest random flick). */
  | { readonly kind: "throw"; readonly player: number }
  /** A person may still call Winkee: the computer due next waits for them to let it ride. */
  | { readonly kind: "await-caller"; readonly player: number }
  /** A person is due to throw (and, if they have just thrown, may call Winkee instead). */
  | { readonly kind: "person"; readonly player: number };

/**
 * The next step at the table. `callerPassed` is true once the person who may call Winkee has
 * said they will not (so a computer due next may throw). Null once the game is decided.
 */
export function hodruddaSeatStep(
  state: HodruddaState,
  computer: readonly boolean[],
  callerPassed: boolean,
): HodruddaSeatStep | null {
  if (state.outcome) return null;
  const caller = state.caller;
  if (caller !== null && computer[caller] && hodruddaBotDecision(state) === "winkee") {
    return { kind: "winkee", player: caller };
  }
  const next = state.current;
  if (!computer[next]) return { kind: "person", player: next };
  // Throwing takes a person's Winkee chance away, so the computer waits to be let go.
  if (caller !== null && !computer[caller] && caller !== next && !callerPassed) {
    return { kind: "await-caller", player: caller };
  }
  return { kind: "throw", player: next };
}
