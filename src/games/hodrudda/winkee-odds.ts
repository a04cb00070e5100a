// The chances behind a Winkee call: how likely a player still throwing is to pass a total, and
// how likely the caller is to win by standing now or by throwing on (played on as well as it can,
// against the table as it stands). Pure arithmetic over the 36 throws of two spike dice.
import { isZillaSpikes } from "./moves.ts";
import { TARGET, type HodruddaState } from "./state.ts";

/** Chance of each sum of a throw that does not bust on Zilla Spikes (index = sum). */
const SUMS: readonly number[] = (() => {
  const p = new Array<number>(13).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (!isZillaSpikes([a, b])) p[a + b] += 1 / 36;
  return p;
})();

const passMemo = new Map<number, number>();

/**
 * The chance that a player on `total`, throwing until they can stand above `beat`, gets there
 * (a total above `beat`, at most 30) before going bust.
 */
export function chanceToPass(total: number, beat: number): number {
  const key = total * 64 + beat;
  const known = passMemo.get(key);
  if (known !== undefined) return known;
  let p = 0;
  for (let s = 3; s <= 12; s++) {
    const next = total + s;
    if (next > TARGET) continue;
    p += SUMS[s] * (next > beat ? 1 : chanceToPass(next, beat));
  }
  passMemo.set(key, p);
  return p;
}

/** The caller's chance of winning by standing on `total` now: above every stander, and nobody still throwing passes it. */
export function standChance(state: HodruddaState, me: number, total: number): number {
  let p = 1;
  state.players.forEach((q, i) => {
    if (i === me) return;
    if (q.status === "stood" && q.total >= total) p = 0;
    if (q.status === "in") p *= 1 - chanceToPass(q.total, total);
  });
  return p;
}

/** The caller's chances from `total` on: standing now, and throwing on (then standing at the best moment). */
export function winkeeOdds(state: HodruddaState, me: number): { stand: number; throwOn: number } {
  const best = new Array<number>(TARGET + 1).fill(0);
  const throwOn = new Array<number>(TARGET + 1).fill(0);
  for (let t = TARGET; t >= 0; t--) {
    let p = 0;
    for (let s = 3; s <= 12; s++) {
      const next = t + s;
      if (next > TARGET) continue;
      p += SUMS[s] * (next === TARGET ? 1 : best[next]);
    }
    throwOn[t] = p;
    best[t] = Math.max(p, standChance(state, me, t));
  }
  const total = state.players[me].total;
  return { stand: standChance(state, me, total), throwOn: throwOn[total] };
}
