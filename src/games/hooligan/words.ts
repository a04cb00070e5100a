// Hooligan in words: the one place a logged event becomes a sentence, made from the event's
// own data and the players' names ("You" is spoken to: "You score 12 in Sixes").
import { midSentence, verb } from "../player-words";
import { categoryLabel } from "./categories";
import type { HooliganEvent } from "./state";

/** "Ann", "Ann and you", "Ann, Ben and Cy". */
export function listNames(names: readonly string[]): string {
  const inList = names.map((n, i) => (i === 0 ? n : midSentence(n)));
  return inList.length <= 1 ? inList.join("") : `${inList.slice(0, -1).join(", ")} and ${inList[inList.length - 1]}`;
}

/** The sentence for one event; `players` are the names by seat. */
export function describeEvent(event: HooliganEvent, players: readonly string[]): string {
  const name = (i: number) => players[i];
  /** The player as a sentence's subject with the verb agreeing: "Ann throws", "You throw". */
  const does = (i: number, third: string, second: string) => `${players[i]} ${verb(players[i], third, second)}`;
  switch (event.type) {
    case "rolloff-throw":
      return `${does(event.player, "throws", "throw")} ${event.values.join(" ")} for the start (${event.sum})`;
    case "rolloff-tie":
      return `${listNames(event.players.map(name))} tie on ${event.sum} and throw again`;
    case "first-player":
      return does(event.player, "starts", "start");
    case "throw":
      return `${name(event.player)} throw ${event.throwNumber}: ${event.dice.join(" ")}`;
    case "throw-discarded":
      return `${name(event.player)} chose nothing: that throw counts for nothing`;
    case "choose":
      return event.automatic
        ? `${does(event.player, "has", "have")} only ${categoryLabel(event.category)} left`
        : `${does(event.player, "goes", "go")} for ${categoryLabel(event.category)}`;
    case "set-aside":
      return `${does(event.player, "sets", "set")} aside ${event.positions.length} ${event.positions.length === 1 ? "die" : "dice"}`;
    case "bonus":
      return `${does(event.player, "has", "have")} all five: bonus! ${event.banked} dice banked, all five go again`;
    case "hooligan":
      return `${does(event.player, "throws", "throw")} a Hooligan straight first time`;
    case "scored":
      return `${does(event.player, "scores", "score")} ${event.points} in ${categoryLabel(event.category)}`;
    case "game-over":
      return `Game over: ${event.totals.map((t, i) => `${name(i)} ${t}`).join(", ")}`;
  }
}
