// Where a player stands on the ladder of hands (training/hands.ts), fitted from their drill
// attempts, and the drill that fits them next.
//
// The model: a place s on one continuous scale, 0 random flicks, 1 a beginner's hand, 2 a club
// player's, 3 the steady hand, 4 the perfect one. A drill's pass rate at s is read off its
// measured rates (drill-calibration.json, `npm run bench:drills`) by straight lines between the
// two hands either side of s. The player's s is the one whose predicted rates come nearest
// their attempts' quality pass rates (least squares over a grid of s in steps of 0.01), each
// attempt weighted by how recent it is: half the weight every HALF_LIFE attempts back, so the
// fit follows a player who improves. The next drill is the one whose predicted rate is nearest
// TARGET_RATE (a drill passed about 3 times in 4: hard enough to learn from, easy enough to
// keep at). Pure: no physics, no React; the measured rates are handed in (measured-rates.ts
// reads them from the JSON, which a test in Node may read its own way).
import type { Drill } from "../games/rykestra/practice/drills";
import type { HandName } from "./hands";

/** Each drill's measured pass rate per hand. */
export type RateTable = Readonly<Record<string, { readonly rates: Readonly<Record<HandName, number>> }>>;

/** The ladder from s = 0 upwards. */
export const PLACES: readonly HandName[] = ["random", "beginner", "club", "steady", "perfect"];
export const TOP_PLACE = PLACES.length - 1;
/** The pass rate a suggested drill is predicted nearest to. */
export const TARGET_RATE = 0.75;
/** Attempts back at which an attempt counts half as much as the newest. */
export const HALF_LIFE = 20;
/** Fewer attempts with a quality than this and there is no fit yet. */
export const MIN_FIT_ATTEMPTS = 5;
/** One attempt further back weighs this much less: 0.5^(1 / HALF_LIFE) as a literal, since ** and Math.pow round differently in different engines. */
const DECAY = 0.9659363289248456;
/** Attempts older than this many back weigh under a thousandth and are left out. */
const WINDOW = 10 * HALF_LIFE;
const GRID_STEP = 0.01;

/** What the fit reads of an attempt (store/drill-progress.ts's attempts fit this). */
export interface FitAttempt {
  readonly drill: string;
  /** The flick's quality pass rate, 0–1; attempts without one are ignored. */
  readonly passRate?: number;
}

/** A drill's predicted pass rate at place `s` (clamped to 0–4): straight lines between the measured hands. */
export function rateAt(rates: Readonly<Record<HandName, number>>, s: number): number {
  const x = Math.min(TOP_PLACE, Math.max(0, s));
  const i = Math.min(TOP_PLACE - 1, Math.floor(x));
  const f = x - i;
  return rates[PLACES[i]] * (1 - f) + rates[PLACES[i + 1]] * f;
}

export interface PlaceFit {
  /** 0 random … 4 perfect. */
  readonly s: number;
  /** Attempts the fit used. */
  readonly used: number;
  /** Weighted root-mean-square gap between the attempts' pass rates and the fit's. */
  readonly rms: number;
}

/** The observations the fit uses, oldest first: attempts with a quality at a measured drill, the last WINDOW of them. */
function observations(attempts: readonly FitAttempt[], table: RateTable) {
  return attempts.filter((a): a is Required<FitAttempt> => a.passRate !== undefined && table[a.drill] !== undefined).slice(-WINDOW);
}

/** The player's place from their attempts (newest last), or null with fewer than MIN_FIT_ATTEMPTS usable ones. */
export function fitPlace(attempts: readonly FitAttempt[], table: RateTable, minAttempts = MIN_FIT_ATTEMPTS): PlaceFit | null {
  const obs = observations(attempts, table);
  if (obs.length < minAttempts || obs.length === 0) return null;
  const weights: number[] = new Array<number>(obs.length);
  for (let i = obs.length - 1, w = 1; i >= 0; i--, w *= DECAY) weights[i] = w;
  const total = weights.reduce((a, b) => a + b, 0);
  let best = { s: 0, loss: Infinity };
  const steps = Math.round(TOP_PLACE / GRID_STEP);
  for (let k = 0; k <= steps; k++) {
    const s = k * GRID_STEP;
    let loss = 0;
    for (let i = 0; i < obs.length; i++) {
      const d = obs[i].passRate - rateAt(table[obs[i].drill].rates, s);
      loss += weights[i] * d * d;
    }
    // Strictly less: of equally good places the lowest is kept, so a fit never flatters.
    if (loss < best.loss - 1e-12) best = { s, loss };
  }
  return { s: best.s, used: obs.length, rms: Math.sqrt(best.loss / total) };
}

