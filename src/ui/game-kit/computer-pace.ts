// A computer seat acts after a short visible pause, once per moment of the game. Asking again
// for the same moment keeps the pause already running (a session asks on every change of its
// state); a new moment starts the pause afresh; no moment (a person's move, dice rolling)
// calls it off.
export class ComputerPace {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private moment: string | null = null;

  /** Runs `act` once `ms` have passed, unless asked for another moment (or none) first. */
  at(moment: string | null, ms: number, act: () => void): void {
    if (moment === null) return this.cancel();
    if (moment === this.moment) return;
    this.cancel();
    this.moment = moment;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.moment = null;
      act();
    }, ms);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.moment = null;
  }
}
