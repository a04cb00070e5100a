// The table a game drives: owns the physics DiceTable, the dice (id, kind, colour), which of
// them wait in hand, the throws, and emits discrete events (thrown, settled, impact).
// Plain TypeScript: React reads `store` (discrete state only); the render loop calls
// frame() and readPose() every frame, which allocate nothing.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Flick, SettledDie } from "../geometry/types";
import { FIXED_DT } from "../physics/constants";
import { DiceTable, type Pose } from "../physics/dice-table";
import { TableStreams, type TableRngState } from "./table-streams";
import { HandPoses, type XYZ, type XYZW } from "./hand-poses";
import { turnAim } from "./aim";
import { aimedFlick, randomFlick, type FlickSample, type ThrowAim } from "../physics/flick";
import { carry, pickUp, release, type HoldHost } from "./hold-gesture";
import { defaultHandLayout, handQuaternion, type HandLayout, type TableLayoutName } from "./hand-layout";
import { emptyTableView, type DieSpec, type TableEvents, type TableRest, type TableViewState, type ThrowSource } from "./table-types";
import { Emitter } from "./emitter";

export type { DieSpec, TableEvents, TableRest, TableViewState, ThrowSource } from "./table-types";
export type { TableRngState } from "./table-streams";

export interface TableControllerOptions {
  readonly layout: TableLayoutName;
  /** Pins every random choice (physics nudges, hand orientations, Throw-for-me, keyboard spread). */
  readonly seed?: number;
  readonly hand?: Partial<HandLayout>;
}

/** The most simulated time one rendered frame may run (s): a stalled tab does not race on its return. */
const MAX_CATCH_UP = 0.5;

export class TableController {
  readonly layout: TableLayoutName;
  readonly seed: number;
  readonly physics: DiceTable;
  readonly store: StoreApi<TableViewState>;
  private hand: HandLayout;
  private readonly streams: TableStreams;
  /** Real seconds the render loop has handed over but the physics has not yet stepped. */
  private accumulator = 0;
  private readonly poses = new HandPoses();
  private readonly events = new Emitter<TableEvents>();

  private readonly unsubscribeImpact: () => void;
  /** What a carried die's gesture reads of this table (hold-gesture.ts). */
  private readonly holdHost: HoldHost;

  constructor(options: TableControllerOptions) {
    this.layout = options.layout;
    this.seed = options.seed ?? Math.floor(Math.random() * 2147483648);
    this.physics = new DiceTable({ layout: options.layout, seed: this.seed });
    this.streams = new TableStreams(this.seed);
    this.hand = { ...defaultHandLayout(options.layout), ...options.hand };
    this.store = createStore<TableViewState>(() => emptyTableView(this.hand.slot(0, 1).heading));
    this.unsubscribeImpact = this.physics.onImpact((i) => this.emit("impact", i));
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the host's getters read the controller, and `this` in a getter is the host
    const table = this;
    this.holdHost = {
      physics: this.physics,
      poses: this.poses,
      get hand() {
        return table.hand;
      },
      handSlot: (id) => ({ index: this.handIndex(id), count: this.state.inHand.length }),
      handfulRng: this.streams.handful,
    };
    this.store.subscribe((s, prev) => {
      if (s.inHand !== prev.inHand) this.layoutHand();
    });
  }

  get state(): TableViewState {
    return this.store.getState();
  }

  // ── Dice ──────────────────────────────────────────────────────────────────────────────

  /** Replaces the set of dice. Dice already known keep their place; new ones start in hand. */
  setDice(specs: readonly DieSpec[]): void {
    const keep = new Set(specs.map((s) => s.id));
    for (const d of this.state.dice) if (!keep.has(d.id)) this.physics.removeDie(d.id);
    const known = new Set(this.state.dice.map((d) => d.id));
    const inHand = this.state.inHand.filter((id) => keep.has(id));
    for (const s of specs) {
      if (!known.has(s.id)) {
        inHand.push(s.id);
        // A function of the seed and the die alone: how often screens redraw or re-set dice never moves it.
        this.poses.orient(s.id, handQuaternion(s.kind, this.hand.slot(0, 1).heading, this.streams.forDie(s.id)));
      }
    }
    this.store.setState({ dice: [...specs], inHand });
    this.afterRemoval();
    this.emit("hand", { inHand });
  }

