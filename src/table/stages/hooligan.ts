// Hooligan on the tray table: five dice by position ("d0"…"d4") in the colour of the player
// about to throw; dice set aside rest in the rack, each in the pocket of its position, showing
// the value the game holds for it. A fresh throw of all five starts from a person's hand; a
// computer's dice stay where they lay until it throws, so its last throw can still be seen.
import { TRAY } from "../../geometry/table-layout";
import { currentPlayer, type HooliganState } from "../../games/hooligan";
import { rackLayout } from "../rack-layout";
import { poseShowing } from "../rest-pose";
import type { TableStage } from "../stage";
import { liesAt } from "../lies-at";
import { TRAY_FELT } from "../landing-area";

/** By position 0–4, as the game definition's throw requests name them. */
export const HOOLIGAN_DICE = ["d0", "d1", "d2", "d3", "d4"] as const;
export const dieId = (position: number): string => HOOLIGAN_DICE[position];
export const positionOf = (id: string): number => HOOLIGAN_DICE.indexOf(id as (typeof HOOLIGAN_DICE)[number]);
export const dieName = (id: string): string => `Die ${positionOf(id) + 1}`;

/** Pocket i holds die i: a column just outside the tray's right wall, die 1 furthest away. */
export const HOOLIGAN_RACK = rackLayout({ x: TRAY.width / 2 + TRAY.wallThickness + 3.2, z: 0 }, 5, "column", 2.7);

export interface HooliganDress {
  /** Body and ink per seat. */
  readonly colours: readonly { readonly body: string; readonly ink?: string }[];
  /** Seats played by the computer (their fresh throws are not gathered to the hand). */
  readonly computer?: readonly boolean[];
}

export function hooliganStage(dress: HooliganDress): TableStage<HooliganState> {
  return {
    layout: "tray",
    where: "the tray",
    dieName: dieName,
    sync(table, state) {
      const actor = currentPlayer(state);
      if (actor !== null) {
        const colour = dress.colours[actor % dress.colours.length];
        const have = table.state.dice;
        if (have.length !== HOOLIGAN_DICE.length || have.some((d) => d.colour !== colour.body)) {
          table.setDice(HOOLIGAN_DICE.map((id) => ({ id, kind: "d6" as const, colour: colour.body, ink: colour.ink, name: dieName(id) })));
        }
      }
      const turn = state.phase === "playing" ? state.turn : null;
      const fresh = state.phase === "rolloff" || (turn !== null && turn.dice.length === 0);
      if (fresh && actor !== null && !dress.computer?.[actor]) {
        const away = HOOLIGAN_DICE.filter((id) => !table.state.inHand.includes(id));
        if (away.length > 0) table.toHand(away);
      }
      turn?.setAside.forEach((aside, p) => {
        if (!aside || turn.dice.length === 0) return;
        const slot = HOOLIGAN_RACK.slots[p];
        if (!liesAt(table, HOOLIGAN_DICE[p], slot.x, slot.z)) {
          table.placeDie(HOOLIGAN_DICE[p], poseShowing("d6", turn.dice[p], slot.x, slot.z, HOOLIGAN_RACK.heading));
        }
      });
      if (!table.state.handful) table.setHandful(true);
    },
    remedy: () => ({ area: TRAY_FELT, giveUp: false }),
  };
}
