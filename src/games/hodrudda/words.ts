// Hodrudda in words: the one place a logged event becomes a sentence, made from the event's
// own data and the players' names ("You" is spoken to: "You call Winkee on 12").
import { verb } from "../player-words.ts";
import { TARGET, type HodruddaEvent, type HodruddaState } from "./state.ts";

/** The sentence for one event; `names` by seat. */
export function eventText(event: HodruddaEvent, names: readonly string[]): string {
  switch (event.type) {
    case "ante": {
      const carried = event.carried > 0 ? ` on top of ${event.carried} carried over` : "";
      return `Game ${event.game}: everyone antes ${event.ante}${carried}; the pot is ${event.pot}`;
    }
    case "throw": {
      const [a, b] = event.dice;
      return `${names[event.player]} threw ${a}+${b} = ${event.sum}, total ${event.total}`;
    }
    case "bust": {
      const name = names[event.player];
      const is = verb(name, "is", "are");
      return event.reason === "zilla" ? `Zilla Spikes! ${name} ${is} bust` : `${name} ${is} over ${TARGET} and bust`;
    }
    case "winkee": {
      const name = names[event.player];
      return `${name} ${verb(name, "calls", "call")} Winkee on ${event.total}`;
    }
    case "win": {
      const name = names[event.player];
      const takes = `${verb(name, "takes", "take")} the pot of ${event.pot}`;
      return event.kind === "exact"
        ? `${name} ${verb(name, "hits", "hit")} exactly ${TARGET} and ${takes}`
        : `${name} ${verb(name, "wins", "win")} with ${event.total} and ${takes}`;
    }
    case "carry":
      return `Everyone is bust: no winner, and the pot of ${event.pot} carries to the next game`;
  }
}

/** This game's log as sentences, oldest first. */
export const logLines = (state: HodruddaState): string[] => {
  const names = state.players.map((p) => p.name);
  return state.log.map((e) => eventText(e, names));
};
