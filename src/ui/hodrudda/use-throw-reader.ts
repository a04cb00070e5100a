// Turns the table's throws into readings a game can use: waits until the dice thrown have come
// to rest, nudges (then re-throws) any that lean on something or never stopped, and only
// then hands the game their snapshot. Shared by the Hodrudda and Five Thousand screens.
import { useEffect, useRef, useState } from "react";
import type { SettledDie } from "../../geometry/types";
import type { TableController } from "../../scene/table-controller";
import { decideRerolls } from "../free-roll/reroll-policy";

export type ReaderStatus = "idle" | "rolling" | "fixing";

export interface ThrowReading {
  /** The dice of this throw, ordered by die id, as they finally lie. */
  readonly dice: readonly SettledDie[];
  /** What was done on the way about leaning dice ("Die 3 landed cocked, so it was nudged."). */
  readonly notes: readonly string[];
}

const byId = (a: SettledDie, b: SettledDie) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * `onRead` gets every throw once its dice are flat and still. `onNote` hears each remedy as
 * it happens, for the status line. Both may change between renders.
 */
export function useThrowReader(
  controller: TableController,
  onRead: (reading: ThrowReading) => void,
  onNote: (text: string) => void,
): ReaderStatus {
  const [status, setStatus] = useState<ReaderStatus>("idle");
  const handlers = useRef({ onRead, onNote });
  handlers.current = { onRead, onNote };

  useEffect(() => {
    let pending: string[] | null = null;
    let attempts = new Map<string, number>();
    let notes: string[] = [];
    let remedying = false;
    const nameOf = (id: string) => controller.spec(id)?.name ?? id;

    const offThrown = controller.on("thrown", ({ ids }) => {
      if (remedying) return;
      pending = [...ids];
      attempts = new Map();
      notes = [];
      setStatus("rolling");
    });
    const offSettled = controller.on("settled", ({ dice }) => {
      if (!pending) return;
      const mine = new Set(pending);
      const thrown = dice.filter((d) => mine.has(d.id)).sort(byId);
      const decision = decideRerolls(thrown, attempts, nameOf);
      notes = [...notes, ...decision.notes];
      for (const n of decision.notes) handlers.current.onNote(n);
      const again = [...decision.nudge, ...decision.rethrow];
      if (again.length === 0) {
        pending = null;
        setStatus("idle");
        handlers.current.onRead({ dice: thrown, notes });
        return;
      }
      for (const id of again) attempts.set(id, (attempts.get(id) ?? 0) + 1);
      setStatus("fixing");
      controller.nudge(decision.nudge);
      if (decision.rethrow.length > 0) {
        remedying = true;
        try {
          controller.toHand(decision.rethrow);
          controller.throwForMe(decision.rethrow, undefined, "bot");
        } finally {
          remedying = false;
        }
      }
    });
    return () => {
      offThrown();
      offSettled();
    };
  }, [controller]);

  return status;
}
