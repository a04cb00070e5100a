// cannon-es shapes built from the geometry layer's exact solids, with the separating-axis
// work trimmed: parallel faces and parallel edges are tested once, not twice.
import { Box, ConvexPolyhedron, Vec3 } from "cannon-es";
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
  return box;
}
