// Computer players for Dice Poker, at three strengths; each says what to do, the caller performs
// the move (and supplies the dice for a throw). Good values squares by the lines of five they
// build or block and keeps dice towards the most promising open combination; easy keeps its
// biggest group, builds only its own lines and never bounces; strong is in bot-strong.ts.
import type { Strength } from "../strength";
import { strongAction } from "./bot-strong";
import type { DicePokerAction } from "./bot-action";
import { squareValue } from "./square-value";
import { BOARD, CENTRE, LINES_THROUGH, squaresOf, type Square } from "./board";
import type { CombinationId } from "./combinations";
import { readHand } from "./hand";
import { bounceTargets, isBouncer, legalSquares, placementsFor } from "./legal";
import { MAX_THROWS, type DicePokerState } from "./state";
import { powInt } from "../../geometry/exact-math";

export type { DicePokerAction } from "./bot-action";

export { squareValue } from "./square-value";

const bestOf = (squares: readonly Square[], score: (s: Square) => number) =>
  squares.reduce<{ square: Square; value: number } | null>((best, s) => {
    const value = score(s);
    return best === null || value > best.value ? { square: s, value } : best;
  }, null);

const hasOpen = (state: DicePokerState, combination: CombinationId) =>
  squaresOf(combination).some((s) => state.board[s] === null);

/** Dice positions to keep for the most promising open target: a straight, or the biggest group of one face. */
function keepPlan(state: DicePokerState): number[] {
  const dice = state.dice;
  const straightOpen =
    hasOpen(state, "low-straight") || hasOpen(state, "high-straight") || isBouncer(state.board, readHand([1, 2, 3, 4, 5]));
  if (straightOpen) {
    for (const target of [
      [1, 2, 3, 4, 5],
      [2, 3, 4, 5, 6],
    ]) {
      const seen = new Set<number>();
      const positions = dice.flatMap((d, i) => (target.includes(d) && !seen.has(d) ? (seen.add(d), [i]) : []));
      if (positions.length >= 4) return positions;
    }
  }
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d]++;
  const pairs = [1, 2, 3, 4, 5, 6].filter((f) => counts[f] === 2);
  if (pairs.length === 2 && hasOpen(state, "full-house")) return dice.flatMap((d, i) => (pairs.includes(d) ? [i] : []));
  const faceWorth = (f: number) =>
    counts[f] * 10 + (hasOpen(state, `three-${f}` as CombinationId) || hasOpen(state, `four-${f}` as CombinationId) ? 5 : 0) + f / 10;
  const face = [1, 2, 3, 4, 5, 6].reduce((a, b) => (faceWorth(b) > faceWorth(a) ? b : a));
  return counts[face] >= 2 ? dice.flatMap((d, i) => (d === face ? [i] : [])) : [];
}

/** Own lines only: what a chip adds to lines no other side holds. */
function ownLineValue(board: readonly (number | null)[], side: number, square: Square): number {
  return LINES_THROUGH[square].reduce((v, line) => {
    const owners = line.filter((s) => s !== square && s !== CENTRE && board[s] !== null).map((s) => board[s]!);
    return owners.every((o) => o === side) ? v + powInt(owners.length + 1, 2) : v;
  }, 0);
}

function easyAction(state: DicePokerState): DicePokerAction {
  const side = state.current!;
  if (state.phase === "placing") {
    // With no chip left (or none to place) the only move is a bounce: take the first chip offered.
    const place = bestOf(legalSquares(state), (s) => ownLineValue(state.board, side, s));
    return place ? { type: "place", square: place.square } : { type: "bounce", square: bounceTargets(state)[0] };
  }
  if (state.throwsMade === 0) return { type: "throw", count: 5 };
  const hand = readHand(state.dice);
  const placeable = state.sides[side].chipsLeft > 0 && placementsFor(state.board, hand).length > 0;
  if ((placeable && hand.kind !== "pair") || state.throwsMade >= MAX_THROWS) return { type: "stand" };
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of state.dice) counts[d]++;
  const face = [1, 2, 3, 4, 5, 6].reduce((a, b) => (counts[b] >= counts[a] ? b : a));
  const positions = [0, 1, 2, 3, 4].filter((p) => state.dice[p] !== face);
  return positions.length === 0 ? { type: "stand" } : { type: "rethrow", positions };
}

export function dicePokerBotAction(state: DicePokerState, strength: Strength = "good"): DicePokerAction | null {
  if (state.phase === "over") return null;
  if (state.phase === "rolloff") return { type: "throw", count: 1 };
  if (strength === "easy") return easyAction(state);
  if (strength === "strong") return strongAction(state);
  const side = state.current!;
  if (state.phase === "placing") {
    const place = bestOf(legalSquares(state), (s) => squareValue(state.board, side, s));
    const bounce = bestOf(bounceTargets(state), (s) => {
      const owner = state.board[s]!;
      return squareValue(state.board.map((o, i) => (i === s ? null : o)), owner, s);
    });
    if (bounce && (!place || bounce.value > place.value)) return { type: "bounce", square: bounce.square };
    return { type: "place", square: place!.square };
  }
  if (state.throwsMade === 0) return { type: "throw", count: 5 };
  const hand = readHand(state.dice);
  const open = state.sides[side].chipsLeft > 0 ? placementsFor(state.board, hand) : [];
  const canBounce = isBouncer(state.board, hand);
  const good = hand.kind === "five-of-a-kind" || canBounce || open.some((s) => BOARD[s] !== null && !BOARD[s]!.startsWith("pair"));
  if (good || state.throwsMade >= MAX_THROWS) return { type: "stand" };
  const keep = keepPlan(state);
  const positions = [0, 1, 2, 3, 4].filter((p) => !keep.includes(p));
  if (positions.length === 0) return { type: "stand" };
  return { type: "rethrow", positions };
}
