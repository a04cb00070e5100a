// Every side at a glance: colour, players (who throws next), chips left and on the board, runs.
import { chipsOnBoard, runsOf, type DicePokerState } from "../../games/dice-poker";
import type { PokerSideSpec } from "./sides";

export function SidesPanel({ game, sides }: { game: DicePokerState; sides: readonly PokerSideSpec[] }) {
  return (
    <table className="score-table poker-sides" data-testid="sides">
      <caption className="table-caption">Sides</caption>
      <thead>
        <tr>
          <th scope="col">Side</th>
          <th scope="col">In supply</th>
          <th scope="col">On board</th>
          <th scope="col">Runs</th>
        </tr>
      </thead>
      <tbody>
        {game.sides.map((s, i) => {
          const on = game.current === i && game.phase !== "over" && game.phase !== "rolloff";
          const runs = runsOf(game, i).length;
          return (
            <tr key={s.name} aria-current={on ? "true" : undefined}>
              <th scope="row">
                <span className="poker-chip" style={{ background: sides[i].colour.body }} aria-hidden="true" /> {s.name}
                <span className="poker-sides__members">
                  {sides[i].members.map((m, j) => (
                    <span key={m.name} className={on && j === game.player ? "poker-sides__member is-on" : "poker-sides__member"}>
                      {m.name}
                      {m.computer ? " (computer)" : ""}
                    </span>
                  ))}
                </span>
              </th>
              <td data-testid={`chips-left-${i}`}>{s.chipsLeft}</td>
              <td>{chipsOnBoard(game, i)}</td>
              <td className={runs > 0 ? "poker-sides__runs" : undefined}>
                {runs} / 2
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
