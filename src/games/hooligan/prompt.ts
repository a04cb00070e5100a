// Words for the player: what to do now, and one line per logged event.
import { categoryLabel } from "./categories";
import { diceToThrow, type HooliganEvent, type HooliganState } from "./state";

const listNames = (names: readonly string[]) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

export function prompt(state: HooliganState): string {
  const name = (i: number) => state.players[i];
  if (state.phase === "over") {
    const winners = state.winners.map(name);
    return winners.length === 1 ? `${winners[0]} wins` : `${listNames(winners)} share the win`;
  }
  if (state.phase === "rolloff" && state.rollOff) {
    const who = state.rollOff.contenders[state.rollOff.sums.length];
    return `${name(who)}: throw five dice for the starting order`;
  }
  const turn = state.turn!;
  const who = name(turn.player);
  if (turn.throwsMade === 0) return `${who}: throw`;
  if (turn.chosen === null) {
    return turn.throwsMade === 3 ? `${who}: choose a category to score` : `${who}: choose a category or throw all five again`;
  }
  const count = diceToThrow(state);
  if (turn.chosen === "H") return `${who}: keep dice towards a straight, then throw ${count}`;
  return `${who}: throw ${count} for ${categoryLabel(turn.chosen)}`;
}

export function describeEvent(event: HooliganEvent, players: readonly string[]): string {
  const name = (i: number) => players[i];
  switch (event.type) {
    case "rolloff-throw":
      return `${name(event.player)} throws ${event.values.join(" ")} for the start (${event.sum})`;
    case "rolloff-tie":
      return `${listNames(event.players.map(name))} tie on ${event.sum} and throw again`;
    case "first-player":
      return `${name(event.player)} starts`;
    case "throw":
      return `${name(event.player)} throw ${event.throwNumber}: ${event.dice.join(" ")}`;
    case "throw-discarded":
      return `${name(event.player)} chose nothing: that throw counts for nothing`;
    case "choose":
      return event.automatic
        ? `${name(event.player)} has only ${categoryLabel(event.category)} left`
        : `${name(event.player)} goes for ${categoryLabel(event.category)}`;
    case "set-aside":
      return `${name(event.player)} sets aside ${event.positions.length} ${event.positions.length === 1 ? "die" : "dice"}`;
    case "bonus":
      return `${name(event.player)} has all five: bonus! ${event.banked} dice banked, all five go again`;
    case "hooligan":
      return `${name(event.player)} throws a Hooligan straight first time`;
    case "scored":
      return `${name(event.player)} scores ${event.points} in ${categoryLabel(event.category)}`;
    case "game-over":
      return `Game over: ${event.totals.map((t, i) => `${name(i)} ${t}`).join(", ")}`;
  }
}
