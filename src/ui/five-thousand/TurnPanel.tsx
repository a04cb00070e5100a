// The turn in progress: the dice on the felt as buttons (click or Space to choose them), what
// the choice is worth or why it does not score, the dice in the rack, and Set aside / Throw
// the rest / Bank. A computer's turn shows the same, without the buttons. A person's clicks go
// through `play` (their choice, then moves dispatched for their seat).
import { diceToThrow, isHotDice, mustThrowAgain, turnTotal, type FiveThousandState } from "../../games/five-thousand";
import { possessive, verb } from "../../games/player-words";
import { AimPad } from "../game-kit/AimPad";
import { DieFace } from "../game-kit/DieFace";
import type { FiveThousandTableState } from "../../games/five-thousand/definition";
import type { SessionView } from "../../runtime/session/session-types";
import type { PlayerSpec } from "../game-kit";
import { bankOpen, judgeChoice, onFelt } from "./choice";
import type { FiveThousandSession, PersonPlay } from "./use-person-play";

const restWords = (n: number) => (n === 6 ? "all six again" : n === 1 ? "the last die" : `the other ${n}`);

function RackList({ game, colour, ink }: { game: FiveThousandState; colour: string; ink: string }) {
  const turn = game.turn!;
  const groups = [...turn.aside, ...(turn.picked.length > 0 ? [turn.picked.map((i) => turn.thrown![i])] : [])];
  if (groups.length === 0) return null;
  return (
    <div className="rack-list" aria-label="Set aside this turn">
      <span className="rack-list__label">In the rack</span>
      {groups.map((g, k) => (
        <span key={k} className="rack-list__group">
          {g.map((v, j) => (
            <DieFace key={j} value={v} body={colour} ink={ink} size={22} />
          ))}
        </span>
      ))}
    </div>
  );
}

interface TurnPanelProps {
  readonly session: FiveThousandSession;
  readonly view: SessionView<FiveThousandTableState>;
  readonly seats: readonly PlayerSpec[];
  readonly play: PersonPlay;
}

export function TurnPanel({ session, view, seats, play }: TurnPanelProps) {
  const { game } = view;
  const turn = game.turn;
  if (!turn) return null;
  const seat = seats[turn.player];
  const name = game.players[turn.player].name;
  const acts = play.seat !== null;
  const { chosen, pickedUp } = play;
  const total = turnTotal(turn, game.options);
  const verdict = judgeChoice(game, chosen);
  const felt = onFelt(game);
  const anyAside = turn.picked.length > 0 || chosen.length > 0;
  const rest = turn.thrown ? (isHotDice(turn) ? 6 : diceToThrow({ ...turn, picked: [...turn.picked, ...chosen] })) : 6;
  const computer = session.driver(turn.player).kind === "computer";

  return (
    <section className="panel game-actions turn-panel" aria-label={`${possessive(name)} turn`}>
      <h2 className="game-actions__title">
        <span className="swatch" style={{ background: seat.colour.body }} aria-hidden="true" /> {name}
        {computer ? " (computer)" : ""}
        <span className="turn-panel__total" data-testid="turn-total">
          turn <strong>{verdict?.valid ? verdict.turnAfter : total}</strong>
        </span>
      </h2>
      {turn.banked > 0 && <p className="game-actions__hint">{turn.banked} already made this turn before the hot dice.</p>}

      {turn.thrown && !pickedUp && felt.length > 0 && (
        <div className="felt-dice" role="group" aria-label="Dice on the felt: choose the ones to set aside">
          {felt.map((i) => {
            const isChosen = chosen.includes(i);
            const value = turn.thrown![i];
            return (
              <button
                key={game.thrownIds[i] ?? i}
                type="button"
                className={`felt-die${isChosen ? " felt-die--chosen" : ""}`}
                aria-pressed={isChosen}
                aria-label={`Die showing ${value}`}
                disabled={!acts}
                onClick={() => play.toggle(i)}
                data-testid="felt-die"
                data-index={i}
                data-value={value}
                data-die-id={game.thrownIds[i]}
              >
                <DieFace value={value} body={seat.colour.body} ink={seat.colour.ink} size={34} />
              </button>
            );
          })}
        </div>
      )}

      {verdict && (
        <p className={`verdict${verdict.valid ? "" : " verdict--bad"}`} role="status" data-testid="verdict">
          {verdict.valid ? `${verdict.dice.join(" ")} scores ${verdict.adds}: the turn would be ${verdict.turnAfter}` : verdict.reason}
        </p>
      )}
      {acts && turn.thrown && !verdict && turn.picked.length === 0 && (
        <p className="game-actions__hint">Click scoring dice, on the table or here, to set them aside.</p>
      )}

      <RackList game={game} colour={seat.colour.body} ink={seat.colour.ink} />

      {acts && (
        <div className="button-row">
          {!turn.thrown ? (
            <button type="button" className="button button--primary button--large" onClick={() => play.throwDue()} data-testid="throw-for-me">
              Throw six dice
            </button>
          ) : (
            <>
              {!pickedUp && !mustThrowAgain(turn) && (
                <button type="button" className="button" onClick={() => play.setAsideChosen()} disabled={chosen.length === 0} data-testid="set-aside">
                  Set aside
                </button>
              )}
              <button
                type="button"
                className="button button--primary"
                onClick={() => play.throwDue()}
                disabled={!anyAside}
                data-testid="throw-rest"
              >
                Throw {restWords(rest)}
              </button>
              <button type="button" className="button button--brass" onClick={() => play.bank()} disabled={!bankOpen(game, chosen)} data-testid="bank">
                Bank{verdict?.valid ? ` ${verdict.turnAfter}` : total > 0 ? ` ${total}` : ""}
              </button>
            </>
          )}
        </div>
      )}
      {acts && (!turn.thrown || pickedUp || mustThrowAgain(turn)) && (
        <>
          <AimPad controller={session.table} onThrow={() => play.throwDue("aimed")} disabled={!acts} />
          <p className="game-actions__hint">Or drag one of the dice due and let go while moving it: the rest go with it.</p>
        </>
      )}
      {acts && turn.thrown && !pickedUp && turn.picked.length > 0 && !mustThrowAgain(turn) && (
        <button type="button" className="button button--small turn-panel__pickup" onClick={() => play.pickUp()} data-testid="pick-up">
          Pick up {restWords(rest)} to throw by hand
        </button>
      )}
      {!acts && view.status === "idle" && computer && (
        <p className="game-actions__wait" data-testid="computer-thinking">
          {name} {verb(name, "is", "are")} thinking…
        </p>
      )}
      {view.status !== "idle" && <p className="game-actions__wait">The dice are rolling…</p>}
    </section>
  );
}
