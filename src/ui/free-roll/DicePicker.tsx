import type { DieKind } from "../../geometry/types";
import type { DiceCounts } from "../../store/free-roll-store";
import { CATALOGUE, MAX_DICE } from "../../games/free-roll/dice-catalogue";

export function DicePicker({
  counts,
  onChange,
  disabled,
}: {
  counts: DiceCounts;
  onChange: (kind: DieKind, n: number) => void;
  disabled: boolean;
}) {
  const total = CATALOGUE.reduce((s, c) => s + counts[c.kind], 0);
  return (
    <ul className="dice-picker">
      {CATALOGUE.map((c) => {
        const n = counts[c.kind];
        const canAdd = !disabled && n < c.max && total < MAX_DICE;
        return (
          <li key={c.kind} className="dice-picker__row">
            <span className="swatch" style={{ background: c.colour }} aria-hidden="true" />
            <span className="dice-picker__name">
              {c.name}
              <span className="dice-picker__note">{c.note}</span>
            </span>
            <span className="stepper" role="group" aria-label={`${c.name} count`}>
              <button
                type="button"
                className="stepper__button"
                aria-label={`One ${c.name} fewer`}
                disabled={disabled || n === 0}
                onClick={() => onChange(c.kind, n - 1)}
              >
                −
              </button>
              <output className="stepper__value" aria-live="polite" data-testid={`count-${c.kind}`}>
                {n}
              </output>
              <button
                type="button"
                className="stepper__button"
                aria-label={`One more ${c.name}`}
                disabled={!canAdd}
                onClick={() => onChange(c.kind, n + 1)}
              >
                +
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
