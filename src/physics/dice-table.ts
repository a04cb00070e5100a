// The dice table: a deterministic cannon-es world of dice on a layout's surfaces.
//
// Determinism: the world only ever advances by world.step(FIXED_DT); the same layout, seed,
// dice (added in the same order) and flicks give the same poses bit for bit. The seed feeds
// nudges only: a Flick is applied exactly as given, so a recorded flick replays exactly.
//
// Waking: a throw wakes only the thrown die. A sleeping die it strikes wakes through
// cannon-es's contact rule, and any die waking wakes the dice touching it (a die lying on a
// struck die must not hang in the air asleep). Dice nothing touches are never woken, so they
// stay exactly where they lay, to the last bit.
//
// Rest: a die is at rest when cannon-es has put it to sleep or it has been quiet (under
// QUIET_LINEAR and QUIET_ANGULAR) for QUIET_SECONDS. A die at rest may be cocked: snapshot()
// says so (cocked: true) and the game chooses the remedy (nudge or throw again).
import { Body, World } from "cannon-es";
import type { DieKind, Flick, SettledDie } from "../geometry/types";
import { FIXED_DT, MAX_SETTLE_SECONDS } from "./constants";
import type { TableMaterials } from "./materials";
import { ImpactFeed, type Impact } from "./impacts";
import type { Layout, SurfacePlan } from "./surfaces";
import { createDieBody } from "./die-body";
import { createRng, type Rng } from "./rng";
import { readBody, writeBody, type PhysicsRest } from "./rest-state";
import { createTableWorld, poseBody, type Pose } from "./table-world";
import { isStill, stepStill } from "./world-step";
import type { ContactMemory } from "./contact-memory";
import type { PointSleep } from "./point-sleep";
import { SLEEPING, afterStep, atRest, settledDie, wakeNeighbours, type DieEntry } from "./die-entry";
import { launch, nudgeBody } from "./die-motion";
import { StepAccumulator } from "./step-accumulator";

export type { Impact };

export interface DieSpec {
  readonly id: string;
  readonly kind: DieKind;
}

export type { Pose };

export interface DiceTableOptions {
  readonly layout: Layout;
  readonly seed: number | string;
  /** Simulated seconds after a throw or nudge before the table stops waiting (default 12). */
  readonly maxSettleSeconds?: number;
  /** Contacts kept between steps (table-world.ts): on unless false (false: format 2's physics, for the benches). */
  readonly warmStart?: boolean;
  /** Friction per touching pair (table-world.ts): on unless false, as warmStart. */
  readonly pairFriction?: boolean;
  /** Sleep by how far each die's points move (table-world.ts, point-sleep.ts): off unless true, a candidate for the next format. */
  readonly pointSleep?: boolean;
}

export class DiceTable {
  readonly layout: Layout;
  readonly plan: SurfacePlan;
  private readonly world: World;
  /** Last step's contacts (warm starting only): forgotten whenever the dice are set or sent moving, and once they are settled. */
  private readonly memory: ContactMemory | null;
  /**
   * The sleep tests by points under way (null: cannon-es's speed test). Not in restState(): a
   * die asleep has none, but one at rest by the quiet rule and still awake keeps its test, so a
   * table rebuilt from that rest state could put it to sleep later. Turning the candidate on
   * (a new save format) must carry them, or put quiet dice to sleep when the table settles.
   */
  private readonly pointSleep: PointSleep | null;
  private readonly materials: TableMaterials;
  private readonly dice = new Map<string, DieEntry>();
  /** The same entries in the same order, for the per-step loops (an array walk allocates no iterator). */
  private readonly order: DieEntry[] = [];
  private readonly dieOfBody = new Map<Body, DieEntry>();
  private rng: Rng;
  private readonly maxSettleSeconds: number;
  private readonly impacts: ImpactFeed;
  private readonly pace = new StepAccumulator();
  private readonly stepOnce = () => this.step();
  private stepCount = 0;
  /** The world isStill and nothing has been done to it since (every change to the dice clears it). */
  private still = false;
  /** Steps since the last throw, nudge or added die. */
  private sinceMotion = 0;