  addDie(spec: DieSpec): void {
    this.setDice([...this.state.dice.filter((d) => d.id !== spec.id), spec]);
  }

  removeDie(id: string): void {
    this.setDice(this.state.dice.filter((d) => d.id !== id));
  }

  spec(id: string): DieSpec | undefined {
    return this.state.dice.find((d) => d.id === id);
  }

  /** Sets a die down exactly at a pose, at rest (practice set-ups, markers, replays). */
  placeDie(id: string, pose: Pose): void {
    const spec = this.requireSpec(id);
    if (this.physics.has(id)) this.physics.placeDie(id, pose);
    else this.physics.addDie(spec, pose, { asleep: true });
    this.setInHand(this.state.inHand.filter((h) => h !== id));
  }

  /** Sets a die down exactly at a pose read from another table (an online correction), bit for bit. */
  restoreDie(id: string, pose: Pose): void {
    this.placeDie(id, pose);
    this.physics.restorePose(id, pose);
  }

  /** Picks dice up off the table into the hand (every die when `ids` is omitted). */
  toHand(ids: readonly string[] = this.state.dice.map((d) => d.id)): void {
    const inHand = [...this.state.inHand];
    for (const id of ids) {
      if (!this.spec(id)) continue;
      this.physics.removeDie(id);
      if (!inHand.includes(id)) inHand.push(id);
    }
    this.setInHand(inHand);
    this.afterRemoval();
  }

  /** Which dice the player may pick up now (null: every die in hand). Bots and turns set this. */
  setThrowable(ids: readonly string[] | null): void {
    this.store.setState({ throwable: ids ? [...ids] : null });
  }

  /** Whether flicking one die in hand throws every throwable die in hand with it. */
  setHandful(handful: boolean): void {
    this.store.setState({ handful });
  }

  /** While locked (a bot's turn, a dialog) the player cannot pick up or throw. */
  setLocked(locked: boolean): void {
    this.store.setState({ locked });
  }

  /** Moves the hand (a Rykestra seat, say): slots, hold area, aim disc, hand height. */
  setHand(hand: Partial<HandLayout>): void {
    this.hand = { ...this.hand, ...hand };
    this.layoutHand();
    this.store.setState({ aim: { ...this.state.aim, heading: this.hand.slot(0, 1).heading } });
  }

  get handLayout(): HandLayout {
    return this.hand;
  }

  canPickUp(id: string): boolean {
    const s = this.state;
    if (s.locked || !this.spec(id)) return false;
    if (s.throwable) return s.throwable.includes(id);
    return s.inHand.includes(id);
  }

  /** The dice a throw of the hand sends: every throwable die in hand. */
  handToThrow(): string[] {
    const s = this.state;
    return s.inHand.filter((id) => !s.throwable || s.throwable.includes(id));
  }

  // ── Throwing ──────────────────────────────────────────────────────────────────────────

  /**
   * Throws these flicks now. A die still lying on the table is picked up first (so whatever
   * leaned on it wakes), then every die leaves its flick's pose: the one way dice are thrown.
   */
  launch(flicks: readonly Flick[], source: ThrowSource): void {
    if (flicks.length === 0) return;
    const lying = flicks.map((f) => f.dieId).filter((id) => this.physics.has(id));
    for (const id of lying) this.physics.removeDie(id);
    for (const f of flicks) {
      const spec = this.requireSpec(f.dieId);
      this.physics.addDie(spec, f, { asleep: true });
      this.physics.throwDie(f);
    }
    const thrown = new Set(flicks.map((f) => f.dieId));
    this.store.setState({
      inHand: this.state.inHand.filter((id) => !thrown.has(id)),
      holding: null,
      inAir: true,
      throws: this.state.throws + 1,
    });
    this.emit("thrown", { ids: [...thrown], source, flicks: [...flicks] });
  }

