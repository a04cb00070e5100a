// Exact values of a Five Thousand turn, by dynamic programming over its states (dice in hand,
// points this turn). Two objectives: the expected points a turn banks, and the chance that it
// banks at least a goal (the final round, where only catching the leader counts). Every score
// is a multiple of 50, so points index the tables in steps of 50. Recombining set-aside dice
// (an option) is not modelled: each throw's picks are valued on their own.
import { scoreSelection } from "./scoring.ts";
import { mustThrowAgain } from "./turn-total.ts";
import { powInt } from "../../geometry/exact-math";

const STEP = 50;
/** Above this a turn's points are banked at once in the expected-points table. */
const MAX_POINTS = 10_000;

/** One distinct throw of n dice (faces sorted) with its probability. */
interface Outcome {
  readonly p: number;
  /** best[k]: the most points from setting aside k of these dice (0: k dice cannot score). */
  readonly best: readonly number[];
  /** Whether setting aside all of them leaves the player free to bank (a six-dice throw scored at once). */
  readonly mayBankAll: boolean;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

function multisets(n: number, from = 1): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let f = from; f <= 6; f++) for (const rest of multisets(n - 1, f)) out.push([f, ...rest]);
  return out;
}

function outcomeOf(dice: readonly number[]): Outcome {
  const n = dice.length;
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d]++;
  const p = counts.reduce((w, c) => w / factorial(c), factorial(n)) / powInt(6, n);
  const best = new Array<number>(n + 1).fill(0);
  for (let mask = 1; mask < 1 << n; mask++) {
    const pick = dice.filter((_, i) => mask & (1 << i));
    const s = scoreSelection(pick);
    if (s.valid) best[pick.length] = Math.max(best[pick.length], s.points);
  }
  // Asks the engine itself whether all n set aside from this throw forces another throw.
  const turn = { player: 0, banked: 0, aside: n === 6 ? [] : [new Array<number>(6 - n).fill(5)], thrown: dice, picked: dice.map((_, i) => i) };
  return { p, best, mayBankAll: !mustThrowAgain(turn) };
}

const OUTCOMES: readonly (readonly Outcome[])[] = [0, 1, 2, 3, 4, 5, 6].map((n) => multisets(n).map(outcomeOf));

/** The chance that a throw of n dice scores nothing. */
export const scorelessChance = (n: number): number => OUTCOMES[n].reduce((s, o) => s + (o.best.some((b) => b > 0) ? 0 : o.p), 0);

/**
 * A turn's table: value(n, p) with n dice in hand and p points, free to bank; throwValue(n, p)
 * when the next move must be a throw. `bankWorth(p)` is what banking p is worth (−∞ where not
 * allowed); `beyond` is both values for points past the table's end.
 */
interface TurnTable {
  readonly value: (n: number, points: number) => number;
  readonly throwValue: (n: number, points: number) => number;
}

function buildTable(top: number, bankWorth: (points: number) => number, beyond: number | ((points: number) => number)): TurnTable {
  const size = top / STEP + 1;
  const value = [0, 1, 2, 3, 4, 5, 6].map(() => new Float64Array(size));
  const throwV = [0, 1, 2, 3, 4, 5, 6].map(() => new Float64Array(size));
  const past = (points: number) => (typeof beyond === "number" ? beyond : beyond(points));
  const get = (t: Float64Array[], n: number, points: number) => (points >= top ? past(points) : t[n][points / STEP]);
  for (let i = size - 1; i >= 0; i--) {
    const points = i * STEP;
    for (let n = 1; n <= 6; n++) {
      let sum = 0;
      for (const o of OUTCOMES[n]) {
        let best = 0;
        for (let k = 1; k <= n; k++) {
          if (o.best[k] === 0) continue;
          const next = points + o.best[k];
          const v = k < n ? get(value, n - k, next) : o.mayBankAll ? get(value, 6, next) : get(throwV, 6, next);
          if (v > best) best = v;
        }
        sum += o.p * best;
      }
      throwV[n][i] = sum;
      value[n][i] = Math.max(sum, bankWorth(points));
    }
  }
  return { value: (n, p) => get(value, n, p), throwValue: (n, p) => get(throwV, n, p) };
}

const pointsTables = new Map<number, TurnTable>();

/** Expected points banked, playing on to maximise them; `minimum` is the least a turn may bank. */
export function pointsTable(minimum: number): TurnTable {
  let t = pointsTables.get(minimum);
  if (!t) {
    t = buildTable(MAX_POINTS, (p) => (p >= minimum ? p : -Infinity), (p) => p);
    pointsTables.set(minimum, t);
  }
  return t;
}

const goalTables = new Map<string, TurnTable>();

/** The chance of banking at least `goal` this turn (points short of it are worth nothing). */
export function goalTable(goal: number, minimum: number): TurnTable {
  const top = Math.max(STEP, Math.ceil(Math.max(goal, minimum) / STEP) * STEP);
  const key = `${top}:${minimum}`;
  let t = goalTables.get(key);
  if (!t) {
    // Reached: bank it; a forced throw from there still scores with this chance.
    t = buildTable(top, (p) => (p >= top ? 1 : 0), 1);
    goalTables.set(key, t);
  }
  return t;
}
