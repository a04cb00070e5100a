// Watching a logged game again: a session positioned at a moment of the log (see seekLog) is
// given the log's next inputs one by one while the live table runs at a chosen speed. The
// physics steps at its fixed rate whatever the speed or frame rate, so every throw lands as it
// did; each entry the session makes is compared with the log's, and a throw that ever lands
// differently stops the player with the reason instead of going on as if it were the record.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PlainMove } from "../../games/definition";
import type { SessionLog } from "./log";
import { entryProblem, type ThrowMark } from "./replay-seek";
import type { GameSession } from "../session/session";

export const SPEEDS = [1, 0.5, 0.25] as const;
export type Speed = (typeof SPEEDS)[number];

/** Table seconds a result stays in view before the next input, and after a move. */
export const AFTER_THROW_S = 1.2;
export const AFTER_MOVE_S = 0.6;
/** Table seconds one press of Step runs while paused. */
export const STEP_S = 1 / 30;
/** The most real time one frame may count (a stalled page does not leap on its return). */
const MAX_FRAME_S = 0.1;

export type PlayStatus = "playing" | "paused" | "ended" | "mismatch";

export interface PlayerView {
  readonly status: PlayStatus;
  readonly speed: Speed;
  /** The next log entry to give the session. */
  readonly cursor: number;
  /** The throw shown now or last (an index into the marks), −1 before the first. */
  readonly throwIndex: number;
  /** Why the replay stopped short of the record. */
  readonly problem: string | null;
  /** Throws in this span that came to rest exactly as recorded. */
  readonly matched: number;
  /** Entries of the log the replay has made and found equal to the record so far. */
  readonly checked: number;
}

export class ReplayPlayer<S, M extends PlainMove> {
  readonly store: StoreApi<PlayerView>;
  private wait = 0;
  private checked: number;

  constructor(
    readonly session: GameSession<S, M>,
    readonly log: SessionLog,
    readonly marks: readonly ThrowMark[],
    /** Play stops before this entry. */
    readonly end: number,
    start: number,
    options: { readonly speed?: Speed; readonly paused?: boolean } = {},
  ) {
    this.checked = session.view.log.length;
    // A seek to a throw shows that throw as the current one, about to be thrown.
    const before = marks.filter((m) => m.entry <= start).length - 1;
    this.store = createStore<PlayerView>(() => ({
      status: start >= end ? "ended" : options.paused ? "paused" : "playing",
      speed: options.speed ?? 1,
      cursor: start,
      throwIndex: before,
      problem: null,
      matched: 0,
      checked: this.checked,
    }));
  }

  get view(): PlayerView {
    return this.store.getState();
  }

  /** One rendered frame of `realSeconds`; runs only while playing. */
  frame(realSeconds: number): void {
    const v = this.view;
    if (v.status !== "playing") return;
    this.advance(Math.min(Math.max(0, realSeconds), MAX_FRAME_S) * v.speed);
  }

  play(): void {
    if (this.view.status === "paused") this.store.setState({ status: "playing" });
  }

  pause(): void {
    if (this.view.status === "playing") this.store.setState({ status: "paused" });
  }

  setSpeed(speed: Speed): void {
    this.store.setState({ speed });
  }

  /** While paused: a moment more of the throw in the air, or straight on to the next input. */
  step(): void {
    if (this.view.status !== "paused") return;
    if (this.session.view.status === "idle") this.wait = 0;
    this.advance(STEP_S);
  }

  private advance(seconds: number): void {
    const session = this.session;
    session.table.frame(seconds);
    if (session.view.status !== "idle") return;
    if (!this.check()) return;
    const v = this.view;
    if (v.cursor >= this.end) {
      this.store.setState({ status: "ended" });
      return;
    }
    this.wait -= seconds;
    if (this.wait > 0) return;
    this.give(v.cursor);
  }

  /** Compares every entry the session made since the last look; false (and stopped) on the first difference. */
  private check(): boolean {
    const got = this.session.view.log;
    let matched = this.view.matched;
    for (; this.checked < got.length; this.checked++) {
      const problem = entryProblem(this.checked, got[this.checked], this.log.entries[this.checked], this.log);
      if (problem) {
        this.store.setState({ status: "mismatch", problem });
        return false;
      }
      if (got[this.checked].derived) matched++;
    }
    if (matched !== this.view.matched || this.checked !== this.view.checked) this.store.setState({ matched, checked: this.checked });
    return true;
  }

  private give(index: number): void {
    const session = this.session;
    let i = index;
    while (i < this.end && this.log.entries[i].derived) i++;
    if (i >= this.end) {
      this.store.setState({ cursor: i, status: "ended" });
      return;
    }
    const entry = this.log.entries[i];
    const r = session.feed(entry);
    if (!r.ok) {
      this.store.setState({ status: "mismatch", problem: `Entry ${i + 1} ${r.problem}` });
      return;
    }
    const isThrow = entry.input.kind === "flick";
    this.wait = isThrow ? AFTER_THROW_S : AFTER_MOVE_S;
    const throwIndex = isThrow ? this.marks.findIndex((m) => m.entry === i) : this.view.throwIndex;
    this.store.setState({ cursor: i + 1, throwIndex });
    // A move may end the span at once; a throw's reading is checked once it lands.
    if (!isThrow) this.check();
  }
}
