// A peer for the physics bench: the dice table's scene in Rapier (@dimforge/rapier3d-compat,
// its WASM build), stepped at the same fixed step and timed to the same rest rule as DiceTable
// (bench-scenes.ts).
//
// The same scene: the layout's surfaces from surfacePlan (the ground y = 0 as a large box whose
// top is the plane, the mat or the tray and every wall box), the same solids (the D6 cuboid, the
// D10 as the hull of the project's own twelve vertices, both sharp), mass and true inertia from
// dieMass, each pair's friction and restitution exactly (Rapier multiplies the two colliders'
// values: a die carries √ of the die–die pair's, a surface the pair's over that), the same air
// drag per second, spin capped at MAX_SPIN after each step as DiceTable does, the same poses
// and flicks, resting dice added asleep. Units are the project's (cm, g, s).
//
// Where it cannot be the same, see docs/performance.md ("Peers"): Rapier's own solver (soft
// TGS, 4 iterations) and sleep thresholds (not settable from JS; the quiet rule decides rest),
// no felt softness and no restitution threshold, no CCD (like ours).
import RAPIER from "@dimforge/rapier3d-compat";
import type { DieKind, Flick, Vec3 } from "../src/geometry/types";
import { solidOf } from "../src/geometry/solids";
import { FIXED_DT, GRAVITY, MAX_FLICK_SPEED, MAX_FLICK_SPIN, MAX_SPIN } from "../src/physics/constants";
import { dieMass } from "../src/physics/die-body";
import { PAIR_PROPS, type SurfaceKind } from "../src/physics/materials";
import { surfacePlan, type Layout } from "../src/physics/surfaces";
import type { DieSpec, Pose } from "../src/physics/dice-table";
import { capped, quietAfterStep, restlessCount, settleByRule, unitQuaternion } from "./bench-scenes";
import { DRAG_RATE } from "./bench-jolt";

let loaded = false;

/** Loads Rapier's WASM once per process. */
export async function loadRapier(): Promise<void> {
  if (loaded) return;
  await RAPIER.init();
  loaded = true;
}

/** Per-collider coefficients whose product (the Multiply rule) is each pair's exactly. */
function coefficients(prop: "friction" | "restitution"): Record<"die" | SurfaceKind, number> {
  const die = Math.sqrt(PAIR_PROPS["die-die"][prop]);
  return {
    die,
    felt: PAIR_PROPS["die-felt"][prop] / die,
    wood: PAIR_PROPS["die-wood"][prop] / die,
    wall: PAIR_PROPS["die-wall"][prop] / die,
  };
}
export const RAPIER_FRICTION = coefficients("friction");
export const RAPIER_RESTITUTION = coefficients("restitution");

/** The ground plane as a box this thick below y = 0, this wide each way. */
const GROUND_HALF = { xz: 1000, y: 10 };

interface RapierDie {
  readonly id: string;
  readonly body: RAPIER.RigidBody;
  quietSteps: number;
  /** Added asleep (for ready()). */
  readonly addedAsleep: boolean;
}

export class RapierTable {
  readonly layout: Layout;
  private readonly world: RAPIER.World;
  private readonly dice = new Map<string, RapierDie>();
  private readonly order: RapierDie[] = [];
  steps = 0;
  private freed = false;

