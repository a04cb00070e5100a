// The day's board in the daily panel: the attempts of this day not yet on it, each with "Put it
// on today's board" under a display name; the day's top rows and this device's rank; and, on
// today's page, yesterday's final board. Each row opens that attempt's replay, which throws it
// again in this browser and says whether it landed as recorded. When the server cannot be
// reached it says so plainly; the challenge goes on, and an attempt kept unsent here can be put
// on the board later the same day (or the next: yesterday's board still takes attempts).
import { useCallback, useEffect, useState } from "react";
import { useStore } from "zustand";
import { dayOf, dayWords, type Day } from "../../../../games/rykestra/practice/daily";
import { boardName, deviceKey, keepBoardName } from "../../../../net/board-identity";
import { boardServer, cleanName, CLIENT_VERSION, fetchAttempt, fetchBoard, MAX_BOARD_NAME, submitAttempt, type Answer, type BoardView } from "../../../../net/daily-board";
import { shareHref } from "../../../../runtime/record/share-link";
import { attemptsOf, dailyStore, withBoardId, type DailyAttempt } from "../../../../store/daily-progress";
import type { DailyRun } from "./daily-run";

const server = () => boardServer(window.location.origin);

function Board({ view, testId, title }: { view: Answer<BoardView> | null; testId: string; title: string }) {
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (id: string) => {
    setOpening(id);
    const a = await fetchAttempt(server(), id);
    setOpening(null);
    if (a.ok) window.location.assign(shareHref(a.value.code, `${window.location.origin}${window.location.pathname}`));
  };
  if (view === null) return <p className="ryk-hint">Reading {title}…</p>;
  if (!view.ok) {
    return (
      <p className="prac-notice prac-notice--problem" data-testid={`${testId}-offline`}>
        {view.reason}
      </p>
    );
  }
  const b = view.value;
  return (
    <div data-testid={testId} data-players={b.players} data-rank={b.you?.rank ?? ""}>
      {b.top.length === 0 ? (
        <p>Nobody on {title} yet.</p>
      ) : (
        <ol className="daily-board-rows">
          {b.top.map((r) => (
            <li key={r.id} className={b.you?.id === r.id ? "daily-board-row daily-board-row--you" : "daily-board-row"}>
              <span className="daily-board-rank">{r.rank}.</span> <span className="daily-board-name">{r.name}</span> <span className="daily-board-points">{r.points.toFixed(2)}</span>{" "}
              <button type="button" className="button button--small" onClick={() => void open(r.id)} disabled={opening !== null} data-testid={`${testId}-row`} aria-label={`Watch ${r.name}'s attempt (${r.points.toFixed(2)} of 5)`}>
                {opening === r.id ? "Opening…" : "Watch"}
              </button>
            </li>
          ))}
        </ol>
      )}
      <p data-testid={`${testId}-you`}>
        {b.you ? `You: rank ${b.you.rank} of ${b.players}, ${b.you.points.toFixed(2)} of 5.` : `${b.players} ${b.players === 1 ? "player" : "players"}; you are not on it.`}
      </p>
    </div>
  );
}

export function DailyBoardSection({ run, today }: { run: DailyRun; today: Day }) {
  const progress = useStore(run.store, (s) => s.progress);
  const day = run.challenge.day;
  const [name, setName] = useState(boardName);
  const [board, setBoard] = useState<Answer<BoardView> | null>(null);
  const [yesterday, setYesterday] = useState<Answer<BoardView> | null>(null);
  const [note, setNote] = useState<{ problem: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const reload = useCallback(() => {
    const device = deviceKey();
    void fetchBoard(server(), day.text, device).then(setBoard);
    if (day.number === today.number) void fetchBoard(server(), dayOf(day.number - 1).text, device).then(setYesterday);
  }, [day, today]);
  useEffect(reload, [reload]);
  const unsent = attemptsOf(progress, day.text).filter((a) => a.code !== null && a.digest !== undefined && a.board === undefined);
  const send = async (a: DailyAttempt) => {
    const shown = cleanName(name);
    if (shown === "") return setNote({ problem: true, text: "Give a name to show on the board first." });
    keepBoardName(shown);
    setName(shown);
    setSending(true);
    setNote({ problem: false, text: "Sending: the server throws your attempt again before it counts…" });
    const r = await submitAttempt(server(), { date: day.text, code: a.code!, version: CLIENT_VERSION, device: deviceKey(), name: shown, digest: a.digest! });
    setSending(false);
    if (!r.ok) return setNote({ problem: true, text: r.offline ? `${r.reason}` : `Not on the board: ${r.reason}` });
    await dailyStore().update((p) => withBoardId(p, day.text, a.at, r.value.id));
    run.refresh();
    setNote({ problem: false, text: `On the board: ${r.value.points.toFixed(2)} of 5, rank ${r.value.rank}${r.value.already ? " (it was there already)" : ""}.` });
    reload();
  };
  const where = day.number === today.number ? "today's board" : `the board of ${dayWords(day)}`;
  return (
    <section className="panel panel--section daily-board" aria-labelledby="daily-board-heading">
      <h2 className="panel__heading" id="daily-board-heading">
        The board · {dayWords(day)}
      </h2>
      {/* Whether the day still takes attempts (today and yesterday, UTC) is the server's to say, by its own clock. */}
      {unsent.length > 0 && (
        <div className="daily-board-send">
          <label className="prac-field">
            <span>Your name on the board</span>
            <input type="text" value={name} maxLength={MAX_BOARD_NAME} onChange={(e) => setName(e.target.value)} autoComplete="nickname" data-testid="board-name" />
          </label>
          {unsent.map((a) => (
            <button key={a.at} type="button" className="button button--primary" disabled={sending} onClick={() => void send(a)} data-testid="board-send">
              Put it on {where} ({a.points.toFixed(2)} of 5)
            </button>
          ))}
          <p className="ryk-hint">The server throws the attempt again on its own table before it counts; it keeps the name, the attempt and its score, and nothing else about you.</p>
        </div>
      )}
      {note && (
        <p className={note.problem ? "prac-notice prac-notice--problem" : "prac-notice"} role="status" data-testid="board-note">
          {note.text}
        </p>
      )}
      <Board view={board} testId="board-today" title={where} />
      {day.number === today.number && (
        <details className="daily-board-yesterday">
          <summary>Yesterday's final board</summary>
          <Board view={yesterday} testId="board-yesterday" title="yesterday's board" />
        </details>
      )}
    </section>
  );
}
