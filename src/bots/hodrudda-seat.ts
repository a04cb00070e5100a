// A computer seat at a Hodrudda table, for the session runtime: the plain policy
// (games/hodrudda/bot.ts), at the seat's strength, decides whether to stand after its own throw; otherwise it throws
// when the dice are due to it (an honest random flick). The caller answers first (the
// definition lists them first), so a computer due to throw waits while another player may
// still call Winkee: a person answers with Winkee or "let it ride", a computer its policy.
import { hodruddaBotDecision } from "../games/hodrudda/bot.ts";
import type { HodruddaMove } from "../games/hodrudda/definition.ts";
import type { HodruddaState } from "../games/hodrudda/state.ts";
import type { Seat } from "../games/definition.ts";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength.ts";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats.ts";

/** How long a computer seat visibly thinks before it acts (ms). */
export const HODRUDDA_PAUSE_MS = 900;

/** What the computer in `seat` does now, or null when it waits (or the game is over). */
export function hodruddaChoice(state: HodruddaState, seat: Seat, strength: Strength = DEFAULT_STRENGTH): ComputerAct<HodruddaMove> | null {
  if (state.outcome) return null;
  if (state.caller === seat) {
    if (hodruddaBotDecision(state, strength) === "winkee") return { kind: "move", move: { type: "winkee" } };
    return seat === state.current ? { kind: "throw" } : { kind: "move", move: { type: "ride" } };
  }
  if (seat !== state.current || state.caller !== null) return null;
  return { kind: "throw" };
}

export const hodruddaSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = HODRUDDA_PAUSE_MS): SeatDriver<HodruddaState, HodruddaMove> =>
  computer((state, seat) => hodruddaChoice(state, seat, strength), pauseMs);
