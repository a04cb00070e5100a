// Turns the table's throws into readings a game can use: waits until the dice thrown have come
// to rest, nudges any that lean on something or never stopped, throws again any that jumped
// out of the tray, and only then hands the game their snapshot. Plain TypeScript, shared by
// the Hodrudda and Five Thousand screens (useThrowReader is its React face).
import { useEffect, useRef, useState } from "react";
import type { SettledDie } from "../../geometry/types";
import { TRAY } from "../../geometry/table-layout";
import type { TableController } from "../../scene/table-controller";
import { readThrow, redoMessage } from "../../scene/turns/thrown-values";

export type ReaderStatus = "idle" | "rolling" | "fixing";

export interface ThrowReading {
  /** The dice of this throw, ordered by die id, as they finally lie. */
  readonly dice: readonly SettledDie[];
}

export interface WatchHandlers {
  /** Every throw, once its dice are flat, still and in the tray. */
  onRead(reading: ThrowReading): void;
  /** Each remedy as it happens ("Die 3 landed cocked — nudging it"). */
  onNote(text: string): void;
  onStatus(status: ReaderStatus): void;
}

/** Dice must come to rest on the tray's felt. */
export const TRAY_FLOOR = { minX: -TRAY.width / 2, maxX: TRAY.width / 2, minZ: -TRAY.depth / 2, maxZ: TRAY.depth / 2 };
/** A die still leaning after this many nudges is thrown again instead. */
const NUDGES_BEFORE_RETHROW = 3;

const byId = (a: SettledDie, b: SettledDie) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Watches one controller until the returned function is called. With `settleAtOnce` every
 * remedy is run to rest straight away (headless tables, where no render loop steps physics).
 */
export function watchThrows(controller: TableController, handlers: WatchHandlers, settleAtOnce = false): () => void {
  let pending: string[] | null = null;
  let nudges = new Map<string, number>();
  let remedying = false;
  const nameOf = (id: string) => controller.spec(id)?.name ?? id;

  const offThrown = controller.on("thrown", ({ ids }) => {
    if (remedying) return;
    pending = [...ids].sort();
    nudges = new Map();
    handlers.onStatus("rolling");
  });
  const offSettled = controller.on("settled", ({ dice }) => {
    if (!pending) return;
    const reading = readThrow(dice, pending, TRAY_FLOOR);
    if (reading.ok) {
      const mine = new Set(pending);
      pending = null;
      handlers.onStatus("idle");
      handlers.onRead({ dice: dice.filter((d) => mine.has(d.id)).sort(byId) });
      return;
    }
    const worn = reading.nudge.filter((id) => (nudges.get(id) ?? 0) >= NUDGES_BEFORE_RETHROW);
    const nudge = reading.nudge.filter((id) => !worn.includes(id));
    const rethrow = [...reading.rethrow, ...worn];
    for (const id of nudge) nudges.set(id, (nudges.get(id) ?? 0) + 1);
    const worry = worn.length > 0 ? `${worn.map(nameOf).join(" and ")} kept landing cocked — throwing again` : "";
    const redo = nudge.length + reading.rethrow.length > 0 ? redoMessage({ ok: false, nudge, rethrow: reading.rethrow }, nameOf) : "";
    handlers.onNote([redo, worry].filter((t) => t.length > 0).join("; "));
    handlers.onStatus("fixing");
    remedying = true;
    try {
      controller.nudge(nudge);
      if (rethrow.length > 0) {
        controller.toHand(rethrow);
        controller.throwForMe(rethrow, undefined, "bot");
      }
    } finally {
      remedying = false;
    }
    if (settleAtOnce) controller.settleNow();
  });
  return () => {
    offThrown();
    offSettled();
  };
}

/** The React face of watchThrows: the handlers may change between renders. */
export function useThrowReader(
  controller: TableController,
  onRead: (reading: ThrowReading) => void,
  onNote: (text: string) => void,
): ReaderStatus {
  const [status, setStatus] = useState<ReaderStatus>("idle");
  const handlers = useRef({ onRead, onNote });
  handlers.current = { onRead, onNote };
  useEffect(
    () =>
      watchThrows(controller, {
        onRead: (r) => handlers.current.onRead(r),
        onNote: (t) => handlers.current.onNote(t),
        onStatus: setStatus,
      }),
    [controller],
  );
  return status;
}
