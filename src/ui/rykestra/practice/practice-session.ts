// Runs practice on the 3D table: keeps the set-up's dice exactly where the position puts
// them, hands the thrower their die, reads each settled throw with the engine's functions
// and keeps the tallies. Plain TypeScript over the table controller; React reads `store`.
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  EMPTY_POSITION,
  NO_ATTEMPTS,
  countAttempt,
  lyingPose,
  practiceDieIds,
  readAttempt,
  samePosition,
  thrownDieId,
  type AttemptOutcome,
  type PracticeCounters,
  type PracticeDie,
  type PracticePosition,
} from "../../../games/rykestra/practice";
import type { MoveResult } from "../../../games/move-result";
import type { Impact } from "../../../physics/dice-table";
import { snapshotsOf } from "../../../scene/rykestra/read-mat";
import { seatHand } from "../../../scene/rykestra/seats";
import type { TableController } from "../../../table/table-controller";
import type { DieSpec } from "../../../table/table-types";
import { seatColour, seatName } from "./seat-words";
import { isZoneShown, zoneCandidates } from "./zones-on-show";

/** setup: the position may be edited and the die thrown; rolling: waiting for rest; result: the throw is read. */
export type PracticeMode = "setup" | "rolling" | "result";

export interface Notice {
  readonly kind: "problem" | "info";
  readonly text: string;
}

export interface PracticeView {
  /** The set-up every attempt starts from. */
  readonly position: PracticePosition;
  readonly mode: PracticeMode;
  /** Index of the set-up die being edited. */
  readonly selected: number | null;
  /** The last attempt, read once it settled. */
  readonly outcome: AttemptOutcome | null;
  /** Tallies since the set-up last changed. */
  readonly counters: PracticeCounters;
  readonly notice: Notice | null;
  /** The player's show/hide choice per die id, over the mode's defaults (zones-on-show). */
  readonly zoneChoice: Readonly<Record<string, boolean>>;
}

export interface PracticePace {
  /** Settle each throw at once instead of watching it roll (the physics still decides every die). */
  readonly instant: boolean;
}

export function dieSpec(id: string, owner: number): DieSpec {
  const c = seatColour(owner);
  return { id, kind: "d10", colour: c.body, ink: c.ink, name: `${seatName(owner)}'s die` };
}

export class PracticeSession {
  readonly store: StoreApi<PracticeView>;
  private readonly controller: TableController;
  private readonly pace: PracticePace;
  private struck: string[] = [];
  /** The set-up and thrown die of the attempt under way. */
  private attempt: { position: PracticePosition; thrown: string } | null = null;
  private timers = new Set<ReturnType<typeof setTimeout>>();
  /** "thrower/seats" of the hand last set, so an edit elsewhere keeps the player's aim. */
  private hand = "";

  constructor(controller: TableController, position: PracticePosition = EMPTY_POSITION, pace: PracticePace = { instant: false }) {
    this.controller = controller;
    this.pace = pace;
    this.store = createStore<PracticeView>(() => ({
      position,
      mode: "setup",
      selected: null,
      outcome: null,
      counters: NO_ATTEMPTS,
      notice: null,
      zoneChoice: {},
    }));
  }

  get view(): PracticeView {
    return this.store.getState();
  }

  private set(change: Partial<PracticeView>): void {
    this.store.setState(change);
  }

  /** Connects to the table and lays out the set-up; returns the disconnect. */
  attach(): () => void {
    const offThrown = this.controller.on("thrown", (e) => this.onThrown(e.ids));
    const offSettled = this.controller.on("settled", () => this.onSettled());
    const offImpact = this.controller.on("impact", (i) => this.onImpact(i));
    const offTap = this.controller.on("tap", () =>
      this.set({ notice: { kind: "info", text: "To throw, drag the die and let go while your pointer is still moving." } }),
    );
    this.layOut();
    return () => {
      offThrown();
      offSettled();
      offImpact();
      offTap();
      for (const t of this.timers) clearTimeout(t);
      this.timers.clear();
    };
  }

  // ── The set-up ────────────────────────────────────────────────────────────────────────

  /** Puts every set-up die exactly in place and the thrower's die in hand. */
  layOut(): void {
    const p = this.view.position;
    const ids = practiceDieIds(p);
    const thrown = thrownDieId(p);
    this.controller.setDice([...p.dice.map((d, i) => dieSpec(ids[i], d.owner)), dieSpec(thrown, p.thrower)]);
    p.dice.forEach((d, i) => this.controller.placeDie(ids[i], lyingPose(d)));
    this.controller.toHand([thrown]);
    const hand = `${p.thrower}/${p.seats}`;
    if (hand !== this.hand) {
      this.hand = hand;
      this.controller.setHand(seatHand(p.thrower, p.seats));
    }
    this.controller.setThrowable([thrown]);
    this.controller.setHandful(false);
    this.controller.setLocked(this.view.mode !== "setup");
  }

