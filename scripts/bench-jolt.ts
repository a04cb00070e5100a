// A peer for the physics bench: the dice table's scene in Jolt Physics (jolt-physics, its
// default single-threaded WASM build), stepped at the same fixed step and timed to the same
// rest rule as DiceTable (bench-scenes.ts).
//
// The same scene: the layout's surfaces from surfacePlan (the ground plane y = 0, the mat or
// the tray and every wall box), the same solids (the D6 box, the D10 as the hull of the
// project's own twelve vertices), mass and true inertia from dieMass, the pair's friction,
// restitution and felt softness, the same air drag per second, spin capped at MAX_SPIN, sleep
// after SLEEP_SPEED for SLEEP_SECONDS, the same poses and flicks, resting dice added asleep.
// Units are the project's (cm, g, s): a 1.6 cm die is Jolt's "one metre" object, so Jolt's
// length tolerances (slop, speculative distance, convex radius) are its defaults in cm.
//
// Where it cannot be the same, see docs/performance.md ("Peers"): convex radius (edges rounded
// by 0.05 cm), Jolt's solver (warm-started, 10 velocity and 2 position iterations) and its
// sleep test, restitution combined per manifold in a contact listener, no CCD (like ours).
import initJolt from "jolt-physics";
import type { Flick, Vec3 } from "../src/geometry/types";
import { solidOf } from "../src/geometry/solids";
import { FIXED_DT, GRAVITY, LINEAR_DAMPING, ANGULAR_DAMPING, MAX_FLICK_SPEED, MAX_FLICK_SPIN, MAX_SPIN } from "../src/physics/constants";
import { RESTITUTION_THRESHOLD, SLEEP_SECONDS, SLEEP_SPEED } from "../src/physics/constants";
import { dieMass } from "../src/physics/die-body";
import { PAIR_PROPS, type SurfaceKind } from "../src/physics/materials";
import { surfacePlan, type Layout } from "../src/physics/surfaces";
import type { DieSpec, Pose } from "../src/physics/dice-table";
import { capped, quietAfterStep, restlessCount, settleByRule, unitQuaternion } from "./bench-scenes";

type JoltModule = typeof initJolt;

let J: JoltModule | undefined;

/** Loads Jolt's WASM once per process. */
export async function loadJolt(): Promise<void> {
  J ??= (await initJolt()) as JoltModule;
}

function jolt(): JoltModule {
  if (!J) throw new Error("call loadJolt() first");
  return J;
}

/**
 * Drag as a rate: cannon-es keeps (1 − d) of a velocity per second, Jolt (1 − c·dt) per step
 * and Rapier 1 / (1 + c·dt) per step; c = −ln(1 − d) loses the same share per second.
 */
export const DRAG_RATE = { linear: -Math.log(1 - LINEAR_DAMPING), angular: -Math.log(1 - ANGULAR_DAMPING) };

/**
 * Per-body friction whose geometric mean (Jolt's default combine) is each pair's μ exactly:
 * a die has μ(die–die), a surface μ(die–surface)² / μ(die–die).
 */
const DIE_FRICTION = PAIR_PROPS["die-die"].friction;
export const JOLT_FRICTION: Record<"die" | SurfaceKind, number> = {
  die: DIE_FRICTION,
  felt: PAIR_PROPS["die-felt"].friction ** 2 / DIE_FRICTION,
  wood: PAIR_PROPS["die-wood"].friction ** 2 / DIE_FRICTION,
  wall: PAIR_PROPS["die-wall"].friction ** 2 / DIE_FRICTION,
};

const LAYER_STATIC = 0;
const LAYER_DIE = 1;
/** Body user data: which material a body is (0 die, else a surface). */
const KIND_CODE: Record<"die" | SurfaceKind, number> = { die: 0, felt: 1, wood: 2, wall: 3 };
const PAIR_OF_CODE = [PAIR_PROPS["die-die"], PAIR_PROPS["die-felt"], PAIR_PROPS["die-wood"], PAIR_PROPS["die-wall"]];

interface JoltDie {
  readonly id: string;
  readonly body: InstanceType<JoltModule["Body"]>;
  readonly bodyId: InstanceType<JoltModule["BodyID"]>;
  quietSteps: number;
}

export interface JoltOptions {
  /** Leave Jolt's own combine (restitution by maximum) instead of the pair table: no listener. */
  readonly noListener?: boolean;
  /** Felt's soft landing: on every new and persisting manifold (default), on new ones only, or none. */
  readonly feltSoftness?: "always" | "new" | "off";
}

