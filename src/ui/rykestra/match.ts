// A game of Rykestra at one screen, over its session: the screen's buttons become moves and
// throws through the session, and what the session's view does not hold — the log's
// sentences, the scored round replayed beat by beat, dice rising off the mat — is kept here,
// derived from the session's changes. Nothing here is game state: the game moved on the
// moment the round's last throw was read; the replay only shows it, and while it is up the
// computer seats wait and the table is locked (the session is held closed).
import { createStore, type StoreApi } from "zustand/vanilla";
import type { SectorId } from "../../geometry/mat";
import { snapshotsOf, type RykestraState } from "../../games/rykestra";
import type { RykestraMove, RykestraSetup, RykestraTable } from "../../games/rykestra/definition";
import type { Pose } from "../../physics";
import { rykestraSeat } from "../../bots/rykestra/seat";
import { plannerWorker, type PlannerWorker } from "../../bots/rykestra/planner-client";
import type { GameSession } from "../../runtime/session/session";
import type { LastThrow, SessionView } from "../../runtime/session/session-types";
import { startSession } from "../../runtime/session/start-session";
import { rykestra } from "../../catalog/rykestra";
import type { SessionLog } from "../../runtime/record/log";
import { resumeSession, type ResumeExtras } from "../../runtime/record/resume";
import type { PlayerSpec } from "../game-kit";
import { capturedBy, roundBeats } from "../../games/rykestra/beats";
import { liftedDie } from "./lift";
import { matchView, type MatchUi, type MatchView, type Pace } from "./match-state";
import { changeWords, retellGame } from "../../catalog/rykestra-retell";
import { tapWords } from "../game-kit/tap-words";

const sentence = (words: string) => `${words[0].toUpperCase()}${words.slice(1)}.`;

export class RykestraMatch {
  readonly session: GameSession<RykestraTable, RykestraMove>;
  readonly seats: readonly PlayerSpec[];
  readonly ui: StoreApi<MatchUi>;
  private pace: Pace;
  private readonly offs: (() => void)[] = [];
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** The session's last read throw already put into words (it is set just before the move it makes). */
  private seenThrow: LastThrow | null = null;
  /** True while a saved game's log is replayed into the session: rounds are told, not replayed beat by beat. */
  private resuming = false;

  /** A game at this screen: the computers wait while a scored round is on show (the session is held closed). */
  static local(seats: readonly PlayerSpec[], setup: RykestraSetup, seed: number, pace: Pace): RykestraMatch {
    // The computers' throws are planned here, off the page's thread.
    const planner = plannerWorker();
    const session = startSession(rykestra, seats, setup, seed, {
      quick: pace.fast,
      computer: (s) => rykestraSeat({ strength: s.strength, planner: planner.plan }),
    });
    return new RykestraMatch(seats, session, pace, true, planner);
  }

  /**
   * `owns`: disposing the match disposes the session (an online table's session belongs to its
   * connection, and the server's game does not wait for this screen's replay).
   */
  constructor(
    seats: readonly PlayerSpec[],
    session: GameSession<RykestraTable, RykestraMove>,
    pace: Pace,
    private readonly owns = true,
    private readonly planner: PlannerWorker | null = null,
  ) {
    this.seats = seats;
    this.pace = pace;
    this.session = session;
    const first = this.session.game.game.firstPlayer;
    this.ui = createStore<MatchUi>(() => ({
      log: [`Round 1 of 3 — first to throw: ${seats[first].name}.`],
      latest: [],
      review: null,
      lifted: [],
      hint: null,
      fast: pace.fast,
    }));
    const table = this.session.table;
    this.offs.push(
      this.session.store.subscribe((now, before) => this.changed(now, before)),
      table.on("tap", (e) => this.set({ hint: tapWords(e.why) })),
      table.on("thrown", () => {
        this.set({ hint: null });
        // Fast pace: a person's throw comes to rest at once too (the computers' already do).
        if (this.pace.fast) this.later(0, () => this.session.settleNow());
      }),
    );
  }

  /** Faster: every throw comes to rest at once, pauses and the replay's beats shorten (the physics still decides). */
  setPace(pace: Pace): void {
    this.pace = pace;
    this.session.setQuick(pace.fast);
    this.set({ fast: pace.fast });
  }

  /** True while a scored round is on show: the computers wait and the table stays locked. */
  get holding(): boolean {
    return this.ui.getState().review !== null;
  }

  get view(): MatchView {
    return matchView(this.session.view, this.ui.getState(), this.seats);
  }

  /**
   * Resumes a saved game in the session (at its checkpoint, or by replaying its log). The log
   * of sentences is told again from the game: each scored round, then where this round stands.
   */
  resume(log: SessionLog, extras: ResumeExtras = {}): { ok: true } | { ok: false; reason: string } {
    this.resuming = true;
    try {
      return resumeSession(this.session, log, extras);
    } finally {
      this.resuming = false;
      this.seenThrow = this.session.view.lastThrow;
      this.retell(log);
      this.session.setHold("open");
    }
  }

