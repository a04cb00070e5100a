// Scores in the order of play, the last seat marked, against the target.
import type { FiveThousandState } from "../../games/five-thousand";
import type { PlayerSpec } from "../game-kit";

export function FiveThousandScoreboard({ game, seats }: { game: FiveThousandState; seats: readonly PlayerSpec[] }) {
  const order = game.order.length > 0 ? game.order : game.players.map((_, i) => i);
  const last = game.order.length > 1 ? game.order[game.order.length - 1] : null;
  const target = game.options.target;
  const rules = [
    game.options.minimumToBank > 0 ? `${game.options.minimumToBank} to bank` : null,
    game.options.recombine ? "recombine" : null,
  ].filter(Boolean);
  return (
    <section className="panel game-scores" aria-labelledby="ft-scores">
      <h3 id="ft-scores" className="game-scores__title">
        Play to {target}
        {rules.length > 0 ? ` · ${rules.join(" · ")}` : ""}
      </h3>
      <table className="score-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Turns</th>
          </tr>
        </thead>
        <tbody>
          {order.map((i) => {
            const p = game.players[i];
            return (
              <tr
                key={p.name}
                aria-current={!game.winners && game.turn?.player === i ? "true" : undefined}
                data-testid="score-row"
                data-score={p.score}
                className={p.score >= target ? "score-row--stood" : undefined}
              >
                <th scope="row">
                  <span className="swatch" style={{ background: seats[i].colour.body }} aria-hidden="true" /> {p.name}
                  {seats[i].computer && <span className="badge">computer</span>}
                  {last === i && <span className="badge badge--last">last seat</span>}
                </th>
                <td>
                  <span className="total-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, (p.score / target) * 100)}%` }} />
                  </span>
                  <strong>{p.score}</strong>
                </td>
                <td>{p.turns}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
