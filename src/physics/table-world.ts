// The cannon-es world under a dice table: gravity, the solver and contact rules this project
// installs (Coulomb friction, steady contacts, the lean step, sleeping), the materials and the
// layout's surfaces; and setting a body down at a pose, at rest.
import { Body, Vec3 as CVec3, World } from "cannon-es";
import type { Quat, Vec3 } from "../geometry/types";
import { GRAVITY } from "./constants";
import { installMaterials, linkSoftness, type SurfaceKind, type TableMaterials } from "./materials";
import { buildSurfaces, surfacePlan, type Layout, type SurfacePlan } from "./surfaces";
import { CoulombSolver } from "./coulomb-solver";
import { linkFrictionToContacts } from "./friction-links";
import { installSteadyContacts } from "./steady-contacts";
import { AwakeBroadphase } from "./awake-broadphase";
import { installLeanStep } from "./world-step";
import { norm4 } from "../geometry/exact-math";

export interface Pose {
  readonly position: Vec3;
  readonly quaternion: Quat;
}

export interface TableWorld {
  readonly world: World;
  readonly materials: TableMaterials;
  readonly plan: SurfacePlan;
  readonly ground: Body;
  readonly surfaceKinds: Map<Body, SurfaceKind>;
}

export function createTableWorld(layout: Layout): TableWorld {
  const world = new World({ gravity: new CVec3(0, GRAVITY, 0) });
  world.allowSleep = true;
  world.broadphase = new AwakeBroadphase();
  world.broadphase.setWorld(world);
  const solver = new CoulombSolver();
  solver.iterations = 10;
  solver.tolerance = 1e-7;
  world.solver = solver;
  linkFrictionToContacts(world.narrowphase);
  linkSoftness(world.narrowphase);
  installSteadyContacts(world.narrowphase);
  installLeanStep(world);
  const materials = installMaterials(world);
  const plan = surfacePlan(layout);
  const surfaces = buildSurfaces(world, plan, materials);
  return { world, materials, plan, ground: surfaces.ground, surfaceKinds: surfaces.kinds };
}

/** Puts a body at a pose (its quaternion normalised), still: no velocity, force or torque. */
export function poseBody(b: Body, pose: Pose): void {
  const [x, y, z] = pose.position;
  const [qx, qy, qz, qw] = pose.quaternion;
  const n = norm4(qx, qy, qz, qw);
  b.position.set(x, y, z);
  b.previousPosition.set(x, y, z);
  b.quaternion.set(qx / n, qy / n, qz / n, qw / n);
  b.previousQuaternion.copy(b.quaternion);
  b.velocity.set(0, 0, 0);
  b.angularVelocity.set(0, 0, 0);
  b.force.set(0, 0, 0);
  b.torque.set(0, 0, 0);
  b.aabbNeedsUpdate = true;
  b.updateInertiaWorld(true);
}
