// The tallies over every attempt at this set-up.
import { shareText, type PracticeCounters } from "../../../games/rykestra/practice";

export function CountersPanel({ counters }: { counters: PracticeCounters }) {
  const c = counters;
  const rows: [string, string, string][] = [
    ["Attempts", String(c.attempts), "attempts"],
    ["Hits", shareText(c.hits, c.attempts), "hits"],
    ["Dice knocked off", String(c.knockOffs), "knock-offs"],
    ["Captures it would make", String(c.captures), "captures"],
    ["Times it would be taken", String(c.taken), "taken"],
    ["Thrown die off the mat", String(c.thrownOff), "thrown-off"],
    ["Thrown die cocked", String(c.thrownCocked), "thrown-cocked"],
  ];
  return (
    <section
      className="panel panel--section"
      aria-labelledby="prac-counters-heading"
      data-testid="practice-counters"
      data-attempts={c.attempts}
      data-hits={c.hits}
      data-knock-offs={c.knockOffs}
      data-captures={c.captures}
    >
      <h2 className="panel__heading" id="prac-counters-heading">
        This set-up so far
      </h2>
      <table className="score-table prac-counters">
        <tbody>
          {rows.map(([name, value, key]) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ryk-muted prac-footnote">
        A hit is a touch between the thrown die and another die as the physics reports it (the same reports that make the dice click).
      </p>
    </section>
  );
}
