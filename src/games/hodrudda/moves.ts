// The two moves of Hodrudda: throw the spike dice, or call Winkee and stand. Winkee belongs to
// the player who has just thrown; once the next throw is made, that chance has passed.
import { accept, refuse, type MoveResult } from "../move-result.ts";
import { TARGET, type HodruddaEvent, type HodruddaOutcome, type HodruddaPlayer, type HodruddaState } from "./state.ts";

type State = HodruddaState;

const isSpikeValue = (d: unknown): d is number => typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= 6;

/** Double 1, "Zilla Spikes", busts whatever the total. */
export const isZillaSpikes = (dice: readonly [number, number]) => dice[0] === 1 && dice[1] === 1;

function award(state: State, winner: number, kind: "exact" | "highest"): State {
  const { pot } = state;
  const p = state.players[winner];
  const players = state.players.map((q, i) => (i === winner ? { ...q, chips: q.chips + pot } : q));
  const outcome: HodruddaOutcome = { kind, winner, pot };
  const event: HodruddaEvent = { type: "win", player: winner, kind, total: p.total, pot };
  return { ...state, players, pot: 0, caller: null, outcome, log: [...state.log, event] };
}

/**
 * Gives the dice to the first player still throwing, looking round the table from seat `from`.
 * When nobody is, the highest stander wins (the earlier caller on equal totals); with no
 * stander left, the pot carries.
 */
function passDice(state: State, from: number): State {
  const n = state.players.length;
  for (let step = 0; step < n; step++) {
    const next = (from + step) % n;
    if (state.players[next].status === "in") return { ...state, current: next };
  }
  const standers = state.standOrder.filter((i) => state.players[i].status === "stood");
  if (standers.length === 0) {
    const outcome: HodruddaOutcome = { kind: "all-bust", carried: state.pot };
    return { ...state, caller: null, outcome, log: [...state.log, { type: "carry", pot: state.pot }] };
  }
  const best = standers.reduce((a, b) => (state.players[b].total > state.players[a].total ? b : a));
  return award(state, best, "highest");
}

const update = (state: State, player: number, change: Partial<HodruddaPlayer>) =>
  state.players.map((p, i) => (i === player ? { ...p, ...change } : p));

/** The player due to throw throws both spike dice; the sum is added to their total. */
export function throwSpikes(state: State, dice: readonly [number, number]): MoveResult<State> {
  if (state.outcome) return refuse("The game is over");
  if (dice.length !== 2 || !dice.every(isSpikeValue)) return refuse("Throw both spike dice: each reads 1 to 6");
  const who = state.current;
  const me = state.players[who];
  const sum = dice[0] + dice[1];
  const total = me.total + sum;
  const events: HodruddaEvent[] = [
    { type: "throw", player: who, dice: [dice[0], dice[1]], sum, total },
  ];
  const zilla = isZillaSpikes(dice);
  const bust = zilla || total > TARGET;
  if (bust) events.push({ type: "bust", player: who, reason: zilla ? "zilla" : "over" });
  const after: State = {
    ...state,
    players: update(state, who, { total, throws: me.throws + 1, status: bust ? "bust" : "in" }),
    caller: bust ? null : who,
    log: [...state.log, ...events],
  };
  if (!bust && total === TARGET) return accept(award(after, who, "exact"));
  return accept(passDice(after, who + 1));
}

/** The player who has just thrown stands on their total ("Winkee") and throws no more this game. */
export function winkee(state: State): MoveResult<State> {
  if (state.outcome) return refuse("The game is over");
  const who = state.caller;
  if (who === null) return refuse("Winkee is called straight after your own throw");
  const me = state.players[who];
  const event: HodruddaEvent = { type: "winkee", player: who, total: me.total };
  const stood: State = {
    ...state,
    players: update(state, who, { status: "stood" }),
    caller: null,
    standOrder: [...state.standOrder, who],
    log: [...state.log, event],
  };
  return accept(passDice(stood, state.current));
}
