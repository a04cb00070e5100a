// The session's hands on its table. It carries out what a step decided (launch these flicks,
// nudge these dice, throw these again, run the throw to rest, dress the table for the state),
// reads the table's facts a step needs, and passes on what the table reports during a throw:
// its dice at rest and the dice another die struck on the way. The table decides nothing here.
import type { Flick, SettledDie } from "../../geometry/types";
import type { TableStage } from "../../table/stage";
import { setTableAccess } from "../../table/table-access";
import type { TableController, TableRest, TableRngState } from "../../table/table-controller";
import type { TableEffect, TableFacts } from "./session-step";

export interface SessionTableHooks {
  /** A throw is on its way (impacts then count as strikes). */
  inThrow(): boolean;
  /** A person at this screen let go of a held die as a flick. */
  released(flicks: readonly Flick[]): void;
  /** The dice in the air came to rest. */
  rest(dice: readonly SettledDie[], struck: readonly string[]): void;
  /** Runs the session's throw to rest at once. */
  settleNow(): void;
}

export class SessionTable<S> {
  /** Dice touched by another die during the throw in the air (contact reports); read with the throw. */
  private struck: string[] = [];
  private readonly off: (() => void)[];

  constructor(
    readonly table: TableController,
    private readonly stage: TableStage<S>,
    private readonly hooks: SessionTableHooks,
  ) {
    this.off = [
      table.on("settled", (e) => hooks.rest(e.dice, this.struck)),
      table.on("released", (e) => hooks.released(e.flicks)),
      table.on("impact", (i) => {
        if (!hooks.inThrow() || i.otherDieId === null) return;
        for (const id of [i.dieId, i.otherDieId]) if (!this.struck.includes(id)) this.struck.push(id);
      }),
    ];
  }

  /** What a step reads of the table. */
  facts(): TableFacts {
    const table = this.table;
    return { step: table.step, throws: table.state.throws, has: (id) => table.spec(id) !== undefined, inHand: table.state.inHand };
  }

  carryOut(effect: TableEffect, game: S, access: () => { locked: boolean; throwable: readonly string[] }): void {
    const table = this.table;
    switch (effect.kind) {
      case "launch": {
        const all = [...effect.flicks, ...table.randomFlicks(effect.fill, "remedy")];
        this.struck = [];
        table.launch(all, effect.source);
        return;
      }
      case "to-hand":
        return table.toHand(effect.ids);
      case "nudge":
        return table.nudge(effect.ids);
      case "rethrow":
        return table.launch(table.randomFlicks(effect.ids, "remedy"), "bot");
      case "settle-now":
        return this.hooks.settleNow();
      case "dress":
        return this.dress(game, access());
    }
  }

  /** The stage dresses the table for the state; the session's access says who may touch it and what may be thrown. */
  dress(game: S, access: { locked: boolean; throwable: readonly string[] }): void {
    this.stage.sync(this.table, game);
    setTableAccess(this.table, access.locked, access.throwable);
  }

  /** Runs dice that are moving outside any throw (set down, knocked loose) to rest at once: to the step they would rest at anyway. */
  restTable(): void {
    if (!this.table.physics.isSettled()) this.table.physics.settleNow();
  }

  /** Lays the dice as another table has them (dice not in `poses` go back to the hand), bit for bit. */
  adopt(poses: readonly SettledDie[], rng?: TableRngState): void {
    const table = this.table;
    const on = new Set(poses.map((p) => p.id));
    table.toHand(table.state.dice.map((d) => d.id).filter((id) => !on.has(id)));
    for (const p of poses) if (table.spec(p.id)) table.restoreDie(p.id, { position: p.position, quaternion: p.quaternion });
    if (rng) table.restoreRng(rng);
  }

  /** Puts every body and stream back exactly as a checkpoint found them. */
  restore(rest: TableRest, rng: TableRngState): void {
    this.table.restoreRest(rest);
    this.table.restoreRng(rng);
  }

  dispose(): void {
    for (const f of this.off) f();
  }
}
