// A Hodrudda session at one screen: the engine's state, the two spike dice on the tray table
// and the computer seats. Every throw's values come from a settled physics snapshot. The dice
// take the colour of the player about to throw; a person due to throw may pick them up from
// the hand or off the felt (picking one up gathers the other). Plain TypeScript: React reads
// `store`, which changes on discrete events only.
import { createStore, type StoreApi } from "zustand/vanilla";
import { eventText, newGame, setupHodrudda, throwSpikes, winkee, type HodruddaEvent, type HodruddaState } from "../../games/hodrudda";
import type { MoveResult } from "../../games/move-result";
import { hodruddaSeatStep, type HodruddaSeatStep } from "../../bots/hodrudda-seat";
import { TableController } from "../../scene/table-controller";
import type { DieSpec } from "../../scene/table-types";
import { setTableAccess } from "../../scene/turns/table-access";
import { ThrowWatch, type ThrowWatchStatus } from "../../scene/turns/throw-watch";
import { TRAY_FELT } from "../../scene/turns/thrown-values";
import type { PlayerSpec } from "../game-kit";
import { nextBanner, type Banner } from "../game-kit/banner";
import { ComputerPace } from "../game-kit/computer-pace";

export const SPIKE_IDS = ["spike-1", "spike-2"] as const;

const spikeName = (id: string) => `Spike die ${SPIKE_IDS.indexOf(id as (typeof SPIKE_IDS)[number]) + 1}`;

export interface HodruddaView {
  readonly game: HodruddaState;
  readonly reader: ThrowWatchStatus;
  /** A refusal, or what the table did about a bad landing. */
  readonly note: string | null;
  readonly banner: Banner | null;
  /** The moment ("game:log length") at which the person who may call Winkee let the dice ride. */
  readonly passedAt: string | null;
}

export interface SessionOptions {
  readonly seed?: number;
  /** Headless: throws come to rest at once and pauses are nearly nothing (tests). */
  readonly quick?: boolean;
}

/** How long a computer seat visibly "thinks" before it acts. */
const COMPUTER_PAUSE_MS = 900;

const momentOf = (g: HodruddaState) => `${g.game}:${g.log.length}`;

/** The announcement a change of the game deserves, from the events it added: the weightiest one. */
function bannerFor(events: readonly HodruddaEvent[], names: readonly string[]): Omit<Banner, "key"> | null {
  const find = (type: HodruddaEvent["type"]) => events.find((e) => e.type === type);
  const text = (e: HodruddaEvent) => eventText(e, names);
  const win = find("win");
  if (win) return { text: text(win), tone: "win" };
  const carry = find("carry");
  if (carry) return { text: text(carry), tone: "bust" };
  const bust = find("bust");
  if (bust) return { text: text(bust), tone: "bust" };
  const stand = find("winkee");
  if (stand) return { text: text(stand), tone: "stand" };
  return null;
}

