// A score table as the dice games draw it: a titled panel, a header row, and cells for the
// seat's swatch, name and badges and for a total drawn as a bar against the target.
import { useId, type ReactNode } from "react";
import type { PlayerSpec } from "../../catalog/seats";

export function ScoreTable({ title, columns, children }: { title: ReactNode; columns: readonly string[]; children: ReactNode }) {
  const id = useId();
  return (
    <section className="panel game-scores" aria-labelledby={id}>
      <h3 id={id} className="game-scores__title">
        {title}
      </h3>
      <table className="score-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export function SeatNameCell({ seat, name, children }: { seat: PlayerSpec; name: string; children?: ReactNode }) {
  return (
    <th scope="row">
      <span className="swatch" style={{ background: seat.colour.body }} aria-hidden="true" /> {name}
      {seat.computer && <span className="badge">computer</span>}
      {children}
    </th>
  );
}

export function TotalCell({ total, target }: { total: number; target: number }) {
  return (
    <td>
      <span className="total-bar" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (total / target) * 100)}%` }} />
      </span>
      <strong>{total}</strong>
    </td>
  );
}
