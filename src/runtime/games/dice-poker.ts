// Dice Poker seated without a screen: the replay checker and the headless tests build sessions
// from this kit. A table of n seats is two sides of n/2 players (three sides of one for 3).
import { dicePokerSeat } from "../../bots/dice-poker-seat";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../../games/dice-poker/definition";
import { dicePokerStage } from "../../table/stages/dice-poker";
import { describeEvent, runsOf } from "../../games/dice-poker";
import { standingText, type GameKit } from "../kit";

const COLOURS = [
  { body: "#c0392b", ink: "#fff7e6" },
  { body: "#2f6fb5", ink: "#fff7e6" },
  { body: "#e0b23a", ink: "#2a1c12" },
];

function sides(seats: number) {
  const count = seats === 3 ? 3 : 2;
  const team = Math.max(1, Math.floor(seats / count));
  let n = 0;
  return Array.from({ length: count }, (_, i) => ({
    name: `Side ${i + 1}`,
    players: Array.from({ length: team }, () => `Seat ${++n}`),
  }));
}

export const dicePokerKit: GameKit<DicePokerTable, DicePokerMove> = {
  id: "dice-poker",
  definition: dicePokerGame,
  stage: () => dicePokerStage({ colours: COLOURS }),
  computer: (strength) => dicePokerSeat(strength),
  options: (seats) => ({ sides: sides(seats) }),
  // The game keeps its latest events only; a side's standing is its runs.
  story: ({ game }) => ({
    lines: game.recent.map((e) => describeEvent(e, game)),
    standing: standingText(
      game.sides.map((s) => s.name),
      game.sides.map((_, i) => `${runsOf(game, i).length} of 2 runs`),
    ),
  }),
};
