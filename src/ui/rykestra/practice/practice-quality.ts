// Free practice's flick quality: free practice has no goal of its own, so each of the player's
// throws (a flick or a keyboard aim; not "Throw for me", whose own rate the strong player's
// panel gives) is measured against what a good player would go for in that position
// (training/practice-plan.ts chooseIntent: knock off the other seats' die nearest an edge, or
// stop near the middle): the flick as given thrown again 64 times with a freshly shaken die, in
// the quality worker. Only the last throw's quality is kept; a throw made while one is being
// measured replaces it. Plain TS over the practice session: no React.
import { createStore, type StoreApi } from "zustand/vanilla";
import { gradeAttempt, type Drill, type Grade } from "../../../games/rykestra/practice/drills";
import { practiceDieIds, type AttemptOutcome } from "../../../games/rykestra/practice";
import type { Flick } from "../../../geometry/types";
import type { FlickQuality } from "../../../training/flick-quality";
import { chooseIntent, intentDrill, type Intent } from "../../../training/practice-plan";
import type { QualityMeasure } from "../../../training/quality-client";
import type { PracticeControls } from "./practice-controls";

export type PracticeQualityState =
  | { readonly kind: "off" }
  | { readonly kind: "measuring"; readonly intent: Intent; readonly drill: Drill }
  | { readonly kind: "ready"; readonly intent: Intent; readonly drill: Drill; readonly quality: FlickQuality; readonly outcome: AttemptOutcome; readonly grade: Grade }
  | { readonly kind: "failed"; readonly intent: Intent; readonly drill: Drill; readonly reason: string };

export class PracticeQuality {
  readonly store: StoreApi<PracticeQualityState> = createStore<PracticeQualityState>(() => ({ kind: "off" }));
  /** The player's flick in flight (null: none, or one not measured). */
  private flying: Flick | null = null;
  private generation = 0;
  private readonly offs: (() => void)[];

  constructor(
    private readonly practice: PracticeControls,
    private readonly quality: QualityMeasure,
  ) {
    const table = practice.session.table;
    this.offs = [
      table.on("thrown", (e) => {
        this.flying = (e.source === "flick" || e.source === "keyboard") && e.flicks.length > 0 ? e.flicks[0] : null;
        this.generation++;
        if (this.store.getState().kind !== "off") this.store.setState({ kind: "off" }, true);
      }),
      practice.session.store.subscribe((s, prev) => {
        const o = s.game.outcome;
        if (s.game.mode !== "result" || prev.game.mode === "result" || !o || !this.flying) return;
        const flick = this.flying;
        this.flying = null;
        this.settled(o, flick);
      }),
    ];
  }

  get state(): PracticeQualityState {
    return this.store.getState();
  }

  dispose(): void {
    this.generation++;
    for (const off of this.offs) off();
  }

  private settled(outcome: AttemptOutcome, flick: Flick): void {
    const position = this.practice.session.game.position;
    const intent = chooseIntent(position);
    const drill = intentDrill(position, intent);
    const ids = practiceDieIds(position);
    const grade = gradeAttempt(drill, [{ outcome, ids: new Map(ids.map((id) => [id, id])) }], ids);
    const gen = ++this.generation;
    const fail = (e: unknown) => {
      if (gen === this.generation) this.store.setState({ kind: "failed", intent, drill, reason: e instanceof Error ? e.message : String(e) }, true);
    };
    this.store.setState({ kind: "measuring", intent, drill }, true);
    const ready = (quality: FlickQuality) => {
      if (gen === this.generation) this.store.setState({ kind: "ready", intent, drill, quality, outcome, grade }, true);
    };
    if (this.quality.now) {
      try {
        ready(this.quality.now(drill, [flick]));
      } catch (e) {
        fail(e);
      }
      return;
    }
    this.quality.measure(drill, [flick]).then(ready, fail);
  }
}
