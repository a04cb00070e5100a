// The practice screen's hands on its session: every change of the set-up or the throw is a
// move or a flick through `session.dispatch`; what stays here is presentation only — the die
// being edited, which zones the player has shown or hidden, and passing notices. React reads
// `usePracticeView`, which joins the session's view with this.
import { useMemo } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import { lyingPose, practiceDieIds, thrownDieId, type PracticeDie, type PracticeMove, type PracticePosition, type PracticeTable } from "../../../games/rykestra/practice";
import type { GameSession } from "../../../runtime/session/session";
import type { SessionView } from "../../../runtime/session/session-types";
import type { TableStage } from "../../../table/stage";
import { isZoneShown, zoneCandidates } from "./zones-on-show";
import type { PracticeView } from "./practice-view";

export type { Notice, PracticeMode, PracticeView } from "./practice-view";
import { tapWords } from "../../game-kit/tap-words";


interface PracticeUi {
  /** Index of the set-up die being edited. */
  readonly selected: number | null;
  /** The player's show/hide choice per die id, over the mode's defaults (zones-on-show). */
  readonly zoneChoice: Readonly<Record<string, boolean>>;
  /** A passing word from the screen ("Set up from the link."); refusals come from the session. */
  readonly info: string | null;
}


function viewOf(s: SessionView<PracticeTable>, ui: PracticeUi): PracticeView {
  const g = s.game;
  return {
    position: g.position,
    mode: s.status !== "idle" ? "rolling" : g.mode,
    selected: ui.selected,
    outcome: g.outcome,
    counters: g.counters,
    notice: s.note ? { kind: "problem", text: s.note } : ui.info ? { kind: "info", text: ui.info } : null,
    zoneChoice: ui.zoneChoice,
  };
}

export class PracticeControls {
  readonly session: GameSession<PracticeTable, PracticeMove>;
  private readonly stage: TableStage<PracticeTable>;
  /** Settle each throw at once instead of watching it roll (the physics still decides every die). */
  private readonly fast: boolean;
  readonly ui: StoreApi<PracticeUi> = createStore<PracticeUi>(() => ({ selected: null, zoneChoice: {}, info: null }));

  private readonly detach: () => void;

  constructor(session: GameSession<PracticeTable, PracticeMove>, stage: TableStage<PracticeTable>, fast = false) {
    this.session = session;
    this.stage = stage;
    this.fast = fast;
    this.detach = this.attach();
  }

  /** Ends the session and the screen's listeners. */
  dispose(): void {
    this.detach();
    this.session.dispose();
  }

  /** Listens to the table and the session for what the screen shows; returns the disconnect. */
  private attach(): () => void {
    const table = this.session.table;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const offs = [
      table.on("tap", (e) => this.set({ info: tapWords(e.why) })),
      table.on("thrown", () => {
        this.set({ selected: null, info: null });
        if (!this.fast) return;
        const t = setTimeout(() => {
          timers.delete(t);
          this.session.settleNow();
        }, 0);
        timers.add(t);
      }),
      // The player's zone choices last while the mat keeps its mode.
      this.session.store.subscribe((s, prev) => {
        if (s.game.mode !== prev.game.mode) this.set({ zoneChoice: {} });
      }),
    ];
    return () => {
      for (const off of offs) off();
      for (const t of timers) clearTimeout(t);
    };
  }

  get view(): PracticeView {
    return viewOf(this.session.view, this.ui.getState());
  }

  private set(change: Partial<PracticeUi>): void {
    this.ui.setState(change);
  }

  /** Sends an edit of the set-up; a refusal is shown by the session and changes nothing. */
  edit(move: PracticeMove, select?: number | null): boolean {
    const r = this.session.dispatch(0, { kind: "move", move });
    if (!r.ok) {
      // A dragged die's preview goes back to where the set-up has it.
      this.layOut();
      return false;
    }
    const n = this.session.game.position.dice.length;
    const selected = select === undefined ? this.ui.getState().selected : select;
    this.set({ selected: selected !== null && selected < n ? selected : null, info: null });
    return true;
  }

  /** Replaces the whole set-up (a shared link, a saved position, a clear mat). */
  load(position: PracticePosition, info: string | null = null): void {
    if (this.session.dispatch(0, { kind: "move", move: { type: "load", position } }).ok) this.set({ selected: null, zoneChoice: {}, info });
  }

  select(index: number | null): void {
    const n = this.session.game.position.dice.length;
    this.set({ selected: index !== null && index >= 0 && index < n ? index : null });
  }

  /** Puts the table back in step with the set-up (after a drag preview that was not dropped). */
  layOut(): void {
    this.stage.sync(this.session.table, this.session.game);
  }

  /** Shows a die where a drag has it, without changing the set-up (the drop commits it). */
  preview(index: number, die: PracticeDie): void {
    const id = practiceDieIds(this.session.game.position)[index];
    const physics = this.session.table.physics;
    if (id && physics.has(id)) physics.placeDie(id, lyingPose(die));
  }

  say(info: string | null): void {
    this.set({ info });
  }

  toggleZone(id: string): void {
    this.set({ zoneChoice: { ...this.ui.getState().zoneChoice, [id]: !isZoneShown(this.view, id) } });
  }

  /** Shows or hides every zone on the mat now. */
  showAllZones(show: boolean): void {
    this.set({ zoneChoice: Object.fromEntries(zoneCandidates(this.view).map((d) => [d.id, show])) });
  }

  throwForMe(): void {
    if (this.view.mode === "setup") this.session.throwForMe(0, [thrownDieId(this.session.game.position)]);
  }

  throwAimed(): void {
    if (this.view.mode === "setup") this.session.throwAimed(0, [thrownDieId(this.session.game.position)]);
  }

  /** Back to the set-up exactly as it was, ready for another attempt. The tallies stay. */
  reset(): void {
    if (this.view.mode === "result") this.session.dispatch(0, { kind: "move", move: { type: "reset" } });
  }
}

/** The session's view and the screen's own, joined, for React. */
export function usePracticeView(practice: PracticeControls): PracticeView {
  const s = useStore(practice.session.store);
  const ui = useStore(practice.ui);
  return useMemo(() => viewOf(s, ui), [s, ui]);
}