/** Every measured drill's predicted pass rate at place `s`. */
export function predictRates(s: number, table: RateTable): Record<string, number> {
  return Object.fromEntries(Object.entries(table).map(([id, row]) => [id, rateAt(row.rates, s)]));
}

export type Suggestion =
  /** Enough attempts: the drill predicted nearest TARGET_RATE. */
  | { readonly kind: "fit"; readonly drill: Drill; readonly predicted: number; readonly fit: PlaceFit }
  /** Too few attempts to fit: the first drill of the first tier not yet tried. */
  | { readonly kind: "start"; readonly drill: Drill; readonly usable: number };

/**
 * The drill to play next among `drills` (in the library's order, easiest tier first), from the
 * player's attempts (newest last). Of drills predicted equally near TARGET_RATE (to the
 * hundredth) the one just played comes last, then the library's order decides.
 */
export function suggestNext(attempts: readonly FitAttempt[], drills: readonly Drill[], table: RateTable): Suggestion | null {
  const measured = drills.filter((d) => table[d.id] !== undefined);
  if (measured.length === 0) return null;
  const fit = fitPlace(attempts, table);
  if (fit === null) {
    const tried = new Set(attempts.map((a) => a.drill));
    const first = measured[0].tier;
    const drill = measured.find((d) => d.tier === first && !tried.has(d.id)) ?? measured.find((d) => !tried.has(d.id)) ?? measured[0];
    return { kind: "start", drill, usable: observations(attempts, table).length };
  }
  const last = attempts.length > 0 ? attempts[attempts.length - 1].drill : null;
  const ranked = measured
    .map((drill, order) => {
      const predicted = rateAt(table[drill.id].rates, fit.s);
      return { drill, predicted, gap: Math.round(100 * Math.abs(predicted - TARGET_RATE)), justPlayed: drill.id === last ? 1 : 0, order };
    })
    .sort((a, b) => a.gap - b.gap || a.justPlayed - b.justPlayed || a.order - b.order);
  const top = ranked[0];
  return { kind: "fit", drill: top.drill, predicted: top.predicted, fit };
}

/** Plain fractions a player reads at a glance, as [numerator, denominator]. */
const FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 10],
  [1, 5],
  [1, 4],
  [1, 3],
  [2, 5],
  [1, 2],
  [3, 5],
  [2, 3],
  [3, 4],
  [4, 5],
  [9, 10],
];

/** A rate in words: "about 3 in 4"; "hardly any" below 5 %, "nearly all" above 95 %. */
export function fractionWords(rate: number): string {
  if (rate < 0.05) return "hardly any";
  if (rate > 0.95) return "nearly all";
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(f[0] / f[1] - rate) < Math.abs(best[0] / best[1] - rate)) best = f;
  return `about ${best[0]} in ${best[1]}`;
}

/** The place in words, to follow "puts you": level with the nearest hand, or between two. */
export function placeWords(s: number): string {
  const i = Math.round(s);
  if (Math.abs(s - i) <= 0.25) return `about level with ${handPhrase(PLACES[i])}`;
  return `between ${handPhrase(PLACES[Math.floor(s)])} and ${handPhrase(PLACES[Math.ceil(s)])}`;
}

function handPhrase(h: HandName): string {
  switch (h) {
    case "random":
      return "random flicks";
    case "beginner":
      return "a beginner's hand";
    case "club":
      return "a club player's hand";
    case "steady":
      return "the strong computer's steady hand";
    case "perfect":
      return "a perfect hand";
  }
}

/** The suggestion said for a player. */
export function suggestionWords(s: Suggestion): string {
  if (s.kind === "fit") return `Suggested next: ${s.drill.name} — you pass ${fractionWords(s.predicted)} of these`;
  return `Suggested next: ${s.drill.name} — a few more drills (${s.usable} of ${MIN_FIT_ATTEMPTS} so far) and the suggestions follow your own pass rates`;
}
