// A Dice Poker computer side, one step at a time: the engine's policy says what to do; this
// turns it into a throw of named dice positions (the table throws them and reports the faces)
// or a finished move.
import {
  bounce,
  dicePokerBotAction,
  place,
  stand,
  type DicePokerState,
} from "../games/dice-poker";
import type { TrayBotStep } from "./tray-bot-step";

export type DicePokerBotStep = TrayBotStep<DicePokerState>;

/** The computer's next step for the side acting now, or null once the game is over. */
export function dicePokerBotStep(state: DicePokerState): DicePokerBotStep | null {
  const action = dicePokerBotAction(state);
  if (!action) return null;
  switch (action.type) {
    case "throw":
      // The roll-off throws one die (position 0); a turn starts with all five.
      return { kind: "throw", positions: action.count === 1 ? [0] : [0, 1, 2, 3, 4] };
    case "rethrow":
      return { kind: "throw", positions: action.positions };
    case "stand":
      return { kind: "move", result: stand(state) };
    case "place":
      return { kind: "move", result: place(state, action.square) };
    case "bounce":
      return { kind: "move", result: bounce(state, action.square) };
  }
}
