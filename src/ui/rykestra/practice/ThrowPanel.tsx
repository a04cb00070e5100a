// Throwing the practice die: a flick from the thrower's edge, the keyboard aim pad, or "Throw
// for me" (the strong player's planned flick, explained in ForMePanel); then back to the
// set-up for another go.
import { useStore } from "zustand";
import type { TableController } from "../../../table/table-controller";
import { AimPad } from "../../game-kit/AimPad";
import type { PracticeMode, PracticeControls } from "./practice-controls";
import { seatName, seatSide } from "./seat-words";
import { IDLE_STORE, type ThrowForMe } from "./throw-for-me";

export function ThrowPanel({
  practice,
  forMe,
  controller,
  mode,
  thrower,
  seats,
}: {
  practice: PracticeControls;
  forMe: ThrowForMe | null;
  controller: TableController;
  mode: PracticeMode;
  thrower: number;
  seats: number;
}) {
  const planning = useStore(forMe?.store ?? IDLE_STORE, (s) => s.phase === "planning");
  const ready = mode === "setup";
  return (
    <section className="panel panel--section" aria-labelledby="prac-throw-heading">
      <h2 className="panel__heading" id="prac-throw-heading">
        Throw
      </h2>
      {ready ? (
        <p className="ryk-hint">
          {seatName(thrower)}'s die waits at the {seatSide(thrower, seats)} edge. Drag it and let go to flick it, or:
        </p>
      ) : (
        <p className="ryk-hint">{mode === "rolling" ? "Rolling…" : "Put every die back where the set-up has it to try again."}</p>
      )}
      {ready && <AimPad controller={controller} onThrow={() => practice.throwAimed()} disabled={!ready} />}
      <div className="button-row">
        {ready ? (
          <>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void forMe?.start()}
              disabled={planning || !forMe}
              data-testid="throw-for-me"
              title="The strong computer plans a throw for this mat, throws it with its hand's wobble, and says what it aimed at and why"
            >
              {planning ? "Planning…" : "Throw for me"}
            </button>
            <button type="button" className="button" onClick={() => practice.throwAimed()}>
              Throw along the arrow
            </button>
          </>
        ) : (
          <button type="button" className="button button--primary" onClick={() => practice.reset()} disabled={mode === "rolling"} data-testid="practice-reset" autoFocus>
            Reset the mat
          </button>
        )}
      </div>
    </section>
  );
}
