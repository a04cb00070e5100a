// The score slate: running totals against 30, who stands or is bust, chips won and lost; the
// pot; and the latest throw with the glyphs the dice showed.
import { TARGET, leadingStander, type HodruddaState } from "../../games/hodrudda";
import { ScoreTable, SeatNameCell, TotalCell, type PlayerSpec } from "../game-kit";
import { SpikeFace } from "./SpikeFace";

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

function statusText(game: HodruddaState, i: number): string {
  const p = game.players[i];
  if (p.status === "bust") return "bust";
  if (p.status === "stood") return leadingStander(game) === i ? "stands · leads" : "stands";
  return p.throws === 0 ? "to throw" : "throwing";
}

const COLUMNS = ["Player", "Total", "Now", "Chips"];

export function HodruddaScoreboard({ game, seats }: { game: HodruddaState; seats: readonly PlayerSpec[] }) {
  return (
    <ScoreTable title={`Game ${game.game} · to ${TARGET}`} columns={COLUMNS}>
      {game.players.map((p, i) => (
        <tr
          key={p.name}
          aria-current={!game.outcome && game.current === i ? "true" : undefined}
          className={`score-row score-row--${p.status}`}
          data-testid="score-row"
          data-total={p.total}
          data-status={p.status}
        >
          <SeatNameCell seat={seats[i]} name={p.name} />
          <TotalCell total={p.total} target={TARGET} />
          <td className="score-row__now">{statusText(game, i)}</td>
          <td>{signed(p.chips)}</td>
        </tr>
      ))}
    </ScoreTable>
  );
}

export function PotPanel({ game }: { game: HodruddaState }) {
  const first = game.log[0];
  const carried = first?.type === "ante" ? first.carried : 0;
  const shown = game.outcome?.kind === "all-bust" ? game.outcome.carried : game.pot;
  return (
    <section className="panel pot" aria-label="The pot">
      <span className="pot__chips" aria-hidden="true">
        {Array.from({ length: Math.min(shown, 8) }, (_, i) => (
          <span key={i} className="pot__chip" style={{ bottom: `${i * 4}px` }} />
        ))}
      </span>
      <span className="pot__text">
        <strong data-testid="pot">{shown}</strong> {shown === 1 ? "chip" : "chips"} in the pot
        {game.outcome?.kind === "all-bust" ? (
          <span className="pot__note">carried to the next game</span>
        ) : carried > 0 ? (
          <span className="pot__note">{carried} carried over from the last game</span>
        ) : (
          <span className="pot__note">ante {game.options.ante} each</span>
        )}
      </span>
    </section>
  );
}

export function LastThrow({ game, seats }: { game: HodruddaState; seats: readonly PlayerSpec[] }) {
  const last = [...game.log].reverse().find((e) => e.type === "throw");
  if (!last || last.type !== "throw") return null;
  const seat = seats[last.player];
  const zilla = last.dice[0] === 1 && last.dice[1] === 1;
  return (
    <section className="panel last-throw" aria-label="Latest throw" data-testid="last-throw" data-sum={last.sum}>
      <span className="last-throw__who">{game.players[last.player].name}</span>
      <SpikeFace value={last.dice[0]} body={seat.colour.body} ink={seat.colour.ink} />
      <SpikeFace value={last.dice[1]} body={seat.colour.body} ink={seat.colour.ink} />
      <span className="last-throw__sum">
        = {last.sum} → <strong>{last.total}</strong>
        {zilla && <span className="last-throw__flag">Zilla Spikes!</span>}
        {!zilla && last.total > TARGET && <span className="last-throw__flag">over {TARGET}</span>}
        {last.total === TARGET && <span className="last-throw__flag last-throw__flag--win">exactly {TARGET}</span>}
      </span>
    </section>
  );
}
