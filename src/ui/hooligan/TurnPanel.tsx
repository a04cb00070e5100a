// The player's controls for the throw at hand: the five dice as read, the boxes to choose,
// keeping dice for Hooligan, throwing (Throw for me, keyboard aim, or a flick on the table).
import {
  categoryLabel,
  categoryPoints,
  emptyCategories,
  isStraight,
  THROWS_PER_TURN,
  type HooliganState,
} from "../../games/hooligan";
import { possessive, verb } from "../../games/player-words";
import { AimPad } from "../game-kit/AimPad";
import { DieFace } from "../game-kit/DieFace";
import type { PlayerSpec } from "../game-kit";
import { categoryHint } from "./category-hints";
import type { HooliganSession, HooliganView } from "./hooligan-session";
import { canScoreNow, hooliganMode } from "./turn-mode";

/** "it", "both", "all three"… for a handful of dice. */
const handWords = (n: number) => (n === 1 ? "it" : n === 2 ? "both" : `all ${["three", "four", "five"][n - 3] ?? n}`);

function DiceRow({ game, view, session, seat }: { game: HooliganState; view: HooliganView; session: HooliganSession; seat: PlayerSpec }) {
  const turn = game.turn;
  if (!turn || game.phase !== "playing") return null;
  const selecting = hooliganMode(game, view.pickedUp) === "keep" && !seat.computer && !view.rolling;
  return (
    <ol className="turn-dice" aria-label="The five dice">
      {[0, 1, 2, 3, 4].map((p) => {
        const value = turn.dice[p] ?? null;
        const aside = turn.setAside[p] && turn.dice.length > 0;
        const picked = view.selected.includes(p);
        const words = value === null ? "not thrown" : `shows ${value}`;
        const state = aside ? "set aside" : picked ? "picked to keep" : null;
        const face = <DieFace value={value} size={38} body={seat.colour.body} ink={seat.colour.ink} />;
        return (
          <li key={p} className={`turn-dice__die${aside ? " is-aside" : ""}${picked ? " is-picked" : ""}`}>
            {selecting && !aside ? (
              <button
                type="button"
                className="die-button"
                aria-pressed={picked}
                onClick={() => session.toggle(p)}
                data-testid={`keep-die-${p + 1}`}
              >
                {face}
                <span className="visually-hidden">
                  Die {p + 1} {words}: keep it
                </span>
              </button>
            ) : (
              <span className="die-still" title={`Die ${p + 1} ${words}${state ? `, ${state}` : ""}`}>
                {face}
                <span className="visually-hidden">
                  Die {p + 1} {words}
                  {state ? `, ${state}` : ""}
                </span>
              </span>
            )}
            <span className="turn-dice__tag" aria-hidden="true">
              {aside ? "kept" : picked ? "keep" : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function TurnPanel({ session, view, seats }: { session: HooliganSession; view: HooliganView; seats: readonly PlayerSpec[] }) {
  const game = view.game;
  const actor = session.actor;
  if (actor === null) return null;
  const seat = seats[actor];
  const turn = game.phase === "playing" ? game.turn : null;
  const mode = hooliganMode(game, view.pickedUp);
  const busy = view.rolling;
  const human = !seat.computer;
  const due = session.dueDice().length;
  const throwsLeft = turn ? THROWS_PER_TURN - turn.throwsMade : 0;

  const heading =
    game.phase === "rolloff"
      ? `${seat.name} ${verb(seat.name, "throws", "throw")} for the starting order`
      : `${possessive(seat.name)} turn · throw ${Math.min(THROWS_PER_TURN, (turn?.throwsMade ?? 0) + (busy ? 1 : 0))} of ${THROWS_PER_TURN}`;

  return (
    <section className="panel panel--section turn" aria-labelledby="hooligan-turn-heading" data-testid="turn-panel">
      <h2 className="panel__heading" id="hooligan-turn-heading">
        <span className="swatch" style={{ background: seat.colour.body }} aria-hidden="true" /> {heading}
      </h2>
      {turn && turn.chosen !== null && (
        <p className="hooligan-turn__chosen">
          Playing for <strong>{categoryLabel(turn.chosen)}</strong>
          {turn.dice.length > 0 &&
            (turn.chosen === "H" ? (
              <> · {isStraight(turn.dice) ? "a straight!" : "no straight yet"}</>
            ) : (
              <> · {categoryPoints(turn.chosen, turn.dice, turn.banked)} so far</>
            ))}
        </p>
      )}
      {turn && turn.banked > 0 && (
        <p className="hooligan-turn__bonus" data-testid="bonus">
          Bonus! {turn.banked} dice banked, each worth {turn.chosen}: all five go again.
        </p>
      )}
      <DiceRow game={game} view={view} session={session} seat={seat} />

      {!human && <p className="turn__wait">{seat.name} (computer) is playing…</p>}

      {human && busy && <p className="turn__wait">The dice are rolling…</p>}

      {human && !busy && mode === "decide" && turn && (
        <div className="turn__group" role="group" aria-label="Choose a box">
          <p className="turn__ask">
            {throwsLeft > 0 ? "Choose a box to play for, or throw all five again." : "Last throw: choose the box to score."}
          </p>
          <div className="category-grid">
            {emptyCategories(game.sheets[actor]).map((c) => (
              <button key={String(c)} type="button" className="button category-button" onClick={() => session.choose(c)} data-testid={`choose-${c}`}>
                <span className="category-button__name">{c === "H" ? "Hooligan" : categoryLabel(c)}</span>
                <span className="category-button__hint">{categoryHint(c, turn)}</span>
              </button>
            ))}
          </div>
        </div>
      )}

      {human && !busy && mode === "keep" && (
        <div className="turn__group">
          <p className="turn__ask">
            Click the dice to keep towards a straight (different values, never both 1 and 6), then pick up the rest.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => session.pickUp()} data-testid="pick-up">
              {view.selected.length > 0
                ? `Keep ${view.selected.length}, pick up ${due - view.selected.length}`
                : `Keep none, pick up all ${due}`}
            </button>
          </div>
        </div>
      )}

      {human && !busy && (mode === "throw" || mode === "keep" || (mode === "decide" && throwsLeft > 0)) && due > 0 && (
        <div className="turn__group">
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => session.throwForMe()} data-testid="throw-for-me">
              {mode === "decide"
                ? "Throw all five again for me"
                : mode === "keep" && view.selected.length > 0
                  ? `Keep ${view.selected.length}, throw ${due - view.selected.length} for me`
                  : `Throw ${due === 5 ? "all five" : due} for me`}
            </button>
          </div>
          {mode !== "keep" && (
            <>
              <AimPad controller={session.controller} onThrow={() => session.throwAimed()} disabled={busy} />
              <p className="turn__hint">…or drag a die in the tray and let go to throw {handWords(due)}.</p>
            </>
          )}
        </div>
      )}

      {human && !busy && canScoreNow(game) && turn && turn.chosen !== null && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => session.scoreNow()} data-testid="score-now">
            Stop: score {categoryPoints(turn.chosen, turn.dice, turn.banked)} in {categoryLabel(turn.chosen)}
          </button>
        </div>
      )}

      {view.note && (
        <p className="turn__note" role="alert">
          {view.note}
        </p>
      )}
    </section>
  );
}