  constructor(layout: Layout) {
    this.layout = layout;
    const world = new RAPIER.World({ x: 0, y: GRAVITY, z: 0 });
    world.timestep = FIXED_DT;
    this.world = world;
    const plan = surfacePlan(layout);
    const surface = (desc: RAPIER.ColliderDesc, kind: SurfaceKind) =>
      world.createCollider(
        desc
          .setFriction(RAPIER_FRICTION[kind])
          .setRestitution(RAPIER_RESTITUTION[kind])
          .setFrictionCombineRule(RAPIER.CoefficientCombineRule.Multiply)
          .setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Multiply),
      );
    surface(RAPIER.ColliderDesc.cuboid(GROUND_HALF.xz, GROUND_HALF.y, GROUND_HALF.xz).setTranslation(0, -GROUND_HALF.y, 0), plan.ground);
    for (const b of plan.boxes) surface(RAPIER.ColliderDesc.cuboid(...b.halfExtents).setTranslation(...b.centre), b.kind);
  }

  private dieCollider(kind: DieKind): RAPIER.ColliderDesc {
    const solid = solidOf(kind);
    let desc: RAPIER.ColliderDesc | null;
    if (kind !== "d10") {
      const h = solid.vertices[solid.vertices.length - 1][0];
      desc = RAPIER.ColliderDesc.cuboid(h, h, h);
    } else {
      desc = RAPIER.ColliderDesc.convexHull(new Float32Array(solid.vertices.flat()));
    }
    if (!desc) throw new Error(`Rapier ${kind} hull failed`);
    // Mass comes from the body's own mass properties only.
    return desc
      .setDensity(0)
      .setFriction(RAPIER_FRICTION.die)
      .setRestitution(RAPIER_RESTITUTION.die)
      .setFrictionCombineRule(RAPIER.CoefficientCombineRule.Multiply)
      .setRestitutionCombineRule(RAPIER.CoefficientCombineRule.Multiply);
  }

  addDie(spec: DieSpec, pose: Pose, options: { asleep?: boolean } = {}): void {
    const { mass, inertia } = dieMass(spec.kind);
    const [qx, qy, qz, qw] = unitQuaternion(pose.quaternion);
    const [x, y, z] = pose.position;
    const desc = RAPIER.RigidBodyDesc.dynamic()
      .setTranslation(x, y, z)
      .setRotation({ x: qx, y: qy, z: qz, w: qw })
      .setAdditionalMassProperties(mass, { x: 0, y: 0, z: 0 }, { x: inertia[0], y: inertia[1], z: inertia[2] }, { x: 0, y: 0, z: 0, w: 1 })
      .setLinearDamping(DRAG_RATE.linear)
      .setAngularDamping(DRAG_RATE.angular)
      .setCanSleep(true)
      .setSleeping(options.asleep ?? false);
    const body = this.world.createRigidBody(desc);
    this.world.createCollider(this.dieCollider(spec.kind), body);
    const die: RapierDie = { id: spec.id, body, quietSteps: 0, addedAsleep: options.asleep ?? false };
    this.dice.set(spec.id, die);
    this.order.push(die);
  }

  /**
   * Before the throw: Rapier wakes a die added asleep at its first contact (a resting die on
   * the felt), so the first step would wake every resting die, where ours and Jolt leave them
   * asleep until something strikes them. One untimed step lets Rapier find those contacts, and
   * every die added asleep is put back to sleep where that step left it, still (setting its
   * pose back would start the contact again and wake it).
   */
  ready(): void {
    this.world.step();
    for (const d of this.order) {
      if (!d.addedAsleep) continue;
      d.body.setLinvel({ x: 0, y: 0, z: 0 }, false);
      d.body.setAngvel({ x: 0, y: 0, z: 0 }, false);
      d.body.sleep();
    }
  }

  throwDie(flick: Flick): void {
    const die = this.dice.get(flick.dieId);
    if (!die) throw new Error(`no die "${flick.dieId}"`);
    const [qx, qy, qz, qw] = unitQuaternion(flick.quaternion);
    const [x, y, z] = flick.position;
    const [vx, vy, vz] = capped(flick.velocity, MAX_FLICK_SPEED);
    const [wx, wy, wz] = capped(flick.angularVelocity, MAX_FLICK_SPIN);
    const b = die.body;
    b.setTranslation({ x, y, z }, false);
    b.setRotation({ x: qx, y: qy, z: qz, w: qw }, false);
    b.setLinvel({ x: vx, y: vy, z: vz }, false);
    b.setAngvel({ x: wx, y: wy, z: wz }, false);
    b.wakeUp();
    die.quietSteps = 0;
  }

  step(): void {
    this.world.step();
    this.steps++;
  }

  /** One step, then DiceTable's afterStep: spin capped at MAX_SPIN, quiet steps counted. */
  private stepAndCount(): void {
    this.step();
    const spin2 = MAX_SPIN * MAX_SPIN;
    for (const d of this.order) {
      const b = d.body;
      if (b.isSleeping()) {
        d.quietSteps++;
        continue;
      }
      const v = b.linvel();
      const w = b.angvel();
      let w2 = w.x * w.x + w.y * w.y + w.z * w.z;
      if (w2 > spin2) {
        const k = MAX_SPIN / Math.sqrt(w2);
        b.setAngvel({ x: w.x * k, y: w.y * k, z: w.z * k }, false);
        w2 = spin2;
      }
      d.quietSteps = quietAfterStep(d.quietSteps, v.x * v.x + v.y * v.y + v.z * v.z, w2);
    }
  }

  /** Steps until DiceTable's rest rule says settled or the time cap; returns the steps taken. */
  settle(): number {
    return settleByRule(this.order, (d) => d.body.isSleeping(), () => this.stepAndCount());
  }

  /** Dice not at rest by the rule (after settle(): the ones the time cap cut off). */
  restless(): number {
    return restlessCount(this.order, (d) => d.body.isSleeping());
  }

  /** Dice the engine has awake. */
  awake(): number {
    return this.order.filter((d) => !d.body.isSleeping()).length;
  }

  positions(): Vec3[] {
    return this.order.map((d) => {
      const p = d.body.translation();
      return [p.x, p.y, p.z];
    });
  }

  quaternions(): [number, number, number, number][] {
    return this.order.map((d) => {
      const q = d.body.rotation();
      return [q.x, q.y, q.z, q.w];
    });
  }

  /** Frees the world and everything in it from the WASM heap. */
  destroy(): void {
    if (this.freed) return;
    this.freed = true;
    this.world.free();
  }
}
