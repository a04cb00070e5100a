// A throw judged with its faces' luck taken out. Where a die lands is the aim's doing; its face
// and which way its kite points are the physics' luck (a freshly shaken die's heading comes out
// all round the compass). So a landing flat on the mat is worth its mean over all ten faces,
// each face with its kite turned to a different tenth of the compass about the die's centre
// (offset by chance each trial), and two dice thrown together take faces and turns apart. A die
// off the mat or cocked is worth the same whatever it shows.
import type { Kite } from "../../geometry/capture-zone";
import type { TablePoint } from "../../geometry/types";
import type { DieId, DieSnapshot, RykestraState } from "../../games/rykestra";
import type { Rng } from "../../physics";
import { scoreThrow } from "./bot-score";
import { exactCos, exactSin } from "../../geometry/exact-math";

/** The engine's score for `seat`'s throw of `thrown` landing as `dice`, the thrown dice's faces and turns averaged (one draw from `rng` when any lies flat on the mat). */
export function faceAveragedScore(state: RykestraState, seat: number, thrown: readonly DieId[], dice: readonly DieSnapshot[], rng: Rng): number {
  const flat = dice.some((d) => thrown.includes(d.id) && !d.offMat && !d.cocked);
  if (!flat) return scoreThrow(state, seat, thrown, dice);
  const offset = rng.int(TURNS.length);
  let sum = 0;
  for (let k = 0; k < 10; k++) {
    const faced = dice.map((d) => {
      const i = thrown.indexOf(d.id);
      if (i < 0 || d.offMat || d.cocked) return d;
      const [c, s] = TURNS[(offset + 3 * k + 5 * i) % TURNS.length];
      return { ...d, value: (k + 3 * i) % 10, kite: turned(d.kite, d.centre, c, s) };
    });
    sum += scoreThrow(state, seat, thrown, faced);
  }
  return sum / 10;
}

/** Cosine and sine of the ten turns by a tenth of the compass. */
const TURNS: readonly (readonly [number, number])[] = Array.from({ length: 10 }, (_, k) => [exactCos((k * Math.PI) / 5), exactSin((k * Math.PI) / 5)] as const);

/** A kite turned about `centre` by the angle of cosine `c`, sine `s`. */
function turned(kite: Kite, centre: TablePoint, c: number, s: number): Kite {
  const turn = (p: TablePoint): TablePoint => {
    const x = p.x - centre.x;
    const z = p.z - centre.z;
    return { x: centre.x + c * x - s * z, z: centre.z + s * x + c * z };
  };
  return { top: turn(kite.top), left: turn(kite.left), right: turn(kite.right) };
}
