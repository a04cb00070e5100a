// Dice Poker's 3D table: the tray, the rack for kept dice, the board with its chips, and the
// highlights of the moment — dice picked to throw again, legal squares, removable chips, runs.
import { useCallback, useMemo, useRef } from "react";
import { bounceTargets, legalSquares } from "../../games/dice-poker";
import { RackedTray } from "../../scene/turns/RackedTray";
import { POKER_DICE, POKER_FRAMING, POKER_RACK, pokerDieId, pokerPositionOf } from "../../scene/dice-poker/board-geometry";
import { PokerBoard, type BoardRun } from "../../scene/dice-poker/PokerBoard";
import { TableToast } from "../game-kit";
import type { PokerTurn } from "./use-poker-turn";

export function PokerTable({ turn, toast }: { turn: PokerTurn; toast: string | null }) {
  const game = turn.view.game.game;
  const human = !turn.computerToPlay && !turn.rolling;
  const selecting = human && turn.mode === "select";
  const selectable = useMemo(() => (selecting ? [...POKER_DICE] : []), [selecting]);
  const picked = useMemo(() => turn.picked.map(pokerDieId), [turn.picked]);
  const { toggle, sides } = turn;
  const onDie = useCallback((id: string) => toggle(pokerPositionOf(id)), [toggle]);
  // The latest turn object: a board click acts on the game as it is now.
  const latest = useRef(turn);
  latest.current = turn;
  const onSquare = useCallback((s: number) => latest.current.square(s), []);
  const colours = useMemo(() => sides.map((s) => s.colour.body), [sides]);
  const legal = useMemo(() => legalSquares(game), [game]);
  const removable = useMemo(() => bounceTargets(game), [game]);
  const runs = useMemo<BoardRun[]>(
    () => game.runs.flatMap((list, side) => list.map((squares) => ({ squares, colour: colours[side] }))),
    [game.runs, colours],
  );

  return (
    <RackedTray
      controller={turn.session.table}
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
