// Turns a pointer event over the canvas into the die it picks: measures each candidate mesh
// (ray hit, drawn centre) and hands the choice to the one picker (src/table/pick-die.ts).
import { Raycaster, Vector2, Vector3, type Camera, type Object3D } from "three";
import { pickDie, PICK_RADIUS_PX, type PickCandidate } from "../../table/pick-die";

const ndc = new Vector2();
const raycaster = new Raycaster();
const projected = new Vector3();

/** The id of the die `e` picks among `meshes` ([id, mesh] pairs; hidden meshes never count). */
export function pickAt(
  e: { readonly clientX: number; readonly clientY: number },
  canvas: HTMLCanvasElement,
  camera: Camera,
  meshes: Iterable<readonly [string, Object3D]>,
  radius = PICK_RADIUS_PX,
): string | null {
  const r = canvas.getBoundingClientRect();
  ndc.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
  raycaster.setFromCamera(ndc, camera);
  const candidates: PickCandidate[] = [];
  for (const [id, mesh] of meshes) {
    if (!mesh.visible) continue;
    projected.copy(mesh.position).project(camera);
    candidates.push({
      id,
      x: ((projected.x + 1) / 2) * r.width + r.left,
      y: ((1 - projected.y) / 2) * r.height + r.top,
      underPointer: raycaster.intersectObject(mesh, false).length > 0,
    });
  }
  return pickDie(candidates, { x: e.clientX, y: e.clientY }, radius);
}
