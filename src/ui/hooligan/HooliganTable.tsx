// Hooligan's 3D table: the tray, the rack for set-aside dice, rings under the dice picked to
// keep, and clicking dice to pick them.
import { useCallback, useMemo } from "react";
import { RackedTray } from "../../scene/turns/RackedTray";
import { dieId, HOOLIGAN_FRAMING, HOOLIGAN_RACK, positionOf } from "../../scene/hooligan/hooligan-table";
import { TableToast } from "../game-kit";
import type { HooliganTurn } from "./use-hooligan-turn";

export function HooliganTable({ turn: t, toast }: { turn: HooliganTurn; toast: string | null }) {
  const game = t.view.game;
  const turn = game.phase === "playing" ? game.turn : null;
  const keeping = t.mode === "keep" && !t.computerToPlay && !t.rolling;
  const selectable = useMemo(
    () => (keeping && turn ? [0, 1, 2, 3, 4].filter((p) => !turn.setAside[p]).map(dieId) : []),
    [keeping, turn],
  );
  const picked = useMemo(() => t.selected.map(dieId), [t.selected]);
  const { toggle } = t;
  const onClick = useCallback((id: string) => toggle(positionOf(id)), [toggle]);

  return (
    <RackedTray
      controller={t.session.table}
      label="Hooligan: a felt tray with a rack for set-aside dice"
      framing={HOOLIGAN_FRAMING}
      rack={HOOLIGAN_RACK}
      overlay={<TableToast text={toast} />}
      picked={picked}
      selectable={selectable}
      onDieClick={onClick}
    />
  );
}
