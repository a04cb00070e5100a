// Five Thousand on the tray table: six dice in the colour of the player whose turn it is, and a
// rack on the wood in front of the tray where the dice set aside this cycle wait, showing their
// values, in the order they went there. In the roll-off one die is thrown by each contender in
// turn; each value thrown waits in the rack as a die of that contender's colour.
import { TRAY } from "../../geometry/table-layout";
import type { FiveThousandTableState } from "../../games/five-thousand/definition";
import { rackLayout } from "../rack-layout";
import { poseShowing } from "../rest-pose";
import type { TableStage } from "../stage";
import type { TableController } from "../table-controller";
import type { DieSpec } from "../table-types";
import { TRAY_FELT } from "../landing-area";

/** The definition's names for the six dice; the roll-off throws the first. */
export const FIVE_THOUSAND_DICE = ["d0", "d1", "d2", "d3", "d4", "d5"] as const;

/** Six pockets in a row just outside the tray's near wall, filled from the left. */
export const FIVE_THOUSAND_RACK = rackLayout({ x: 0, z: TRAY.depth / 2 + TRAY.wallThickness + 2.4 }, 6, "row", 2.7);

/** The die standing in the rack for a contender's roll-off throw (never thrown itself). */
export const rollOffDieId = (player: number): string => `roll-${player + 1}`;

export interface FiveThousandDress {
  /** Body and ink of each seat's dice. */
  readonly colours: readonly { readonly body: string; readonly ink: string }[];
  readonly names: readonly string[];
}

export const fiveThousandDieName = (id: string): string => {
  const k = FIVE_THOUSAND_DICE.indexOf(id as (typeof FIVE_THOUSAND_DICE)[number]);
  return k >= 0 ? `Die ${k + 1}` : id;
};

const sameSpecs = (a: readonly DieSpec[], b: readonly DieSpec[]) =>
  a.length === b.length && a.every((d, i) => d.id === b[i].id && d.colour === b[i].colour && d.ink === b[i].ink && d.name === b[i].name);

/** Puts a die in rack slot `slot` showing `value`, unless it already rests exactly there. */
function rack(table: TableController, id: string, value: number, slot: number): void {
  const s = FIVE_THOUSAND_RACK.slots[slot];
  const pose = poseShowing("d6", value, s.x, s.z, FIVE_THOUSAND_RACK.heading);
  const now = table.snapshot().find((d) => d.id === id);
  const there = now && now.position.every((v, i) => v === pose.position[i]) && now.quaternion.every((v, i) => v === pose.quaternion[i]);
  if (!there) table.placeDie(id, pose);
}

function toHand(table: TableController, ids: readonly string[]): void {
  const away = ids.filter((id) => !table.state.inHand.includes(id));
  if (away.length > 0) table.toHand(away);
}

export function fiveThousandStage(dress: FiveThousandDress): TableStage<FiveThousandTableState> {
  const colour = (seat: number) => dress.colours[Math.min(seat, dress.colours.length - 1)];
  const die = (id: string, seat: number, name: string): DieSpec => ({ id, kind: "d6", colour: colour(seat).body, ink: colour(seat).ink, name });
  const setDice = (table: TableController, want: DieSpec[]) => {
    if (!sameSpecs(table.state.dice, want)) table.setDice(want);
  };

  return {
    layout: "tray",
    where: "the tray",
    dieName: fiveThousandDieName,
    sync(table, state) {
      const ro = state.rollOff;
      if (ro) {
        const thrower = ro.contenders[ro.throws.length];
        const waiting = ro.throws.map((_, k) => die(rollOffDieId(ro.contenders[k]), ro.contenders[k], `${dress.names[ro.contenders[k]] ?? "A player"}'s die`));
        setDice(table, [die(FIVE_THOUSAND_DICE[0], thrower, `${dress.names[thrower] ?? "A player"}'s die`), ...waiting]);
        ro.throws.forEach((v, k) => rack(table, waiting[k].id, v, k));
        toHand(table, [FIVE_THOUSAND_DICE[0]]);
        return;
      }
      const turn = state.turn;
      const seat = turn?.player ?? state.winners?.[0] ?? 0;
      setDice(table, FIVE_THOUSAND_DICE.map((id) => die(id, seat, fiveThousandDieName(id))));
      if (!turn) return;
      // A turn starts with all six in the hand; later the rack holds what this cycle set aside.
      if (!turn.thrown && turn.aside.length === 0) return toHand(table, FIVE_THOUSAND_DICE);
      const values = [...turn.aside.flat(), ...(turn.thrown ? turn.picked.map((i) => turn.thrown![i]) : [])];
      const ids = [...state.asideIds, ...(turn.thrown ? turn.picked.map((i) => state.thrownIds[i]) : [])];
      ids.forEach((id, k) => rack(table, id, values[k], k));
    },
    remedy: () => ({ area: TRAY_FELT, giveUp: false }),
  };
}