  /** Honest random flicks for these dice from their hand slots towards the aim disc; `stream` picks the generator. */
  randomFlicks(ids: readonly string[], stream: "throw" | "remedy" = "throw", aim: ThrowAim = this.hand.aim): Flick[] {
    const rng = stream === "throw" ? this.streams.throw : this.streams.remedy;
    return ids.map((id, i) => randomFlick(rng, { dieId: id, position: this.hand.slot(i, ids.length).position }, aim));
  }

  /** The keyboard throw's flicks for these dice along the current aim. */
  aimedFlicks(ids: readonly string[]): Flick[] {
    const { heading, power } = this.state.aim;
    return ids.map((id, i) => aimedFlick({ dieId: id, position: this.hand.slot(i, ids.length).position }, heading, power, this.streams.aim));
  }

  /** Turns the keyboard aim by `delta` radians and changes its power by `dPower`, within limits. */
  adjustAim(delta: number, dPower = 0): void {
    this.store.setState({ aim: turnAim(this.state.aim, this.hand.slot(0, 1).heading, delta, dPower) });
  }

  showAim(visible: boolean): void {
    if (this.state.aimVisible !== visible) this.store.setState({ aimVisible: visible });
  }

  // ── Flick gestures (scene input calls these) ───────────────────────────────────────────

  /**
   * Starts carrying a die; false when it may not be picked up now. A die lying on the table
   * stays in the physics, untouched, until it is thrown: lifting it changes nothing the
   * physics sees, so the table stays exactly at rest while the player aims.
   */
  beginHold(id: string): boolean {
    if (!this.canPickUp(id) || this.state.holding) return false;
    pickUp(this.holdHost, id);
    this.store.setState({ holding: id });
    return true;
  }

  /** Carries the held die to a table point (clamped to the hold area). Allocation-free. */
  moveHold(x: number, z: number): void {
    carry(this.holdHost, x, z);
  }

  /**
   * Releases the held die: a flick's flicks (the lead die's, then the handful's) are returned
   * for the screen to send to its session, which alone decides whether they are thrown; a tap
   * puts the die back in hand (a die off the table stays where it lay) and returns null.
   */
  endHold(samples: readonly FlickSample[]): Flick[] | null {
    const id = this.state.holding;
    if (!id) return null;
    const others = this.state.handful ? this.handToThrow().filter((o) => o !== id) : [];
    const flicks = release(this.holdHost, id, samples, others);
    this.store.setState({ holding: null });
    if (!flicks) {
      this.emit("tap", { id });
      return null;
    }
    return flicks;
  }

  cancelHold(): void {
    if (this.state.holding) this.store.setState({ holding: null });
  }

  // ── Settling ──────────────────────────────────────────────────────────────────────────

  /** Gives dice a small seeded hop (a remedy for a cocked die) and waits for them again. */
  nudge(ids: readonly string[]): void {
    for (const id of ids) if (this.physics.has(id)) this.physics.nudge(id);
    if (ids.length > 0) this.store.setState({ inAir: true });
  }

  /** Runs the physics to rest at once (tests, bots, skipping an animation). */
  settleNow(): SettledDie[] {
    this.physics.settleNow();
    this.checkSettled();
    return this.physics.snapshot();
  }

  snapshot(): SettledDie[] {
    return this.physics.snapshot();
  }

