// The chosen set-up die, field by field: whose it is, its face, its heading and its spot.
// Every change goes through the pure position moves, so a refused one says why.
import { useStore } from "zustand";
import { PLACE_LIMIT } from "../../../games/rykestra/practice";
import type { PracticeControls } from "./practice-controls";
import { dieLabel, headingText, seatColour, seatLabel } from "./seat-words";

const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

export function DieEditor({ practice, index }: { practice: PracticeControls; index: number }) {
  const position = useStore(practice.session.store, (s) => s.game.position);
  const die = position.dice[index];
  if (!die) return null;
  const edit = practice.edit.bind(practice);

  return (
    <fieldset className="prac-editor" data-testid="die-editor" aria-label={`Die ${index + 1}: ${dieLabel(die.owner, die.value)}`}>
      <legend>
        <span className="swatch" style={{ background: seatColour(die.owner).body }} aria-hidden="true" /> Die {index + 1}:{" "}
        {dieLabel(die.owner, die.value)}
      </legend>
      <label className="prac-field">
        <span>Belongs to</span>
        <select value={die.owner} onChange={(e) => edit({ type: "set-owner", die: index, owner: Number(e.target.value) })}>
          {Array.from({ length: position.seats }, (_, s) => (
            <option key={s} value={s}>
              {seatLabel(s, position.seats)}
            </option>
          ))}
        </select>
      </label>
      <div className="prac-field" role="group" aria-label="Face up">
        <span>Face up</span>
        <div className="prac-faces">
          {FACES.map((v) => (
            <button
              key={v}
              type="button"
              className="prac-face"
              aria-pressed={die.value === v}
              aria-label={v === 0 ? "0 (worth 10)" : String(v)}
              onClick={() => edit({ type: "set-value", die: index, value: v })}
            >
              {v}
            </button>
          ))}
        </div>
      </div>
      <label className="prac-field">
        <span>
          Points <output>{headingText(die.heading)}</output>
        </span>
        <input
          type="range"
          min={0}
          max={359}
          step={1}
          value={die.heading}
          aria-valuetext={headingText(die.heading)}
          onChange={(e) => edit({ type: "turn-die", die: index, heading: Number(e.target.value) })}
        />
      </label>
      <div className="prac-field prac-field--row">
        <label>
          <span>x (cm)</span>
          <input
            type="number"
            min={-PLACE_LIMIT}
            max={PLACE_LIMIT}
            step={0.1}
            value={die.x}
            onChange={(e) => e.target.value !== "" && edit({ type: "move-die", die: index, to: { x: Number(e.target.value), z: die.z } })}
          />
        </label>
        <label>
          <span>z (cm)</span>
          <input
            type="number"
            min={-PLACE_LIMIT}
            max={PLACE_LIMIT}
            step={0.1}
            value={die.z}
            onChange={(e) => e.target.value !== "" && edit({ type: "move-die", die: index, to: { x: die.x, z: Number(e.target.value) } })}
          />
        </label>
      </div>
      <div className="button-row">
        <button type="button" className="button button--small" onClick={() => edit({ type: "turn-die", die: index, heading: die.heading - 15 })} aria-keyshortcuts="Q">
          ⟲ 15° <kbd>Q</kbd>
        </button>
        <button type="button" className="button button--small" onClick={() => edit({ type: "turn-die", die: index, heading: die.heading + 15 })} aria-keyshortcuts="E">
          ⟳ 15° <kbd>E</kbd>
        </button>
        <button type="button" className="button button--small prac-remove" onClick={() => edit({ type: "remove-die", die: index }, null)} aria-keyshortcuts="Delete">
          Remove <kbd>Del</kbd>
        </button>
      </div>
    </fieldset>
  );
}
