// The dice a table holds and where each is: the physics DiceTable they lie on, the dice
// (id, kind, colour), which of them wait in hand and in what order, who may pick which up, where
// each is drawn, and the discrete events (thrown, settled, impact, hand, tap). The throws, the
// carried die and the fixed-step clock are TableController's (table-controller.ts), built on this.
// Plain TypeScript: React reads `store` (discrete state only); the render loop calls readPose()
// every frame, which allocates nothing.
import { createStore, type StoreApi } from "zustand/vanilla";
import type { SettledDie } from "../geometry/types";
import { DiceTable, type Pose } from "../physics/dice-table";
import { TableStreams } from "./table-streams";
import { HandPoses, type XYZ, type XYZW } from "./hand-poses";
import { defaultHandLayout, handQuaternion, type HandLayout, type TableLayoutName } from "./hand-layout";
import { emptyTableView, type DieSpec, type TableEvents, type TableViewState } from "./table-types";
import { Emitter } from "./emitter";

export interface TableControllerOptions {
  readonly layout: TableLayoutName;
  /** Pins every random choice (physics nudges, hand orientations, Throw-for-me, keyboard spread). */
  readonly seed?: number;
  readonly hand?: Partial<HandLayout>;
}

export class TableDice {
  readonly layout: TableLayoutName;
  readonly seed: number;
  readonly physics: DiceTable;
  readonly store: StoreApi<TableViewState>;
  protected hand: HandLayout;
  protected readonly streams: TableStreams;
  protected readonly poses = new HandPoses();
  private readonly events = new Emitter<TableEvents>();
  private readonly unsubscribeImpact: () => void;

  constructor(options: TableControllerOptions) {
    this.layout = options.layout;
    this.seed = options.seed ?? Math.floor(Math.random() * 2147483648);
    this.physics = new DiceTable({ layout: options.layout, seed: this.seed });
    this.streams = new TableStreams(this.seed);
    this.hand = { ...defaultHandLayout(options.layout), ...options.hand };
    this.store = createStore<TableViewState>(() => emptyTableView(this.hand.slot(0, 1).heading));
    this.unsubscribeImpact = this.physics.onImpact((i) => this.emit("impact", i));
    this.store.subscribe((s, prev) => {
      if (s.inHand !== prev.inHand) this.layoutHand();
    });
  }

  get state(): TableViewState {
    return this.store.getState();
  }

  // ── Dice ────────────────────────────────────────────────────────────────────────────────

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

  // ── Reading ─────────────────────────────────────────────────────────────────────────────

  snapshot(): SettledDie[] {
    return this.physics.snapshot();
  }

  /** Physics steps taken since the table was made: where the log pins each throw. */
  get step(): number {
    return this.physics.steps;
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

  // ── Events ──────────────────────────────────────────────────────────────────────────────

  on<K extends keyof TableEvents>(event: K, cb: (e: TableEvents[K]) => void): () => void {
    return this.events.on(event, cb);
  }

  dispose(): void {
    this.unsubscribeImpact();
    this.events.clear();
  }

  // ── Internals ───────────────────────────────────────────────────────────────────────────

  protected layoutHand(): void {
    this.poses.layout(this.state.inHand, this.hand);
  }

  /** Index among the dice in hand that are not being carried. */
  protected handIndex(id: string): number {
    return Math.max(0, this.state.inHand.indexOf(id));
  }

  protected setInHand(inHand: string[]): void {
    this.store.setState({ inHand });
    this.emit("hand", { inHand });
  }

  protected afterRemoval(): void {
    if (this.physics.ids().length === 0 && (this.state.inAir || this.state.settled !== null)) this.store.setState({ inAir: false, settled: null, restStep: null });
  }

  protected requireSpec(id: string): DieSpec {
    const spec = this.spec(id);
    if (!spec) throw new Error(`the table has no die "${id}"`);
    return spec;
  }

  protected emit<K extends keyof TableEvents>(event: K, e: TableEvents[K]): void {
    this.events.emit(event, e);
  }
}
