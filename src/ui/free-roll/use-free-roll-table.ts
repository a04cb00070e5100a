// Free Roll's table session: keeps the controller's dice in step with the chosen counts and
// turns settled snapshots into results, nudging or re-throwing cocked dice first.
import { useEffect, useRef, useState } from "react";
import type { SettledDie } from "../../geometry/types";
import type { TableController } from "../../table/table-controller";
import type { DiceCounts } from "../../store/free-roll-store";
import { diceFor } from "./dice-catalogue";
import { decideRerolls } from "./reroll-policy";

export interface FreeRollResult {
  /** The settled dice, straight from the physics snapshot. */
  readonly dice: readonly SettledDie[];
  /** What was done about cocked dice on the way. */
  readonly notes: readonly string[];
  /** The table's throw count this result belongs to. */
  readonly throwNumber: number;
}

export type SessionStatus = "ready" | "rolling" | "fixing" | "done";

export function useFreeRollTable(controller: TableController, counts: DiceCounts) {
  const [result, setResult] = useState<FreeRollResult | null>(null);
  const [status, setStatus] = useState<SessionStatus>("ready");
  const [hint, setHint] = useState<string | null>(null);
  const attempts = useRef(new Map<string, number>());
  const notes = useRef<string[]>([]);
  const remedying = useRef(false);

  useEffect(() => {
    const dice = diceFor(counts);
    controller.setDice(dice);
    // In Free Roll any die may be picked up, from the hand or off the table.
    controller.setThrowable(dice.map((d) => d.id));
    if (dice.length === 0) setResult(null);
  }, [controller, counts]);

  useEffect(() => {
    const nameOf = (id: string) => controller.spec(id)?.name ?? id;
    const offThrown = controller.on("thrown", () => {
      setHint(null);
      if (remedying.current) return;
      attempts.current = new Map();
      notes.current = [];
      setStatus("rolling");
    });
    const offSettled = controller.on("settled", ({ dice, throws }) => {
      const decision = decideRerolls(dice, attempts.current, nameOf);
      const again = [...decision.nudge, ...decision.rethrow];
      notes.current = [...notes.current, ...decision.notes];
      if (again.length === 0) {
        // In the order the player chose the dice, not the order they first reached the table.
        const order = controller.state.dice.map((d) => d.id);
        const sorted = [...dice].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
        setResult({ dice: sorted, notes: notes.current, throwNumber: throws });
        setStatus("done");
        return;
      }
      for (const id of again) attempts.current.set(id, (attempts.current.get(id) ?? 0) + 1);
      setStatus("fixing");
      controller.nudge(decision.nudge);
      if (decision.rethrow.length > 0) {
        remedying.current = true;
        try {
          controller.toHand(decision.rethrow);
          controller.throwForMe(decision.rethrow);
        } finally {
          remedying.current = false;
        }
      }
    });
    const offTap = controller.on("tap", () => setHint("To throw, drag the die and let go while it is still moving."));
    return () => {
      offThrown();
      offSettled();
      offTap();
    };
  }, [controller]);

  return { result, status, hint };
}
