// A computer at the practice mat: it throws the thrower's die (an honest random flick from
// the thrower's edge), then resets the mat to the set-up, again and again. Practice has no
// opponent to beat; this seat exists so headless tables and replay checks can drive it.
import type { PracticeMove, PracticeTable } from "../../games/rykestra/practice";
import { computer, type SeatDriver } from "../../runtime/session/seats";

export const practiceSeat = (pauseMs?: number): SeatDriver<PracticeTable, PracticeMove> =>
  computer<PracticeTable, PracticeMove>((state) => (state.mode === "setup" ? { kind: "throw" } : { kind: "move", move: { type: "reset" } }), pauseMs);
