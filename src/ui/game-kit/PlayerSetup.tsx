import { useState, type FormEvent, type ReactNode } from "react";
import { DEFAULT_STRENGTH, STRENGTHS, type Strength } from "../../games/strength";
import { defaultPlayers, SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";
import { flagParam } from "./seat-params";

const STRENGTH_NAMES: Record<Strength, string> = { easy: "Easy", good: "Good", strong: "Strong" };

interface Props {
  readonly title: string;
  readonly min: number;
  readonly max: number;
  readonly initial?: number;
  /** Whether computer players may take seats. */
  readonly allowComputer?: boolean;
  /** Whether each computer seat offers a choice of strength (easy, good, strong). */
  readonly strengths?: boolean;
  /** Game options rendered inside the form (checkboxes, selects). */
  readonly children?: ReactNode;
  readonly onStart: (players: PlayerSpec[]) => void;
}

/** Names, colours and seat count for a game played at one screen. */
export function PlayerSetup({ title, min, max, initial = min, allowComputer = true, strengths = false, children, onStart }: Props) {
  const [players, setPlayers] = useState<PlayerSpec[]>(() => defaultPlayers(initial, allowComputer ? 1 : initial));
  const [problem, setProblem] = useState<string | null>(null);

  const update = (i: number, change: Partial<PlayerSpec>) =>
    setPlayers((ps) => ps.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const setCount = (n: number) =>
    setPlayers((ps) => {
      if (n < ps.length) return ps.slice(0, n);
      const extra = defaultPlayers(n, allowComputer ? 1 : n).slice(ps.length);
      return [...ps, ...extra];
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const names = players.map((p) => p.name.trim());
    if (names.some((n) => n.length === 0)) return setProblem("Every seat needs a name.");
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length)
      return setProblem("Two seats share a name: give each player their own.");
    setProblem(null);
    onStart(players.map((p, i) => ({ ...p, name: names[i] })));
  };

  return (
    <form className="panel setup" onSubmit={submit} aria-label={`${title} set-up`}>
      <h2>{title}</h2>
      <label className="setup__count">
        Players
        <select value={players.length} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <ol className="setup__seats">
        {players.map((p, i) => (
          <li key={i} className="setup__seat">
            <span className="swatch" style={{ background: p.colour.body }} aria-hidden="true" />
            <label>
              <span className="visually-hidden">Seat {i + 1} name</span>
              <input
                value={p.name}
                maxLength={16}
                onChange={(e) => update(i, { name: e.target.value })}
                aria-label={`Seat ${i + 1} name`}
              />
            </label>
            <label>
              <span className="visually-hidden">Seat {i + 1} colour</span>
              <select
                value={p.colour.name}
                aria-label={`Seat ${i + 1} colour`}
                onChange={(e) => update(i, { colour: SEAT_COLOURS.find((c) => c.name === e.target.value) ?? p.colour })}
              >
                {SEAT_COLOURS.map((c) => (
                  <option key={c.name} value={c.name} disabled={players.some((q, j) => j !== i && q.colour.name === c.name)}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            {allowComputer && (
              <label className="setup__computer">
                <input type="checkbox" checked={p.computer} onChange={(e) => update(i, { computer: e.target.checked })} />
                Computer
              </label>
            )}
            {allowComputer && strengths && p.computer && (
              <label className="setup__strength">
                <span className="visually-hidden">Seat {i + 1} strength</span>
                <select
                  value={p.strength ?? DEFAULT_STRENGTH}
                  aria-label={`Seat ${i + 1} strength`}
                  data-testid={`strength-${i + 1}`}
                  onChange={(e) => update(i, { strength: e.target.value as Strength })}
                >
                  {STRENGTHS.map((st) => (
                    <option key={st} value={st}>
                      {STRENGTH_NAMES[st]}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </li>
        ))}
      </ol>
      {children && <fieldset className="setup__options">{children}</fieldset>}
      <SetupSubmit problem={problem} />
    </form>
  );
}

/** The foot of a set-up form: what stops the game from starting, and the Start button. */
export function SetupSubmit({ problem }: { problem: string | null }) {
  return (
    <>
      {problem && (
        <p className="setup__problem" role="alert">
          {problem}
        </p>
      )}
      <button className="button button--primary button--large" type="submit">
        Start
      </button>
    </>
  );
}

/** The option to let computer players' dice come to rest at once instead of rolling in view. */
export function QuickTurnsOption({ quick, onQuick }: { quick: boolean; onQuick: (quick: boolean) => void }) {
  return (
    <label className="setup__check">
      <input type="checkbox" checked={quick} onChange={(e) => onQuick(e.target.checked)} data-testid="quick" />
      Quick computer turns (their dice come to rest at once)
    </label>
  );
}

/**
 * The set-up's quick-turns choice, first as the link says (?quick=1, or true, yes, on; off
 * otherwise): every game with computer players offers it, and a save keeps it.
 */
export function useQuickTurns(params: URLSearchParams) {
  return useState(() => flagParam(params, "quick") ?? false);
}
