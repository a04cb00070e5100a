// A die as a cannon-es body: exact collider, true mass and inertia.
import { Body } from "cannon-es";
import type { DieKind } from "../geometry/types";
import { solidOf } from "../geometry/solids";
import { massProperties } from "../geometry/mass-properties";
import { convexFromSolid } from "./colliders";
import { ANGULAR_DAMPING, DIE_DENSITY, LINEAR_DAMPING, SLEEP_SECONDS, SLEEP_SPEED } from "./constants";
import type { ConvexPolyhedron, Material } from "cannon-es";

interface DieMass {
  readonly mass: number;
  readonly inertia: readonly [number, number, number];
}

// Per kind, worked out once: every table builds its dice from these (a quality re-throws onto
// 64 fresh tables, so building a die is on the hot path). The collider is shared by every body
// of its kind: nothing in the step keeps per-body state in a convex shape (its world-vertex
// caches serve only particles, which the table has none of).
const massOf = new Map<DieKind, DieMass>();
const shapeOf = new Map<DieKind, ConvexPolyhedron>();

/** Mass (g) and principal moments (g·cm²) of a die of uniform density. */
export function dieMass(kind: DieKind): DieMass {
  let known = massOf.get(kind);
  if (!known) {
    known = computeDieMass(kind);
    massOf.set(kind, known);
  }
  return known;
}

function dieShape(kind: DieKind): ConvexPolyhedron {
  let shape = shapeOf.get(kind);
  if (!shape) {
    shape = convexFromSolid(solidOf(kind));
    shapeOf.set(kind, shape);
  }
  return shape;
}

function computeDieMass(kind: DieKind): DieMass {
  const solid = solidOf(kind);
  const unit = massProperties(solid, 1);
  const mass = unit.volume * DIE_DENSITY;
  const I = massProperties(solid, mass).inertia;
  // Both solids are symmetric about their local axes, so the tensor is diagonal.
  return { mass, inertia: [I[0][0], I[1][1], I[2][2]] };
}

export function createDieBody(kind: DieKind, material: Material): Body {
  const { mass, inertia } = dieMass(kind);
  const body = new Body({
    mass,
    material,
    shape: dieShape(kind),
    linearDamping: LINEAR_DAMPING,
    angularDamping: ANGULAR_DAMPING,
    allowSleep: true,
    sleepSpeedLimit: SLEEP_SPEED,
    sleepTimeLimit: SLEEP_SECONDS,
  });
  // addShape() has run updateMassProperties(), which guesses inertia from the bounding box;
  // replace that guess with the solid's true inertia.
  setInertia(body, inertia);
  return body;
}

export function setInertia(body: Body, [ix, iy, iz]: readonly [number, number, number]): void {
  body.inertia.set(ix, iy, iz);
  body.invInertia.set(1 / ix, 1 / iy, 1 / iz);
  body.updateInertiaWorld(true);
}

