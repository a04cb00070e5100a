// Computer players for Hodrudda, at three strengths. Pure: each reads the state and names a
// move. Easy stands on a fixed total; good adds the table's standers and who is still throwing;
// strong weighs its chance of winning by standing against its chance by throwing on.
import type { Strength } from "../strength.ts";
import { leadingStander } from "./prompt.ts";
import type { HodruddaState } from "./state.ts";
import { winkeeOdds } from "./winkee-odds.ts";

/** Stand from this total when nothing forces a throw: from 23 the next throw busts 16 times in 36. */
const STAND_ON = 23;
/** The easy player stands on this total or more, whatever the table. */
const EASY_STAND_ON = 20;

function goodDecision(state: HodruddaState, caller: number): "throw" | "winkee" {
  const me = state.players[caller];
  const lead = leadingStander(state);
  // A stander wins equal totals, so standing level with them can only lose.
  if (lead !== null && me.total <= state.players[lead].total) return "throw";
  const othersThrowing = state.players.some((p, i) => i !== caller && p.status === "in");
  if (!othersThrowing) return "winkee";
  return me.total >= STAND_ON ? "winkee" : "throw";
}

/**
 * The decision of the player who has just thrown: "winkee" to stand, "throw" to keep throwing
 * (let the dice go on). Null when nobody has that choice: the player due simply throws.
 */
export function hodruddaBotDecision(state: HodruddaState, strength: Strength = "good"): "throw" | "winkee" | null {
  if (state.outcome || state.caller === null) return null;
  const caller = state.caller;
  if (strength === "easy") return state.players[caller].total >= EASY_STAND_ON ? "winkee" : "throw";
  if (strength === "good") return goodDecision(state, caller);
  const { stand, throwOn } = winkeeOdds(state, caller);
  return stand >= throwOn ? "winkee" : "throw";
}
