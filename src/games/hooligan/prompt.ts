// Words for the player: what to do now, and one line per logged event.
import { midSentence, verb } from "../player-words";
import { categoryLabel } from "./categories";
import { diceToThrow, type HooliganEvent, type HooliganState } from "./state";

/** "Ann", "Ann and you", "Ann, Ben and Cy". */
function listNames(names: readonly string[]): string {
  const inList = names.map((n, i) => (i === 0 ? n : midSentence(n)));
  return inList.length <= 1 ? inList.join("") : `${inList.slice(0, -1).join(", ")} and ${inList[inList.length - 1]}`;
}

export function prompt(state: HooliganState): string {
  const name = (i: number) => state.players[i];
  if (state.phase === "over") {
    const winners = state.winners.map(name);
    return winners.length === 1 ? `${winners[0]} ${verb(winners[0], "wins", "win")}` : `${listNames(winners)} share the win`;
  }
  if (state.phase === "rolloff" && state.rollOff) {
    const who = state.rollOff.contenders[state.rollOff.sums.length];
    return `${name(who)}: throw five dice for the starting order`;
  }
  const turn = state.turn!;
  const who = name(turn.player);
  if (turn.throwsMade === 0) return `${who}: throw`;
  if (turn.chosen === null) {
    return turn.throwsMade === 3 ? `${who}: choose a box to score` : `${who}: choose a box or throw all five again`;
  }
  const count = diceToThrow(state);
  if (turn.chosen === "H") return `${who}: keep dice towards a straight, then throw ${count}`;
  return `${who}: throw ${count} for ${categoryLabel(turn.chosen)}`;
}

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
