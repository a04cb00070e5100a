// The score sheet: a row per box, a column per player, totals at the foot. The player on turn
// is marked; the box they are playing for shows what it would score now.
import {
  CATEGORIES,
  categoryLabel,
  categoryPoints,
  sheetTotal,
  type HooliganCategory,
  type HooliganState,
} from "../../games/hooligan";
import type { PlayerSpec } from "../game-kit";

const rowLabel = (c: HooliganCategory) => (c === "H" ? "H (Hooligan)" : categoryLabel(c));

export function ScoreSheet({ game, seats }: { game: HooliganState; seats: readonly PlayerSpec[] }) {
  const turn = game.phase === "playing" ? game.turn : null;
  return (
    <table className="score-table hooligan-sheet" data-testid="score-sheet">
      <caption className="table-caption">
        Score sheet · round {game.round} of 7
      </caption>
      <thead>
        <tr>
          <th scope="col">Box</th>
          {seats.map((s, i) => (
            <th key={s.name} scope="col" aria-current={turn?.player === i ? "true" : undefined} className={turn?.player === i ? "hooligan-sheet__on" : undefined}>
              <span className="swatch" style={{ background: s.colour.body }} aria-hidden="true" /> {s.name}
              {s.computer && <span className="visually-hidden"> (computer)</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((c) => (
          <tr key={String(c)}>
            <th scope="row">{rowLabel(c)}</th>
            {seats.map((s, i) => {
              const filled = game.sheets[i][c];
              const playing = turn?.player === i && turn.chosen === c;
              const preview = playing && turn.dice.length > 0 ? categoryPoints(c, turn.dice, turn.banked) : null;
              return (
                <td
                  key={s.name}
                  className={[
                    turn?.player === i ? "hooligan-sheet__on" : "",
                    playing ? "hooligan-sheet__playing" : "",
                    filled === 0 ? "hooligan-sheet__zero" : "",
                  ].join(" ")}
                >
                  {filled !== null ? filled : playing ? <span title="Playing for this box now">▸ {preview ?? "…"}</span> : <span aria-label="empty">·</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {seats.map((s, i) => (
            <td key={s.name} className={turn?.player === i ? "hooligan-sheet__on" : undefined} data-testid={`total-${i}`}>
              {sheetTotal(game.sheets[i])}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
