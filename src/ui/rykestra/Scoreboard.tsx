// The scoreboard: each player's points round by round and in total, and every capture of
// every scored round, in words.
import type { RoundSummary, RykestraState } from "../../games/rykestra";
import type { PlayerSpec } from "../game-kit";
import { pointsText, sectorSetText, tookText } from "../../games/rykestra/words";

/** A round being replayed: only what the replay has shown so far counts on the board. */
export interface ReplayProgress {
  readonly round: number;
  readonly points: readonly number[];
  readonly captured: ReadonlySet<string>;
}

function RoundCaptures({ summary, seats, shown }: { summary: RoundSummary; seats: readonly PlayerSpec[]; shown?: ReadonlySet<string> }) {
  const names = seats.map((s) => s.name);
  const captures = summary.steps.flatMap((s) => s.captures).filter((c) => !shown || shown.has(c.captured));
  return (
    <li>
      <strong>Round {summary.round + 1}</strong> <span className="ryk-muted">({sectorSetText(summary.sectors)})</span>
      {captures.length === 0 ? (
        <p className="ryk-muted ryk-captures__none">No captures.</p>
      ) : (
        <ul className="ryk-captures__list">
          {captures.map((c) => (
            <li key={c.captured}>
              <span className="swatch" style={{ background: seats[c.capturerOwner].colour.body }} aria-hidden="true" /> {tookText(c, summary.mat, names)}{" "}
              <span className="ryk-points">{pointsText(c)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function Scoreboard({
  game,
  seats,
  replay = null,
  showCaptures = true,
}: {
  game: RykestraState;
  seats: readonly PlayerSpec[];
  replay?: ReplayProgress | null;
  showCaptures?: boolean;
}) {
  const rounds = [0, 1, 2];
  const roundPoints = (r: number, seat: number): number | null => {
    if (replay && r === replay.round) return replay.points[seat];
    return game.history[r] ? game.history[r].pointsBySeat[seat] : null;
  };
  const totals = seats.map((_, seat) => rounds.reduce((t, r) => t + (roundPoints(r, seat) ?? 0), 0));
  const best = Math.max(...totals);
  return (
    <div className="ryk-scoreboard" data-testid="scoreboard">
      <table className="score-table">
        <caption className="visually-hidden">Points by round</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {rounds.map((r) => (
              <th scope="col" key={r}>
                R{r + 1}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s, seat) => (
            <tr key={seat} aria-current={game.turn === seat ? "true" : undefined}>
              <th scope="row">
                <span className="swatch" style={{ background: s.colour.body }} aria-hidden="true" /> {s.name}
                {s.computer && <span className="ryk-muted"> (computer)</span>}
              </th>
              {rounds.map((r) => (
                <td key={r}>{roundPoints(r, seat) ?? "–"}</td>
              ))}
              <td className={totals[seat] === best && best > 0 ? "ryk-lead" : undefined} data-testid={`total-${seat}`}>
                {totals[seat]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {showCaptures && game.history.length > 0 && (
        <ol className="ryk-captures">
          {game.history.map((h) => (
            <RoundCaptures key={h.round} summary={h} seats={seats} shown={replay && replay.round === h.round ? replay.captured : undefined} />
          ))}
        </ol>
      )}
    </div>
  );
}