  /** Applies an edit of the set-up; a refusal is shown and changes nothing. */
  edit(change: (p: PracticePosition) => MoveResult<PracticePosition>, select?: number | null): boolean {
    if (this.view.mode !== "setup") {
      this.set({ notice: { kind: "problem", text: "Reset the mat to the set-up before changing it." } });
      this.layOut();
      return false;
    }
    const result = change(this.view.position);
    if (!result.ok) {
      this.set({ notice: { kind: "problem", text: result.reason } });
      // A dragged die's preview goes back to where the set-up has it.
      this.layOut();
      return false;
    }
    const changed = !samePosition(result.state, this.view.position);
    const selected = select === undefined ? this.view.selected : select;
    this.set({
      position: result.state,
      selected: selected !== null && selected < result.state.dice.length ? selected : null,
      notice: null,
      ...(changed ? { counters: NO_ATTEMPTS, outcome: null } : {}),
    });
    this.layOut();
    return true;
  }

  /** Replaces the whole set-up (a shared link, a saved position, a clear mat). */
  load(position: PracticePosition, notice: Notice | null = null): void {
    this.set({ position, mode: "setup", selected: null, outcome: null, counters: NO_ATTEMPTS, notice, zoneChoice: {} });
    this.layOut();
  }

  select(index: number | null): void {
    const n = this.view.position.dice.length;
    this.set({ selected: index !== null && index >= 0 && index < n ? index : null });
  }

  /** Shows a die where a drag has it, without changing the set-up (the drop commits it). */
  preview(index: number, die: PracticeDie): void {
    const id = practiceDieIds(this.view.position)[index];
    if (id && this.controller.physics.has(id)) this.controller.physics.placeDie(id, lyingPose(die));
  }

  say(notice: Notice | null): void {
    this.set({ notice });
  }

  toggleZone(id: string): void {
    this.set({ zoneChoice: { ...this.view.zoneChoice, [id]: !isZoneShown(this.view, id) } });
  }

  /** Shows or hides every zone on the mat now. */
  showAllZones(show: boolean): void {
    this.set({ zoneChoice: Object.fromEntries(zoneCandidates(this.view).map((d) => [d.id, show])) });
  }

  // ── Throwing ──────────────────────────────────────────────────────────────────────────

  throwForMe(): void {
    if (this.view.mode !== "setup") return;
    this.controller.throwForMe([thrownDieId(this.view.position)]);
  }

  throwAimed(): void {
    if (this.view.mode !== "setup") return;
    this.controller.throwAimed([thrownDieId(this.view.position)]);
  }

  /** Back to the set-up exactly as it was, ready for another attempt. The tallies stay. */
  reset(): void {
    if (this.view.mode === "rolling") return;
    this.set({ mode: "setup", notice: null, zoneChoice: {} });
    this.layOut();
  }

  private onThrown(ids: readonly string[]): void {
    const p = this.view.position;
    const thrown = thrownDieId(p);
    if (this.view.mode !== "setup" || !ids.includes(thrown)) return;
    this.attempt = { position: p, thrown };
    this.struck = [];
    this.controller.setLocked(true);
    this.set({ mode: "rolling", selected: null, notice: null });
    if (this.pace.instant) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        this.controller.settleNow();
      }, 0);
      this.timers.add(t);
    }
  }

  private onImpact(i: Impact): void {
    const a = this.attempt;
    if (this.view.mode !== "rolling" || a === null || i.otherDieId === null) return;
    if (i.dieId === a.thrown) this.struck.push(i.otherDieId);
    else if (i.otherDieId === a.thrown) this.struck.push(i.dieId);
  }

  private onSettled(): void {
    const a = this.attempt;
    if (this.view.mode !== "rolling" || a === null) return;
    const ids = [...practiceDieIds(a.position), a.thrown];
    const settled = snapshotsOf(this.controller.snapshot(), ids);
    const outcome = readAttempt({ position: a.position, thrown: a.thrown, settled, struck: this.struck });
    this.attempt = null;
    this.set({ mode: "result", outcome, counters: countAttempt(this.view.counters, outcome), zoneChoice: {} });
  }
}
