// A stage for the runtime's tests: two white D6 in the tray, "a" and "b", set out at the table's
// first dressing. `also` runs at every dressing (a test's own fitting of the table).
import { TRAY_FELT } from "../table/landing-area";
import type { TableStage } from "../table/stage";
import type { TableController } from "../table/table-controller";

export function twoD6Stage<S>(also?: (table: TableController) => void): TableStage<S> {
  return {
    layout: "tray",
    dieName: (id) => `Die ${id}`,
    sync(table) {
      if (table.state.dice.length === 0)
        table.setDice([
          { id: "a", kind: "d6", colour: "#fff" },
          { id: "b", kind: "d6", colour: "#fff" },
        ]);
      also?.(table);
    },
    remedy: () => ({ area: TRAY_FELT, giveUp: false }),
  };
}
