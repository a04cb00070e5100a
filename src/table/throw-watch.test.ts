import { describe, expect, it } from "vitest";
import { TableController } from "./table-controller";
import { ThrowWatch, type ThrowWatchOptions, type ThrowWatchStatus } from "./throw-watch";
import { TRAY_FELT } from "./thrown-values";

const IDS = ["a", "b", "c"];

function table(due: string[], options: Partial<ThrowWatchOptions> = {}) {
  const controller = new TableController({ layout: "tray", seed: 21 });
  controller.setDice(IDS.map((id) => ({ id, kind: "d6" as const, colour: "#c0392b" })));
  const read: number[][] = [];
  const readIds: string[][] = [];
  const notes: string[] = [];
  const statuses: ThrowWatchStatus[] = [];
  const watch = new ThrowWatch(controller, {
    area: TRAY_FELT,
    name: (id) => `Die ${id}`,
    due: () => due,
    computerTurn: () => false,
    instant: () => false,
    onStatus: (s) => statuses.push(s),
    onNote: (n) => notes.push(n),
    onRead: (values, dice) => {
      read.push(values);
      readIds.push(dice.map((d) => d.id));
    },
    ...options,
  });
  return { controller, watch, read, readIds, notes, statuses };
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
    expect(t.readIds[0]).toEqual(["c", "a", "b"]);
  });

  it("reports rolling when the dice leave the hand and idle once they are read", () => {
    const t = table(["a", "b"]);
    t.watch.throwForMe(["a", "b"]);
    expect(t.statuses[0]).toBe("rolling");
    settle(t);
    expect(t.statuses.at(-1)).toBe("idle");
    expect(t.statuses.filter((s) => s === "fixing")).toHaveLength(t.notes.length);
  });

  it("sends a due die left in hand along with the throw", () => {
    const t = table(["a", "b", "c"]);
    t.controller.throwForMe(["a", "b"]);
    expect(t.controller.state.inHand).toEqual([]);
    settle(t);
    expect(t.read[0]).toHaveLength(3);
  });

  it("sends the due die along even when the table is locked as soon as the dice roll", () => {
    // A session locks the player out while its dice roll.
    const t = table(["a", "b", "c"], { onStatus: (s) => t.controller.setLocked(s !== "idle") });
    t.controller.throwForMe(["a", "b"]);
    expect(t.controller.state.locked).toBe(true);
    expect(t.controller.state.inHand).toEqual([]);
    settle(t);
    expect(t.read[0]).toHaveLength(3);
  });

  it("brings its own throws to rest at once when asked to, without a render loop", () => {
    const t = table(["a", "b", "c"], { instant: () => true, computerTurn: () => true });
    t.controller.setLocked(true);
    t.watch.throwForMe(["a", "b", "c"]);
    expect(t.watch.busy).toBe(false);
    expect(t.read).toHaveLength(1);
    const snap = t.controller.snapshot();
    expect(t.read[0]).toEqual(["a", "b", "c"].map((id) => snap.find((d) => d.id === id)!.value));
  });

  it("ignores throws once stopped", () => {
    const t = table(["a"]);
    t.watch.dispose();
    t.controller.throwForMe(["a"]);
    t.controller.settleNow();
    expect(t.read).toEqual([]);
  });
});
