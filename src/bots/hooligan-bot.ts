// A Hooligan computer seat, one step at a time: the engine's policy says what to do; this turns
// it into a throw of named dice positions (the table throws them and reports the faces) or a
// finished move.
import {
  choose,
  DICE,
  diceToThrow,
  hooliganBotAction,
  keep,
  score,
  type HooliganState,
} from "../games/hooligan";
import type { TrayBotStep } from "./tray-bot-step";

export type HooliganBotStep = TrayBotStep<HooliganState>;

/** Dice positions (0–4) the next throw carries, in order; empty when no throw is allowed. */
export function throwPositions(state: HooliganState): number[] {
  const count = diceToThrow(state);
  if (count === 0) return [];
  if (count === DICE) return [0, 1, 2, 3, 4];
  const setAside = state.turn?.setAside ?? [];
  return [0, 1, 2, 3, 4].filter((p) => !setAside[p]);
}

/** The computer's next step for the player on turn, or null once the game is over. */
export function hooliganBotStep(state: HooliganState): HooliganBotStep | null {
  const action = hooliganBotAction(state);
  if (!action) return null;
  switch (action.type) {
    case "throw":
      return { kind: "throw", positions: throwPositions(state) };
    case "choose":
      return { kind: "move", result: choose(state, action.category) };
    case "keep":
      return { kind: "move", result: keep(state, action.positions) };
    case "score":
      return { kind: "move", result: score(state) };
  }
}