  constructor(options: DiceTableOptions) {
    this.layout = options.layout;
    this.rng = createRng(options.seed);
    this.maxSettleSeconds = options.maxSettleSeconds ?? MAX_SETTLE_SECONDS;
    const made = createTableWorld(options.layout, { warmStart: options.warmStart, pairFriction: options.pairFriction, pointSleep: options.pointSleep });
    this.world = made.world;
    this.memory = made.solver.memory;
    this.pointSleep = made.pointSleep;
    this.materials = made.materials;
    this.plan = made.plan;
    this.impacts = new ImpactFeed(made.ground, made.plan, made.surfaceKinds, this.dieOfBody);
  }

  /** Adds a die at a pose; it starts awake (it falls and settles) unless `asleep`. */
  addDie(spec: DieSpec, pose: Pose, options: { asleep?: boolean } = {}): void {
    if (this.dice.has(spec.id)) throw new Error(`die "${spec.id}" is already on the table`);
    const body = createDieBody(spec.kind, this.materials.die);
    const entry: DieEntry = {
      id: spec.id,
      kind: spec.kind,
      body,
      quietSteps: 0,
      onCollide: (e) => this.impacts.collide(entry, e.body, e.contact),
      onWake: () => wakeNeighbours(entry, this.order),
    };
    body.addEventListener("collide", entry.onCollide);
    body.addEventListener("wakeup", entry.onWake);
    this.dice.set(spec.id, entry);
    this.order.push(entry);
    this.dieOfBody.set(body, entry);
    this.world.addBody(body);
    this.setPose(entry, pose);
    if (options.asleep) body.sleep();
    else this.sinceMotion = 0;
  }

  removeDie(id: string): void {
    const entry = this.dice.get(id);
    if (!entry) return;
    entry.body.removeEventListener("collide", entry.onCollide);
    entry.body.removeEventListener("wakeup", entry.onWake);
    this.world.removeBody(entry.body);
    this.changed();
    this.dice.delete(id);
    this.order.splice(this.order.indexOf(entry), 1);
    this.dieOfBody.delete(entry.body);
    // Whatever leaned on it must not hang in the air asleep.
    wakeNeighbours(entry, this.order);
  }

  /**
   * Takes every die off and starts the table afresh: from here it steps exactly as
   * `new DiceTable({ layout, seed, maxSettleSeconds })` would, to the bit, but keeps its world,
   * surfaces and equation pools (a flick's quality throws onto 64 fresh tables: building each
   * was about a tenth of the work, and most of the garbage). No impact listeners stay.
   */
  reset(seed: number | string): void {
    const world = this.world;
    for (const entry of this.order) {
      entry.body.removeEventListener("collide", entry.onCollide);
      entry.body.removeEventListener("wakeup", entry.onWake);
      world.removeBody(entry.body);
    }
    this.order.length = 0;
    this.dice.clear();
    this.dieOfBody.clear();
    // The world as made: clock and step count at zero, no pair touching, and the surfaces in
    // the sleep state a new body has (they go through cannon-es's sleep states too).
    world.time = 0;
    world.stepnumber = 0;
    world.hasActiveBodies = false;
    world.collisionMatrix.reset();
    world.collisionMatrixPrevious.reset();
    for (const b of world.bodies) {
      b.sleepState = Body.AWAKE;
      b.timeLastSleepy = 0;
      b.wakeUpAfterNarrowphase = false;
    }
    this.rng = createRng(seed);
    this.changed();
    this.impacts.clear();
    this.pace.reset();
    this.stepCount = 0;
    this.sinceMotion = 0;
  }

  has(id: string): boolean {
    return this.dice.has(id);
  }

  /** Die ids in the order they were added. */
  ids(): string[] {
    return [...this.dice.keys()];
  }

