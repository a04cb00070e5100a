// Dice Poker: throw poker hands to claim squares; two runs of five win. A table of n seats is
// sides of players in seat order: two sides, or three sides of one for three seats.
// Its computer seat (below, before the module): a Dice Poker computer seat for the session
// runtime: the engine's policy (games/dice-poker/bot.ts), at the seat's strength, picks the
// action; a re-throw is two steps, naming the dice to pick up (a move) and then throwing them;
// every throw is an honest random flick of the dice the game asks for.
import { describeEvent, runsOf, type DicePokerSideSetup, dicePokerBotAction } from "../games/dice-poker";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../games/dice-poker/definition";
import { winnersWords } from "../games/player-words";
import { dicePokerStage } from "../table/stages/dice-poker";
import { standingText } from "../runtime/session/kit";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats";

/** How long the computer visibly thinks before each step (ms). */
export const DICE_POKER_PAUSE_MS = 1000;

/** The computer's next step for the player acting now, or null once the game is over. */
export function dicePokerChoice(state: DicePokerTable, strength: Strength = DEFAULT_STRENGTH): ComputerAct<DicePokerMove> | null {
  if (state.rethrow !== null) return { kind: "throw" };
  const action = dicePokerBotAction(state.game, strength);
  if (!action) return null;
  switch (action.type) {
    case "throw":
      return { kind: "throw" };
    case "rethrow":
      return { kind: "move", move: { type: "rethrow", positions: [...action.positions] } };
    case "stand":
      return { kind: "move", move: { type: "stand" } };
    case "place":
      return { kind: "move", move: { type: "place", square: action.square } };
    case "bounce":
      return { kind: "move", move: { type: "bounce", square: action.square } };
  }
}

export const dicePokerSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = DICE_POKER_PAUSE_MS): SeatDriver<DicePokerTable, DicePokerMove> =>
  computer((state) => dicePokerChoice(state, strength), pauseMs);

/** The plain dress of a table nobody looks at, one colour a side. */
const COLOURS = [
  { body: "#c0392b", ink: "#fff7e6" },
  { body: "#2f6fb5", ink: "#fff7e6" },
  { body: "#e0b23a", ink: "#2a1c12" },
];

/** The sides of a table of these players: seats in order, side by side (three sides of one for three seats). */
export function pokerSides(names: readonly string[]): DicePokerSideSetup[] {
  const count = names.length === 3 ? 3 : 2;
  const team = Math.max(1, Math.floor(names.length / count));
  return Array.from({ length: count }, (_, i) => ({ name: `Side ${i + 1}`, players: names.slice(i * team, (i + 1) * team) }));
}

/** What the Continue list says of a game in progress or finished. */
function describe(table: DicePokerTable): SaveDescription {
  const game = table.game;
  const standing = game.sides.map((s, i) => `${s.name} ${runsOf(game, i).length} ${runsOf(game, i).length === 1 ? "run" : "runs"}`).join(", ");
  if (game.phase === "over" && game.winner !== null) {
    return { progress: "Game over", finished: true, result: winnersWords([game.sides[game.winner].name], "with two runs of five") };
  }
  if (game.phase === "rolloff") return { progress: "Roll-off for who starts", finished: false, result: null };
  const side = game.current === null ? null : game.sides[game.current];
  return { progress: side ? `${side.name} to play · ${standing}` : standing, finished: false, result: null };
}

export const dicePoker: GameModule<DicePokerTable, DicePokerMove> = {
  id: dicePokerGame.id,
  title: "Dice Poker",
  route: "/dice-poker",
  card: {
    blurb:
      "Throw poker hands to claim squares on a seven-by-seven board. Link five of your chips in a line to make a run; two runs wins.",
    facts: "2–3 sides · five dice",
  },
  definition: dicePokerGame,
  // A side's dice wear its first player's colour; a computer's fresh throw is not gathered to the hand.
  stage: (seats) =>
    dicePokerStage(
      seats ? { colours: seats.map((s) => s.colour), bySeat: true, computer: seats.map((s) => s.computer ?? false) } : { colours: COLOURS },
    ),
  computer: (strength) => dicePokerSeat(strength),
  options: (seats) => ({ sides: pokerSides(seatNames(Math.max(2, seats))) }),
  online: {
    // Two sides of one, three sides of one, two sides of two or of three.
    seats: [2, 3, 4, 6],
    options: (names) => ({ sides: pokerSides(names) }),
    seatsHint: "Four or six seats make two teams, seats in order.",
  },
  save: { describe },
  bench: {
    // Two sides of one player each: seat i plays side i; the roll-off on the table decides who starts.
    options: () => ({ sides: pokerSides(seatNames(2)) }),
    winners: (s) => (s.game.winner === null ? [] : [s.game.winner]),
    score: (s, seat) => s.game.runs[seat].length,
    scoreIs: "runs made",
  },
  // The game keeps its latest events only; a side's standing is its runs.
  story: ({ game }) => ({
    lines: game.recent.map((e) => describeEvent(e, game)),
    standing: standingText(
      game.sides.map((s) => s.name),
      game.sides.map((_, i) => `${runsOf(game, i).length} of 2 runs`),
    ),
  }),
};
