// One step of a computer player in a game of dice thrown from the hand: a throw of these dice
// positions (the table throws them and the engine hears the faces), or a finished move.
import type { MoveResult } from "../games/move-result";

export type TrayBotStep<S> =
  | { readonly kind: "throw"; readonly positions: readonly number[] }
  | { readonly kind: "move"; readonly result: MoveResult<S> };
