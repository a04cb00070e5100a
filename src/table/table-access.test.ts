import { describe, expect, it } from "vitest";
import { TableController } from "./table-controller";
import { setTableAccess } from "./table-access";

function table() {
  const controller = new TableController({ layout: "tray", seed: 1 });
  controller.setDice(["a", "b"].map((id) => ({ id, kind: "d6" as const, colour: "#c0392b" })));
  let writes = 0;
  controller.store.subscribe(() => writes++);
  return { controller, writes: () => writes };
}

describe("setting who may touch the dice", () => {
  it("locks the player out and names the dice they may pick up", () => {
    const t = table();
    setTableAccess(t.controller, true, []);
    expect(t.controller.state.locked).toBe(true);
    expect(t.controller.state.throwable).toEqual([]);
    setTableAccess(t.controller, false, ["b"]);
    expect(t.controller.state.locked).toBe(false);
    expect(t.controller.canPickUp("b")).toBe(true);
    expect(t.controller.canPickUp("a")).toBe(false);
  });

  it("leaves the table alone when nothing changes", () => {
    const t = table();
    setTableAccess(t.controller, false, ["a", "b"]);
    const before = t.writes();
    setTableAccess(t.controller, false, ["a", "b"]);
    expect(t.writes()).toBe(before);
    setTableAccess(t.controller, false, ["b", "a"]);
    expect(t.writes()).toBe(before + 1);
  });
});
