// Scores in the order of play, the last seat marked, against the target.
import type { FiveThousandState } from "../../games/five-thousand";
import { ScoreTable, SeatNameCell, TotalCell, type PlayerSpec } from "../game-kit";

const COLUMNS = ["Player", "Score", "Turns"];

export function FiveThousandScoreboard({ game, seats }: { game: FiveThousandState; seats: readonly PlayerSpec[] }) {
  const order = game.order.length > 0 ? game.order : game.players.map((_, i) => i);
  const last = game.order.length > 1 ? game.order[game.order.length - 1] : null;
  const target = game.options.target;
  const rules = [
    game.options.minimumToBank > 0 ? `${game.options.minimumToBank} to bank` : null,
    game.options.recombine ? "recombine" : null,
  ].filter(Boolean);
  const title = `Play to ${target}${rules.length > 0 ? ` · ${rules.join(" · ")}` : ""}`;
  return (
    <ScoreTable title={title} columns={COLUMNS}>
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
            <SeatNameCell seat={seats[i]} name={p.name}>
              {last === i && <span className="badge badge--last">last seat</span>}
            </SeatNameCell>
            <TotalCell total={p.score} target={target} />
            <td>{p.turns}</td>
          </tr>
        );
      })}
    </ScoreTable>
  );
}
