// What a person at the Hooligan screen may do now, over the session: the dice picked to keep
// towards a straight (a choice not yet made, so it stays in the screen until "pick up" or a
// throw sends it as a `keep` move), picking the rest up, throwing, choosing and scoring. Every
// action goes through `session.dispatch` for the person whose turn it is (hot-seat).
import { useCallback, useEffect, useMemo, useState } from "react";
import { useStore } from "zustand";
import { currentPlayer, type HooliganCategory, type HooliganState } from "../../games/hooligan";
import type { HooliganMove } from "../../games/hooligan/definition";
import type { GameSession } from "../../runtime/session/session";
import type { SessionView } from "../../runtime/session/session-types";
import type { PlayerSpec, RackTurn } from "../game-kit";
import { hooliganMode, type HooliganMode } from "./turn-mode";

export type HooliganSession = GameSession<HooliganState, HooliganMove>;

export interface HooliganTurn extends RackTurn<HooliganMode> {
  readonly session: HooliganSession;
  readonly view: SessionView<HooliganState>;
  /** The seat on turn (the roll-off thrower during the roll-off), or null when over. */
  readonly actor: number | null;
  /** Positions picked to keep towards a straight. */
  readonly selected: readonly number[];
  readonly choose: (box: HooliganCategory) => void;
  readonly scoreNow: () => void;
}

export function useHooliganTurn(session: HooliganSession, seats: readonly PlayerSpec[]): HooliganTurn {
  const view = useStore(session.store);
  const inHand = useStore(session.table.store, (s) => s.inHand);
  const [selected, setSelected] = useState<number[]>([]);
  const game = view.game;
  const actor = currentPlayer(game);
  const computerToPlay = actor !== null && seats[actor].computer;
  const rolling = view.status !== "idle";
  // Read for this state of the game (the request follows `game`).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's request changes with its game, which it does not take as an argument
  const due = useMemo(() => session.request()?.dice.map((d) => d.id) ?? [], [session, game]);
  // Picked up: the dice due wait in hand for a flick (the player said which to keep).
  const pickedUp = due.length > 0 && due.every((id) => inHand.includes(id));
  const mode = hooliganMode(game, pickedUp);
  const keeping = mode === "keep" && !computerToPlay && !rolling;

  // A new entry in the log (a throw read, a move made) ends any picking.
  useEffect(() => setSelected([]), [view.log.length]);

  // While dice are picked to keep, a press on a die picks it (the click goes to the die picker),
  // never throws it; once the rest are picked up they may be thrown again.
  useEffect(() => {
    if (!keeping) return;
    session.setHold("pick");
    return () => session.setHold("open");
  }, [session, keeping]);

  const move = useCallback(
    (m: HooliganMove) => {
      const seat = session.personToAct();
      return seat !== null && session.dispatch(seat, { kind: "move", move: m }).ok;
    },
    [session],
  );

  /** Sets aside the picked dice first; false (the reason shown) when the game refuses them. */
  const keepPicked = (): boolean => {
    if (selected.length === 0 || mode !== "keep") return true;
    if (!move({ type: "keep", dice: selected })) return false;
    setSelected([]);
    return true;
  };

  const aside = game.turn?.setAside;
  const toggle = useCallback(
    (p: number) => {
      if (!keeping || aside?.[p]) return;
      setSelected((now) => (now.includes(p) ? now.filter((x) => x !== p) : [...now, p].sort((a, b) => a - b)));
    },
    [keeping, aside],
  );

  const ready = () => !rolling && !computerToPlay && session.personToAct() !== null;

  return {
    session,
    view,
    mode,
    actor,
    computerToPlay,
    rolling,
    due,
    selected,
    toggle,
    pickUp: () => {
      const seat = session.personToAct();
      if (!ready() || seat === null || !keepPicked()) return;
      session.pickUp(seat);
    },
    throwForMe: () => {
      const seat = session.personToAct();
      if (!ready() || seat === null || !keepPicked()) return;
      session.throwForMe(seat);
    },
    throwAimed: () => {
      const seat = session.personToAct();
      if (ready() && seat !== null) session.throwAimed(seat);
    },
    choose: (box) => {
      if (ready()) move({ type: "choose", box });
    },
    scoreNow: () => {
      if (ready()) move({ type: "score" });
    },
  };
}
