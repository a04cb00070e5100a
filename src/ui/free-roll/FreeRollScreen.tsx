// #/free-roll: any handful of dice, thrown by flick, keyboard or "Throw for me".
import { useState } from "react";
import { useStore } from "zustand";
import type { ScreenProps } from "../routes";
import { TableController } from "../../table/table-controller";
import { DiceTableView } from "../../scene/DiceTableView";
import { useFreeRoll } from "../../store/free-roll-store";
import { AimPad } from "../game-kit/AimPad";
import { DicePicker } from "./DicePicker";
import { ResultPanel } from "./ResultPanel";
import { useFreeRollTable } from "./use-free-roll-table";

export default function FreeRollScreen({ seed }: ScreenProps) {
  const [controller] = useState(() => new TableController({ layout: "tray", seed }));
  const counts = useFreeRoll((s) => s.counts);
  const setCount = useFreeRoll((s) => s.setCount);
  const { result, status, hint } = useFreeRollTable(controller, counts);
  const phase = useStore(controller.store, (s) => s.phase);
  const holding = useStore(controller.store, (s) => s.holding);
  const inHand = useStore(controller.store, (s) => s.inHand);
  const dice = useStore(controller.store, (s) => s.dice);

  const busy = phase === "rolling" || holding !== null || status === "fixing";
  const noDice = dice.length === 0;

  /** Keyboard and "Throw for me" throw the hand; with an empty hand, every die is picked up first. */
  const withHand = (fn: () => void) => () => {
    if (busy || noDice) return;
    if (controller.handToThrow().length === 0) controller.toHand();
    fn();
  };
  const throwAimed = withHand(() => controller.throwAimed());
  const throwForMe = withHand(() => controller.throwForMe());

  return (
    <div className="table-screen">
      <div className="table-screen__stage">
        <DiceTableView
          controller={controller}
          label="Free Roll: a felt tray on a wooden table"
          overlay={
            <>
              {hint && (
                <p className="table-toast" role="note">
                  {hint}
                </p>
              )}
              {!busy && !hint && !noDice && (
                <p className="table-toast table-toast--soft">
                  {inHand.length > 0
                    ? "Drag a die in the tray and let go to throw the hand."
                    : "Drag any die to throw it again, or use Throw for me to throw them all."}
                </p>
              )}
            </>
          }
        />
      </div>
      <aside className="table-screen__panel" aria-label="Free Roll controls">
        <section className="panel panel--section" aria-labelledby="result-heading">
          <h2 className="panel__heading" id="result-heading">
            Result
          </h2>
          <ResultPanel controller={controller} result={result} status={status} />
        </section>
        <section className="panel panel--section">
          <h2 className="panel__heading">Throw</h2>
          <AimPad controller={controller} onThrow={throwAimed} disabled={busy || noDice} />
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={throwForMe} disabled={busy || noDice} data-testid="throw-for-me">
              Throw for me
            </button>
            <button type="button" className="button" onClick={throwAimed} disabled={busy || noDice}>
              Throw along the arrow
            </button>
            <button
              type="button"
              className="button"
              onClick={() => controller.toHand()}
              disabled={busy || inHand.length === dice.length}
            >
              Pick up all
            </button>
          </div>
        </section>
        <section className="panel panel--section">
          <h2 className="panel__heading">Dice</h2>
          <DicePicker counts={counts} onChange={setCount} disabled={busy} />
        </section>
      </aside>
    </div>
  );
}
