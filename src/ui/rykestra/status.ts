// The one-line "whose turn / what now" for each stage of a Rykestra round.
import { handOf, winners } from "../../games/rykestra";
import type { PlayerSpec } from "../game-kit";
import type { MatchView } from "./match-state";
import { possessive, winnersWords } from "../../games/player-words";

export function statusLine(view: MatchView, seats: readonly PlayerSpec[]): string {
  const { game, stage } = view;
  const round = `Round ${Math.min(game.round + 1, 3)} of 3`;
  const first = seats[game.firstPlayer];
  switch (stage.kind) {
    case "sector-ready":
      return first.computer
        ? `${round}: ${first.name} throws the sector dice into the side tray.`
        : `${round}: ${first.name}, throw the sector dice into the side tray.`;
    case "sector-rolling":
      return `${round}: the sector dice are rolling in the side tray…`;
    case "marker":
      return `${first.name}: choose which ${stage.reading.chance} sector holds the Kinzo marker.`;
    case "placing":
      return `${first.name} (computer) places the Kinzo marker in a ${stage.reading.chance} sector.`;
    case "turn": {
      const seat = seats[stage.seat];
      if (seat.computer) return `${seat.name} (computer) is taking aim…`;
      const held = handOf(game, stage.seat).length;
      const dice = game.options.bothDiceAtOnce ? `both your dice (${held})` : held > 1 ? "one of your 2 dice" : "your last die";
      return `${possessive(seat.name)} turn: throw ${dice} onto the mat — drag it from your hand, aim with the keys, or Throw for me.`;
    }
    case "rolling":
      return `${possessive(seats[stage.seat].name)} throw is rolling…`;
    case "resolving":
      return stage.beats[stage.index].text;
    case "over": {
      const won = winners(game).map((s) => seats[s].name);
      const best = Math.max(...game.totals);
      return `Game over: ${winnersWords(won, `with ${best}`)}.`;
    }
  }
}
