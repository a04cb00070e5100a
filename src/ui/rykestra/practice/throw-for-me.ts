// Free practice's "Throw for me": the strong seat's planned flick for the position on the mat
// (training/practice-plan.ts, planned off the main thread), thrown with its hand's wobble
// and a fresh shake through the session like any flick; then the same goal graded from the
// settled mat, so the panel can say what it aimed at, why, how often that works, and what
// happened this time.
import { createStore, type StoreApi } from "zustand/vanilla";
import { PLAN_EFFORT } from "../../../bots/rykestra/plan-effort";
import { createRng } from "../../../physics";
import { practiceDieIds, samePosition, thrownDieId, type PracticePosition } from "../../../games/rykestra/practice";
import { gradeThrow, type Grade } from "../../../games/rykestra/practice/drills";
import { flickOf } from "../../../training/drill-planner";
import { intentDrill, type PracticePlan } from "../../../training/practice-plan";
import type { PracticeControls } from "./practice-controls";

/** Plans "Throw for me" somewhere (a worker in the browser, the calling thread in tests). */
export type PlanPractice = (position: PracticePosition, seed: number) => Promise<{ plan: PracticePlan; ms: number }>;

export interface ForMeState {
  /** idle: nothing to say; planning: the search runs; thrown: the die is rolling; done: graded. */
  readonly phase: "idle" | "planning" | "thrown" | "done";
  readonly plan: PracticePlan | null;
  /** Milliseconds the plan took. */
  readonly ms: number | null;
  readonly result: Grade | null;
  readonly problem: string | null;
}

const IDLE: ForMeState = { phase: "idle", plan: null, ms: null, result: null, problem: null };

/** A store that stays idle, for a screen whose ThrowForMe is not made yet. */
export const IDLE_STORE: StoreApi<ForMeState> = createStore<ForMeState>(() => IDLE);

export class ThrowForMe {
  readonly store: StoreApi<ForMeState> = createStore<ForMeState>(() => IDLE);
  private token = 0;
  private thrown = 0;
  private position: PracticePosition | null = null;
  private readonly offs: (() => void)[];

  constructor(
    private readonly practice: PracticeControls,
    private readonly planPractice: PlanPractice,
  ) {
    this.offs = [
      // Another throw (a flick, the keyboard) ends the lesson on show.
      practice.session.table.on("thrown", (e) => {
        if (e.source !== "auto") this.stop();
      }),
      practice.session.store.subscribe((s, prev) => {
        const o = s.game.outcome;
        if (this.state.phase !== "thrown" || s.game.mode !== "result" || prev.game.mode === "result" || !o || !this.position || !this.state.plan) return;
        const drill = intentDrill(this.position, this.state.plan.intent);
        const ids = practiceDieIds(this.position);
        const result = gradeThrow(drill, { outcome: o, ids: new Map(ids.map((id) => [id, id])) }, ids);
        this.store.setState({ phase: "done", result });
      }),
    ];
  }

  get state(): ForMeState {
    return this.store.getState();
  }

  dispose(): void {
    this.token++;
    for (const off of this.offs) off();
  }

  private stop(): void {
    this.token++;
    if (this.state.phase !== "idle") this.store.setState(IDLE);
  }

  /** Plans the position on the mat and throws the plan; the panel follows the store. */
  async start(): Promise<void> {
    const session = this.practice.session;
    if (this.practice.view.mode !== "setup" || this.state.phase === "planning") return;
    const position = session.game.position;
    const token = ++this.token;
    this.store.setState({ ...IDLE, phase: "planning" });
    let planned: { plan: PracticePlan; ms: number };
    try {
      planned = await this.planPractice(position, session.seed + 7919 * session.table.state.throws);
    } catch (e) {
      if (token === this.token) this.store.setState({ ...IDLE, problem: `The planner could not plan this throw (${e instanceof Error ? e.message : String(e)}). Throw it yourself, or try again.` });
      return;
    }
    if (token !== this.token) return;
    if (this.practice.view.mode !== "setup" || !samePosition(position, session.game.position)) {
      this.store.setState({ ...IDLE, problem: "The mat changed while the throw was being planned: press Throw for me again." });
      return;
    }
    const drill = intentDrill(position, planned.plan.intent);
    const rng = createRng((session.seed ^ 0x5eed) + 7919 * ++this.thrown);
    const flick = flickOf(drill, [planned.plan.params], thrownDieId(position), 0, rng, PLAN_EFFORT.strong);
    this.position = position;
    this.store.setState({ phase: "thrown", plan: planned.plan, ms: planned.ms });
    const r = session.dispatch(0, { kind: "flick", flicks: [flick] }, "auto");
    if (!r.ok) this.store.setState({ ...IDLE, problem: r.reason });
  }
}
