// What a ghost replay (the coach's, drawn over the table) has drawn: how many frames it has
// played and where each ghost die is drawn now. Drawn-only state, read by the tests' window
// (window.__diceTable.ghost) as the table's life tally is; nothing here reaches the physics.

export interface GhostTally {
  /** Frames drawn since the ghost replay last started (0: none playing or shown yet). */
  frames: number;
  /** Whether it is still moving (frames are being asked for). */
  playing: boolean;
  /** Where each ghost die is drawn now, world cm. */
  readonly at: [number, number, number][];
  /** Where the first ghost die was drawn in each frame of this showing, world cm (the first 600). */
  readonly trail: [number, number, number][];
}

/** The page's one ghost tally: one table is mounted at a time. */
export const ghostTally: GhostTally = { frames: 0, playing: false, at: [], trail: [] };
