// The table a game drives: the dice and the hand (TableDice, table-dice.ts) and what moves
// them — throws launched from flicks, the die carried by the pointer, remedies' nudges, and the
// fixed-step clock that finds the exact step dice come to rest (rest-watch.ts). It carries out
// what its session tells it and decides nothing about turns. Plain TypeScript: React reads
// `store`; the render loop calls frame() and readPose() every frame, which allocate nothing.
import type { Flick, SettledDie } from "../geometry/types";
import { aimAt, turnAim } from "./aim";
import { aimedFlick, randomFlick, type FlickSample, type ThrowAim } from "../physics/flick";
import { carry, pickUp, release, type HoldHost } from "./hold-gesture";
import type { TableRest, ThrowSource } from "./table-types";
import type { TableRngState } from "./table-streams";
import { RestWatch } from "./rest-watch";
import { TableDice, type TableControllerOptions } from "./table-dice";

export type { DieSpec, TableEvents, TableRest, TableViewState, ThrowSource } from "./table-types";
export type { TableRngState } from "./table-streams";
export type { TableControllerOptions } from "./table-dice";

export class TableController extends TableDice {
  /** Steps the physics for the render loop and finds the step it comes to rest at. */
  private readonly watch: RestWatch;
  /** What a carried die's gesture reads of this table (hold-gesture.ts). */
  private readonly holdHost: HoldHost;

  constructor(options: TableControllerOptions) {
    super(options);
    this.watch = new RestWatch(
      this.physics,
      () => this.state.inAir,
      () => this.checkSettled(),
    );
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
  }

  // ── Throwing ────────────────────────────────────────────────────────────────────────────

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

  /** Sets the keyboard aim `offset` radians off the hand's heading at `power` (a planned throw's own numbers: the coach's "Try this"). */
  setAim(offset: number, power: number): void {
    this.store.setState({ aim: aimAt(this.hand.slot(0, 1).heading, offset, power) });
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
   * Releases the held die: a flick's flicks (the lead die's, then the handful's) are told as a
   * "released" event (the session hears it and alone decides whether they are thrown) and
   * returned; a tap puts the die back in hand (a die off the table stays where it lay) and
   * returns null.
   */
  endHold(samples: readonly FlickSample[]): Flick[] | null {
    const id = this.state.holding;
    if (!id) return null;
    const others = this.state.handful ? this.handToThrow().filter((o) => o !== id) : [];
    const flicks = release(this.holdHost, id, samples, others);
    this.store.setState({ holding: null });
    if (typeof flicks === "string") {
      this.emit("tap", { id, why: flicks });
      return null;
    }
    this.emit("released", { flicks });
    return flicks;
  }

  cancelHold(): void {
    if (this.state.holding) this.store.setState({ holding: null });
  }

  // ── Settling ────────────────────────────────────────────────────────────────────────────

  /** Gives dice a small seeded hop (a remedy for a cocked die) and waits for them again. */
  nudge(ids: readonly string[]): void {
    for (const id of ids) if (this.physics.has(id)) this.physics.nudge(id);
    if (ids.length > 0) this.store.setState({ inAir: true });
  }

  /** Runs the physics to rest at once (tests, bots, skipping an animation). */
  settleNow(): SettledDie[] {
    this.watch.settleNow();
    return this.physics.snapshot();
  }

  /** The render loop's tick (see rest-watch.ts): whole fixed steps while anything moves, stopping at the step it rests. */
  frame(realSeconds: number): void {
    this.watch.frame(realSeconds);
  }

  /** A test's hold on the render loop's clock: no frame steps the physics past `step` (null lets it run). */
  holdClockAt(step: number | null): void {
    this.watch.holdAt = step;
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
    this.watch.reset();
    const settled = rest.physics.dice.length > 0 ? this.physics.snapshot() : null;
    this.store.setState({ dice: [...rest.specs], holding: null, throws: rest.throws, inAir: false, settled, restStep: settled ? this.step : null });
    this.setInHand([...rest.inHand]);
  }

  // ── Internals ───────────────────────────────────────────────────────────────────────────

  private checkSettled(): void {
    if (!this.physics.isSettled()) return;
    const dice = this.physics.snapshot();
    this.store.setState({ inAir: false, settled: dice, restStep: this.step });
    this.emit("settled", { dice, throws: this.state.throws, step: this.step });
  }
}
