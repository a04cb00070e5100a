// Time, injected. Sessions ask the clock for pauses (a computer player "thinking", a result
// shown for a moment); nothing the physics or the rules see ever depends on it. Tests use
// FakeClock and move time on by hand: no test waits on a real timer.

export interface Clock {
  /** Milliseconds on this clock's own scale. */
  now(): number;
  /** Runs `fn` once `ms` have passed; returns a function that calls it off. */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
};

/** A clock that moves only when told to; timers run in due order, ties in the order they were set. */
export class FakeClock implements Clock {
  private time = 0;
  private seq = 0;
  private timers: { at: number; seq: number; fn: () => void }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { at: this.time + Math.max(0, ms), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves time on by `ms`, running every timer that falls due (timers set meanwhile included). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = end;
  }

  /** Runs timers until none is left (at most `limit`); returns how many ran. */
  runAll(limit = 100_000): number {
    let n = 0;
    while (this.timers.length > 0 && n < limit) {
      const next = [...this.timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      this.advance(next.at - this.time);
      n++;
    }
    return n;
  }

  get pending(): number {
    return this.timers.length;
  }
}
