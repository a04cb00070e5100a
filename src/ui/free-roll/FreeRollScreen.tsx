// #/free-roll: any handful of dice, thrown by flick, keyboard or "Throw for me".
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { ScreenProps } from "../routes";
import { DiceTableView } from "../../scene/DiceTableView";
import { useFreeRoll } from "../../store/free-roll-store";
import type { FreeRollMove, FreeRollState } from "../../games/free-roll/definition";
import { freeRoll } from "../../catalog/free-roll";
import { SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";
import type { GameSession } from "../../runtime/session/session";
import { startSession, trySession } from "../../runtime/session/start-session";
import { AimPad } from "../game-kit/AimPad";
import { useSession } from "../game-kit/use-session";
import { DicePicker } from "./DicePicker";
import { ResultPanel, type ResultStatus } from "./ResultPanel";
import { tapWords } from "../game-kit/tap-words";

/** The one seat at the open table. */
const PLAYER: readonly PlayerSpec[] = [{ name: "You", colour: SEAT_COLOURS[0], computer: false }];

function startFreeRoll(seed: number | undefined, counts: FreeRollState["counts"]): GameSession<FreeRollState, FreeRollMove> {
  const made = trySession(freeRoll, PLAYER, { dice: counts }, seed);
  if (made.ok) return made.state;
  // Counts kept from an older visit that no longer fit: start from the default handful.
  return startSession(freeRoll, PLAYER, { dice: {} }, seed ?? 1);
}

export default function FreeRollScreen({ seed }: ScreenProps) {
  const counts = useFreeRoll((s) => s.counts);
  const setCount = useFreeRoll((s) => s.setCount);
  // Made once per seed; later changes of the dice are moves of the session.
  const session = useSession(() => startFreeRoll(seed, useFreeRoll.getState().counts), [seed]);
  if (!session) return <div className="table-screen" />;
  return <FreeRollTable session={session} counts={counts} setCount={setCount} />;
}

function FreeRollTable({
  session,
  counts,
  setCount,
}: {
  session: GameSession<FreeRollState, FreeRollMove>;
  counts: FreeRollState["counts"];
  setCount: (kind: keyof FreeRollState["counts"], n: number) => void;
}) {
  const controller = session.table;
  const view = useStore(session.store);
  const holding = useStore(controller.store, (s) => s.holding);
  const inHand = useStore(controller.store, (s) => s.inHand);
  const dice = useStore(controller.store, (s) => s.dice);
  const [hint, setHint] = useTapHint(session);

  useEffect(() => {
    const now = session.game.counts;
    if (Object.keys(counts).some((k) => counts[k as keyof typeof counts] !== now[k as keyof typeof now])) {
      session.dispatch(0, { kind: "move", move: { type: "set-dice", counts } });
    }
  }, [session, counts]);

  // The throw's phase is the session's alone: rolling, or a bad landing being put right.
  const rolling = view.status !== "idle";
  const busy = rolling || holding !== null;
  const noDice = dice.length === 0;
  const status: ResultStatus = view.status === "fixing" ? "fixing" : rolling ? "rolling" : view.game.result ? "done" : "ready";
  const result = view.game.result && view.lastThrow ? view.lastThrow : null;

  /** Keyboard and "Throw for me" throw the hand; with an empty hand, every die goes. */
  const throwAimed = () => {
    if (!busy && !noDice) session.throwAimed(0);
    setHint(null);
  };
  const throwForMe = () => {
    if (!busy && !noDice) session.throwForMe(0);
    setHint(null);
  };

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
              onClick={() => session.pickUp(0)}
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

/** "To throw, drag the die…" after a tap that did not throw; gone with the next throw. */
function useTapHint(session: GameSession<FreeRollState, FreeRollMove>) {
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => {
    const offTap = session.table.on("tap", (e) => setHint(tapWords(e.why)));
    const offThrown = session.table.on("thrown", () => setHint(null));
    return () => {
      offTap();
      offThrown();
    };
  }, [session]);
  return [hint, setHint] as const;
}
