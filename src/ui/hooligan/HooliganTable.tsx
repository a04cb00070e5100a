// Hooligan's 3D table: the tray, the rack for set-aside dice, rings under the dice picked to
// keep, and clicking dice to pick them.
import { useCallback, useMemo } from "react";
import { RackedTray } from "../../scene/turns/RackedTray";
import { dieId, HOOLIGAN_FRAMING, HOOLIGAN_RACK, positionOf } from "../../scene/hooligan/hooligan-table";
import { TableToast } from "../game-kit";
import type { HooliganSession, HooliganView } from "./hooligan-session";
import { hooliganMode } from "./turn-mode";

export function HooliganTable({ session, view, toast }: { session: HooliganSession; view: HooliganView; toast: string | null }) {
  const game = view.game;
  const turn = game.phase === "playing" ? game.turn : null;
  const keeping = hooliganMode(game, view.pickedUp) === "keep" && !session.computerToPlay && !view.rolling;
  const selectable = useMemo(
    () => (keeping && turn ? [0, 1, 2, 3, 4].filter((p) => !turn.setAside[p]).map(dieId) : []),
    [keeping, turn],
  );
  const picked = useMemo(() => view.selected.map(dieId), [view.selected]);
  const onClick = useCallback((id: string) => session.toggle(positionOf(id)), [session]);

  return (
    <RackedTray
      controller={session.controller}
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
