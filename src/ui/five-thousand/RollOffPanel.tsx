// The roll-off for the last seat: each contender throws one real die; the highest goes last and
// ties throw again. Shows this round's dice and offers the person due their throw.
import { rollOffThrower } from "../../games/five-thousand";
import { verb } from "../../games/player-words";
import { AimPad } from "../game-kit/AimPad";
import { DieFace } from "../game-kit/DieFace";
import type { FiveThousandTableState } from "../../games/five-thousand/definition";
import type { SessionView } from "../../runtime/session/session-types";
import type { PlayerSpec } from "../game-kit";
import type { FiveThousandSession, PersonPlay } from "./use-person-play";

interface RollOffPanelProps {
  readonly session: FiveThousandSession;
  readonly view: SessionView<FiveThousandTableState>;
  readonly seats: readonly PlayerSpec[];
  readonly play: PersonPlay;
}

export function RollOffPanel({ session, view, seats, play }: RollOffPanelProps) {
  const { game } = view;
  const rollOff = game.rollOff!;
  const thrower = rollOffThrower(game);
  const acts = play.seat !== null;
  const again = rollOff.contenders.length < game.players.length;
  return (
    <section className="panel game-actions" aria-label="Roll-off for the last seat" data-testid="roll-off">
      <h2 className="game-actions__title">Roll-off for the last seat{again ? ": the tie is thrown again" : ""}</h2>
      <p className="game-actions__hint">Going last is an advantage. Each player throws one die; the highest sits last.</p>
      <ul className="roll-off">
        {rollOff.contenders.map((p, k) => {
          const seat = seats[p];
          const value = rollOff.throws[k];
          return (
            <li key={p} className={p === thrower ? "roll-off__row roll-off__row--due" : "roll-off__row"}>
              <span className="swatch" style={{ background: seat.colour.body }} aria-hidden="true" />
              <span className="roll-off__name">{game.players[p].name}</span>
              {value !== undefined ? (
                <>
                  <DieFace value={value} body={seat.colour.body} ink={seat.colour.ink} size={26} />
                  <span className="visually-hidden">threw {value}</span>
                </>
              ) : (
                <span className="roll-off__waiting">{p === thrower ? "to throw" : "waiting"}</span>
              )}
            </li>
          );
        })}
      </ul>
      {acts && thrower !== null && (
        <>
          <div className="button-row">
            <button type="button" className="button button--primary button--large" onClick={() => play.throwDue()} data-testid="throw-for-me">
              Throw for me
            </button>
          </div>
          <AimPad controller={session.table} onThrow={() => play.throwDue("aimed")} disabled={!acts} />
        </>
      )}
      {!acts && thrower !== null && session.driver(thrower).kind === "computer" && view.status === "idle" && (
        <p className="game-actions__wait">
          {game.players[thrower].name} {verb(game.players[thrower].name, "is", "are")} about to throw…
        </p>
      )}
    </section>
  );
}