  /**
   * The render loop's tick. The physics runs whole fixed steps only while something on the
   * table is not at rest, and stops at the very step it comes to rest: a settle is decided at
   * an exact step and the next throw starts from exactly that state, however frames were
   * paced. Slow frames are caught up (up to MAX_CATCH_UP seconds a frame) so dice keep their
   * real speed at low frame rates; that only changes how soon a pose is drawn, never the pose.
   */
  frame(realSeconds: number): void {
    if (this.physics.isSettled()) {
      this.accumulator = 0;
      return;
    }
    this.accumulator = Math.min(this.accumulator + Math.min(Math.max(0, realSeconds), MAX_CATCH_UP), MAX_CATCH_UP);
    while (this.accumulator >= FIXED_DT) {
      this.physics.step();
      this.accumulator -= FIXED_DT;
      if (this.physics.isSettled()) {
        this.accumulator = 0;
        if (this.state.inAir) this.checkSettled();
        // A settle may throw again (a remedy, a computer's throw): that throw runs from the next frame.
        return;
      }
    }
  }

  /** Physics steps taken since the table was made: where the log pins each throw. */
  get step(): number {
    return this.physics.steps;
  }

  /** The seeded streams' states, as plain data (the physics' nudge stream included). */
  rngState(): TableRngState {
    return this.streams.state(this.physics.rngState());
  }

  restoreRng(state: TableRngState): void {
    this.streams.restore(state);
    this.physics.restoreRng(state.nudge);
  }

  /** The table as plain data, exact to the bit (taken at rest for a save's checkpoint). */
  restState(): TableRest {
    return { physics: this.physics.restState(), specs: [...this.state.dice], inHand: [...this.state.inHand], throws: this.state.throws };
  }

  /** Puts the table back exactly as restState() found it; the dice's looks (specs) stay the stage's. */
  restoreRest(rest: TableRest): void {
    this.physics.restoreRest(rest.physics);
    this.accumulator = 0;
    const settled = rest.physics.dice.length > 0 ? this.physics.snapshot() : null;
    this.store.setState({ dice: [...rest.specs], holding: null, throws: rest.throws, inAir: false, settled, restStep: settled ? this.step : null });
    this.setInHand([...rest.inHand]);
  }

  /** Writes where a die is drawn now; false when it is neither on the table nor in hand. */
  readPose(id: string, pos: XYZ, quat: XYZW): boolean {
    const s = this.state;
    if (s.holding === id || s.inHand.includes(id)) {
      this.poses.write(id, s.holding === id, pos, quat);
      return true;
    }
    return this.physics.readPose(id, pos, quat);
  }

  /** A die's velocity on the table (cm/s) into `out`, for drawing only; false in hand or held. */
  readVelocity(id: string, out: XYZ): boolean {
    const s = this.state;
    if (s.holding === id || s.inHand.includes(id)) return false;
    return this.physics.readVelocity(id, out);
  }

  // ── Events ────────────────────────────────────────────────────────────────────────────

  on<K extends keyof TableEvents>(event: K, cb: (e: TableEvents[K]) => void): () => void {
    return this.events.on(event, cb);
  }

  dispose(): void {
    this.unsubscribeImpact();
    this.events.clear();
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private checkSettled(): void {
    if (!this.physics.isSettled()) return;
    const dice = this.physics.snapshot();
    this.store.setState({ inAir: false, settled: dice, restStep: this.step });
    this.emit("settled", { dice, throws: this.state.throws, step: this.step });
  }

  private layoutHand(): void {
    this.poses.layout(this.state.inHand, this.hand);
  }

  /** Index among the dice in hand that are not being carried. */
  private handIndex(id: string): number {
    return Math.max(0, this.state.inHand.indexOf(id));
  }

  private setInHand(inHand: string[]): void {
    this.store.setState({ inHand });
    this.emit("hand", { inHand });
  }

  private afterRemoval(): void {
    if (this.physics.ids().length === 0 && (this.state.inAir || this.state.settled !== null)) this.store.setState({ inAir: false, settled: null, restStep: null });
  }

  private requireSpec(id: string): DieSpec {
    const spec = this.spec(id);
    if (!spec) throw new Error(`the table has no die "${id}"`);
    return spec;
  }

  private emit<K extends keyof TableEvents>(event: K, e: TableEvents[K]): void {
    this.events.emit(event, e);
  }
}