export class JoltTable {
  readonly layout: Layout;
  private readonly J: JoltModule;
  private readonly iface: InstanceType<JoltModule["JoltInterface"]>;
  private readonly system: InstanceType<JoltModule["PhysicsSystem"]>;
  private readonly bi: InstanceType<JoltModule["BodyInterface"]>;
  private readonly dice = new Map<string, JoltDie>();
  private readonly order: JoltDie[] = [];
  /** Material code by body pointer, for the contact listener. */
  private readonly kindOfPtr = new Map<number, number>();
  private listener: InstanceType<JoltModule["ContactListenerJS"]> | undefined;
  private readonly v3: InstanceType<JoltModule["Vec3"]>;
  private readonly w3: InstanceType<JoltModule["Vec3"]>;
  private readonly r3: InstanceType<JoltModule["RVec3"]>;
  private readonly q4: InstanceType<JoltModule["Quat"]>;
  /** Every kind but the D10 is the cube (solidOf). */
  private readonly shapes: Record<"d6" | "d10", InstanceType<JoltModule["Shape"]>>;
  steps = 0;
  private destroyed = false;

  constructor(layout: Layout, options: JoltOptions = {}) {
    const Jm = jolt();
    this.J = Jm;
    this.layout = layout;
    const settings = new Jm.JoltSettings();
    settings.mMaxBodies = 64;
    settings.mMaxBodyPairs = 1024;
    settings.mMaxContactConstraints = 1024;
    settings.mMaxWorkerThreads = 0;
    const objectFilter = new Jm.ObjectLayerPairFilterTable(2);
    objectFilter.EnableCollision(LAYER_STATIC, LAYER_DIE);
    objectFilter.EnableCollision(LAYER_DIE, LAYER_DIE);
    const bpInterface = new Jm.BroadPhaseLayerInterfaceTable(2, 2);
    const bpStatic = new Jm.BroadPhaseLayer(0);
    const bpDie = new Jm.BroadPhaseLayer(1);
    bpInterface.MapObjectToBroadPhaseLayer(LAYER_STATIC, bpStatic);
    bpInterface.MapObjectToBroadPhaseLayer(LAYER_DIE, bpDie);
    settings.mObjectLayerPairFilter = objectFilter;
    settings.mBroadPhaseLayerInterface = bpInterface;
    settings.mObjectVsBroadPhaseLayerFilter = new Jm.ObjectVsBroadPhaseLayerFilterTable(bpInterface, 2, objectFilter, 2);
    this.iface = new Jm.JoltInterface(settings);
    // The interface owns the filters and the layer table; the settings and layers were copied.
    Jm.destroy(settings);
    Jm.destroy(bpStatic);
    Jm.destroy(bpDie);
    this.system = this.iface.GetPhysicsSystem();
    this.bi = this.system.GetBodyInterfaceNoLock();
    this.v3 = new Jm.Vec3(0, GRAVITY, 0);
    this.system.SetGravity(this.v3);
    this.w3 = new Jm.Vec3(0, 0, 0);
    this.r3 = new Jm.RVec3(0, 0, 0);
    this.q4 = new Jm.Quat(0, 0, 0, 1);

    const ps = this.system.GetPhysicsSettings();
    ps.mMinVelocityForRestitution = RESTITUTION_THRESHOLD;
    ps.mPointVelocitySleepThreshold = SLEEP_SPEED;
    ps.mTimeBeforeSleep = SLEEP_SECONDS;
    this.system.SetPhysicsSettings(ps);

    const plan = surfacePlan(layout);
    // The ground: Jolt's plane shape, y = 0, up.
    this.v3.Set(0, 1, 0);
    const plane = new Jm.Plane(this.v3, 0);
    this.addStatic(new Jm.PlaneShape(plane, undefined, 1000), [0, 0, 0], plan.ground);
    Jm.destroy(plane);
    for (const b of plan.boxes) {
      this.v3.Set(...b.halfExtents);
      this.addStatic(new Jm.BoxShape(this.v3), b.centre, b.kind);
    }
    this.shapes = { d6: this.dieShape("d6"), d10: this.dieShape("d10") };
    if (!options.noListener) this.installListener(options.feltSoftness ?? "always");
  }

  private addStatic(shape: InstanceType<JoltModule["Shape"]>, centre: readonly [number, number, number], kind: SurfaceKind): void {
    const Jm = this.J;
    this.r3.Set(...centre);
    this.q4.Set(0, 0, 0, 1);
    const s = new Jm.BodyCreationSettings(shape, this.r3, this.q4, Jm.EMotionType_Static, LAYER_STATIC);
    s.mFriction = JOLT_FRICTION[kind];
    s.mRestitution = PAIR_PROPS[`die-${kind}`].restitution;
    s.mUserData = KIND_CODE[kind];
    const body = this.bi.CreateBody(s);
    Jm.destroy(s);
    this.bi.AddBody(body.GetID(), Jm.EActivation_DontActivate);
    this.kindOfPtr.set(Jm.getPointer(body), KIND_CODE[kind]);
  }

