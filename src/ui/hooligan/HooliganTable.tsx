// Hooligan's 3D table: the tray, the rack for set-aside dice, rings under the dice picked to
// keep, and clicking dice to pick them.
import { useCallback, useMemo } from "react";
import { DiceTableView } from "../../scene/DiceTableView";
import { DiceRack } from "../../scene/turns/DiceRack";
import { DieClickInput } from "../../scene/turns/DieClickInput";
import { SelectionRings, type DieMark } from "../../scene/turns/SelectionRings";
import { dieId, HOOLIGAN_FRAMING, HOOLIGAN_RACK, positionOf } from "../../scene/hooligan/hooligan-table";
import type { HooliganSession, HooliganView } from "./hooligan-session";
import { hooliganMode } from "./turn-mode";

const PICKED = "#f0c060";

export function HooliganTable({ session, view, toast }: { session: HooliganSession; view: HooliganView; toast: string | null }) {
  const game = view.game;
  const turn = game.phase === "playing" ? game.turn : null;
  const keeping = hooliganMode(game, view.pickedUp) === "keep" && !session.computerToPlay && !view.rolling;
  const selectable = useMemo(
    () => (keeping && turn ? [0, 1, 2, 3, 4].filter((p) => !turn.setAside[p]).map(dieId) : []),
    [keeping, turn],
  );
  const marks = useMemo<DieMark[]>(() => view.selected.map((p) => ({ id: dieId(p), colour: PICKED })), [view.selected]);
  const onClick = useCallback((id: string) => session.toggle(positionOf(id)), [session]);

  return (
    <DiceTableView
      controller={session.controller}
      label="Hooligan: a felt tray with a rack for set-aside dice"
      framing={HOOLIGAN_FRAMING}
      overlay={
        toast ? (
          <p className="table-toast" role="note">
            {toast}
          </p>
        ) : null
      }
    >
      <DiceRack layout={HOOLIGAN_RACK} />
      <SelectionRings controller={session.controller} marks={marks} />
      <DieClickInput selectable={selectable} onClick={onClick} />
    </DiceTableView>
  );
}
