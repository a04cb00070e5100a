// The strong Dice Poker player. Squares are valued by what a chip there does: win the game,
// complete a run, stop another side's run (a line of four waiting for this square), make a
// line of four of its own, then the plain line value (bot.ts). Dice are kept by the exact
// expected value of the best chip after the re-throws left, over every way the dice can fall.
import { CENTRE, LINES_THROUGH, type Square } from "./board";
import type { DicePokerAction } from "./bot-action";
import { squareValue } from "./square-value";
import { readHand } from "./hand";
import { isBouncer, placementsFor, removableChips } from "./legal";
import { newRunsThrough } from "./runs";
import { MAX_THROWS, type DicePokerState } from "./state";
import { powInt } from "../../geometry/exact-math";

const WIN = 1e6;
const RUN = 1e4;
const BLOCK = 5e3;
const FOUR = 300;
/** Any chip on the board, before where it lies: placing at all matters more than the square's lines. */
const CHIP = 40;

const RUNS_TO_WIN = 2;

/** Whether a chip of `side` on `square` would complete a run, and whether that run would win. */
function runsBy(state: DicePokerState, side: number, square: Square): { runs: number; wins: boolean } {
  const board = state.board.map((o, i) => (i === square ? side : o));
  const runs = newRunsThrough(board, side, square, state.runs[side]).length;
  return { runs, wins: runs > 0 && state.runs[side].length + runs >= RUNS_TO_WIN };
}

/** Lines through `square` that `side` would hold four of (the centre counting) with the fifth still open. */
function foursMade(board: readonly (number | null)[], side: number, square: Square): number {
  let fours = 0;
  for (const line of LINES_THROUGH[square]) {
    const held = line.filter((s) => s === square || s === CENTRE || board[s] === side).length;
    const open = line.filter((s) => s !== square && s !== CENTRE && board[s] === null).length;
    if (held === 4 && open === 1) fours++;
  }
  return fours;
}

/** What a chip of `side` on the open `square` is worth. */
export function placeValue(state: DicePokerState, side: number, square: Square): number {
  const mine = runsBy(state, side, square);
  let value = mine.wins ? WIN : mine.runs * RUN;
  state.sides.forEach((_, other) => {
    if (other === side) return;
    const theirs = runsBy(state, other, square);
    if (theirs.runs > 0) value += theirs.wins ? 2 * BLOCK : BLOCK;
  });
  return value + CHIP + FOUR * foursMade(state.board, side, square) + squareValue(state.board, side, square);
}

/** What removing another side's chip from `square` is worth: the run it threatened and its line value to them. */
export function bounceValue(state: DicePokerState, square: Square): number {
  const owner = state.board[square]!;
  const without = state.board.map((o, i) => (i === square ? null : o));
  const threat = LINES_THROUGH[square].some((line) =>
    line.every((s) => s === CENTRE || s === square || without[s] === owner || without[s] === null) &&
    line.filter((s) => s !== CENTRE && s !== square && without[s] === owner).length >= 3,
  );
  return (threat ? BLOCK : 0) + CHIP + squareValue(without, owner, square);
}

/** The best thing a side can do with a hand: its best chip or bounce (0 if it has neither). */
function handValue(state: DicePokerState, side: number, dice: readonly number[]): number {
  const hand = readHand(dice);
  let best = 0;
  if (state.sides[side].chipsLeft > 0) for (const s of placementsFor(state.board, hand)) best = Math.max(best, placeValue(state, side, s));
  if (isBouncer(state.board, hand)) for (const s of removableChips(state, side)) best = Math.max(best, bounceValue(state, s));
  return best;
}

// A multiset of dice as one number: the sum of 6^(face−1) over its dice (no face shows six times).
const POW = [0, 1, 6, 36, 216, 1296, 7776];
const keyOf = (dice: readonly number[]) => dice.reduce((k, d) => k + POW[d], 0);