  /** The die's shape: a box for the D6, the hull of the project's D10 vertices (Jolt's default convex radius). */
  private dieShape(kind: "d6" | "d10"): InstanceType<JoltModule["Shape"]> {
    const Jm = this.J;
    const solid = solidOf(kind);
    let settings: InstanceType<JoltModule["ShapeSettings"]>;
    if (kind === "d6") {
      const h = solid.vertices[solid.vertices.length - 1][0];
      this.v3.Set(h, h, h);
      settings = new Jm.BoxShapeSettings(this.v3);
    } else {
      const hull = new Jm.ConvexHullShapeSettings();
      for (const [x, y, z] of solid.vertices) {
        this.v3.Set(x, y, z);
        hull.mPoints.push_back(this.v3);
      }
      settings = hull;
    }
    const result = settings.Create();
    if (!result.IsValid()) throw new Error(`Jolt ${kind} shape: ${result.GetError().c_str()}`);
    const shape = result.Get();
    shape.AddRef();
    result.Clear();
    Jm.destroy(settings);
    return shape;
  }

  /**
   * Restitution by pair, as ours: Jolt would take the larger of the two bodies' (0.85 for
   * die–felt); the listener sets each new or persisting manifold's restitution to its pair's,
   * and on felt scales it so a landing leaves at no more than e·softSpeed (ours caps per
   * contact point; here the manifold's first point decides).
   */
  private installListener(softness: "always" | "new" | "off"): void {
    const Jm = this.J;
    const l = new Jm.ContactListenerJS();
    const kindOf = this.kindOfPtr;
    const soft = PAIR_PROPS["die-felt"].softSpeed ?? Infinity;
    const feltCode = KIND_CODE.felt;
    const combine = (b1: number, b2: number, manifoldPtr: number, settingsPtr: number, soften: boolean): void => {
      const k1 = kindOf.get(b1) ?? 0;
      const k2 = kindOf.get(b2) ?? 0;
      const surface = k1 || k2;
      const pair = PAIR_OF_CODE[surface];
      let e = pair.restitution;
      if (soften && surface === feltCode) {
        // The die is body 2 when the felt is body 1, and the other way round.
        const die = Jm.wrapPointer(k1 ? b2 : b1, Jm.Body);
        const m = Jm.wrapPointer(manifoldPtr, Jm.ContactManifold);
        const n = m.mWorldSpaceNormal;
        const nx = n.GetX();
        const ny = n.GetY();
        const nz = n.GetZ();
        const p = m.GetWorldSpaceContactPointOn1(0);
        const px = p.GetX();
        const py = p.GetY();
        const pz = p.GetZ();
        const c = die.GetCenterOfMassPosition();
        const rx = px - c.GetX();
        const ry = py - c.GetY();
        const rz = pz - c.GetZ();
        const v = die.GetLinearVelocity();
        const w = die.GetAngularVelocity();
        const wx = w.GetX();
        const wy = w.GetY();
        const wz = w.GetZ();
        const ux = v.GetX() + wy * rz - wz * ry;
        const uy = v.GetY() + wz * rx - wx * rz;
        const uz = v.GetZ() + wx * ry - wy * rx;
        // The normal points from body 1 to body 2: the die closes on the felt at this speed.
        const closing = Math.abs(ux * nx + uy * ny + uz * nz);
        if (closing > soft) e = (e * soft) / closing;
      }
      Jm.wrapPointer(settingsPtr, Jm.ContactSettings).mCombinedRestitution = e;
    };
    l.OnContactValidate = () => Jm.ValidateResult_AcceptAllContactsForThisBodyPair;
    l.OnContactAdded = (b1, b2, m, st) => combine(b1, b2, m, st, softness !== "off");
    l.OnContactPersisted = (b1, b2, m, st) => combine(b1, b2, m, st, softness === "always");
    l.OnContactRemoved = () => {};
    this.system.SetContactListener(l);
    this.listener = l;
  }

