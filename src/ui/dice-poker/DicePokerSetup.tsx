// Set-up for Dice Poker: two or three sides, each a colour with one player or a team of the
// same size, every player a person or the computer.
import { useState, type FormEvent } from "react";
import { DEFAULT_STRENGTH, STRENGTHS, type Strength } from "../../games/strength";
import { QuickTurnsOption, SEAT_COLOURS, SetupSubmit } from "../game-kit";
import { defaultSides, MAX_TEAM, sidesProblem, type PokerSideSpec } from "./sides";

export function DicePokerSetup({
  initial,
  quick,
  onQuick,
  onStart,
}: {
  initial?: readonly PokerSideSpec[];
  quick: boolean;
  onQuick: (quick: boolean) => void;
  onStart: (sides: PokerSideSpec[]) => void;
}) {
  const [sides, setSides] = useState<PokerSideSpec[]>(() => [...(initial ?? defaultSides(2, 1))]);
  const [problem, setProblem] = useState<string | null>(null);
  const team = sides[0].members.length;

  const reshape = (count: number, size: number) =>
    setSides((old) => {
      const fresh = defaultSides(count, size);
      return fresh.map((side, i) => ({
        colour: old[i]?.colour ?? side.colour,
        members: side.members.map((m, j) => old[i]?.members[j] ?? m),
      }));
    });
  const updateSide = (i: number, change: Partial<PokerSideSpec>) => setSides((ss) => ss.map((s, k) => (k === i ? { ...s, ...change } : s)));
  const updateMember = (i: number, j: number, change: Partial<{ name: string; computer: boolean; strength: Strength }>) =>
    setSides((ss) =>
      ss.map((s, k) => (k === i ? { ...s, members: s.members.map((m, l) => (l === j ? { ...m, ...change } : m)) } : s)),
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = sides.map((s) => ({ ...s, members: s.members.map((m) => ({ ...m, name: m.name.trim() })) }));
    const why = sidesProblem(trimmed);
    setProblem(why);
    if (!why) onStart(trimmed);
  };

  return (
    <form className="panel setup poker-setup" onSubmit={submit} aria-label="Dice Poker set-up">
      <h2>Dice Poker</h2>
      <div className="poker-setup__shape">
        <label className="setup__count">
          Sides
          <select value={sides.length} onChange={(e) => reshape(Number(e.target.value), team)} data-testid="side-count">
            <option value={2}>2</option>
            <option value={3}>3</option>
          </select>
        </label>
        <label className="setup__count">
          Players per side
          <select value={team} onChange={(e) => reshape(sides.length, Number(e.target.value))} data-testid="team-size">
            {Array.from({ length: MAX_TEAM }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? "1 (no teams)" : `${n} (a team)`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ol className="poker-setup__sides">
        {sides.map((side, i) => (
          <li key={i}>
            <fieldset className="poker-setup__side">
              <legend>
                <span className="poker-chip" style={{ background: side.colour.body }} aria-hidden="true" /> Side {i + 1}
              </legend>
              <label className="poker-setup__colour">
                Chip colour
                <select
                  value={side.colour.name}
                  onChange={(e) => updateSide(i, { colour: SEAT_COLOURS.find((c) => c.name === e.target.value) ?? side.colour })}
                  aria-label={`Side ${i + 1} chip colour`}
                >
                  {SEAT_COLOURS.map((c) => (
                    <option key={c.name} value={c.name} disabled={sides.some((s, k) => k !== i && s.colour.name === c.name)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              {side.members.map((m, j) => (
                <div key={j} className="setup__seat">
                  <input
                    value={m.name}
                    maxLength={16}
                    onChange={(e) => updateMember(i, j, { name: e.target.value })}
                    aria-label={`Side ${i + 1} player ${j + 1} name`}
                  />
                  <label className="setup__computer">
                    <input
                      type="checkbox"
                      checked={m.computer}
                      onChange={(e) => updateMember(i, j, { computer: e.target.checked })}
                      data-testid={`computer-${i + 1}-${j + 1}`}
                    />
                    Computer
                  </label>
                  {m.computer && (
                    <select
                      value={m.strength ?? DEFAULT_STRENGTH}
                      aria-label={`Side ${i + 1} player ${j + 1} strength`}
                      data-testid={`strength-${i + 1}-${j + 1}`}
                      onChange={(e) => updateMember(i, j, { strength: e.target.value as Strength })}
                    >
                      {STRENGTHS.map((st) => (
                        <option key={st} value={st}>
                          {st[0].toUpperCase() + st.slice(1)}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <fieldset className="setup__options">
        <QuickTurnsOption quick={quick} onQuick={onQuick} />
        <p className="poker-setup__chips">
          Chips: 50 a side for two sides; with three sides the third side has 35.
        </p>
      </fieldset>
      <SetupSubmit problem={problem} />
    </form>
  );
}