interface Throw {
  readonly key: number;
  readonly p: number;
}
function throwsOf(n: number): Throw[] {
  const out: Throw[] = [];
  const walk = (left: number, dice: number[]) => {
    if (left === 0) {
      out.push({ key: keyOf(dice), p: 1 / powInt(6, n) });
      return;
    }
    for (let f = 1; f <= 6; f++) walk(left - 1, [...dice, f]);
  };
  walk(n, []);
  const merged = new Map<number, number>();
  for (const t of out) merged.set(t.key, (merged.get(t.key) ?? 0) + t.p);
  return [...merged].map(([key, p]) => ({ key, p }));
}
const THROWS = [0, 1, 2, 3, 4, 5].map(throwsOf);
const HANDS = THROWS[5].map((t) => t.key);
const diceOf = (key: number) => [1, 2, 3, 4, 5, 6].flatMap((f) => Array<number>(Math.floor(key / POW[f]) % 6).fill(f));

/** Every sub-multiset of a hand (as keys), with how many dice it keeps. */
function keepsOf(dice: readonly number[]): { key: number; kept: number }[] {
  let keeps = [{ key: 0, kept: 0 }];
  for (let f = 1; f <= 6; f++) {
    const c = dice.filter((d) => d === f).length;
    keeps = keeps.flatMap((k) => Array.from({ length: c + 1 }, (_, j) => ({ key: k.key + j * POW[f], kept: k.kept + j })));
  }
  return keeps;
}

/** The expected value of keeping `keep` and throwing the rest once, given values of the resulting hands. */
const keepValue = (keep: { key: number; kept: number }, after: ReadonlyMap<number, number>) =>
  THROWS[5 - keep.kept].reduce((sum, t) => sum + t.p * after.get(keep.key + t.key)!, 0);

/** Values of every hand with `rethrows` re-throws still to come, playing each on as well as it can. */
function handValues(state: DicePokerState, side: number, rethrows: number): Map<number, number> {
  const now = new Map(HANDS.map((k) => [k, handValue(state, side, diceOf(k))]));
  if (rethrows === 0) return now;
  const after = handValues(state, side, rethrows - 1);
  return new Map(HANDS.map((k) => [k, Math.max(now.get(k)!, ...keepsOf(diceOf(k)).filter((q) => q.kept < 5).map((q) => keepValue(q, after)))]));
}

export function strongAction(state: DicePokerState): DicePokerAction {
  const side = state.current!;
  if (state.phase === "placing") {
    const hand = state.hand!;
    const places = state.sides[side].chipsLeft > 0 ? placementsFor(state.board, hand) : [];
    const bounces = isBouncer(state.board, hand) ? removableChips(state, side) : [];
    const place = places.map((s) => ({ s, v: placeValue(state, side, s) })).sort((a, b) => b.v - a.v)[0];
    const bounce = bounces.map((s) => ({ s, v: bounceValue(state, s) })).sort((a, b) => b.v - a.v)[0];
    if (bounce && (!place || bounce.v > place.v)) return { type: "bounce", square: bounce.s };
    return { type: "place", square: place!.s };
  }
  if (state.throwsMade === 0) return { type: "throw", count: 5 };
  const left = MAX_THROWS - state.throwsMade;
  if (left === 0) return { type: "stand" };
  const after = handValues(state, side, left - 1);
  const stay = handValue(state, side, state.dice);
  let best: { key: number; kept: number; v: number } | null = null;
  for (const keep of keepsOf(state.dice)) {
    if (keep.kept === 5) continue;
    const v = keepValue(keep, after);
    if (!best || v > best.v) best = { ...keep, v };
  }
  if (!best || stay >= best.v) return { type: "stand" };
  // Re-throw the dice outside the kept multiset.
  const keptDice = diceOf(best.key);
  const positions: number[] = [];
  state.dice.forEach((d, i) => {
    const at = keptDice.indexOf(d);
    if (at >= 0) keptDice.splice(at, 1);
    else positions.push(i);
  });
  return { type: "rethrow", positions };
}
