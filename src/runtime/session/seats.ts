// Who sits in each seat. A person acts through the screen, a computer through its policy, a
// remote player through a transport (online play fills that seam): all three reach the game
// by the same `dispatch(seat, input)`, so a move is a move whoever made it.
import type { Flick } from "../../geometry/types";
import type { PlainMove, Seat } from "../../games/definition";
import type { TableController } from "../../table/table-controller";

/** What a computer seat does now: a move, or a throw (its own flicks, or an honest random flick). */
export type ComputerAct<M extends PlainMove> =
  | { readonly kind: "move"; readonly move: M }
  | { readonly kind: "throw"; readonly flicks?: readonly Flick[] };

export interface ComputerContext {
  /** The table as it is now (read it; never change it: every change goes through dispatch). */
  readonly table: TableController;
}

export interface ThinkingContext extends ComputerContext {
  /** How far the planning has got, 0..1 (the session shows it while the seat thinks). */
  readonly progress: (fraction: number) => void;
}

export type SeatDriver<S, M extends PlainMove> =
  | { readonly kind: "person" }
  | {
      readonly kind: "computer";
      /** How long the computer visibly thinks before acting (ms, on the session's clock). */
      readonly pauseMs?: number;
      /** Its choice for this state, or null when it has nothing to do. */
      readonly choose: (state: S, seat: Seat, context: ComputerContext) => ComputerAct<M> | null;
      /**
       * A choice that takes a while (planned in a worker): where present, a session with a
       * screen asks this instead of `choose` and keeps the seat thinking until it answers.
       * Headless tables and the game server use `choose`.
       */
      readonly think?: (state: S, seat: Seat, context: ThinkingContext) => Promise<ComputerAct<M> | null>;
    }
  | { readonly kind: "remote" };

export type ComputerDriver<S, M extends PlainMove> = Extract<SeatDriver<S, M>, { kind: "computer" }>;

export const person = <S, M extends PlainMove>(): SeatDriver<S, M> => ({ kind: "person" });
export const remote = <S, M extends PlainMove>(): SeatDriver<S, M> => ({ kind: "remote" });
export const computer = <S, M extends PlainMove>(
  choose: (state: S, seat: Seat, context: ComputerContext) => ComputerAct<M> | null,
  pauseMs?: number,
): SeatDriver<S, M> => ({ kind: "computer", choose, pauseMs });
