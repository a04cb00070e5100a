// The cannon-es world under a dice table: gravity, the solver and contact rules this project
// installs (Coulomb friction, steady contacts, the lean step, sleeping), the materials and the
// layout's surfaces; and setting a body down at a pose, at rest.
import { Body, Vec3 as CVec3, World } from "cannon-es";
import type { Quat, Vec3 } from "../geometry/types";
import { GRAVITY } from "./constants";
import { installMaterials, linkSoftness, type SurfaceKind, type TableMaterials } from "./materials";
import { buildSurfaces, surfacePlan, type Layout, type SurfacePlan } from "./surfaces";
import { CoulombSolver } from "./coulomb-solver";
import { ContactMemory } from "./contact-memory";
import { linkFrictionToContacts } from "./friction-links";
import { installSteadyContacts } from "./steady-contacts";
import { AwakeBroadphase } from "./awake-broadphase";
import { installLeanStep } from "./world-step";
import { installPairFriction } from "./pair-friction";
import { PointSleep } from "./point-sleep";
import { norm4 } from "../geometry/exact-math";

export interface Pose {
  readonly position: Vec3;
  readonly quaternion: Quat;
}

export interface TableWorld {
  readonly world: World;
  readonly solver: CoulombSolver;
  /** The sleep test by points (TableWorldOptions.pointSleep), or null. */
  readonly pointSleep: PointSleep | null;
  readonly materials: TableMaterials;
  readonly plan: SurfacePlan;
  readonly ground: Body;
  readonly surfaceKinds: Map<Body, SurfaceKind>;
}

/**
 * With warm starting, a solve (each island's) stops once a sweep changes the impulses by less
 * than this in all (g·cm/s): under 0.02 cm/s on a 5 g die.
 */
export const WARM_TOLERANCE = 0.1;

export interface TableWorldOptions {
  /**
   * Contacts kept between steps, islands solved apart, each to WARM_TOLERANCE (contact-memory.ts).
   * On by default: the physics of save format 3 and link version 3. `false` is the physics of
   * format 2 (every solve cold, ten sweeps), kept for the benches' comparison (bench:physics --cold).
   */
  readonly warmStart?: boolean;
  /** Friction per touching pair, not per contact point (pair-friction.ts). On by default, as warmStart; `false` as format 2. */
  readonly pairFriction?: boolean;
  /**
   * Sleep by how far each die's points move, as Jolt decides it (point-sleep.ts), instead of
   * cannon-es's speed test. Off by default: a candidate for the next save format, measured by
   * `bench:physics -- --point-sleep` and `bench:fairness -- --point-sleep`.
   */
  readonly pointSleep?: boolean;
}

/** Save format 2's physics (every solve cold, friction per corner): what the benches' --cold measures. */
export const FORMAT_2_PHYSICS: TableWorldOptions = { warmStart: false, pairFriction: false };

export function createTableWorld(layout: Layout, options: TableWorldOptions = {}): TableWorld {
  const world = new World({ gravity: new CVec3(0, GRAVITY, 0) });
  world.allowSleep = true;
  world.broadphase = new AwakeBroadphase();
  world.broadphase.setWorld(world);
  const solver = new CoulombSolver();
  solver.iterations = 10;
  solver.tolerance = 1e-7;
  if (options.warmStart ?? true) {
    solver.memory = new ContactMemory();
    solver.islands = true;
    solver.tolerance = WARM_TOLERANCE;
  }
  world.solver = solver;
  const makeFriction = linkFrictionToContacts(world.narrowphase);
  linkSoftness(world.narrowphase);
  installSteadyContacts(world.narrowphase);
  const pointSleep = options.pointSleep === true ? new PointSleep() : null;
  installLeanStep(world, {
    pairFriction: (options.pairFriction ?? true) ? installPairFriction(world.narrowphase, makeFriction) : undefined,
    pointSleep: pointSleep ?? undefined,
  });
  const materials = installMaterials(world);
  const plan = surfacePlan(layout);
  const surfaces = buildSurfaces(world, plan, materials);
  return { world, solver, pointSleep, materials, plan, ground: surfaces.ground, surfaceKinds: surfaces.kinds };
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
