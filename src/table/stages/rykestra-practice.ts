// Rykestra practice on the mat: while setting up, every set-up die lies exactly where the
// position puts it and the thrower's die waits in the thrower's hand at their edge; after a
// throw the dice stay where the physics left them until the set-up is restored. Cocked and
// off-mat dice are what practice reads, so nothing is put right (the request is asTheyLie).
import { lyingPose, practiceDieIds, thrownDieId, type PracticeTable } from "../../games/rykestra/practice";
import { seatHand } from "../rykestra-seats";
import type { TableStage } from "../stage";
import type { TableController } from "../table-controller";
import type { DieSpec } from "../table-types";

/** How a seat's die looks: body and ink colours and its name ("Blue's die"). */
export type PracticeDress = (id: string, owner: number) => Pick<DieSpec, "colour" | "ink" | "name">;

/** Plain dress for headless tables (colours never change a pose). */
export const plainPracticeDress: PracticeDress = (id) => ({ colour: "#888888", name: id });

export function rykestraPracticeStage(dress: PracticeDress = plainPracticeDress): TableStage<PracticeTable> {
  // The seat the hand was last moved to, per table: moving it again would turn the player's aim back.
  const handOf = new WeakMap<TableController, string>();
  return {
    layout: "rykestra",
    where: "the mat",
    dieName: (id) => dress(id, Number(id.split("-")[1])).name ?? id,
    sync(table, state) {
      const p = state.position;
      const ids = practiceDieIds(p);
      const thrown = thrownDieId(p);
      const want: DieSpec[] = [...p.dice.map((d, i) => ({ id: ids[i], owner: d.owner })), { id: thrown, owner: p.thrower }].map(
        ({ id, owner }) => ({ id, kind: "d10", ...dress(id, owner) }),
      );
      const have = table.state.dice;
      if (want.length !== have.length || want.some((d, i) => have[i].id !== d.id || have[i].colour !== d.colour)) table.setDice(want);
      if (state.mode === "setup") {
        p.dice.forEach((d, i) => table.placeDie(ids[i], lyingPose(d)));
        if (!table.state.inHand.includes(thrown)) table.toHand([thrown]);
      }
      const hand = `${p.thrower}/${p.seats}`;
      if (handOf.get(table) !== hand) {
        handOf.set(table, hand);
        table.setHand(seatHand(p.thrower, p.seats));
      }
      if (table.state.handful) table.setHandful(false);
    },
    remedy: () => null,
  };
}
