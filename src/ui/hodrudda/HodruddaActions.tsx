// What the person at the table may do now: throw (Throw for me, the keyboard aim pad, or a
// flick in the tray), call Winkee straight after their throw, or let a computer throw on.
import type { HodruddaState } from "../../games/hodrudda";
import type { TableController } from "../../scene/table-controller";
import type { PlayerSpec } from "../game-kit";
import { AimPad } from "../free-roll/AimPad";
import type { useHodruddaTable } from "./use-hodrudda-table";

type Table = ReturnType<typeof useHodruddaTable>;

export function HodruddaActions({
  controller,
  game,
  seats,
  table: t,
}: {
  controller: TableController;
  game: HodruddaState;
  seats: readonly PlayerSpec[];
  table: Table;
}) {
  const caller = game.caller;
  const personMayCall = caller !== null && !seats[caller].computer && t.reader === "idle";
  const current = game.players[game.current];
  const computerActs = t.step?.kind === "throw" || t.step?.kind === "winkee";
  const actor = t.step ? game.players[t.step.player].name : "";

  return (
    <section className="panel game-actions" aria-label="Your move">
      {t.personThrows && (
        <>
          <h2 className="game-actions__title">
            <span className="swatch" style={{ background: seats[game.current].colour.body }} aria-hidden="true" />{" "}
            {current.name}, throw the spike dice
          </h2>
          <div className="button-row">
            <button type="button" className="button button--primary button--large" onClick={t.throwForMe} data-testid="throw-for-me">
              Throw for me
            </button>
          </div>
          <AimPad controller={controller} onThrow={t.throwAimed} disabled={!t.personThrows} />
          <p className="game-actions__hint">Or drag a spike die in the tray and let go while moving it.</p>
        </>
      )}
      {personMayCall && caller !== null && (
        <div className="winkee-box">
          <p className="winkee-box__text">
            {game.players[caller].name} stands on {game.players[caller].total}?
          </p>
          <div className="button-row">
            <button type="button" className="button button--brass" onClick={t.callWinkee} data-testid="winkee">
              Winkee! Stand on {game.players[caller].total}
            </button>
            {t.step?.kind === "await-caller" && (
              <button type="button" className="button" onClick={t.letItRide} data-testid="let-it-ride">
                Let it ride: {current.name} throws
              </button>
            )}
          </div>
        </div>
      )}
      {t.reader !== "idle" && <p className="game-actions__wait">The dice are rolling…</p>}
      {t.reader === "idle" && computerActs && (
        <p className="game-actions__wait" data-testid="computer-thinking">
          {actor} {t.step?.kind === "winkee" ? "is about to call Winkee…" : "is about to throw…"}
        </p>
      )}
    </section>
  );
}
