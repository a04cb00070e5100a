// A plain computer player for Hodrudda. Pure: it reads the state and names a move.
import { leadingStander } from "./prompt.ts";
import type { HodruddaState } from "./state.ts";

/** Stand from this total when nothing forces a throw: from 23 the next throw busts 16 times in 36. */
const STAND_ON = 23;

/**
 * The decision of the player who has just thrown: "winkee" to stand, "throw" to keep throwing
 * (let the dice go on). Null when nobody has that choice: the player due simply throws.
 */
export function hodruddaBotDecision(state: HodruddaState): "throw" | "winkee" | null {
  if (state.outcome || state.caller === null) return null;
  const me = state.players[state.caller];
  const lead = leadingStander(state);
  // A stander wins equal totals, so standing level with them can only lose.
  if (lead !== null && me.total <= state.players[lead].total) return "throw";
  const othersThrowing = state.players.some((p, i) => i !== state.caller && p.status === "in");
  if (!othersThrowing) return "winkee";
  return me.total >= STAND_ON ? "winkee" : "throw";
}
