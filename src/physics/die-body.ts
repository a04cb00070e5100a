// A die as a cannon-es body: exact collider, true mass and inertia.
import { Body } from "cannon-es";
import type { DieKind } from "../geometry/types";
import { solidOf } from "../geometry/solids";
import { massProperties } from "../geometry/mass-properties";
import { convexFromSolid } from "./colliders";
import { ANGULAR_DAMPING, DIE_DENSITY, LINEAR_DAMPING, SLEEP_SECONDS, SLEEP_SPEED } from "./constants";
import type { Material } from "cannon-es";

/** Mass (g) and principal moments (g·cm²) of a die of uniform density. */
export function dieMass(kind: DieKind): { mass: number; inertia: [number, number, number] } {
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
    shape: convexFromSolid(solidOf(kind)),
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

