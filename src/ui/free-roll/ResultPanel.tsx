import type { SettledDie } from "../../geometry/types";
import type { TableController } from "../../table/table-controller";
import type { LastThrow } from "../../runtime/session/session-types";

export type ResultStatus = "ready" | "rolling" | "fixing" | "done";
import { CHANCE_BLUE, CHANCE_RED } from "../../scene/dice/face-art";
import { faceWords, pointsOf, totalOf } from "../../games/free-roll/dice-catalogue";

/** The sentence the live region reads out, built from the snapshot alone. */
export function announce(result: LastThrow, nameOf: (id: string) => string): string {
  const parts = result.dice.map((d) => `${nameOf(d.id)} shows ${faceWords(d)}${d.cocked ? " (leaning)" : ""}.`);
  const total = totalOf(result.dice);
  const sum = total !== null && result.dice.length > 1 ? ` Total ${total}.` : "";
  return [...result.notes, ...parts].join(" ") + sum;
}

/** What the chip alone does not say: a glyph's name, a colour, a D10's 0 worth 10, a lean. */
function extraWords(d: SettledDie): string {
  const words: string[] = [];
  const said = faceWords(d);
  if (said !== d.label) words.push(said);
  else if (d.kind === "chance") words.push(d.label);
  if (d.kind === "d10" && pointsOf(d) === 10) words.push("counts 10");
  if (d.cocked) words.push("leaning");
  return words.join(" · ");
}

function FaceChip({ die }: { die: SettledDie }) {
  if (die.kind === "chance") {
    return <span className="face-chip" style={{ background: die.label === "red" ? CHANCE_RED : CHANCE_BLUE }} aria-hidden="true" />;
  }
  return (
    <span className="face-chip face-chip--text" aria-hidden="true">
      {die.label === "void" ? "∅" : die.label}
    </span>
  );
}

export function ResultPanel({
  controller,
  result,
  status,
}: {
  controller: TableController;
  result: LastThrow | null;
  status: ResultStatus;
}) {
  const nameOf = (id: string) => controller.spec(id)?.name ?? id;
  const colourOf = (id: string) => controller.spec(id)?.colour ?? "#888";
  const text = status === "done" && result ? announce(result, nameOf) : "";
  const total = result ? totalOf(result.dice) : null;

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="roll-announcement" data-throw={result?.throwNumber ?? 0}>
        {text}
      </div>
      {status === "rolling" && <p className="result__waiting">Rolling…</p>}
      {status === "fixing" && <p className="result__waiting">Sorting out a leaning die…</p>}
      {status !== "rolling" && status !== "fixing" && !result && (
        <p className="result__empty">Throw the dice to see what they show.</p>
      )}
      {result && status === "done" && (
        <div className="result" data-testid="result" data-throw={result.throwNumber}>
          <ul className="result__list">
            {result.dice.map((d) => (
              <li key={d.id} className="result__row" data-die-id={d.id} data-label={d.label}>
                <span className="swatch" style={{ background: colourOf(d.id) }} aria-hidden="true" />
                <span className="result__name">{nameOf(d.id)}</span>
                <FaceChip die={d} />
                <span className="result__words">{extraWords(d)}</span>
              </li>
            ))}
          </ul>
          {total !== null && result.dice.length > 1 && (
            <p className="result__total">
              Total <strong data-testid="result-total">{total}</strong>
            </p>
          )}
          {result.notes.length > 0 && (
            <ul className="result__notes">
              {result.notes.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
