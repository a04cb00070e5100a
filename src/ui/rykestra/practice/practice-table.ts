// The practice table every practice screen starts (free practice, drills, the skills test, the
// daily challenge): the practice module's session on a position with a person at the seat,
// wrapped in its controls.
import type { PracticePosition } from "../../../games/rykestra/practice";
import { rykestraPractice } from "../../../catalog/rykestra-practice";
import { SEAT_COLOURS, type PlayerSpec } from "../../../catalog/seats";
import { startSession } from "../../../runtime/session/start-session";
import { PracticeControls } from "./practice-controls";

/** The one seat at a practice table (the mat's seats are positions, each die in its seat's colour). */
export const PRACTISER: readonly PlayerSpec[] = [{ name: "You", colour: SEAT_COLOURS[0], computer: false }];

/**
 * A practice session on `position` (a random seed unless given). The positions the screens pass
 * are valid set-ups (decoded links, the drill library, the day's challenge, all checked by their
 * tests), so a refusal here is a bug, not a player's mistake.
 */
export function practiceTable(position: PracticePosition, seed: number | undefined, fast = false): PracticeControls {
  const session = startSession(rykestraPractice, PRACTISER, { position }, seed);
  return new PracticeControls(session, session.stage, fast);
}
