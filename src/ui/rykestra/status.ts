// The one-line "whose turn / what now" for each stage of a Rykestra round.
import { handOf } from "../../games/rykestra";
import { GAME_OVER_STATUS, type PlayerSpec } from "../game-kit";
import type { MatchView } from "./match-state";
import { possessive } from "../../games/player-words";

/**
 * `playsHere(seat)`: whether that seat's player sits at this screen (the session's own seat
 * driver says so), the only player the line speaks to in the second person; online, every
 * other person is named instead ("Ana is about to throw").
 */
export function statusLine(view: MatchView, seats: readonly PlayerSpec[], playsHere: (seat: number) => boolean = (s) => !seats[s].computer): string {
  const here = (seat: number): boolean => !seats[seat].computer && playsHere(seat);
  const { game, stage } = view;
  const round = `Round ${Math.min(game.round + 1, 3)} of 3`;
  const first = seats[game.firstPlayer];
  switch (stage.kind) {
    case "sector-ready":
      return here(game.firstPlayer)
        ? `${round}: ${first.name}, throw the sector dice into the side tray.`
        : `${round}: ${first.name} throws the sector dice into the side tray.`;
    case "sector-rolling":
      return `${round}: the sector dice are rolling in the side tray…`;
    case "marker":
      if (!here(game.firstPlayer)) return `${first.name} is choosing which ${stage.reading.chance} sector holds the Kinzo marker.`;
      return `${first.name}: choose which ${stage.reading.chance} sector holds the Kinzo marker.`;
    case "placing":
      return `${first.name} (computer) places the Kinzo marker in a ${stage.reading.chance} sector.`;
    case "turn": {
      const seat = seats[stage.seat];
      if (seat.computer) return `${seat.name} (computer) is taking aim…`;
      const held = handOf(game, stage.seat).length;
      if (!here(stage.seat)) return `${possessive(seat.name)} turn: ${seat.name} is about to throw (${held === 1 ? "1 die" : `${held} dice`} in hand).`;
      const dice = game.options.bothDiceAtOnce ? `both your dice (${held})` : held > 1 ? "one of your 2 dice" : "your last die";
      return `${possessive(seat.name)} turn: throw ${dice} onto the mat — drag it from your hand, aim with the keys, or Throw for me.`;
    }
    case "rolling":
      return `${possessive(seats[stage.seat].name)} throw is rolling…`;
    case "resolving":
      return stage.beats[stage.index].text;
    case "over": {
      return GAME_OVER_STATUS;
    }
  }
}
