// cannon-es shapes built from the geometry layer's exact solids, with the separating-axis
// work trimmed: parallel faces and parallel edges are tested once, not twice.
import { Box, ConvexPolyhedron, Vec3, type Quaternion } from "cannon-es";
import type { Solid } from "../geometry/solids";

const PARALLEL = 1 - 1e-9;

/** Keeps one of each set of parallel (or anti-parallel) unit directions. */
export function distinctDirections(dirs: readonly Vec3[]): Vec3[] {
  const kept: Vec3[] = [];
  for (const d of dirs) {
    if (!kept.some((k) => Math.abs(k.dot(d)) > PARALLEL)) kept.push(d.clone());
  }
  return kept;
}

/**
 * The solid as a ConvexPolyhedron. cannon-es computes the face normals itself and reports a
 * face wound the wrong way through console.error, which the test setup turns into a failure.
 */
export function convexFromSolid(solid: Solid): ConvexPolyhedron {
  const shape = new ConvexPolyhedron({
    vertices: solid.vertices.map(([x, y, z]) => new Vec3(x, y, z)),
    faces: solid.faces.map((f) => [...f]),
  });
  shape.uniqueAxes = distinctDirections(shape.faceNormals);
  shape.uniqueEdges = distinctDirections(shape.uniqueEdges);
  shape.findSeparatingAxis = findSeparatingAxis;
  // The broadphase only needs a box that holds the die: its bounding sphere's box costs no
  // rotations, where cannon-es would turn every vertex each step.
  const r = shape.boundingSphereRadius;
  shape.calculateWorldAABB = (pos, _quat, min, max) => {
    min.set(pos.x - r, pos.y - r, pos.z - r);
    max.set(pos.x + r, pos.y + r, pos.z + r);
  };
  return shape;
}

/** A box whose hull representation tests three axes and three edge directions. */
export function trimmedBox(halfExtents: Vec3): Box {
  const box = new Box(halfExtents);
  const hull = box.convexPolyhedronRepresentation;
  hull.uniqueEdges = distinctDirections(hull.uniqueEdges);
  hull.findSeparatingAxis = findSeparatingAxis;
  return box;
}

// Scratch for findSeparatingAxis (it does not call itself, and the step is single-threaded).
const faceANormalWS3 = new Vec3();
const worldNormal1 = new Vec3();
const deltaC = new Vec3();
const worldEdge0 = new Vec3();
const worldEdge1 = new Vec3();
const crossed = new Vec3();

/**
 * ConvexPolyhedron.findSeparatingAxis for hulls with unique axes (every hull the table makes),
 * the same tests in the same order with the same arithmetic, without the six vectors cannon-es
 * allocates per call (it runs for every pair of dice close enough to touch, every step).
 */
function findSeparatingAxis(this: ConvexPolyhedron, hullB: ConvexPolyhedron, posA: Vec3, quatA: Quaternion, posB: Vec3, quatB: Quaternion, target: Vec3, faceListA?: number[] | null, faceListB?: number[] | null): boolean {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- cannon-es's own name for the hull, kept so the copy reads line for line
  const hullA = this;
  if (!hullA.uniqueAxes || !hullB.uniqueAxes) return ConvexPolyhedron.prototype.findSeparatingAxis.call(hullA, hullB, posA, quatA, posB, quatB, target, faceListA ?? undefined, faceListB ?? undefined);
  let dmin = Number.MAX_VALUE;
  for (let i = 0; i !== hullA.uniqueAxes.length; i++) {
    quatA.vmult(hullA.uniqueAxes[i], faceANormalWS3);
    const d = hullA.testSepAxis(faceANormalWS3, hullB, posA, quatA, posB, quatB);
    if (d === false) return false;
    if (d < dmin) {
      dmin = d;
      target.copy(faceANormalWS3);
    }
  }
  for (let i = 0; i !== hullB.uniqueAxes.length; i++) {
    quatB.vmult(hullB.uniqueAxes[i], worldNormal1);
    const d = hullA.testSepAxis(worldNormal1, hullB, posA, quatA, posB, quatB);
    if (d === false) return false;
    if (d < dmin) {
      dmin = d;
      target.copy(worldNormal1);
    }
  }
  for (let e0 = 0; e0 !== hullA.uniqueEdges.length; e0++) {
    quatA.vmult(hullA.uniqueEdges[e0], worldEdge0);
    for (let e1 = 0; e1 !== hullB.uniqueEdges.length; e1++) {
      quatB.vmult(hullB.uniqueEdges[e1], worldEdge1);
      worldEdge0.cross(worldEdge1, crossed);
      if (!crossed.almostZero()) {
        crossed.normalize();
        const dist = hullA.testSepAxis(crossed, hullB, posA, quatA, posB, quatB);
        if (dist === false) return false;
        if (dist < dmin) {
          dmin = dist;
          target.copy(crossed);
        }
      }
    }
  }
  posB.vsub(posA, deltaC);
  if (deltaC.dot(target) > 0.0) target.negate(target);
  return true;
}
