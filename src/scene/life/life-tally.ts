// What the table's life has drawn so far, counted for the tests' window (window.__diceTable.life)
// and the console: frames that showed a trail, the copies and traces shown now. Counting only.
export interface LifeTally {
  /** Frames drawn with at least one trail copy showing. */
  trailFrames: number;
  /** Trail copies showing in the last frame drawn, and the strongest copy's opacity. */
  copiesNow: number;
  opacityNow: number;
  /** Landing traces made (puffs; a felt landing's mark with it), and how many show now. */
  traces: number;
  tracesNow: number;
}

export const lifeTally = (): LifeTally => ({ trailFrames: 0, copiesNow: 0, opacityNow: 0, traces: 0, tracesNow: 0 });
