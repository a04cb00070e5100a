// The practice table every practice screen starts (free practice, drills, the skills test, the
// daily challenge): the practice stage with each seat's colour and name, and a session on a
// position with a person at the seat, wrapped in its controls.
import { rykestraPracticeGame, type PracticeMove, type PracticePosition, type PracticeTable } from "../../../games/rykestra/practice";
import { createSession } from "../../../runtime/session";
import { person } from "../../../runtime/seats";
import { rykestraPracticeStage } from "../../../table/stages/rykestra-practice";
import { PracticeControls } from "./practice-controls";
import { seatColour, seatName } from "./seat-words";

export const PRACTICE_STAGE = rykestraPracticeStage((_id, owner) => {
  const c = seatColour(owner);
  return { colour: c.body, ink: c.ink, name: `${seatName(owner)}'s die` };
});

/**
 * A practice session on `position` (a random seed unless given). The positions the screens pass
 * are valid set-ups (decoded links, the drill library, the day's challenge, all checked by their
 * tests), so a refusal here is a bug, not a player's mistake.
 */
export function practiceTable(position: PracticePosition, seed: number | undefined, fast = false): PracticeControls {
  const made = createSession<PracticeTable, PracticeMove>({
    definition: rykestraPracticeGame,
    options: { position },
    seed: seed ?? Math.floor(Math.random() * 2 ** 31),
    stage: PRACTICE_STAGE,
    drivers: [person()],
  });
  if (!made.ok) throw new Error(made.reason);
  return new PracticeControls(made.state, PRACTICE_STAGE, fast);
}
