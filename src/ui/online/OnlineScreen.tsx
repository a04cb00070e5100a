// #/online: tables on the game server. "?game=hodrudda" offers to make a table; "?room=CODE"
// joins one: the lobby (who sits where, who is connected, a name and a colour to sit with,
// the host's Start), then the game's own board on a session mirroring the server's table.
import { Suspense, useEffect, useState } from "react";
import { useStore } from "zustand";
import type { ScreenProps } from "../routes";
import { carryOnLocally } from "../../net/carry-on";
import type { GameSession } from "../../runtime/session/session";
import { isRoomCode } from "../../net/protocol";
import { OnlineTable } from "../../net/online-table";
import { ONLINE_BOARDS, ONLINE_PARTS, playersOf, type AnyTable } from "./boards";
import { Lobby, ShareLink } from "./Lobby";
import { MakeTable } from "./MakeTable";
import { codeProblem, joinProblem } from "./online-words";
import "../game-kit/dice-games.css";
import "./online.css";

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

/** The table this page holds, kept across the hash change from ?game= to ?room= (and StrictMode's trial mount). */
let held: AnyTable | null = null;

export default function OnlineScreen({ params }: ScreenProps) {
  const code = params.get("room");
  const game = params.get("game");
  const endpoint = serverEndpoint(params);
  const [table, setTable] = useState<AnyTable | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
      : OnlineTable.join(endpoint, code, ONLINE_PARTS);
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
  if (!code)
    return (
      <MakeTable
        game={game}
        endpoint={endpoint}
        onProblem={setProblem}
        onMade={(t) => {
          held = t;
          window.location.hash = `#/online?room=${t.view.code}${new URLSearchParams(window.location.hash.split("?")[1]).has("server") ? `&server=${encodeURIComponent(endpoint)}` : ""}`;
        }}
      />
    );
  if (!table) return <p className="online__wait">Joining table {code}…</p>;
  return <Table table={table} />;
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
  const [local, setLocal] = useState<GameSession<any, any> | null>(null); // eslint-disable-line @typescript-eslint/no-explicit-any -- the local game carried on is whichever game the table held
  useEffect(() => () => local?.dispose(), [local]);
  const carryOn = () => {
    const log = table.localLog();
    const kit = lobby ? ONLINE_PARTS.kit(lobby.game) : undefined;
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
        <Suspense fallback={<p className="loading">Setting the table…</p>}>
          <Board.Component session={local} players={playersOf(lobby)} onLeave={() => (window.location.hash = "#/")} />
        </Suspense>
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
        <Suspense fallback={<p className="loading">Setting the table…</p>}>
          <Board.Component key={v.sessionNumber} session={table.session} players={playersOf(lobby)} onLeave={() => (window.location.hash = "#/")} />
        </Suspense>
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

function connectionWords(c: string, problem: string | null): string {
  if (c === "connected") return "Connected";
  if (c === "reconnecting") return "Connection lost: reconnecting…";
  if (c === "connecting") return "Connecting…";
  return problem ?? "Disconnected";
}