  dispose(): void {
    for (const off of this.offs) off();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.owns) this.session.dispose();
    this.planner?.dispose();
  }

  // ── What the person does ──────────────────────────────────────────────────────────────

  private get personSeat(): number | null {
    return this.holding ? null : this.session.personToAct();
  }

  /** Whether this seat is played at this screen (online, another player's seat is at theirs). */
  playsHere(seat: number): boolean {
    return this.session.driver(seat).kind === "person";
  }

  /** "Throw the sector dice" or "Throw for me": an honest random throw for the person due to throw. */
  throwForMe(): void {
    const seat = this.personSeat;
    if (seat !== null && this.session.request()?.seat === seat) this.session.throwForMe(seat);
  }

  /** The keyboard throw along the aim pad's heading and power. */
  throwAimed(): void {
    const seat = this.personSeat;
    if (seat !== null && this.session.request()?.seat === seat) this.session.throwAimed(seat);
  }

  /** The round's first player puts the Kinzo marker in one of the two bonus sectors. */
  chooseMarker(sector: SectorId): void {
    const seat = this.personSeat;
    if (seat !== null) this.session.dispatch(seat, { kind: "move", move: { type: "place-marker", sector } });
  }

  /** "Next": the next beat of the replay; stepping by hand stops it playing by itself (Play resumes). */
  nextBeat(): void {
    const r = this.ui.getState().review;
    if (!r || r.index >= r.beats.length - 1) return;
    this.set({ review: { ...r, playing: false } });
    this.showBeat(r.index + 1, false);
  }

  /** "Skip": straight to the round's tally. */
  skipResolution(): void {
    const r = this.ui.getState().review;
    if (!r) return;
    this.set({ review: { ...r, playing: false } });
    this.showBeat(r.beats.length - 1, true);
  }

  /** Pause or play the replay. */
  togglePlaying(): void {
    const r = this.ui.getState().review;
    if (!r) return;
    this.set({ review: { ...r, playing: !r.playing } });
    this.scheduleBeat();
  }

  /** After the tally: on to the next round (already set up by the game), or the final scores. */
  nextRound(): void {
    if (!this.holding) return;
    const game = this.session.game.game;
    this.set({ review: null, lifted: [], latest: [] });
    if (game.phase === "over") {
      const totals = game.totals.map((t, s) => `${this.seats[s].name} ${t}`).join(", ");
      this.say(`Game over. Totals: ${totals}.`);
    } else this.say(`Round ${game.round + 1} of 3 — first to throw: ${this.seats[game.firstPlayer].name}.`);
    this.session.setHold("open");
  }

  // ── Following the session ─────────────────────────────────────────────────────────────

  private set(change: Partial<MatchUi>): void {
    this.ui.setState(change);
  }

  private say(...lines: string[]): void {
    if (lines.length > 0) this.set({ log: [...this.ui.getState().log, ...lines] });
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  /** Puts what the game just did into words, and starts the replay when a round was scored. */
  private changed(now: SessionView<RykestraTable>, before: SessionView<RykestraTable>): void {
    if (now.game === before.game || this.resuming) return;
    const was = before.game.game;
    const game = now.game.game;
    const fresh = now.lastThrow !== this.seenThrow ? now.lastThrow : null;
    this.seenThrow = now.lastThrow;
    const said = changeWords(before.game, now.game, fresh === null ? null : snapshotsOf(fresh.dice, fresh.dice.map((d) => d.id)), this.seats.map((s) => s.name));
    const lines = [...(fresh?.notes ?? []).map(sentence), ...said.lines];
    const latest = said.latest;
    this.say(...lines);
    if (latest) this.set({ latest });
    if (game.phase === "throwing" && was.phase !== "throwing") this.set({ latest: latest ?? [] });
    if (game.history.length > was.history.length) this.startReview(game);
  }

  /** A resumed game's sentences: the unbroken game's, rebuilt from the log (see retell.ts). */
  private retell(log: SessionLog): void {
    const game = this.session.game.game;
    const names = this.seats.map((s) => s.name);
    const told = retellGame(log, names) ?? [`Round ${game.round + 1} of 3 — first to throw: ${names[game.firstPlayer]}.`];
    this.set({ log: [...told, "The game was resumed from its save."], latest: [], review: null, lifted: [] });
  }

  private startReview(game: RykestraState): void {
    const summary = game.history[game.history.length - 1];
    const poses: Record<string, Pose> = {};
    for (const d of this.session.table.state.settled ?? []) poses[d.id] = { position: d.position, quaternion: d.quaternion };
    const beats = roundBeats(summary, this.seats.map((s) => s.name));
    this.session.setHold("closed");
    this.say(`Round ${summary.round + 1}: every hand is empty — captures.`);
    this.set({ review: { summary, beats, index: 0, playing: true, poses }, lifted: [] });
    this.showBeat(0, false);
  }

  /** Shows beat `index`: this beat's capture rises off the mat. */
  private showBeat(index: number, skipping: boolean): void {
    const r = this.ui.getState().review;
    if (!r) return;
    const beat = r.beats[index];
    const lifted = skipping ? [] : [...capturedBy(r.beats, index)].flatMap((id) => {
      const pose = r.poses[id];
      const rising = pose ? liftedDie(beat, id, pose, this.seats) : null;
      return rising ? [rising] : [];
    });
    this.set({ review: { ...r, index }, lifted });
    if (beat.kind !== "act") this.say(beat.text);
    this.scheduleBeat();
  }

  private scheduleBeat(): void {
    const r = this.ui.getState().review;
    if (!r || !r.playing || r.index >= r.beats.length - 1) return;
    const at = r.index;
    const summary = r.summary;
    this.later(this.pace.beat, () => {
      const now = this.ui.getState().review;
      if (now && now.summary === summary && now.playing && now.index === at) this.showBeat(at + 1, false);
    });
  }
}
