// Rykestra practice for headless tables: the definition, a plainly dressed stage, the
// practice computer, and a set-up of a few dice varied by the seed.
import { EMPTY_POSITION, addDie, setSeats, setThrower, type PracticeMove, type PracticePosition, type PracticeTable } from "../../games/rykestra/practice";
import { rykestraPracticeGame } from "../../games/rykestra/practice/definition";
import { MAX_PLAYERS, MIN_PLAYERS } from "../../games/rykestra/options";
import { practiceSeat } from "../../bots/rykestra-practice-seat";
import { rykestraPracticeStage } from "../../table/stages/rykestra-practice";
import type { GameKit } from "../kit";
import { exactCos, exactSin } from "../../geometry/exact-math";

/** Seats round the mat (3–5), a thrower chosen by the seed and one or two dice per other seat near the centre. */
export function practiceOptions(seats: number, seed: number): { position: PracticePosition } {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, seats));
  let p = EMPTY_POSITION;
  const steps = [(q: PracticePosition) => setSeats(q, n), (q: PracticePosition) => setThrower(q, seed % n)];
  for (let s = 0; s < n; s++) {
    if (s === seed % n) continue;
    const angle = (2 * Math.PI * (s + seed)) / n;
    steps.push((q) => addDie(q, s, { x: Math.round(6 * exactSin(angle)), z: Math.round(-6 * exactCos(angle)) }));
    if ((seed + s) % 2 === 0) steps.push((q) => addDie(q, s, { x: Math.round(-3 * exactCos(angle)), z: Math.round(3 * exactSin(angle)) }));
  }
  for (const step of steps) {
    const r = step(p);
    if (r.ok) p = r.state;
  }
  return { position: p };
}

export const rykestraPracticeKit: GameKit<PracticeTable, PracticeMove> = {
  id: "rykestra-practice",
  definition: rykestraPracticeGame,
  alone: true,
  endless: true,
  stage: () => rykestraPracticeStage(),
  computer: () => practiceSeat(),
  options: (seats, seed) => practiceOptions(seats, seed),
};
