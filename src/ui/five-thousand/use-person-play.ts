// What a person at a Five Thousand screen does, through the session: click dice of the throw
// on the table in or out of a choice (kept here until set aside), set them aside, throw what is
// due (the roll-off die, six dice, the rest, or all six again), pick the dice due up to flick
// them, or bank. Every change of the game is a move through dispatch, for the seat to move.
import { useState } from "react";
import { useStore } from "zustand";
import type { FiveThousandMove, FiveThousandTableState } from "../../games/five-thousand/definition";
import type { GameSession } from "../../runtime/session/session";

export type FiveThousandSession = GameSession<FiveThousandTableState, FiveThousandMove>;

export interface PersonPlay {
  /** The person who may move now (null: a computer's move, dice rolling, nobody). */
  readonly seat: number | null;
  /** Indices of the throw on the table clicked to set aside (not yet set aside). */
  readonly chosen: readonly number[];
  /** The dice due have been picked up off the felt into the hand, for a flick. */
  readonly pickedUp: boolean;
  toggle(index: number): void;
  toggleId(id: string): void;
  /** False when the clicked dice were refused (the session's note says why). */
  setAsideChosen(): boolean;
  throwDue(how?: "auto" | "aimed"): void;
  pickUp(): void;
  bank(): void;
}

export function usePersonPlay(session: FiveThousandSession): PersonPlay {
  const view = useStore(session.store);
  const inHand = useStore(session.table.store, (s) => s.inHand);
  const game = view.game;
  const turn = game.turn;
  const seat = session.personToAct();
  // A choice belongs to one throw on the table: a new throw (or none) starts it empty.
  const [choice, setChoice] = useState<{ of: readonly number[] | null; chosen: readonly number[] }>({ of: null, chosen: [] });
  const chosen = turn?.thrown && choice.of === turn.thrown ? choice.chosen : [];
  const due = session.request()?.dice.map((d) => d.id) ?? [];
  const pickedUp = !!turn?.thrown && turn.picked.length > 0 && due.length > 0 && due.every((id) => inHand.includes(id));

  const toggle = (index: number) => {
    if (seat === null || !turn?.thrown || pickedUp || turn.picked.includes(index) || index < 0 || index >= turn.thrown.length) return;
    const next = chosen.includes(index) ? chosen.filter((i) => i !== index) : [...chosen, index].sort((a, b) => a - b);
    setChoice({ of: turn.thrown, chosen: next });
  };

  const setAsideChosen = (): boolean => {
    if (seat === null || chosen.length === 0) return true;
    const r = session.dispatch(seat, { kind: "move", move: { type: "set-aside", dice: [...chosen] } });
    if (r.ok) setChoice({ of: null, chosen: [] });
    return r.ok;
  };

  const throwDue = (how: "auto" | "aimed" = "auto") => {
    if (seat === null || !setAsideChosen()) return;
    if (how === "aimed") session.throwAimed(seat);
    else session.throwForMe(seat);
  };

  const pickUp = () => {
    if (seat === null || pickedUp || !setAsideChosen()) return;
    session.pickUp(seat);
  };

  const bank = () => {
    if (seat === null || !setAsideChosen()) return;
    session.dispatch(seat, { kind: "move", move: { type: "bank" } });
  };

  const toggleId = (id: string) => toggle(game.thrownIds.indexOf(id));

  return { seat, chosen, pickedUp, toggle, toggleId, setAsideChosen, throwDue, pickUp, bank };
}
