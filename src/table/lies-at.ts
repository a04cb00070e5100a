// Whether a die lies on the table (in the physics, not in hand) at a table point, to within
// a tenth of a millimetre: stages use it to leave a racked die alone rather than set it down again.
import type { TableController } from "./table-controller";

const EPSILON = 0.01;
const at = { x: 0, y: 0, z: 0 };
const quat = { x: 0, y: 0, z: 0, w: 1 };

export function liesAt(table: TableController, id: string, x: number, z: number): boolean {
  if (table.state.inHand.includes(id) || !table.physics.has(id)) return false;
  table.readPose(id, at, quat);
  return Math.abs(at.x - x) < EPSILON && Math.abs(at.z - z) < EPSILON;
}