  addDie(spec: DieSpec, pose: Pose, options: { asleep?: boolean } = {}): void {
    const Jm = this.J;
    const { mass, inertia } = dieMass(spec.kind);
    const [qx, qy, qz, qw] = unitQuaternion(pose.quaternion);
    this.r3.Set(...pose.position);
    this.q4.Set(qx, qy, qz, qw);
    const s = new Jm.BodyCreationSettings(this.shapes[spec.kind === "d10" ? "d10" : "d6"], this.r3, this.q4, Jm.EMotionType_Dynamic, LAYER_DIE);
    s.mOverrideMassProperties = Jm.EOverrideMassProperties_MassAndInertiaProvided;
    s.mMassPropertiesOverride.mMass = mass;
    this.v3.Set(...inertia);
    const I = Jm.Mat44.prototype.sScaleVec3(this.v3);
    s.mMassPropertiesOverride.mInertia = I;
    s.mFriction = JOLT_FRICTION.die;
    s.mRestitution = PAIR_PROPS["die-die"].restitution;
    s.mLinearDamping = DRAG_RATE.linear;
    s.mAngularDamping = DRAG_RATE.angular;
    s.mMaxAngularVelocity = MAX_SPIN;
    s.mMaxLinearVelocity = 1e4;
    s.mAllowSleeping = true;
    s.mUserData = KIND_CODE.die;
    const body = this.bi.CreateBody(s);
    Jm.destroy(s);
    // GetID() answers in a scratch object the next call overwrites: keep a copy.
    const bodyId = new Jm.BodyID(body.GetID().GetIndexAndSequenceNumber());
    this.bi.AddBody(bodyId, options.asleep ? Jm.EActivation_DontActivate : Jm.EActivation_Activate);
    this.kindOfPtr.set(Jm.getPointer(body), KIND_CODE.die);
    const die: JoltDie = { id: spec.id, body, bodyId, quietSteps: 0 };
    this.dice.set(spec.id, die);
    this.order.push(die);
  }

  /** Before the throw: nothing to do (Jolt leaves a die added asleep asleep when it touches a static body). */
  ready(): void {}

  throwDie(flick: Flick): void {
    const die = this.dice.get(flick.dieId);
    if (!die) throw new Error(`no die "${flick.dieId}"`);
    const [qx, qy, qz, qw] = unitQuaternion(flick.quaternion);
    this.r3.Set(...flick.position);
    this.q4.Set(qx, qy, qz, qw);
    this.v3.Set(...capped(flick.velocity, MAX_FLICK_SPEED));
    this.w3.Set(...capped(flick.angularVelocity, MAX_FLICK_SPIN));
    this.bi.SetPositionRotationAndVelocity(die.bodyId, this.r3, this.q4, this.v3, this.w3);
    this.bi.ActivateBody(die.bodyId);
    die.quietSteps = 0;
  }

  /** One PhysicsSystem.Update of FIXED_DT, one collision step. */
  step(): void {
    this.iface.Step(FIXED_DT, 1);
    this.steps++;
  }

  /** One step and the rest rule's count: DiceTable's step and afterStep (Jolt caps the spin itself). */
  private stepAndCount(): void {
    this.step();
    for (const d of this.order) {
      if (!d.body.IsActive()) {
        d.quietSteps++;
        continue;
      }
      const v = d.body.GetLinearVelocity();
      const v2 = v.LengthSq();
      const w2 = d.body.GetAngularVelocity().LengthSq();
      d.quietSteps = quietAfterStep(d.quietSteps, v2, w2);
    }
  }

  /** Steps until DiceTable's rest rule says settled or the time cap; returns the steps taken. */
  settle(): number {
    return settleByRule(this.order, (d) => !d.body.IsActive(), () => this.stepAndCount());
  }

  /** Dice not at rest by the rule (after settle(): the ones the time cap cut off). */
  restless(): number {
    return restlessCount(this.order, (d) => !d.body.IsActive());
  }

  /** Dice the engine has awake. */
  awake(): number {
    return this.order.filter((d) => d.body.IsActive()).length;
  }

  positions(): Vec3[] {
    return this.order.map((d) => {
      const p = d.body.GetPosition();
      return [p.GetX(), p.GetY(), p.GetZ()];
    });
  }

  quaternions(): [number, number, number, number][] {
    return this.order.map((d) => {
      const q = d.body.GetRotation();
      return [q.GetX(), q.GetY(), q.GetZ(), q.GetW()];
    });
  }

  /** Frees the world, its bodies, shapes and listener in the WASM heap. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    const Jm = this.J;
    for (const d of this.order) {
      this.bi.RemoveBody(d.bodyId);
      this.bi.DestroyBody(d.bodyId);
      Jm.destroy(d.bodyId);
    }
    this.shapes.d6.Release();
    this.shapes.d10.Release();
    Jm.destroy(this.iface);
    if (this.listener) Jm.destroy(this.listener);
    Jm.destroy(this.v3);
    Jm.destroy(this.w3);
    Jm.destroy(this.r3);
    Jm.destroy(this.q4);
  }
}

/** Bytes in use in Jolt's WASM heap (total − free): a leak shows as growth across runs. */
export function joltHeapInUse(): number {
  const Jm = jolt();
  return Jm.JoltInterface.prototype.sGetTotalMemory() - Jm.JoltInterface.prototype.sGetFreeMemory();
}