  kindOf(id: string): DieKind | undefined {
    return this.dice.get(id)?.kind;
  }

  /** Exact placement for set-ups: the die stops dead at the pose and sleeps there. */
  placeDie(id: string, pose: Pose): void {
    const entry = this.entry(id);
    this.setPose(entry, pose);
    entry.body.sleep();
    entry.quietSteps = 0;
  }

  /** Sets a die down at exactly this pose, bit for bit (no normalising): a pose read from another table. */
  restorePose(id: string, pose: Pose): void {
    const entry = this.entry(id);
    this.setPose(entry, pose);
    const [qx, qy, qz, qw] = pose.quaternion;
    entry.body.quaternion.set(qx, qy, qz, qw);
    entry.body.previousQuaternion.copy(entry.body.quaternion);
    entry.body.sleep();
    entry.quietSteps = 0;
  }

  /** Throws one die: it leaves `flick.position` with the flick's motion (capped to the table's limits). */
  throwDie(flick: Flick): void {
    const entry = this.entry(flick.dieId);
    this.setPose(entry, flick);
    launch(entry.body, flick);
    this.sinceMotion = 0;
  }

  /** A small seeded hop and spin that wakes a die (the remedy a game may choose for a cocked die). */
  nudge(id: string): void {
    const entry = this.entry(id);
    this.changed();
    nudgeBody(entry.body, this.rng);
    entry.quietSteps = 0;
    this.sinceMotion = 0;
  }

  /** Exactly one fixed step of FIXED_DT seconds; impact listeners hear of this step's impacts at its end. */
  step(): void {
    if (this.still) {
      // Nothing moves and nothing was done to the table since it went still: only the clocks
      // turn, and every die (asleep, at exactly zero speed) counts one more quiet step.
      stepStill(this.world, FIXED_DT);
      this.stepCount++;
      this.sinceMotion++;
      const order = this.order;
      for (let i = 0; i !== order.length; i++) order[i].quietSteps++;
      return;
    }
    this.world.step(FIXED_DT);
    this.stepCount++;
    this.sinceMotion++;
    afterStep(this.order);
    this.still = !this.world.hasActiveBodies && isStill(this.world);
    // A settled table's memory is empty, as a table rebuilt from restState() (taken only when settled) has it.
    if (this.memory !== null && this.memory.size !== 0 && this.isSettled()) this.memory.forget();
    this.impacts.flush();
  }

  /**
   * For the render loop: runs as many whole fixed steps as `realSeconds` (plus what was left
   * over last time) holds, at most MAX_STEPS_PER_ADVANCE. Returns the number of steps run.
   */
  advance(realSeconds: number): number {
    return this.pace.run(realSeconds, this.stepOnce);
  }

  /** Writes a die's current pose into the given objects (no allocation). False when there is no such die. */
  readPose(id: string, outPos: { x: number; y: number; z: number }, outQuat: { x: number; y: number; z: number; w: number }): boolean {
    const entry = this.dice.get(id);
    if (!entry) return false;
    const p = entry.body.position;
    const q = entry.body.quaternion;
    outPos.x = p.x;
    outPos.y = p.y;
    outPos.z = p.z;
    outQuat.x = q.x;
    outQuat.y = q.y;
    outQuat.z = q.z;
    outQuat.w = q.w;
    return true;
  }

  /** Writes a die's current velocity (cm/s) into `out` (no allocation). False when there is no such die. */
  readVelocity(id: string, out: { x: number; y: number; z: number }): boolean {
    const entry = this.dice.get(id);
    if (!entry) return false;
    const v = entry.body.velocity;
    out.x = v.x;
    out.y = v.y;
    out.z = v.z;
    return true;
  }

  /** True when the die sleeps or has been quiet for QUIET_SECONDS. */
  isAtRest(id: string): boolean {
    return atRest(this.entry(id));
  }

