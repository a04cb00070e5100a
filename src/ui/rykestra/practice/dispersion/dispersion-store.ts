// The stops a screen has seen, per series (one keyboard aim, the player's flicks, a drill's
// throw), and which series the plot shows. Presentation only: the stops are read from settled
// throws the session made; nothing here throws or moves a die.
import { createStore, type StoreApi } from "zustand/vanilla";
import { DISPERSION_N, withStop, type DispersionLog, type Stop } from "../../../../games/rykestra/practice";
import type { TablePoint } from "../../../../geometry/types";

/** Where a series was aimed, when it was aimed at a point (the keyboard aim). */
export interface AimMark {
  readonly point: TablePoint;
  /** Unit vector the throw travels. */
  readonly direction: TablePoint;
}

export interface SeriesInfo {
  /** "Keyboard aim 10° right, power 40%". */
  readonly label: string;
  readonly aim: AimMark | null;
}

export interface DispersionState {
  readonly log: DispersionLog;
  readonly info: Readonly<Record<string, SeriesInfo>>;
  /** The series on show (the latest thrown, or the one the aim now points at). */
  readonly active: string | null;
  readonly shown: boolean;
  /** A repeat under way: throws done of how many. */
  readonly repeating: { readonly done: number; readonly total: number } | null;
}

export class DispersionStore {
  readonly store: StoreApi<DispersionState> = createStore<DispersionState>(() => ({ log: {}, info: {}, active: null, shown: true, repeating: null }));

  constructor(private readonly keep = DISPERSION_N) {}

  get state(): DispersionState {
    return this.store.getState();
  }

  record(series: string, info: SeriesInfo, stop: Stop): void {
    const s = this.state;
    this.store.setState({ log: withStop(s.log, series, stop, this.keep), info: { ...s.info, [series]: info }, active: series });
  }

  /** Shows this series if it has stops (the aim turned to one thrown before). */
  focus(series: string): void {
    if (this.state.log[series]?.length) this.store.setState({ active: series });
  }

  /** Forgets a series' stops (the one on show by default). */
  clear(series: string | null = this.state.active): void {
    if (series === null) return;
    const log = { ...this.state.log };
    delete log[series];
    this.store.setState({ log });
  }

  setShown(shown: boolean): void {
    this.store.setState({ shown });
  }

  setRepeating(repeating: DispersionState["repeating"]): void {
    this.store.setState({ repeating });
  }
}