export class HodruddaSession {
  readonly controller: TableController;
  readonly store: StoreApi<HodruddaView>;
  private readonly quick: boolean;
  private readonly computer: readonly boolean[];
  private readonly watch: ThrowWatch;
  private readonly pace = new ComputerPace();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    readonly seats: readonly PlayerSpec[],
    ante: number,
    session: SessionOptions = {},
  ) {
    this.quick = session.quick ?? false;
    this.computer = seats.map((s) => s.computer);
    this.controller = new TableController({ layout: "tray", seed: session.seed });
    const start = setupHodrudda({ players: seats.map((s) => s.name), options: { ante } });
    if (!start.ok) throw new Error(start.reason);
    const game = start.state;
    this.store = createStore<HodruddaView>(() => ({ game, reader: "idle", note: null, banner: null, passedAt: null }));
    this.watch = new ThrowWatch(this.controller, {
      area: TRAY_FELT,
      name: spikeName,
      due: () => SPIKE_IDS,
      computerTurn: () => this.computer[this.view.game.current],
      instant: () => this.quick,
      onStatus: (reader) => this.set({ reader }),
      onNote: (note) => this.set({ note }),
      onRead: (values) => this.apply(throwSpikes(this.view.game, [values[0], values[1]])),
    });
    this.unsubscribe.push(
      () => this.watch.dispose(),
      // Picking one die up off the felt gathers the other into the same hand, in the thrower's colour.
      this.controller.store.subscribe((s, prev) => {
        if (!s.holding || prev.holding) return;
        this.gather(this.view.game.current, s.holding);
      }),
      this.store.subscribe(() => this.afterChange()),
    );
    this.gather(game.current);
    this.afterChange();
  }

  get view(): HodruddaView {
    return this.store.getState();
  }

  get step(): HodruddaSeatStep | null {
    const v = this.view;
    return hodruddaSeatStep(v.game, this.computer, v.passedAt === momentOf(v.game));
  }

  /** A person is due to throw, and nothing is rolling. */
  get personThrows(): boolean {
    return this.step?.kind === "person" && this.view.reader === "idle";
  }

  /** The person who has just thrown may still call Winkee. */
  get personMayCall(): boolean {
    const { game, reader } = this.view;
    return game.caller !== null && !this.computer[game.caller] && reader === "idle";
  }

  dispose(): void {
    for (const off of this.unsubscribe) off();
    this.pace.cancel();
    this.controller.dispose();
  }

  // ── A person's moves ──────────────────────────────────────────────────────────────────

  throwDue(how: "auto" | "aimed" = "auto"): void {
    if (!this.personThrows) return;
    this.throwNow(how);
  }

  callWinkee(): void {
    if (!this.personMayCall) return;
    this.apply(winkee(this.view.game));
  }

  /** The person who may call Winkee lets the dice ride on to a computer. */
  letItRide(): void {
    if (this.step?.kind === "await-caller") this.set({ passedAt: momentOf(this.view.game) });
  }

  /** The next game of the session: chips kept, an unwon pot carried, the first throw one seat on. */
  nextGame(): void {
    if (this.apply(newGame(this.view.game))) {
      this.set({ banner: null });
      this.gather(this.view.game.current);
    }
  }

  // ── Internals ─────────────────────────────────────────────────────────────────────────

  private set(change: Partial<HodruddaView>): void {
    this.store.setState(change);
  }

  private apply(result: MoveResult<HodruddaState>): boolean {
    if (!result.ok) {
      this.set({ note: result.reason });
      return false;
    }
    const before = this.view.game;
    const added = result.state.game === before.game ? result.state.log.slice(before.log.length) : [];
    const b = bannerFor(added, result.state.players.map((p) => p.name));
    this.set({
      game: result.state,
      note: null,
      ...(b ? { banner: nextBanner(this.view.banner, b) } : {}),
    });
    return true;
  }

  private spikeSpecs(player: number): DieSpec[] {
    const seat = this.seats[player];
    return SPIKE_IDS.map((id) => ({ id, kind: "spike", colour: seat.colour.body, ink: seat.colour.ink, name: spikeName(id) }));
  }

  /** Both spike dice into the hand of `player`, in their colour (but the one being carried). */
  private gather(player: number, holding: string | null = null): void {
    this.controller.setDice(this.spikeSpecs(player));
    const away = SPIKE_IDS.filter((id) => id !== holding && !this.controller.state.inHand.includes(id));
    if (away.length > 0) this.controller.toHand(away);
  }

  private throwNow(how: "auto" | "aimed"): void {
    this.gather(this.view.game.current);
    if (how === "aimed") this.watch.throwAimed(SPIKE_IDS);
    else this.watch.throwForMe(SPIKE_IDS);
  }

  /** Only a person due to throw may pick the dice up; computer seats act after a pause. */
  private afterChange(): void {
    const acts = this.personThrows;
    setTableAccess(this.controller, !acts, acts ? SPIKE_IDS : []);
    this.scheduleComputer();
  }

  private scheduleComputer(): void {
    const v = this.view;
    const step = this.step;
    const due = step && (step.kind === "throw" || step.kind === "winkee") && v.reader === "idle";
    this.pace.at(due ? `${momentOf(v.game)}|${step.kind}` : null, this.quick ? 1 : COMPUTER_PAUSE_MS, () => {
      const now = this.step;
      if (now?.kind === "winkee") this.apply(winkee(this.view.game));
      else if (now?.kind === "throw") this.throwNow("auto");
    });
  }
}
