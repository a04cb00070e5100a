// The benchmarks' yardstick: the dice table's scenario on stock cannon-es.
//
// Same surfaces (a plane and the layout's boxes), same die solids, masses, true inertia,
// contact materials, damping, sleep settings and fixed step as DiceTable; everything else is
// cannon-es as it comes: `new World()` with its GSSolver (10 iterations, tolerance 1e-7),
// Narrowphase and NaiveBroadphase, plain ConvexPolyhedron and Box shapes. None of our
// replacements (Coulomb solver, steady contacts, awake broadphase, trimmed axes, cheap AABBs).
import { Body, Box, ConvexPolyhedron, Plane, Vec3 as CVec3, World } from "cannon-es";
import type { DieKind, Flick } from "../src/geometry/types";
import { solidOf } from "../src/geometry/solids";
import { FIXED_DT, GRAVITY, MAX_FLICK_SPEED, MAX_FLICK_SPIN } from "../src/physics/constants";
import { ANGULAR_DAMPING, LINEAR_DAMPING, SLEEP_SECONDS, SLEEP_SPEED } from "../src/physics/constants";
import { dieMass, setInertia } from "../src/physics/die-body";
import { installMaterials, type TableMaterials } from "../src/physics/materials";
import { surfacePlan, type Layout } from "../src/physics/surfaces";
import type { DieSpec, Pose } from "../src/physics/dice-table";

export class StockTable {
  private readonly world = new World({ gravity: new CVec3(0, GRAVITY, 0) });
  private readonly materials: TableMaterials;
  private readonly bodies = new Map<string, Body>();
  steps = 0;

  constructor(layout: Layout) {
    const world = this.world;
    world.allowSleep = true;
    this.materials = installMaterials(world);
    const plan = surfacePlan(layout);
    const ground = new Body({ type: Body.STATIC, material: this.materials[plan.ground], shape: new Plane() });
    ground.quaternion.setFromEuler(-Math.PI / 2, 0, 0);
    ground.aabbNeedsUpdate = true;
    world.addBody(ground);
    for (const b of plan.boxes) {
      const body = new Body({ type: Body.STATIC, material: this.materials[b.kind], shape: new Box(new CVec3(...b.halfExtents)), position: new CVec3(...b.centre) });
      body.aabbNeedsUpdate = true;
      world.addBody(body);
    }
  }

  addDie(spec: DieSpec, pose: Pose, options: { asleep?: boolean } = {}): void {
    const solid = solidOf(spec.kind as DieKind);
    const { mass, inertia } = dieMass(spec.kind);
    const body = new Body({
      mass,
      material: this.materials.die,
      shape: new ConvexPolyhedron({ vertices: solid.vertices.map(([x, y, z]) => new CVec3(x, y, z)), faces: solid.faces.map((f) => [...f]) }),
      linearDamping: LINEAR_DAMPING,
      angularDamping: ANGULAR_DAMPING,
      allowSleep: true,
      sleepSpeedLimit: SLEEP_SPEED,
      sleepTimeLimit: SLEEP_SECONDS,
    });
    setInertia(body, inertia);
    this.world.addBody(body);
    this.bodies.set(spec.id, body);
    setPose(body, pose);
    if (options.asleep) body.sleep();
  }

  throwDie(flick: Flick): void {
    const b = this.bodies.get(flick.dieId);
    if (!b) throw new Error(`no die "${flick.dieId}"`);
    setPose(b, flick);
    b.velocity.set(...capped(flick.velocity, MAX_FLICK_SPEED));
    b.angularVelocity.set(...capped(flick.angularVelocity, MAX_FLICK_SPIN));
    b.wakeUp();
  }

  step(): void {
    this.world.step(FIXED_DT);
    this.steps++;
  }
}

function setPose(b: Body, pose: Pose): void {
  const [qx, qy, qz, qw] = pose.quaternion;
  const n = Math.hypot(qx, qy, qz, qw);
  b.position.set(...pose.position);
  b.previousPosition.copy(b.position);
  b.quaternion.set(qx / n, qy / n, qz / n, qw / n);
  b.previousQuaternion.copy(b.quaternion);
  b.velocity.set(0, 0, 0);
  b.angularVelocity.set(0, 0, 0);
  b.aabbNeedsUpdate = true;
  b.updateInertiaWorld(true);
}

function capped(v: readonly [number, number, number], max: number): [number, number, number] {
  const m = Math.hypot(v[0], v[1], v[2]);
  return m > max ? [(v[0] * max) / m, (v[1] * max) / m, (v[2] * max) / m] : [v[0], v[1], v[2]];
}
