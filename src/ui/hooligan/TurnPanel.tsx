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
import { canScoreNow } from "./turn-mode";
import type { HooliganTurn } from "./use-hooligan-turn";

/** "it", "both", "all three"… for a handful of dice. */
const handWords = (n: number) => (n === 1 ? "it" : n === 2 ? "both" : `all ${["three", "four", "five"][n - 3] ?? n}`);

function DiceRow({ game, t, seat }: { game: HooliganState; t: HooliganTurn; seat: PlayerSpec }) {
  const turn = game.turn;
  if (!turn || game.phase !== "playing") return null;
  const selecting = t.mode === "keep" && !seat.computer && !t.rolling;
  return (
    <ol className="turn-dice" aria-label="The five dice">
      {[0, 1, 2, 3, 4].map((p) => {
        const value = turn.dice[p] ?? null;
        const aside = turn.setAside[p] && turn.dice.length > 0;
        const picked = t.selected.includes(p);
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
                onClick={() => t.toggle(p)}
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

export function TurnPanel({ turn: t, seats }: { turn: HooliganTurn; seats: readonly PlayerSpec[] }) {
  const { view, mode, actor } = t;
  const game = view.game;
  if (actor === null) return null;
  const seat = seats[actor];
  const turn = game.phase === "playing" ? game.turn : null;
  const busy = t.rolling;
  const human = !seat.computer;
  const due = t.due.length;
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
      <DiceRow game={game} t={t} seat={seat} />

      {!human && <p className="turn__wait">{seat.name} (computer) is playing…</p>}

      {human && busy && <p className="turn__wait">The dice are rolling…</p>}

      {human && !busy && mode === "decide" && turn && (
        <div className="turn__group" role="group" aria-label="Choose a box">
          <p className="turn__ask">
            {throwsLeft > 0 ? "Choose a box to play for, or throw all five again." : "Last throw: choose the box to score."}
          </p>
          <div className="category-grid">
            {emptyCategories(game.sheets[actor]).map((c) => (
              <button key={String(c)} type="button" className="button category-button" onClick={() => t.choose(c)} data-testid={`choose-${c}`}>
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
            <button type="button" className="button" onClick={() => t.pickUp()} data-testid="pick-up">
              {t.selected.length > 0
                ? `Keep ${t.selected.length}, pick up ${due - t.selected.length}`
                : `Keep none, pick up all ${due}`}
            </button>
          </div>
        </div>
      )}

      {human && !busy && (mode === "throw" || mode === "keep" || (mode === "decide" && throwsLeft > 0)) && due > 0 && (
        <div className="turn__group">
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => t.throwForMe()} data-testid="throw-for-me">
              {mode === "decide"
                ? "Throw all five again for me"
                : mode === "keep" && t.selected.length > 0
                  ? `Keep ${t.selected.length}, throw ${due - t.selected.length} for me`
                  : `Throw ${due === 5 ? "all five" : due} for me`}
            </button>
          </div>
          {mode !== "keep" && (
            <>
              <AimPad controller={t.session.table} onThrow={() => t.throwAimed()} disabled={busy} />
              <p className="turn__hint">…or drag a die in the tray and let go to throw {handWords(due)}.</p>
            </>
          )}
        </div>
      )}

      {human && !busy && canScoreNow(game) && turn && turn.chosen !== null && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => t.scoreNow()} data-testid="score-now">
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
