// Rykestra practice: any position on the mat, flicked at alone; saved with its shared position.
import { EMPTY_POSITION, addDie, setSeats, setThrower, type PracticeMove, type PracticePosition, type PracticeTable } from "../games/rykestra/practice";
import { rykestraPracticeGame } from "../games/rykestra/practice/definition";
import { MAX_PLAYERS, MIN_PLAYERS } from "../games/rykestra/options";
import { practiceSeat } from "../bots/rykestra/practice-seat";
import { rykestraPracticeStage } from "../table/stages/rykestra-practice";
import { exactCos, exactSin } from "../geometry/exact-math";
import type { GameModule, SaveDescription } from "./game-module";
import { SEAT_COLOURS } from "./seats";

/** Headless set-up: seats round the mat (3–5), a thrower chosen by the seed and one or two dice per other seat near the centre. */
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

/** What the Continue list says of a practice session. */
function describe(table: PracticeTable): SaveDescription {
  const n = table.position.dice.length;
  const c = table.counters;
  const attempts = `${c.attempts} ${c.attempts === 1 ? "throw" : "throws"}`;
  return { progress: `${n} ${n === 1 ? "die" : "dice"} set up · ${attempts}, ${c.knockOffs} knocked off, ${c.captures} captures`, finished: false, result: null };
}

export const rykestraPractice: GameModule<PracticeTable, PracticeMove> = {
  id: rykestraPracticeGame.id,
  title: "Rykestra practice",
  route: "/rykestra/practice",
  card: {
    blurb:
      "Set up any position on the mat — dice of any colour, number and heading — then flick and see at once what you knocked off and what your die would capture. Share a position as a link.",
    facts: "solo · knock-offs and captures",
  },
  definition: rykestraPracticeGame,
  alone: true,
  endless: true,
  // The mat's seats are positions, not players: each die wears its seat's colour ("Blue's die").
  stage: (seats) =>
    rykestraPracticeStage(
      seats
        ? (_id, owner) => {
            const c = SEAT_COLOURS[owner % SEAT_COLOURS.length];
            return { colour: c.body, ink: c.ink, name: `${c.name}'s die` };
          }
        : undefined,
    ),
  computer: () => practiceSeat(),
  options: (seats, seed) => practiceOptions(seats, seed),
  // The shared position stays in the address beside the save.
  save: { describe, kept: ["p"] },
};
