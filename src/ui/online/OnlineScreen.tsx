// #/online: tables on the game server. "?game=hodrudda" offers to make a table; "?room=CODE"
// joins one: the lobby (who sits where, who is connected, a name and a colour to sit with,
// the host's Start), then the game's own board on a session mirroring the server's table.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import type { ScreenProps } from "../routes";
import { KITS } from "../../runtime/games/index";
import { OnlineTable } from "../../net/online-table";
import { carryOnLocally } from "../../net/carry-on";
import type { GameSession } from "../../runtime/session";
import { SEAT_COLOURS } from "../game-kit";
import { ONLINE_BOARDS, playersOf } from "./boards";
import { ONLINE_GAMES, ONLINE_SEATS, type RykestraBoardChoice } from "../../net/table-options";
import { CODE_LENGTH, isRoomCode, roomCodeFrom, type LobbyView } from "../../net/protocol";
import "../game-kit/dice-games.css";
import "./online.css";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTable = OnlineTable<any, any>;

declare global {
  interface Window {
    /** The online table this page is at (tests drop its line and read its mirror). */
    __onlineTable?: AnyTable;
  }
}

/** The game server: ?server=ws://… or, by default, this page's own host under /game-server (a proxy). */
export function serverEndpoint(params: URLSearchParams): string {
  const given = params.get("server");
  if (given && /^wss?:\/\/[^\s]+$/.test(given)) return given;
  const secure = window.location.protocol === "https:";
  return `${secure ? "wss" : "ws"}://${window.location.host}/game-server`;
}

const kitOf = (id: string) => KITS.find((k) => k.id === id);
/** The table this page holds, kept across the hash change from ?game= to ?room= (and StrictMode's trial mount). */
let held: AnyTable | null = null;

export default function OnlineScreen({ params }: ScreenProps) {
  const code = params.get("room");
  const game = params.get("game");
  const endpoint = serverEndpoint(params);
  const [table, setTable] = useState<AnyTable | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const board = (id: string) => ONLINE_BOARDS[id];

  useEffect(() => {
    setProblem(null);
    if (!code) return;
    if (!isRoomCode(code)) {
      setProblem(`No table at this link: ${codeProblem(code)}`);
      return;
    }
    let live = true;
    const reuse = held && held.view.code === code ? held : null;
    const made = reuse
      ? Promise.resolve(reuse)
      : OnlineTable.join(endpoint, code, { kit: kitOf, stage: (k, lobby) => board(k.id)?.stage(lobby) ?? k.stage() });
    made.then(
      (t) => {
        if (!live) return;
        held = t;
        window.__onlineTable = t;
        setTable(t);
      },
      (e: unknown) => live && setProblem(joinProblem(code, e)),
    );
    return () => {
      live = false;
    };
  }, [code, endpoint]);

  // Leaving the page leaves the table.
  useEffect(
    () => () => {
      const t = held;
      setTimeout(() => {
        if (t && held === t && !window.location.hash.startsWith("#/online")) {
          held = null;
          void t.leave();
        }
      }, 0);
    },
    [],
  );

  if (problem)
    return (
      <div className="game-setup online">
        <div className="panel setup">
          <p className="online__problem" role="alert" data-testid="online-problem">
            {problem}
          </p>
          <p className="online__ways">
            <button
              type="button"
              className="button"
              onClick={() => {
                setProblem(null);
                window.location.hash = "#/online";
              }}
            >
              Make or join another table
            </button>
            <a className="button" href="#/">
              All games
            </a>
          </p>
        </div>
      </div>
    );
  if (!code) return <MakeTable game={game} endpoint={endpoint} onProblem={setProblem} />;
  if (!table) return <p className="online__wait">Joining table {code}…</p>;
  return <Table table={table} />;
}

