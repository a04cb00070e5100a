// What the people at the table may do now: throw (Throw for me, the keyboard aim pad, or a
// flick in the tray), call Winkee straight after their throw, or let a computer throw on.
// Each button acts for the seat whose move it is (several people may share the screen).
import { hodruddaChoice } from "../../catalog/hodrudda";
import { midSentence, verb } from "../../games/player-words";
import type { SessionView } from "../../runtime/session/session-types";
import type { HodruddaState } from "../../games/hodrudda";
import type { PlayerSpec } from "../game-kit";
import { AimPad } from "../game-kit/AimPad";
import type { HodruddaMove } from "../../games/hodrudda/definition";
import type { GameSession } from "../../runtime/session/session";

export function HodruddaActions({ session, view, seats }: { session: GameSession<HodruddaState, HodruddaMove>; view: SessionView<HodruddaState>; seats: readonly PlayerSpec[] }) {
  const { game } = view;
  const idle = view.status === "idle";
  const isPerson = (seat: number) => session.driver(seat).kind === "person";
  const caller = game.caller;
  const current = game.players[game.current];
  // A computer who has just thrown answers (Winkee or not) before the next throw takes its chance.
  const computerAnswers = caller !== null && caller !== game.current && !isPerson(caller);
  const throws = idle && !game.outcome && isPerson(game.current) && !computerAnswers;
  const mayCall = idle && caller !== null && isPerson(caller);
  const mayRide = mayCall && caller !== game.current && !isPerson(game.current);
  const thinking = view.thinking;
  const plan = idle && thinking !== null ? hodruddaChoice(game, thinking) : null;

  const move = (seat: number, type: "winkee" | "ride") => session.dispatch(seat, { kind: "move", move: { type } });

  return (
    <section className="panel game-actions" aria-label="Your move">
      {throws && (
        <>
          <h2 className="game-actions__title">
            <span className="swatch" style={{ background: seats[game.current].colour.body }} aria-hidden="true" />{" "}
            {current.name}, throw the spike dice
          </h2>
          <div className="button-row">
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => session.throwForMe(game.current)}
              data-testid="throw-for-me"
            >
              Throw for me
            </button>
          </div>
          <AimPad controller={session.table} onThrow={() => session.throwAimed(game.current)} disabled={!throws} />
          <p className="game-actions__hint">Or drag a spike die in the tray and let go while moving it.</p>
        </>
      )}
      {mayCall && caller !== null && (
        <div className="winkee-box">
          <p className="winkee-box__text">
            {game.players[caller].name} on {game.players[caller].total}: stand, or throw on?
          </p>
          <div className="button-row">
            <button type="button" className="button button--brass" onClick={() => move(caller, "winkee")} data-testid="winkee">
              Winkee! Stand on {game.players[caller].total}
            </button>
            {mayRide && (
              <button type="button" className="button" onClick={() => move(caller, "ride")} data-testid="let-it-ride">
                Let it ride: {midSentence(current.name)} {verb(current.name, "throws", "throw")}
              </button>
            )}
          </div>
        </div>
      )}
      {!idle && <p className="game-actions__wait">The dice are rolling…</p>}
      {plan && thinking !== null && (
        <p className="game-actions__wait" data-testid="computer-thinking">
          {game.players[thinking].name}{" "}
          {plan.kind === "throw"
            ? "is about to throw…"
            : plan.move.type === "winkee"
              ? "is about to call Winkee…"
              : `lets the dice ride on to ${midSentence(current.name)}…`}
        </p>
      )}
    </section>
  );
}
