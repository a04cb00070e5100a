// What the person at the table may do now: throw (Throw for me, the keyboard aim pad, or a
// flick in the tray), call Winkee straight after their throw, or let a computer throw on.
import { midSentence, verb } from "../../games/player-words";
import { AimPad } from "../game-kit/AimPad";
import type { HodruddaSession, HodruddaView } from "./hodrudda-session";

export function HodruddaActions({ session, view }: { session: HodruddaSession; view: HodruddaView }) {
  const { game } = view;
  const { seats } = session;
  const step = session.step;
  const throws = session.personThrows;
  const caller = game.caller;
  const current = game.players[game.current];
  const computerActs = view.reader === "idle" && (step?.kind === "throw" || step?.kind === "winkee");
  const actor = step ? game.players[step.player].name : "";

  return (
    <section className="panel game-actions" aria-label="Your move">
      {throws && (
        <>
          <h2 className="game-actions__title">
            <span className="swatch" style={{ background: seats[game.current].colour.body }} aria-hidden="true" />{" "}
            {current.name}, throw the spike dice
          </h2>
          <div className="button-row">
            <button type="button" className="button button--primary button--large" onClick={() => session.throwDue()} data-testid="throw-for-me">
              Throw for me
            </button>
          </div>
          <AimPad controller={session.controller} onThrow={() => session.throwDue("aimed")} disabled={!throws} />
          <p className="game-actions__hint">Or drag a spike die in the tray and let go while moving it.</p>
        </>
      )}
      {session.personMayCall && caller !== null && (
        <div className="winkee-box">
          <p className="winkee-box__text">
            {game.players[caller].name} on {game.players[caller].total}: stand, or throw on?
          </p>
          <div className="button-row">
            <button type="button" className="button button--brass" onClick={() => session.callWinkee()} data-testid="winkee">
              Winkee! Stand on {game.players[caller].total}
            </button>
            {step?.kind === "await-caller" && (
              <button type="button" className="button" onClick={() => session.letItRide()} data-testid="let-it-ride">
                Let it ride: {midSentence(current.name)} {verb(current.name, "throws", "throw")}
              </button>
            )}
          </div>
        </div>
      )}
      {view.reader !== "idle" && <p className="game-actions__wait">The dice are rolling…</p>}
      {computerActs && (
        <p className="game-actions__wait" data-testid="computer-thinking">
          {actor} {step?.kind === "winkee" ? "is about to call Winkee…" : "is about to throw…"}
        </p>
      )}
    </section>
  );
}
