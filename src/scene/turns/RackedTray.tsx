// The tray table of a game that keeps dice in a rack beside the tray (Hooligan, Dice Poker,
// Five Thousand): the rack, rings under the dice picked, and clicks on the dice that may be
// picked now. A game adds its own pieces as children (Dice Poker's board).
import { useMemo, type ReactNode } from "react";
import type { Framing } from "../camera/CameraRig";
import { DiceTableView } from "../DiceTableView";
import type { TableController } from "../../table/table-controller";
import { DiceRack } from "./DiceRack";
import { DieClickInput } from "./DieClickInput";
import type { RackLayout } from "../../table/rack-layout";
import { SelectionRings, type DieMark } from "./SelectionRings";

/** The ring under a die picked by the player (to keep, to throw again, to set aside). */
export const PICK_RING = "#f0c060";

export interface RackedTrayProps {
  readonly controller: TableController;
  readonly label: string;
  readonly framing: Framing;
  readonly rack: RackLayout;
  /** The rack's lining (CSS colour); the tray's green felt when omitted. */
  readonly rackFelt?: string;
  readonly overlay?: ReactNode;
  /** Dice ringed as picked. */
  readonly picked: readonly string[];
  /** Dice a click may pick or unpick now. */
  readonly selectable: readonly string[];
  readonly onDieClick: (id: string) => void;
  readonly children?: ReactNode;
}

export function RackedTray({ controller, label, framing, rack, rackFelt, overlay, picked, selectable, onDieClick, children }: RackedTrayProps) {
  const marks = useMemo<DieMark[]>(() => picked.map((id) => ({ id, colour: PICK_RING })), [picked]);
  return (
    <DiceTableView controller={controller} label={label} framing={framing} overlay={overlay}>
      <DiceRack layout={rack} felt={rackFelt} />
      {children}
      <SelectionRings controller={controller} marks={marks} />
      <DieClickInput selectable={selectable} onClick={onDieClick} />
    </DiceTableView>
  );
}
