// One sentence for the UI: who throws next, who may call Winkee, or how the game ended.
import { midSentence, verb } from "../player-words.ts";
import { TARGET, type HodruddaState } from "./state.ts";

/** The stander a player still throwing has to beat (they win ties), or null if nobody stands. */
export function leadingStander(state: HodruddaState): number | null {
  let best: number | null = null;
  for (const i of state.standOrder) {
    if (best === null || state.players[i].total > state.players[best].total) best = i;
  }
  return best;
}

export function prompt(state: HodruddaState): string {
  const o = state.outcome;
  if (o?.kind === "exact") return `${state.players[o.winner].name} hit exactly ${TARGET} and took the pot of ${o.pot}`;
  if (o?.kind === "highest") {
    const w = state.players[o.winner];
    return `${w.name} won with ${w.total} and took the pot of ${o.pot}`;
  }
  if (o?.kind === "all-bust") return `Everyone went bust: the pot of ${o.carried} carries to the next game`;
  const next = state.players[state.current];
  const lead = leadingStander(state);
  const stander = lead === null ? null : state.players[lead];
  const toBeat = stander ? ` (${midSentence(stander.name)} ${verb(stander.name, "stands", "stand")} on ${stander.total})` : "";
  if (state.caller === null) return `${next.name} to throw the spike dice${toBeat}`;
  const caller = state.players[state.caller];
  if (state.caller === state.current) return `${caller.name} on ${caller.total}: throw again or call Winkee${toBeat}`;
  return `${caller.name} on ${caller.total} may call Winkee; otherwise ${midSentence(next.name)} ${verb(next.name, "throws", "throw")}${toBeat}`;
}
