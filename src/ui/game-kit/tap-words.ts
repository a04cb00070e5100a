// What a screen says when a die was let go without a throw (the table's "tap" event): let go at
// rest, or moving away from the table — a slingshot's pull-back, which throws nothing here.
import type { TableEvents } from "../../table/table-types";

export function tapWords(why: TableEvents["tap"]["why"]): string {
  return why === "backward"
    ? "That drag went backwards, away from the table, so nothing was thrown: the die is back in your hand. Drag it towards the table and let go while still moving."
    : "To throw, drag the die and let go while your pointer is still moving.";
}
