// What a person at the Dice Poker screen may do now, over the session: the dice picked to throw
// again (a choice not yet made, so it stays in the screen until "re-throw" or "throw them for
// me" sends it as a `rethrow` move), throwing, standing, and taking or bouncing a square. Every
// action goes through `session.dispatch` for the person whose turn it is (hot-seat).
import { useCallback, useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { actingSide, type Square } from "../../games/dice-poker";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../../games/dice-poker/definition";
import type { GameSession } from "../../runtime/session/session";
import type { SessionView } from "../../runtime/session/session-types";
import { pokerMode, type PokerMode } from "./poker-mode";
import type { PokerSideSpec } from "./sides";
import type { RackTurn } from "../game-kit";

export type DicePokerSession = GameSession<DicePokerTable, DicePokerMove>;

export interface PokerTurn extends RackTurn<PokerMode> {
  readonly session: DicePokerSession;
  readonly view: SessionView<DicePokerTable>;
  readonly sides: readonly PokerSideSpec[];
  /** Positions picked to throw again (the picked-up ones once they are in hand). */
  readonly picked: readonly number[];
  readonly stand: () => void;
  /** A click on a square: a chip when it is open and legal, a Bouncer when it holds a removable chip. */
  readonly square: (square: Square) => void;
}

/** Whether the seat acting now is played by the computer (a side's first player throws its roll-off die). */
export function computerActs(state: DicePokerTable, sides: readonly PokerSideSpec[]): boolean {
  const side = actingSide(state.game);
  if (side === null) return false;
  const member = state.game.phase === "rolloff" ? 0 : state.game.player;
  return sides[side].members[member].computer;
}

export const seatsOf = (sides: readonly PokerSideSpec[]) => sides.flatMap((s) => s.members);

export function usePokerTurn(session: DicePokerSession, sides: readonly PokerSideSpec[]): PokerTurn {
  const view = useStore(session.store);
  const [selected, setSelected] = useState<number[]>([]);
  const state = view.game;
  const computerToPlay = computerActs(state, sides);
  const rolling = view.status !== "idle";
  const due = useMemo(() => dicePokerGame.throwRequest(state)?.dice.map((d) => d.id) ?? [], [state]);
  const mode = pokerMode(state.game, state.rethrow !== null);
  const selecting = mode === "select" && !computerToPlay && !rolling;

  // A new entry in the log (a throw read, a move made) ends any picking.
  useEffect(() => setSelected([]), [view.log.length]);

  const move = useCallback(
    (m: DicePokerMove) => {
      const seat = session.personToAct();
      return seat !== null && session.dispatch(seat, { kind: "move", move: m }).ok;
    },
    [session],
  );
  const toggle = useCallback(
    (p: number) => {
      if (selecting) setSelected((now) => (now.includes(p) ? now.filter((x) => x !== p) : [...now, p].sort((a, b) => a - b)));
    },
    [selecting],
  );
  const ready = () => !rolling && !computerToPlay && session.personToAct() !== null;
  /** Names the picked dice to the game; false (the reason shown) when it refuses. */
  const pickPicked = () => move({ type: "rethrow", positions: selected });

  return {
    session,
    view,
    sides,
    mode,
    computerToPlay,
    rolling,
    due,
    picked: state.rethrow ?? selected,
    toggle,
    pickUp: () => {
      const seat = session.personToAct();
      if (!ready() || seat === null || mode !== "select" || !pickPicked()) return;
      session.pickUp(seat);
    },
    throwForMe: () => {
      const seat = session.personToAct();
      if (!ready() || seat === null) return;
      if (mode === "select" && !pickPicked()) return;
      session.throwForMe(seat);
    },
    throwAimed: () => {
      const seat = session.personToAct();
      if (ready() && seat !== null && mode === "throw") session.throwAimed(seat);
    },
    stand: () => {
      if (ready()) move({ type: "stand" });
    },
    square: (square) => {
      if (!ready()) return;
      const owner = state.game.board[square];
      move(owner !== null && owner !== state.game.current ? { type: "bounce", square } : { type: "place", square });
    },
  };
}
