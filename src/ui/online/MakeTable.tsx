// The online page's forms: make a table of a game on the game server, or join one by the
// code (or link) a friend sent, checked here so a typo is told at once.
import { useState } from "react";
import { OnlineTable } from "../../net/online-table";
import { roomCodeFrom } from "../../net/protocol";
import { gameModule, ONLINE_GAMES, ONLINE_SEATS } from "../../catalog";
import type { BoardChoice } from "../../catalog/game-module";
import { ONLINE_BOARDS, ONLINE_PARTS, type AnyTable } from "./boards";
import { Choice } from "./Choice";
import { codeProblem, makeProblem } from "./online-words";

const BOARDS: readonly { value: BoardChoice; label: string }[] = [
  { value: "standard", label: "Standard (red and blue)" },
  { value: "corellian", label: "Corellian" },
];
const TURN_LIMITS = [{ value: 0, label: "No limit" }, ...[30, 60, 120].map((n) => ({ value: n, label: `${n} seconds` }))];

/** Makes a table of the chosen game; `onMade` gets it once the server has given its code. */
export function MakeTable({ game, endpoint, onProblem, onMade }: { game: string | null; endpoint: string; onProblem: (p: string) => void; onMade: (t: AnyTable) => void }) {
  const choices = ONLINE_GAMES.filter((g) => ONLINE_BOARDS[g.id]);
  const [id, setId] = useState(choices.find((k) => k.id === game)?.id ?? choices[0]?.id ?? "");
  const counts = ONLINE_SEATS[id] ?? [2];
  const hint = gameModule(id)?.online?.seatsHint;
  const boards = gameModule(id)?.online?.boards ?? false;
  const [wanted, setSeats] = useState(counts[0]);
  const seats = counts.includes(wanted) ? wanted : counts[0];
  const [board, setBoard] = useState<BoardChoice>("standard");
  const [turn, setTurn] = useState(0);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const t = await OnlineTable.create(endpoint, { game: id, seats, turnSeconds: turn, ...(boards ? { board } : {}) }, ONLINE_PARTS);
      await new Promise<void>((resolve) => {
        if (t.view.code) return resolve();
        const off = t.store.subscribe((v) => v.code && (off(), resolve()));
      });
      onMade(t);
    } catch (e) {
      onProblem(makeProblem(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="game-setup online">
      <h1 className="online__title">Play online</h1>
      <form
        className="panel setup"
        aria-label="Make a table"
        onSubmit={(e) => {
          e.preventDefault();
          void make();
        }}
      >
        <h2>Make a table</h2>
        <p className="setup__hint">
          A table on the game server, for friends at other screens: send them its link or its code. Seats nobody takes are played by the computer.
        </p>
        <Choice label="Game" value={id} options={choices.map((k) => ({ value: k.id, label: k.name }))} onChange={setId} />
        <Choice label="Seats" value={seats} options={counts.map((n) => ({ value: n, label: String(n) }))} onChange={setSeats} />
        {hint && <p className="setup__hint">{hint}</p>}
        {boards && <Choice label="Board" value={board} options={BOARDS} onChange={setBoard} />}
        <Choice label="Time to act" value={turn} options={TURN_LIMITS} onChange={setTurn} />
        <button type="submit" className="button button--primary button--large" disabled={busy} data-testid="make-table">
          {busy ? "Making the table…" : "Make the table"}
        </button>
      </form>
      <JoinTable />
    </div>
  );
}

/** A code (or the whole link) a friend sent: checked here, so a typo is told at once. */
export function JoinTable() {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="panel setup"
      aria-label="Join a table"
      onSubmit={(e) => {
        e.preventDefault();
        const code = roomCodeFrom(typed);
        if (code === null) return setProblem(codeProblem(typed));
        setProblem(null);
        window.location.hash = `#/online?room=${code}`;
      }}
    >
      <h2>Join a table</h2>
      <label className="setup__option">
        Code or link
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. 7hk2mqz9ra"
          autoComplete="off"
          spellCheck={false}
          aria-label="Table code or link"
          data-testid="join-code"
        />
      </label>
      {problem && (
        <p className="setup__problem" role="alert" data-testid="join-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="button" data-testid="join-table">
        Join
      </button>
    </form>
  );
}

