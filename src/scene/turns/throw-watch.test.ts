import { describe, expect, it } from "vitest";
import { TableController } from "../table-controller";
import { ThrowWatch } from "./throw-watch";
import { TRAY } from "../../geometry/table-layout";

const AREA = { minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 };
const IDS = ["a", "b", "c"];

function table(due: string[]) {
  const controller = new TableController({ layout: "tray", seed: 21 });
  controller.setDice(IDS.map((id) => ({ id, kind: "d6" as const, colour: "#c0392b" })));
  const read: number[][] = [];
  const notes: string[] = [];
  const watch = new ThrowWatch(controller, {
    area: AREA,
    name: (id) => `Die ${id}`,
    due: () => due,
    computerTurn: () => false,
    instant: () => false,
    onThrown: () => undefined,
    onNote: (n) => notes.push(n),
    onRead: (values) => read.push(values),
  });
  return { controller, watch, read, notes };
}

/** Runs the physics to rest, again after each remedy, until the watch has read the throw. */
function settle(t: ReturnType<typeof table>) {
  for (let i = 0; i < 10 && t.watch.busy; i++) t.controller.settleNow();
}

describe("watching a game's throw", () => {
  it("reads every due die from the settled physics, in the order asked", () => {
    const t = table(["c", "a", "b"]);
    t.watch.throwForMe(["a", "b", "c"]);
    expect(t.watch.busy).toBe(true);
    settle(t);
    expect(t.read).toHaveLength(1);
    const snap = t.controller.snapshot();
    expect(t.read[0]).toEqual(["c", "a", "b"].map((id) => snap.find((d) => d.id === id)!.value));
  });

  it("sends a due die left in hand along with the throw", () => {
    const t = table(["a", "b", "c"]);
    t.controller.throwForMe(["a", "b"]);
    expect(t.controller.state.inHand).toEqual([]);
    settle(t);
    expect(t.read[0]).toHaveLength(3);
  });

  it("ignores throws once stopped", () => {
    const t = table(["a"]);
    t.watch.dispose();
    t.controller.throwForMe(["a"]);
    t.controller.settleNow();
    expect(t.read).toEqual([]);
  });
});
