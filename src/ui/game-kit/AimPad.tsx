// The keyboard way to throw: a focusable pad. ←/→ turn the aim, ↑/↓ set the power,
// Space or Enter throws. While it has focus the aim arrow shows on the felt.
import { useId, type KeyboardEvent } from "react";
import { useStore } from "zustand";
import type { TableController } from "../../table/table-controller";

const STEP = (5 * Math.PI) / 180;

export function AimPad({ controller, onThrow, disabled }: { controller: TableController; onThrow: () => void; disabled: boolean }) {
  const aim = useStore(controller.store, (s) => s.aim);
  const hintId = useId();
  const centre = controller.handLayout.slot(0, 1).heading;
  const turn = Math.round(((aim.heading - centre) * 180) / Math.PI);
  const power = Math.round(aim.power * 100);
  const turnWords = turn === 0 ? "straight ahead" : `${Math.abs(turn)}° ${turn > 0 ? "right" : "left"}`;

  const onKey = (e: KeyboardEvent) => {
    const k = e.key;
    if (k === "ArrowLeft") controller.adjustAim(-STEP);
    else if (k === "ArrowRight") controller.adjustAim(STEP);
    else if (k === "ArrowUp") controller.adjustAim(0, 0.05);
    else if (k === "ArrowDown") controller.adjustAim(0, -0.05);
    else if (k === " " || k === "Enter") {
      if (!disabled) onThrow();
    } else return;
    e.preventDefault();
  };

  return (
    <div
      className="aim-pad"
      tabIndex={0}
      role="group"
      aria-roledescription="aim control"
      aria-label={`Aim ${turnWords}, power ${power} percent`}
      aria-describedby={hintId}
      data-testid="aim-pad"
      onKeyDown={onKey}
      onFocus={() => controller.showAim(true)}
      onBlur={() => controller.showAim(false)}
    >
      <svg className="aim-pad__dial" viewBox="-50 -50 100 100" width="64" height="64" aria-hidden="true">
        <circle r="44" className="aim-pad__ring" />
        <g transform={`rotate(${turn})`}>
          <line x1="0" y1="18" x2="0" y2={-14 - 22 * aim.power} className="aim-pad__needle" />
          <path d={`M0 ${-22 - 22 * aim.power} l-8 12 h16 z`} className="aim-pad__head" />
        </g>
      </svg>
      <span className="aim-pad__text">
        <span className="aim-pad__title">Aim {turnWords}</span>
        <span className="meter" aria-hidden="true">
          <span className="meter__fill" style={{ width: `${power}%` }} />
        </span>
        <span id={hintId} className="aim-pad__hint aim-pad__hint--keys">
          Focus here, then <kbd>←</kbd> <kbd>→</kbd> turn, <kbd>↑</kbd> <kbd>↓</kbd> power, <kbd>Space</kbd> throws.
        </span>
        <span className="aim-pad__hint aim-pad__hint--touch" aria-hidden="true">
          Drag a die from your hand across the felt and let go to throw.
        </span>
      </span>
    </div>
  );
}
