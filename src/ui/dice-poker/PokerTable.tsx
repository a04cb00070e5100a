// Dice Poker's 3D table: the tray, the rack for kept dice, the board with its chips, and the
// highlights of the moment — dice picked to throw again, legal squares, removable chips, runs.
import { useCallback, useMemo } from "react";
import { bounceTargets, legalSquares } from "../../games/dice-poker";
import { RackedTray } from "../../scene/turns/RackedTray";
import { POKER_DICE, POKER_FRAMING, POKER_RACK, pokerDieId, pokerPositionOf } from "../../scene/dice-poker/board-geometry";
import { PokerBoard, type BoardRun } from "../../scene/dice-poker/PokerBoard";
import { TableToast } from "../game-kit";
import type { DicePokerSession, PokerView } from "./dice-poker-session";
import { pokerMode } from "./poker-mode";

export function PokerTable({ session, view, toast }: { session: DicePokerSession; view: PokerView; toast: string | null }) {
  const game = view.game;
  const human = !session.computerToPlay && !view.rolling;
  const selecting = human && pokerMode(game, view.pickedUp) === "select";
  const selectable = useMemo(() => (selecting ? [...POKER_DICE] : []), [selecting]);
  const picked = useMemo(() => view.picked.map(pokerDieId), [view.picked]);
  const onDie = useCallback((id: string) => session.toggle(pokerPositionOf(id)), [session]);
  const onSquare = useCallback((s: number) => session.square(s), [session]);
  const colours = useMemo(() => session.sides.map((s) => s.colour.body), [session]);
  const legal = useMemo(() => legalSquares(game), [game]);
  const removable = useMemo(() => bounceTargets(game), [game]);
  const runs = useMemo<BoardRun[]>(
    () => game.runs.flatMap((list, side) => list.map((squares) => ({ squares, colour: colours[side] }))),
    [game.runs, colours],
  );

  return (
    <RackedTray
      controller={session.controller}
      label="Dice Poker: a felt tray, a rack for kept dice and the 7 by 7 board"
      framing={POKER_FRAMING}
      rack={POKER_RACK}
      overlay={<TableToast text={toast} />}
      picked={picked}
      selectable={selectable}
      onDieClick={onDie}
    >
      <PokerBoard owners={game.board} colours={colours} legal={legal} removable={removable} runs={runs} onSquare={human ? onSquare : undefined} />
    </RackedTray>
  );
}