function MakeTable({ game, endpoint, onProblem }: { game: string | null; endpoint: string; onProblem: (p: string) => void }) {
  const choices = ONLINE_GAMES.filter((g) => ONLINE_BOARDS[g.id]);
  const [id, setId] = useState(choices.find((k) => k.id === game)?.id ?? choices[0]?.id ?? "");
  const counts = ONLINE_SEATS[id] ?? [2];
  const [wanted, setSeats] = useState(counts[0]);
  const seats = counts.includes(wanted) ? wanted : counts[0];
  const [board, setBoard] = useState<RykestraBoardChoice>("standard");
  const [turn, setTurn] = useState(0);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const t = await OnlineTable.create(endpoint, { game: id, seats, turnSeconds: turn, ...(id === "rykestra" ? { board } : {}) }, { kit: kitOf, stage: (k, lobby) => ONLINE_BOARDS[k.id]?.stage(lobby) ?? k.stage() });
      await new Promise<void>((resolve) => {
        if (t.view.code) return resolve();
        const off = t.store.subscribe((v) => v.code && (off(), resolve()));
      });
      held = t;
      window.location.hash = `#/online?room=${t.view.code}${new URLSearchParams(window.location.hash.split("?")[1]).has("server") ? `&server=${encodeURIComponent(endpoint)}` : ""}`;
    } catch (e) {
      onProblem(`The game server cannot be reached (${e instanceof Error ? e.message : "no answer"}). Local play needs no server.`);
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
        <label className="setup__option">
          Game
          <select value={id} onChange={(e) => setId(e.target.value)} aria-label="Game">
            {choices.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        </label>
        <label className="setup__option">
          Seats
          <select value={seats} onChange={(e) => setSeats(Number(e.target.value))} aria-label="Seats">
            {counts.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        {id === "dice-poker" && <p className="setup__hint">Four or six seats make two teams, seats in order.</p>}
        {id === "rykestra" && (
          <label className="setup__option">
            Board
            <select value={board} onChange={(e) => setBoard(e.target.value as RykestraBoardChoice)} aria-label="Board">
              <option value="standard">Standard (red and blue)</option>
              <option value="corellian">Corellian</option>
            </select>
          </label>
        )}
        <label className="setup__option">
          Time to act
          <select value={turn} onChange={(e) => setTurn(Number(e.target.value))} aria-label="Time to act">
            <option value={0}>No limit</option>
            {[30, 60, 120].map((n) => (
              <option key={n} value={n}>
                {n} seconds
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary button--large" disabled={busy} data-testid="make-table">
          {busy ? "Making the table…" : "Make the table"}
        </button>
      </form>
      <JoinTable />
    </div>
  );
}

/** A code (or the whole link) a friend sent: checked here, so a typo is told at once. */
function JoinTable() {
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

/** Why joining table `code` failed, in words: a table that is gone is told as such. */
export function joinProblem(code: string, e: unknown): string {
  const said = e instanceof Error ? e.message : "";
  if (/not found/i.test(said)) return `There is no table ${code} on the game server: it may have ended, or the code was mistyped.`;
  return `Could not join table ${code}: ${said || "the game server did not answer"}.`;
}

/** Why what was typed is not a table's code, in words. */
export function codeProblem(typed: string): string {
  if (typed.trim() === "") return "Type the table's code, or paste the link a friend sent.";
  return `"${typed.trim().slice(0, 40)}" is not a table code. A code is ${CODE_LENGTH} letters and digits (no 0, 1, i, l or o), as in 7hk2mqz9ra.`;
}

function Table({ table }: { table: AnyTable }) {
  const v = useStore(table.store);
  const lobby = v.lobby;
  const link = `${window.location.origin}${window.location.pathname}#/online?room=${v.code ?? ""}`;
  const header = (
    <div className="online__bar" data-testid="online-bar" data-connection={v.connection} data-corrections={v.counts.corrections}>
      <span>
        Table <strong data-testid="online-code">{v.code}</strong>
      </span>
      <span data-testid="online-connection">{connectionWords(v.connection, v.problem)}</span>
      {v.notice && <span className="online__notice">{v.notice}</span>}
    </div>
  );
  const Board = lobby ? ONLINE_BOARDS[lobby.game] : undefined;
  // The server gone: the game so far, replayed here, this player a person and the rest computers.
  const [local, setLocal] = useState<GameSession<any, any> | null>(null); // eslint-disable-line @typescript-eslint/no-explicit-any
  useEffect(() => () => local?.dispose(), [local]);
  const carryOn = () => {
    const log = table.localLog();
    const kit = lobby ? kitOf(lobby.game) : undefined;
    if (!log || !kit || !Board) return;
    const made = carryOnLocally(kit, log, v.seat, { stage: Board.stage(lobby) });
    if (made.ok) setLocal(made.state);
  };
  if (lobby && Board && local) {
    return (
      <div className="online online--playing">
        <div className="online__bar" data-testid="online-bar" data-connection="local">
          Playing on here without the server, from where the table was.
        </div>
        <Board.Component session={local} players={playersOf(lobby)} onLeave={() => (window.location.hash = "#/")} />
      </div>
    );
  }
  if (lobby && lobby.phase !== "lobby" && table.session && Board) {
    return (
      <div className="online online--playing">
        {header}
        {v.connection === "lost" && (
          <p className="game-note" role="alert">
            {v.problem ?? "The game server cannot be reached"}.{" "}
            <button type="button" className="button" onClick={carryOn} data-testid="carry-on">
              Carry on here
            </button>
          </p>
        )}
        <Board.Component key={v.sessionNumber} session={table.session} players={playersOf(lobby)} onLeave={() => (window.location.hash = "#/")} />
      </div>
    );
  }
  return (
    <div className="game-setup online">
      <h1 className="online__title">Online table</h1>
      <section className="panel setup" aria-label="The table">
        {header}
        <ShareLink link={link} />
        {lobby && <Lobby table={table} lobby={lobby} mySeat={v.seat} host={v.host} />}
        {v.refusal && (
          <p className="game-note" role="alert" data-testid="online-refusal">
            {v.refusal}
          </p>
        )}
      </section>
    </div>
  );
}

/** The table's link, with a button that copies it (or, where the page may not write the clipboard, selects it). */
function ShareLink({ link }: { link: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid("Copied.");
    } catch {
      input?.select();
      setSaid("Selected: copy it with Ctrl+C (⌘C on a Mac).");
    }
  };
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="online__share">
      <label className="setup__option">
        Share this link
        <input
          ref={field}
          className="online__link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          aria-label="Link to this table"
          data-testid="online-link"
        />
      </label>
      <button type="button" className="button" onClick={() => void copy(field.current)}>
        Copy link
      </button>
      <span className="online__said" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

function connectionWords(c: string, problem: string | null): string {
  if (c === "connected") return "Connected";
  if (c === "reconnecting") return "Connection lost: reconnecting…";
  if (c === "connecting") return "Connecting…";
  return problem ?? "Disconnected";
}

function Lobby({ table, lobby, mySeat, host }: { table: AnyTable; lobby: LobbyView; mySeat: number | null; host: boolean }) {
  const [name, setName] = useState("");
  const taken = new Set(lobby.seats.filter((s, i) => s.kind === "person" && i !== mySeat).map((s) => s.colour));
  const free = SEAT_COLOURS.filter((c) => !taken.has(c.body));
  const [wanted, setColour] = useState(free[0]?.body ?? SEAT_COLOURS[0].body);
  // A colour someone else has just sat with is no longer offered: the first free one is meant then.
  const colour = free.some((c) => c.body === wanted) ? wanted : (free[0]?.body ?? wanted);
  const rows: ReactNode[] = lobby.seats.map((s, i) => (
    <li key={i} className="online__seat" data-testid="online-seat" data-kind={s.kind} data-connected={String(s.connected)}>
      <span className="swatch" style={{ background: s.colour }} aria-hidden="true" />
      <span className="online__seat-name">{s.kind === "person" ? s.name : `Seat ${i + 1}: open (a computer plays it)`}</span>
      {s.kind === "person" && <span className="online__seat-state">{s.standIn ? "away: the computer plays" : s.connected ? "connected" : "away"}</span>}
      {i === lobby.hostSeat && <span className="online__seat-state">host</span>}
      {s.kind === "open" && (
        <button type="button" className="button" disabled={name.trim() === ""} onClick={() => table.sit(i, name, colour)} data-testid={`sit-${i}`}>
          Sit here
        </button>
      )}
    </li>
  ));
  const canSit = mySeat !== null || lobby.seats.some((s) => s.kind === "open");
  return (
    <>
      {!canSit && <p data-testid="online-watching">Every seat is taken: you are watching this table.</p>}
      {canSit && (
        <>
          <label className="setup__option">
            Your name
            <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} aria-label="Your name" data-testid="online-name" />
          </label>
          <label className="setup__option">
            Colour
            <select value={colour} onChange={(e) => setColour(e.target.value)} aria-label="Colour">
              {free.map((c) => (
                <option key={c.body} value={c.body}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <ul className="online__seats" aria-label="Seats">
        {rows}
      </ul>
      {lobby.spectators > 0 && <p>{lobby.spectators} watching.</p>}
      {mySeat !== null && (
        <button type="button" className="button" onClick={() => table.stand()}>
          Leave my seat
        </button>
      )}
      {host ? (
        <button type="button" className="button button--primary button--large" onClick={() => table.start()} data-testid="online-start">
          Start the game
        </button>
      ) : (
        <p>The host starts the game.</p>
      )}
    </>
  );
}
