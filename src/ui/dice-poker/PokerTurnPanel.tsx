// The controls for the turn at hand: the five dice as read and the hand they make, picking
// dice to throw again, standing, throwing (Throw for me, keyboard aim or a flick), and the
// squares or chips the hand allows.
import { handLabel, MAX_THROWS, readHand, type DicePokerState } from "../../games/dice-poker";
import { AimPad } from "../game-kit/AimPad";
import { DieFace } from "../game-kit/DieFace";
import { SquareChoices } from "./SquareChoices";
import type { PokerSideSpec } from "./sides";
import type { PokerTurn } from "./use-poker-turn";

function DiceRow({ game, turn, side }: { game: DicePokerState; turn: PokerTurn; side: PokerSideSpec }) {
  if (game.phase === "rolloff" || game.dice.length === 0) return null;
  const selecting = turn.mode === "select" && !turn.computerToPlay && !turn.rolling;
  return (
    <ol className="turn-dice" aria-label="Your five dice">
      {game.dice.map((value, p) => {
        const picked = turn.picked.includes(p);
        const face = <DieFace value={value} size={38} body={side.colour.body} ink={side.colour.ink} />;
        return (
          <li key={p} className={`turn-dice__die${picked ? " is-picked" : ""}`}>
            {selecting ? (
              <button type="button" className="die-button" aria-pressed={picked} onClick={() => turn.toggle(p)} data-testid={`pick-die-${p + 1}`}>
                {face}
                <span className="visually-hidden">
                  Die {p + 1} shows {value}: throw it again
                </span>
              </button>
            ) : (
              <span className="die-still">
                {face}
                <span className="visually-hidden">
                  Die {p + 1} shows {value}
                </span>
              </span>
            )}
            <span className="turn-dice__tag" aria-hidden="true">
              {picked ? "again" : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function PokerTurnPanel({ turn }: { turn: PokerTurn }) {
  const { view, mode } = turn;
  const game = view.game.game;
  const sideIndex = game.phase === "rolloff" ? game.rollOff!.contenders[game.rollOff!.values.length] : game.current;
  if (sideIndex === null || game.phase === "over") return null;
  const side = turn.sides[sideIndex];
  const member = game.phase === "rolloff" ? side.members[0] : side.members[game.player];
  const busy = turn.rolling;
  const human = !turn.computerToPlay;
  const due = turn.due.length;
  const hand = game.dice.length === 5 ? (game.hand ?? readHand(game.dice)) : null;
  const who = side.members.length > 1 ? `${side.colour.name} (${member.name})` : member.name === side.colour.name ? side.colour.name : `${side.colour.name} · ${member.name}`;
  const heading =
    game.phase === "rolloff"
      ? `${side.colour.name} throws one die for the start`
      : `${who} · throw ${Math.min(MAX_THROWS, game.throwsMade + (busy ? 1 : 0))} of ${MAX_THROWS}`;

  return (
    <section className="panel panel--section turn" aria-labelledby="poker-turn-heading" data-testid="turn-panel">
      <h2 className="panel__heading" id="poker-turn-heading">
        <span className="swatch" style={{ background: side.colour.body }} aria-hidden="true" /> {heading}
      </h2>
      <DiceRow game={game} turn={turn} side={side} />
      {hand && !busy && (
        <p className="poker-hand" data-testid="hand">
          {game.phase === "placing" ? "Standing on" : "Hand so far"}: <strong>{handLabel(hand)}</strong>
          {hand.lucky && game.phase === "throwing" && <span className="poker-hand__lucky"> — opens Lucky {hand.sum}</span>}
        </p>
      )}

      {!human && <p className="turn__wait">{member.name} (computer) is playing…</p>}
      {human && busy && <p className="turn__wait">The dice are rolling…</p>}

      {human && !busy && mode === "select" && (
        <div className="turn__group">
          <p className="turn__ask">
            Click the dice to throw again ({MAX_THROWS - game.throwsMade} {MAX_THROWS - game.throwsMade === 1 ? "throw" : "throws"} left), or stand on this
            hand.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => turn.pickUp()} disabled={turn.picked.length === 0} data-testid="pick-up">
              Re-throw {turn.picked.length > 0 ? turn.picked.length : ""} selected
            </button>
            <button type="button" className="button" onClick={() => turn.throwForMe()} disabled={turn.picked.length === 0} data-testid="rethrow-for-me">
              Throw them for me
            </button>
            <button type="button" className="button button--primary" onClick={() => turn.stand()} data-testid="stand">
              Stand
            </button>
          </div>
        </div>
      )}

      {human && !busy && mode === "throw" && due > 0 && (
        <div className="turn__group">
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => turn.throwForMe()} data-testid="throw-for-me">
              {due === 1 ? "Throw the die for me" : due === 5 ? "Throw all five for me" : `Throw ${due} for me`}
            </button>
          </div>
          <AimPad controller={turn.session.table} onThrow={() => turn.throwAimed()} disabled={busy} />
          <p className="turn__hint">
            …or drag a die in the tray and let go to throw {due === 1 ? "it" : due === 2 ? "both" : `all ${["three", "four", "five"][due - 3]}`}.
          </p>
        </div>
      )}

      {human && !busy && mode === "place" && (
        <SquareChoices game={game} sideNames={turn.sides.map((s) => s.colour.name)} onSquare={(s) => turn.square(s)} />
      )}

      {view.note && (
        <p className="turn__note" role="alert">
          {view.note}
        </p>
      )}
    </section>
  );
}
