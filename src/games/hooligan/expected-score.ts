// Exact expected scores for Hooligan, by dynamic programming: a chosen number's points over the
// throws left (bonus throws included), the chance of completing a straight with the best keeps,
// and the expected total of the rounds left for each set of open boxes, played on the same way.
// Every function counts only the player's own sheet: nobody else's score enters.
import { categoryPoints, DICE, HOOLIGAN_POINTS, isStraight, THROWS_PER_TURN, type HooliganCategory } from "./categories.ts";
import { powInt } from "../../geometry/exact-math";

/** Every distinct throw of n dice (sorted faces) with its probability. */
function throwsOf(n: number): { dice: number[]; p: number }[] {
  const out: { dice: number[]; p: number }[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const walk = (left: number, from: number, acc: number[]) => {
    if (left === 0) {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const d of acc) counts[d]++;
      out.push({ dice: [...acc], p: counts.reduce((w, c) => w / fact(c), fact(n)) / powInt(6, n) });
      return;
    }
    for (let f = from; f <= 6; f++) walk(left - 1, f, [...acc, f]);
  };
  walk(n, 1, []);
  return out;
}
const THROWS = [0, 1, 2, 3, 4, 5].map(throwsOf);

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 || k === n ? 1 : binomial(n - 1, k - 1) + binomial(n - 1, k));
const hits = (n: number, j: number) => binomial(n, j) * powInt(1 / 6, j) * powInt(5 / 6, n - j);

const countMemo = new Map<number, number>();
/**
 * Expected dice that end up showing a chosen number, counting `k` already set aside with `left`
 * throws to come: five of them after a throw that is not the last are banked and all five go again.
 */
export function expectedCount(k: number, left: number): number {
  if (left === 0) return k;
  if (k === DICE) return DICE + expectedCount(0, left);
  const key = k * 8 + left;
  const known = countMemo.get(key);
  if (known !== undefined) return known;
  let e = 0;
  for (let j = 0; j <= DICE - k; j++) {
    const now = k + j;
    e += hits(DICE - k, j) * (now === DICE && left > 1 ? DICE + expectedCount(0, left - 1) : expectedCount(now, left - 1));
  }
  countMemo.set(key, e);
  return e;
}

/** Kept values as a bit set over faces 1–6. */
const bitsOf = (values: readonly number[]) => values.reduce((m, v) => m | (1 << v), 0);
const facesOf = (bits: number) => [1, 2, 3, 4, 5, 6].filter((f) => bits & (1 << f));
const joinable = (bits: number) => !((bits & (1 << 1)) && (bits & (1 << 6)));

/** The keep-sets (bit sets) reachable from `kept` by adding distinct values among `dice`. */
function extensions(kept: number, dice: readonly number[]): number[] {
  const fresh = [...new Set(dice)].filter((v) => !(kept & (1 << v)));
  const out: number[] = [];
  for (let mask = 0; mask < 1 << fresh.length; mask++) {
    let bits = kept;
    fresh.forEach((v, i) => {
      if (mask & (1 << i)) bits |= 1 << v;
    });
    if (joinable(bits)) out.push(bits);
  }
  return out;
}

const straightMemo = new Map<number, number>();
/** The chance of a straight with `kept` values set aside and `left` throws of the other dice to come. */
export function straightChance(kept: number, left: number): number {
  if (left === 0) return 0;
  const key = kept * 8 + left;
  const known = straightMemo.get(key);
  if (known !== undefined) return known;
  const have = facesOf(kept);
  let p = 0;
  for (const t of THROWS[DICE - have.length]) {
    if (isStraight([...have, ...t.dice])) p += t.p;
    else if (left > 1) p += t.p * Math.max(...extensions(kept, t.dice).map((b) => straightChance(b, left - 1)));
  }
  straightMemo.set(key, p);
  return p;
}

/** The best keep for a straight: from `kept` (already set aside) and the free dice, with `left` throws to come. */
export function bestStraightKeep(keptValues: readonly number[], free: readonly number[], left: number): { bits: number; chance: number } {
  let best = { bits: bitsOf(keptValues), chance: -1 };
  for (const bits of extensions(bitsOf(keptValues), free)) {
    const chance = straightChance(bits, left);
    if (chance > best.chance) best = { bits, chance };
  }
  return best;
}

/** What choosing `box` on these dice (nothing set aside yet) is worth, with `left` throws to come. */
export function choiceValue(box: HooliganCategory, dice: readonly number[], left: number): number {
  if (box === "H") {
    if (isStraight(dice)) return HOOLIGAN_POINTS;
    return left === 0 ? 0 : HOOLIGAN_POINTS * bestStraightKeep([], dice, left).chance;
  }
  if (left === 0) return categoryPoints(box, dice);
  return box * expectedCount(dice.filter((d) => d === box).length, left);
}

const BOXES: readonly HooliganCategory[] = [1, 2, 3, 4, 5, 6, "H"];
const boxBit = (box: HooliganCategory) => 1 << (box === "H" ? 0 : box);
const openBoxes = (open: number) => BOXES.filter((b) => open & boxBit(b));
export const openSet = (boxes: readonly HooliganCategory[]) => boxes.reduce((m, b) => m | boxBit(b), 0);

const restMemo = new Map<number, number>();
const redrawMemo = new Map<number, number>();

/** The dice just thrown with `left` throws to come: the best of choosing a box now or throwing all five again. */
export function decide(open: number, dice: readonly number[], left: number): { box: HooliganCategory | null; value: number } {
  let best: { box: HooliganCategory | null; value: number } = { box: null, value: left > 0 ? redraw(open, left - 1) : -Infinity };
  for (const box of openBoxes(open)) {
    const value = choiceValue(box, dice, left) + rest(open & ~boxBit(box));
    if (value > best.value) best = { box, value };
  }
  return best;
}

/** Expected points from throwing all five now with `left` throws after it, nothing chosen. */
function redraw(open: number, left: number): number {
  const key = open * 8 + left;
  const known = redrawMemo.get(key);
  if (known !== undefined) return known;
  const e = THROWS[DICE].reduce((s, t) => s + t.p * decide(open, t.dice, left).value, 0);
  redrawMemo.set(key, e);
  return e;
}

/** Expected points of the rounds left, one per open box, each turn played to this value. */
export function rest(open: number): number {
  if (open === 0) return 0;
  const known = restMemo.get(open);
  if (known !== undefined) return known;
  let e = 0;
  for (const t of THROWS[DICE]) {
    // A straight on a turn's first throw fills an open H at once.
    if (open & boxBit("H") && isStraight(t.dice)) e += t.p * (HOOLIGAN_POINTS + rest(open & ~boxBit("H")));
    else e += t.p * decide(open, t.dice, THROWS_PER_TURN - 1).value;
  }
  restMemo.set(open, e);
  return e;
}

export { facesOf };
