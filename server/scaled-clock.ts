// The clock a table's computers and turn limits run on: real time scaled by the server's own
// setting (tests and benchmarks run computers fast), every pending timer kept so the table can
// clear them when it closes.
import { realClock, type Clock } from "../src/runtime/session/clock";

/** Real time scaled by `scale` (0: at once); every pending timer is kept in `timers` so the room can clear them. */
export function scaledClock(scale: number, timers: Set<ReturnType<typeof setTimeout>>): Clock {
  return {
    now: realClock.now,
    after: (ms, fn) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms * scale);
      timers.add(t);
      return () => {
        clearTimeout(t);
        timers.delete(t);
      };
    },
  };
}
