// For Rykestra's definition tests: settled dice as the table would hand them over (D10s in
// real lying poses, so their kites come from the solid), and seeded random legal play.
import { headingOf } from "../../geometry/d10-kite";
import type { DieKind, SettledDie, Vec3, Quat } from "../../geometry/types";
import { pick } from "../../test-prng";
import type { ThrowRequest } from "../definition";
import { lyingPose } from "./practice/set-up-dice";
import { markerChoices, rykestraGame as game, type RykestraMove, type RykestraTable } from "./definition";
import { findDie } from "./state";

interface Pose {
  readonly position: Vec3;
  readonly quaternion: Quat;
}

export function settled(id: string, kind: DieKind, face: { value: number | null; label: string }, pose: Pose, flags: { cocked?: boolean; offMat?: boolean } = {}): SettledDie {
  return {
    id,
    kind,
    faceIndex: 0,
    value: face.value,
    label: face.label,
    tilt: 0 as SettledDie["tilt"],
    cocked: flags.cocked ?? false,
    position: pose.position,
    quaternion: pose.quaternion,
    offMat: flags.offMat ?? false,
    settled: true,
  };
}

const TRAY_POSE: Pose = { position: [40, 0.8, -20], quaternion: [0, 0, 0, 1] };

/** A sector die at rest in the side tray showing `face` (a number, a colour or "void"). */
export function sectorDie(id: string, kind: DieKind, face: number | string): SettledDie {
  return settled(id, kind, typeof face === "number" ? { value: face, label: String(face) } : { value: null, label: face }, TRAY_POSE);
}

/** A D10 lying flat at (x, z) showing `value`, its kite pointing along `heading` degrees. */
export function d10At(id: string, value: number, x: number, z: number, heading = 0, flags: { cocked?: boolean; offMat?: boolean } = {}): SettledDie {
  return settled(id, "d10", { value, label: String(value) }, lyingPose({ value, x, z, heading }), flags);
}

const spot = (random: () => number) => Math.round((random() - 0.5) * 29 * 10) / 10;

/** The requested dice as a random but possible settled table: most land flat, some cock, some leave the mat. */
export function randomSettled(state: RykestraTable, request: ThrowRequest, random: () => number): SettledDie[] {
  if (state.game.phase === "sector-set") {
    return request.dice.map(({ id, kind }) => {
      if (kind === "chance") return sectorDie(id, kind, pick(random, ["red", "blue"]));
      if (kind === "kinzo") return sectorDie(id, kind, pick(random, [1, 2, 3]));
      return sectorDie(id, kind, pick(random, [2, 3, 4, 5, "void"]));
    });
  }
  const thrown = request.dice.map(({ id }) => {
    const r = random();
    const value = Math.floor(random() * 10);
    if (r < 0.1) return d10At(id, value, 20 + random() * 5, spot(random), 0, { offMat: true });
    return d10At(id, value, spot(random), spot(random), Math.floor(random() * 360), { cocked: r < 0.18 });
  });
  const lying = (request.alsoRead ?? []).map(({ id }) => {
    const die = findDie(state.game, id)!.onMat!;
    const r = random();
    if (r < 0.05) return d10At(id, die.value, -20, spot(random), 0, { offMat: true });
    if (r < 0.15) return d10At(id, die.value, spot(random), spot(random), Math.floor(random() * 360));
    const { left, right, top } = die.kite;
    const heading = (headingOf({ x: (left.x + right.x) / 2, z: (left.z + right.z) / 2 }, top) * 180) / Math.PI;
    return d10At(id, die.value, die.centre.x, die.centre.z, Math.round(heading));
  });
  return [...thrown, ...lying];
}

/** Any legal move for a seat that may act now: throws through throwMove, the marker in a random bonus sector. */
export function randomMove(state: RykestraTable, random: () => number): { seat: number; move: RykestraMove } {
  const request = game.throwRequest(state);
  if (request) return { seat: request.seat, move: game.throwMove(state, randomSettled(state, request, random)) };
  const seat = pick(random, game.actors(state));
  if (state.sectorThrow) return { seat, move: { type: "place-marker", sector: pick(random, markerChoices(state)) } };
  return { seat, move: { type: "next-game" } };
}
