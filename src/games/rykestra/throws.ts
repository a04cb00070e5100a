// Throwing the D10s: whose turn, which dice may go, and what the settled mat means.
//
// After each settled throw:
// - a die the thrower owns (thrown now, or lying from before) that ends off the mat is out
//   of play for the round;
// - an opponent's die that ends off the mat was knocked off: it goes back to its owner's hand;
// - a cocked die still on the mat goes back to its owner's hand (the thrower's own included);
// - the turn passes to the next seat round the table that still holds a die; when no hand
//   holds a die, captures are resolved and the round is scored.
// A die counts as off the mat when the snapshot says so or when its centre lies outside the
// mat outline (the two should agree; the engine takes either as enough).
import { isOnMat } from "../../geometry/mat";
import type { TablePoint } from "../../geometry/types";
import { accept, refuse, type MoveResult } from "../move-result";
import { isFaceValue, type DieId, type DieSnapshot } from "./dice";
import { finishRound } from "./rounds";
import { findDie, handOf, nextThrower, type DieState, type ReturnReason, type RykestraState } from "./state";

export interface ThrowInput {
  readonly seat: number;
  /** The die or dice that left the thrower's hand. */
  readonly thrown: readonly DieId[];
  /** Every die that was on the mat before the throw plus the thrown ones, as they settled. */
  readonly dice: readonly DieSnapshot[];
}

/** Why `seat` may not throw `thrown` now, or null when the throw is legal. Check before the flick. */
export function throwRefusal(state: RykestraState, seat: number, thrown: readonly DieId[]): string | null {
  if (state.phase === "over") return "The game is over.";
  if (state.phase === "sector-set") return "The sector dice must be thrown before anyone throws a D10.";
  if (seat !== state.turn) return `It is seat ${state.turn}'s turn, not seat ${seat}'s.`;
  if (thrown.length === 0) return "Choose a die to throw.";
  if (new Set(thrown).size !== thrown.length) return "The same die is named twice.";
  for (const id of thrown) {
    const die = findDie(state, id);
    if (die === undefined) return `There is no die "${id}".`;
    if (die.owner !== seat) return `Die ${id} belongs to seat ${die.owner}, not seat ${seat}.`;
    if (die.place !== "hand") return `Die ${id} is not in seat ${seat}'s hand.`;
  }
  const hand = handOf(state, seat);
  if (state.options.bothDiceAtOnce && thrown.length !== hand.length) {
    return `With both dice at once, seat ${seat} throws all ${hand.length} dice in hand together.`;
  }
  if (!state.options.bothDiceAtOnce && thrown.length !== 1) return "Throw one die per turn.";
  return null;
}

const finite = (p: TablePoint) => Number.isFinite(p.x) && Number.isFinite(p.z);

function snapshotRefusal(state: RykestraState, input: ThrowInput): string | null {
  const seen = new Set<DieId>();
  for (const snap of input.dice) {
    if (seen.has(snap.id)) return `Die ${snap.id} appears twice in the throw result.`;
    seen.add(snap.id);
    const die = findDie(state, snap.id);
    if (die === undefined) return `There is no die "${snap.id}".`;
    if (die.owner !== snap.owner) return `Die ${snap.id} belongs to seat ${die.owner}, not seat ${snap.owner}.`;
    if (die.place !== "mat" && !input.thrown.includes(snap.id)) {
      return `Die ${snap.id} was neither on the mat nor thrown, so it cannot be in the throw result.`;
    }
    if (!isFaceValue(snap.value)) return `Die ${snap.id} must read a whole number from 0 to 9, not ${snap.value}.`;
    const { top, left, right } = snap.kite;
    if (![snap.centre, top, left, right].every(finite)) return `Die ${snap.id} has a position that is not a number.`;
  }
  for (const die of state.dice) {
    if ((die.place === "mat" || input.thrown.includes(die.id)) && !seen.has(die.id)) {
      return `Die ${die.id} is missing from the throw result.`;
    }
  }
  return null;
}

/** Where one die goes after the throw settles. */
function settle(snap: DieSnapshot, thrower: number): { place: DieState["place"]; returned?: ReturnReason } {
  const off = snap.offMat || !isOnMat(snap.centre);
  if (off) return snap.owner === thrower ? { place: "out" } : { place: "hand", returned: "knocked off" };
  if (snap.cocked) return { place: "hand", returned: "cocked" };
  return { place: "mat" };
}

/** Move: a throw has settled. Applies the after-throw rules and passes the turn (or scores the round). */
export function applyThrow(state: RykestraState, input: ThrowInput): MoveResult<RykestraState> {
  const refusal = throwRefusal(state, input.seat, input.thrown) ?? snapshotRefusal(state, input);
  if (refusal !== null) return refuse(refusal);

  const snaps = new Map(input.dice.map((s) => [s.id, s]));
  const out: DieId[] = [];
  const onMat: DieId[] = [];
  const returned: { id: DieId; reason: ReturnReason }[] = [];
  const dice = state.dice.map<DieState>((die) => {
    const snap = snaps.get(die.id);
    if (snap === undefined) return die;
    const next = settle(snap, input.seat);
    if (next.place === "out") out.push(die.id);
    if (next.place === "mat") onMat.push(die.id);
    if (next.returned !== undefined) returned.push({ id: die.id, reason: next.returned });
    const { id, owner, value, centre, kite } = snap;
    return { ...die, place: next.place, onMat: next.place === "mat" ? { id, owner, value, centre, kite } : null };
  });

  const thrown = { ...state, dice, lastThrow: { seat: input.seat, thrown: [...input.thrown], onMat, out, returned } };
  const next = nextThrower(thrown, input.seat);
  return accept(next === null ? finishRound(thrown) : { ...thrown, turn: next });
}
