// What the practice screen reads of its table and controls, as plain data: the mode the mat is
// in, a passing word, and the view the panels and the zones on show are drawn from.
import type { AttemptOutcome, PracticeCounters, PracticePosition } from "../../../games/rykestra/practice";

/** setup: the position may be edited and the die thrown; rolling: waiting for rest; result: the throw is read. */
export type PracticeMode = "setup" | "rolling" | "result";

export interface Notice {
  readonly kind: "problem" | "info";
  readonly text: string;
}

export interface PracticeView {
  readonly position: PracticePosition;
  readonly mode: PracticeMode;
  readonly selected: number | null;
  readonly outcome: AttemptOutcome | null;
  readonly counters: PracticeCounters;
  readonly notice: Notice | null;
  readonly zoneChoice: Readonly<Record<string, boolean>>;
}
