// A Dice Poker computer seat for the session runtime: the engine's policy (games/dice-poker/
// bot.ts), at the seat's strength, picks the action; a re-throw is two steps, naming the dice to pick up (a move) and
// then throwing them; every throw is an honest random flick of the dice the game asks for.
import { dicePokerBotAction } from "../games/dice-poker";
import type { DicePokerMove, DicePokerTable } from "../games/dice-poker/definition";
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
