// Setting up the practice mat: the seats, who throws, the table's zone reading and board,
// adding dice, the list of dice on the mat (each with its zone toggle) and the chosen die.
import { seatOutward } from "../../../table/rykestra-seats";
import { MAX_PLAYERS, MIN_PLAYERS, type Board } from "../../../games/rykestra";
import { MAX_PRACTICE_DICE, practiceDieIds } from "../../../games/rykestra/practice";
import { DieEditor } from "./DieEditor";
import { isZoneShown } from "./zones-on-show";
import { usePracticeView, type PracticeControls } from "./practice-controls";
import { dieLabel, headingText, seatColour, seatLabel, seatName } from "./seat-words";

/**
 * Where a newly added die goes first: 5 cm out from the centre towards its owner's seat, each
 * further die of a round of seats a little further out and to the side, so new dice and their
 * labels never pile up in the middle.
 */
function spreadSpot(n: number, owner: number, seats: number): { x: number; z: number } {
  const out = seatOutward(owner, seats);
  const round = Math.floor(n / seats);
  const r = 5 + 2.5 * (round % 3);
  const side = round === 0 ? 0 : (round % 2 === 1 ? 1 : -1) * 2.5 * Math.ceil(round / 2);
  return { x: Math.round(10 * (r * out.x - side * out.z)) / 10, z: Math.round(10 * (r * out.z + side * out.x)) / 10 };
}

export function SetupPanel({ practice }: { practice: PracticeControls }) {
  const view = usePracticeView(practice);
  const { position, selected, mode } = view;
  const editing = mode === "setup";
  const ids = practiceDieIds(position);
  const full = position.dice.length >= MAX_PRACTICE_DICE;

  return (
    <section className="panel panel--section prac-setup" aria-labelledby="prac-setup-heading" data-testid="practice-setup">
      <h2 className="panel__heading" id="prac-setup-heading">
        Set-up
      </h2>
      {!editing && <p className="ryk-hint">Reset the mat to change the set-up.</p>}
      <fieldset className="prac-row" disabled={!editing}>
        <legend>Seats round the mat</legend>
        {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i).map((n) => (
          <label key={n} className="prac-pill">
            <input type="radio" name="prac-seats" checked={position.seats === n} onChange={() => practice.edit({ type: "set-seats", seats: n })} />
            {n}
          </label>
        ))}
      </fieldset>
      <fieldset className="prac-row" disabled={!editing} data-testid="thrower-choice">
        <legend>Who throws</legend>
        {Array.from({ length: position.seats }, (_, s) => (
          <label key={s} className="prac-pill">
            <input type="radio" name="prac-thrower" checked={position.thrower === s} onChange={() => practice.edit({ type: "set-thrower", thrower: s })} />
            <span className="swatch" style={{ background: seatColour(s).body }} aria-hidden="true" />
            {seatLabel(s, position.seats)}
          </label>
        ))}
      </fieldset>
      <div className="prac-row">
        <label className="prac-field prac-field--inline">
          <span>Zones</span>
          <select value={position.reading} disabled={!editing} onChange={(e) => practice.edit({ type: "set-reading", reading: e.target.value === "mirror" ? "mirror" : "standard" })}>
            <option value="standard">Standard reading</option>
            <option value="mirror">Mirror reading</option>
          </select>
        </label>
        <label className="prac-field prac-field--inline">
          <span>Board</span>
          <select value={position.board} disabled={!editing} onChange={(e) => practice.edit({ type: "set-board", board: e.target.value as Board })}>
            <option value="standard">Red and blue</option>
            <option value="corellian">Corellian</option>
          </select>
        </label>
      </div>
      <div className="prac-row" role="group" aria-label="Add a die">
        <span className="prac-row__label">Add a die</span>
        {Array.from({ length: position.seats }, (_, s) => (
          <button
            key={s}
            type="button"
            className="button button--small prac-add"
            disabled={!editing || full}
            onClick={() => practice.edit({ type: "place-die", owner: s, near: spreadSpot(position.dice.length, s, position.seats) }, position.dice.length)}
            data-testid={`add-die-${s}`}
          >
            <span className="swatch" style={{ background: seatColour(s).body }} aria-hidden="true" /> {seatName(s)}
          </button>
        ))}
      </div>
      {position.dice.length === 0 ? (
        <p className="ryk-muted">The mat is empty. Add dice, then drag them into place.</p>
      ) : (
        <ol className="prac-dice" aria-label="Dice on the mat" data-testid="practice-dice">
          {position.dice.map((d, i) => (
            <li key={i} className="prac-dice__row" data-die-id={ids[i]} data-value={d.value} data-owner={d.owner} data-heading={d.heading}>
              <button
                type="button"
                className="prac-dice__pick"
                aria-pressed={selected === i}
                aria-label={`Die ${i + 1}: ${dieLabel(d.owner, d.value)}, points ${headingText(d.heading)}, at (${d.x}, ${d.z})`}
                onClick={() => practice.select(selected === i ? null : i)}
              >
                <span className="prac-dice__number">{i + 1}</span>
                <span className="swatch" style={{ background: seatColour(d.owner).body }} aria-hidden="true" />
                <span className="prac-dice__name">{dieLabel(d.owner, d.value)}</span>
                <span className="prac-dice__where">
                  {headingText(d.heading)} · ({d.x}, {d.z})
                </span>
              </button>
              <button
                type="button"
                className="prac-zone-toggle"
                aria-pressed={isZoneShown(view, ids[i])}
                aria-label={`Zone of ${dieLabel(d.owner, d.value)}`}
                title="Show or hide this die's capture zone"
                onClick={() => practice.toggleZone(ids[i])}
              >
                Zone
              </button>
            </li>
          ))}
        </ol>
      )}
      {editing && selected !== null && <DieEditor practice={practice} index={selected} />}
      <details className="prac-keys">
        <summary>Mouse and keyboard</summary>
        <ul>
          <li>Drag a die to move it; drag its brass knob, or turn the wheel over it, to turn it.</li>
          <li>
            With a die chosen: <kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd> move it 5 mm (1 mm with <kbd>Shift</kbd>),{" "}
            <kbd>Q</kbd> <kbd>E</kbd> turn it 15° (1° with <kbd>Shift</kbd>), <kbd>0</kbd>–<kbd>9</kbd> set its face, <kbd>Delete</kbd>{" "}
            removes it, <kbd>Esc</kbd> lets it go; <kbd>[</kbd> <kbd>]</kbd> choose the previous or next die.
          </li>
        </ul>
      </details>
    </section>
  );
}
