// Free practice's dispersion plot: every keyboard throw's stop joins the series of its aim
// (seat, heading, power), every flick the player's "flicks from this edge"; and "Repeat this
// throw" throws the keyboard aim again and again through the session, each a real physics
// throw with the hand's own wobble, each settled at once (the same steps a watched throw runs).
import { reachFor } from "../../../../bots/rykestra/throw-reach";
import type { ThrowSource } from "../../../../table/table-types";
import type { PracticeControls } from "../practice-controls";
import { seatSide } from "../seat-words";
import { DispersionStore, type SeriesInfo } from "./dispersion-store";

/** Throws one press of "Repeat" makes. */
export const REPEAT_THROWS = 10;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class PracticeDispersion {
  readonly plot = new DispersionStore();
  private pending: { series: string; info: SeriesInfo } | null = null;
  private readonly offs: (() => void)[];
  private closed = false;

  constructor(private readonly practice: PracticeControls) {
    const table = practice.session.table;
    this.offs = [
      table.on("thrown", (e) => {
        this.pending = this.seriesFor(e.source);
      }),
      practice.session.store.subscribe((s, prev) => {
        const o = s.game.outcome;
        if (s.game.mode !== "result" || prev.game.mode === "result" || !o || !this.pending) return;
        this.plot.record(this.pending.series, this.pending.info, { at: o.thrown.centre, offMat: o.thrownOff });
        this.pending = null;
      }),
      // Turning the aim back to one already thrown shows that aim's stops.
      table.store.subscribe((s, prev) => {
        if (s.aim !== prev.aim) this.plot.focus(this.keyboardSeries().series);
      }),
    ];
  }

  dispose(): void {
    this.closed = true;
    for (const off of this.offs) off();
  }

  /** The series a throw from this source joins: a keyboard aim, the player's flicks, or none (Throw for me). */
  private seriesFor(source: ThrowSource): { series: string; info: SeriesInfo } | null {
    if (source === "keyboard") return this.keyboardSeries();
    if (source !== "flick") return null;
    const { thrower, seats } = this.practice.session.game.position;
    return { series: `flick:${thrower}/${seats}`, info: { label: `Your flicks from the ${seatSide(thrower, seats)} edge`, aim: null } };
  }

  /** The keyboard aim now as a series: its key, its words and the point it aims at. */
  keyboardSeries(): { series: string; info: SeriesInfo } {
    const table = this.practice.session.table;
    const { thrower, seats } = this.practice.session.game.position;
    const { heading, power } = table.state.aim;
    const hand = table.handLayout.slot(0, 1);
    const turn = Math.round(((heading - hand.heading) * 180) / Math.PI);
    const pct = Math.round(power * 100);
    const direction = { x: Math.sin(heading), z: -Math.cos(heading) };
    const reach = reachFor(power);
    const point = { x: hand.position[0] + direction.x * reach, z: hand.position[2] + direction.z * reach };
    const turnWords = turn === 0 ? "straight ahead" : `${Math.abs(turn)}° ${turn > 0 ? "right" : "left"}`;
    return {
      series: `kb:${thrower}/${seats}:${turn}:${pct}`,
      info: { label: `Keyboard aim ${turnWords}, power ${pct}% from the ${seatSide(thrower, seats)} edge`, aim: { point, direction } },
    };
  }

  /**
   * Throws the keyboard aim `n` times, resetting the mat before each: each throw goes through
   * the session as a person's keyboard throw does and is run to rest at once. One throw per
   * task, so the page keeps drawing between them.
   */
  async repeat(n = REPEAT_THROWS): Promise<void> {
    if (this.plot.state.repeating) return;
    this.plot.setRepeating({ done: 0, total: n });
    this.plot.setShown(true);
    const mode = () => this.practice.view.mode;
    try {
      for (let i = 0; i < n; i++) {
        await nextTask();
        if (this.closed) return;
        if (mode() === "result") this.practice.reset();
        if (mode() !== "setup") break;
        this.practice.throwAimed();
        if (mode() !== "rolling") break;
        this.practice.session.settleNow();
        this.plot.setRepeating({ done: i + 1, total: n });
      }
    } finally {
      if (!this.closed) this.plot.setRepeating(null);
    }
  }
}
