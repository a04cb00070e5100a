// The online bench's seats: one seat of a Hodrudda table played by the game's own policy after
// a human-like pause, through the table's mirror like a person, and the tally its worker reads:
// moves made, inputs sent and answered (accepted or refused), and each throw's flight until
// every client of the room holds the server's result.
import { performance } from "node:perf_hooks";
import { hodrudda } from "../src/catalog/hodrudda";
import type { OnlineTable } from "../src/net/online-table";
import type { AnyMove } from "../src/runtime/record/log";

/** A throw on its way: sent at t0 (timed or in the warm-up), after log entry `index`, awaited by the clients in `waiting`. */
export interface Flight {
  t0: number;
  timed: boolean;
  index: number;
  waiting: Set<number>;
}

/** What a worker's seats have done so far. */
export const tally = {
  moves: 0,
  sentInputs: 0,
  answered: 0,
  /** True once the warm-up is over: throws from now on are timed. */
  timing: false,
  /** Inputs each client sent that have not come back yet: a table's players wait for theirs before they leave it. */
  pending: new Map<OnlineTable<unknown, never>, number>(),
};

/** One seat played by the game's policy after a pause of `thinkMs` to twice that, through the mirror like a person; returns its stop. */
export function play(t: OnlineTable<unknown, never>, seat: number, flights: Flight[], thinkMs: number, atGameEnd: (() => boolean) | null = null): () => void {
  const driver = hodrudda.computer();
  let stopped = false;
  let actedAt = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const tick = () => {
    const s = t.session;
    if (stopped || !s || timer || driver.kind !== "computer") return;
    if (s.personToAct() !== seat || s.view.log.length === actedAt) return;
    actedAt = s.view.log.length;
    timer = setTimeout(() => {
      timer = null;
      if (stopped || t.session !== s || s.view.status !== "idle") return;
      const game = s.game as Parameters<typeof driver.choose>[0];
      // A game over: the table's players may leave it now (GAMES_PER_TABLE).
      if (game.outcome && atGameEnd?.()) return;
      const choice = game.outcome ? { kind: "move" as const, move: { type: "next-game" } } : driver.choose(game, seat, { table: s.table });
      if (!choice) return;
      const before = s.view.log.length;
      // Answered once the input comes back accepted (the log grows) or refused.
      tally.sentInputs++;
      tally.pending.set(t, (tally.pending.get(t) ?? 0) + 1);
      const done = () => {
        tally.answered++;
        tally.pending.set(t, (tally.pending.get(t) ?? 1) - 1);
        offLog();
        offRefusal();
      };
      const offLog = s.store.subscribe(() => s.view.log.length > before && done());
      const offRefusal = t.store.subscribe((v, p) => v.refusals !== p.refusals && done());
      tally.moves++;
      if (choice.kind === "move") s.dispatch(seat, { kind: "move", move: choice.move as unknown as AnyMove });
      else {
        flights.push({ t0: performance.now(), timed: tally.timing, index: before, waiting: new Set([0, 1, 2, 3]) });
        s.throwForMe(seat);
      }
    }, thinkMs * (1 + Math.random()));
  };
  const offs: (() => void)[] = [];
  let watched: unknown = null;
  const follow = () => {
    if (t.session === watched || !t.session) return;
    watched = t.session;
    offs.push(t.session.store.subscribe(tick));
    tick();
  };
  offs.push(t.store.subscribe(follow));
  follow();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    offs.forEach((f) => f());
  };
}
