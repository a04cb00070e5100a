// Free Roll on the tray table: the chosen dice, dressed from the catalogue; any die may be
// picked up, from the hand or off the felt. A die that keeps leaning is read as it lies
// after the remedy's tries; dice are read wherever they come to rest.
import { freeRollDice, type FreeRollState } from "../../games/free-roll/definition";
import type { TableStage } from "../stage";
import type { DieSpec } from "../table-types";

export interface FreeRollDress {
  readonly colour: (spec: { id: string; kind: DieSpec["kind"] }) => string;
  readonly name: (id: string) => string;
}

export function freeRollStage(dress: FreeRollDress): TableStage<FreeRollState> {
  return {
    layout: "tray",
    where: "the tray",
    dieName: dress.name,
    sync(table, state) {
      const want = freeRollDice(state.counts);
      const have = table.state.dice;
      if (want.length === have.length && want.every((d, i) => have[i].id === d.id)) return;
      table.setDice(want.map((d) => ({ ...d, colour: dress.colour(d), name: dress.name(d.id) })));
    },
    remedy: () => ({ area: null, giveUp: true }),
  };
}
