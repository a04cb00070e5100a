// The table's options on the set-up form: the board, the both-dice variant, the capture-zone
// reading and whose sector decides the bonus (defaults from the engine's DEFAULT_OPTIONS).
import type { BonusOn, Board, RykestraOptions } from "../../games/rykestra";
import type { ZoneReading } from "../../geometry/capture-zone";

export function RykestraOptionsForm({ options, onChange }: { options: RykestraOptions; onChange: (o: RykestraOptions) => void }) {
  const set = (change: Partial<RykestraOptions>) => onChange({ ...options, ...change });
  return (
    <>
      <legend>Table</legend>
      <div className="ryk-options__boards" role="radiogroup" aria-label="Board">
        {(
          [
            ["standard", "Standard", "red and blue sectors; chance cube and Kinzo die"],
            ["corellian", "Corellian", "Flask, Crown, Compass and Eye sectors; Hazard die"],
          ] as const
        ).map(([value, name, note]) => (
          <label key={value} className={`ryk-board-choice ${options.board === value ? "ryk-board-choice--on" : ""}`}>
            <input type="radio" name="ryk-board" value={value} checked={options.board === value} onChange={() => set({ board: value as Board })} />
            <span className={`ryk-board-choice__art ryk-board-choice__art--${value}`} aria-hidden="true" />
            <span>
              <strong>{name}</strong>
              <br />
              <span className="ryk-muted">{note}</span>
            </span>
          </label>
        ))}
      </div>
      <label className="ryk-option">
        <input type="checkbox" checked={options.bothDiceAtOnce} onChange={(e) => set({ bothDiceAtOnce: e.target.checked })} />
        Both dice at once (each turn throws every die in hand)
      </label>
      <label className="ryk-option">
        Capture zone
        <select value={options.zoneReading} onChange={(e) => set({ zoneReading: e.target.value as ZoneReading })} aria-label="Capture zone reading">
          <option value="standard">opens beyond the bottom corners</option>
          <option value="mirror">mirror: opens beyond the top point</option>
        </select>
      </label>
      <label className="ryk-option">
        Sector bonus goes by
        <select value={options.bonusOn} onChange={(e) => set({ bonusOn: e.target.value as BonusOn })} aria-label="Sector bonus goes by">
          <option value="captured">where the captured die lies</option>
          <option value="capturer">where the capturing die lies</option>
        </select>
      </label>
    </>
  );
}