  /**
   * True when every die is at rest, or when the time cap since the last throw, nudge or
   * added die has run out (snapshot() then marks the restless dice settled: false).
   */
  isSettled(): boolean {
    if (this.sinceMotion * FIXED_DT >= this.maxSettleSeconds) return true;
    const order = this.order;
    for (let i = 0; i !== order.length; i++) if (!atRest(order[i])) return false;
    return true;
  }

  /**
   * True when every die sleeps or has stayed under QUIET_LINEAR and QUIET_ANGULAR for at least
   * `steps` steps: a reading taken then already shows where each die will rest.
   */
  quietFor(steps: number): boolean {
    const order = this.order;
    for (let i = 0; i !== order.length; i++) if (order[i].body.sleepState !== SLEEPING && order[i].quietSteps < steps) return false;
    return true;
  }

  /** Simulated seconds since the last throw, nudge or added die. */
  get secondsSinceMotion(): number {
    return this.sinceMotion * FIXED_DT;
  }

  /** Simulated seconds since the table was made. */
  get simulatedSeconds(): number {
    return this.stepCount * FIXED_DT;
  }

  get steps(): number {
    return this.stepCount;
  }

  /** Every die's pose and reading now, in the order the dice were added. */
  snapshot(): SettledDie[] {
    const out: SettledDie[] = [];
    for (const entry of this.dice.values()) out.push(settledDie(entry, this.layout));
    return out;
  }

  /** Steps until settled or `maxSimSeconds` of simulated time have passed; returns the snapshot. */
  settleNow(maxSimSeconds = this.maxSettleSeconds): SettledDie[] {
    const maxSteps = Math.ceil(maxSimSeconds / FIXED_DT);
    for (let i = 0; i < maxSteps && !this.isSettled(); i++) this.step();
    return this.snapshot();
  }

  /** The whole table as plain data, exact to the bit (a save's checkpoint of the last rest). */
  restState(): PhysicsRest {
    const w = this.world;
    const dice = [...this.dice.values()].map((e) => readBody(e.id, e.kind, e.body, e.quietSteps));
    return { steps: this.stepCount, sinceMotion: this.sinceMotion, time: w.time, stepnumber: w.stepnumber, dice };
  }

  /** Rebuilds the table from restState(): the same dice, in the same order, in the same state, at the same step. */
  restoreRest(rest: PhysicsRest): void {
    for (const id of [...this.dice.keys()]) this.removeDie(id);
    for (const d of rest.dice) {
      this.addDie(d, { position: d.position, quaternion: d.quaternion });
      const entry = this.entry(d.id);
      writeBody(entry.body, d);
      entry.quietSteps = d.quietSteps;
    }
    this.stepCount = rest.steps;
    this.sinceMotion = rest.sinceMotion;
    this.world.time = rest.time;
    this.world.stepnumber = rest.stepnumber;
    this.world.hasActiveBodies = rest.dice.some((d) => d.sleepState !== Body.SLEEPING);
    this.changed();
    this.pace.reset();
  }

  /** The nudge generator's state, as plain data (saves, replays). */
  rngState(): number {
    return this.rng.state();
  }

  restoreRng(state: number): void {
    this.rng.restore(state);
  }

  /** Subscribes to impacts (for sounds); returns the unsubscribe function. */
  onImpact(cb: (impact: Impact) => void): () => void {
    return this.impacts.listen(cb);
  }

  private entry(id: string): DieEntry {
    const entry = this.dice.get(id);
    if (!entry) throw new Error(`no die "${id}" on the table`);
    return entry;
  }

  /**
   * Something was done to the dice from outside a step: the table is no longer still, and last
   * step's contacts are not this one's (a table rebuilt from restState() has none either).
   */
  private changed(): void {
    this.still = false;
    this.memory?.forget();
    this.pointSleep?.forget();
  }

  private setPose(entry: DieEntry, pose: Pose): void {
    this.changed();
    poseBody(entry.body, pose);
    entry.quietSteps = 0;
  }

}
