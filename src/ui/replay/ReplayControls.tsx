// The replay's transport: play or pause, step, speed, a scrubber over the throws, and what the
// latest throw read — with its word that it landed as recorded.
import { useStore } from "zustand";
import type { PlainMove } from "../../games/definition";
import { SPEEDS, type PlayerView, type ReplayPlayer, type Speed } from "../../runtime/record/replay-player";
import type { LogIndex, ReplaySpan } from "../../runtime/record/replay-scope";
import { nameOf, type ReplaySource } from "./replay-source";

const SPEED_WORDS: Readonly<Record<Speed, string>> = { 1: "1×", 0.5: "½×", 0.25: "¼×" };

export function ReplayControlsPanel({
  player,
  view,
  index,
  span,
  seeking,
  seek,
  again,
  source,
}: {
  player: ReplayPlayer<unknown, PlainMove>;
  view: PlayerView;
  index: LogIndex;
  span: ReplaySpan;
  seeking: number | null;
  seek: (k: number) => void;
  again: () => void;
  source: ReplaySource;
}) {
  const table = useStore(player.session.store);
  const [first, last] = span.throws;
  const at = Math.max(first, view.throwIndex);
  const playing = view.status === "playing";
  const over = view.status === "ended" || view.status === "mismatch";
  const busy = seeking !== null;
  const result = view.throwIndex >= 0 ? index.marks[view.throwIndex].result : null;
  // Said only once the player has compared this throw's reading and checksum with the record.
  const read = result !== null && result < view.checked && table.status === "idle";
  const shownThrow = read ? table.lastThrow : null;
  const checksum = read && result !== null ? source.log.entries[result].checksum : undefined;

  return (
    <section className="panel panel--section replay__controls" aria-label="Replay controls">
      <div className="replay__transport">
        <button type="button" className="button" onClick={() => seek(Math.max(first, at - 1))} disabled={busy || first === last} aria-label="Previous throw">
          ◀◀
        </button>
        {over ? (
          <button type="button" className="button button--primary replay__main" onClick={again} disabled={busy} data-testid="replay-again">
            Watch again
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary replay__main"
            onClick={() => (playing ? player.pause() : player.play())}
            disabled={busy}
            aria-pressed={!playing}
            data-testid="replay-play"
          >
            {playing ? "❚❚ Pause" : "▶ Play"}
          </button>
        )}
        <button type="button" className="button" onClick={() => player.step()} disabled={busy || view.status !== "paused"} data-testid="replay-step" title="A moment on while paused">
          Step
        </button>
        <button type="button" className="button" onClick={() => seek(Math.min(last, at + 1))} disabled={busy || at >= last} aria-label="Next throw">
          ▶▶
        </button>
      </div>
      <div className="replay__speeds" role="radiogroup" aria-label="Speed">
        {SPEEDS.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={view.speed === s}
            className={view.speed === s ? "button button--small replay__speed replay__speed--on" : "button button--small replay__speed"}
            onClick={() => player.setSpeed(s)}
            data-testid={`replay-speed-${s}`}
          >
            {SPEED_WORDS[s]}
          </button>
        ))}
      </div>
      {last > first && (
        <label className="replay__scrub">
          <span>
            Throw {(seeking ?? at) - first + 1} of {last - first + 1}
          </span>
          <input
            type="range"
            min={first}
            max={last}
            step={1}
            value={seeking ?? at}
            disabled={busy}
            onChange={(e) => seek(Number(e.target.value))}
            data-testid="replay-scrubber"
            aria-valuetext={`Throw ${(seeking ?? at) - first + 1} of ${last - first + 1}`}
          />
        </label>
      )}
      <p className="replay__now" aria-live="polite">
        {busy
          ? `Finding throw ${seeking! - first + 1}…`
          : shownThrow && view.status !== "mismatch"
            ? `${nameOf(source, shownThrow.seat)} threw ${shownThrow.dice.map((d) => d.label).join(", ")}`
            : table.status !== "idle"
              ? "The dice are rolling…"
              : ""}
      </p>
      {shownThrow && checksum && view.status !== "mismatch" && (
        // The proof that this replay is the game as played, for whoever asks: closed by default.
        <details className="replay__check" data-testid="replay-check">
          <summary>Details</summary>
          <span>✓ Landed exactly as recorded (pose checksum {checksum})</span>
        </details>
      )}
    </section>
  );
}
