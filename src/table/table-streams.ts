// The table's seeded random streams, kept apart so that using one never shifts another: the
// flicks "Throw for me" makes, the keyboard throw's shake, the spread of a handful, and the
// table's own throws (a remedy, a die left out of a handful). Their states are plain data.
import { createRng, seedOf, type Rng } from "../physics/rng";

export interface TableRngState {
  readonly throw: number;
  readonly aim: number;
  readonly handful: number;
  readonly remedy: number;
  /** The physics' nudge stream. */
  readonly nudge: number;
}

export class TableStreams {
  readonly throw: Rng;
  readonly aim: Rng;
  readonly handful: Rng;
  readonly remedy: Rng;

  constructor(readonly seed: number) {
    this.throw = createRng(seedOf(`${seed}:throw`));
    this.aim = createRng(seedOf(`${seed}:aim`));
    this.handful = createRng(seedOf(`${seed}:handful`));
    this.remedy = createRng(seedOf(`${seed}:remedy`));
  }

  /** A die's own generator for how it lies in the hand: a function of the seed and the die alone. */
  forDie(id: string): Rng {
    return createRng(seedOf(`${this.seed}:hand:${id}`));
  }

  state(nudge: number): TableRngState {
    return { throw: this.throw.state(), aim: this.aim.state(), handful: this.handful.state(), remedy: this.remedy.state(), nudge };
  }

  restore(s: TableRngState): void {
    this.throw.restore(s.throw);
    this.aim.restore(s.aim);
    this.handful.restore(s.handful);
    this.remedy.restore(s.remedy);
  }
}
