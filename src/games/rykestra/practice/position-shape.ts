// A practice position arriving as unknown data (a saved game, a remote seat, a test): its shape
// checked field by field, then its rules by positionRefusal.
import { isRecord } from "../../definition";
import { extraKeysProblem } from "../../definition-parse";
import { MAX_PRACTICE_DICE, positionRefusal, type PracticeDie, type PracticePosition } from "./position";

const POSITION_KEYS = ["seats", "thrower", "reading", "board", "dice"];
const DIE_KEYS = ["owner", "value", "x", "z", "heading"];
const isNumber = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);

/** The position, or the reason it cannot be set up. */
export function parsePosition(x: unknown): PracticePosition | string {
  if (!isRecord(x)) return `A practice position must be an object (${POSITION_KEYS.join(", ")}).`;
  const extra = extraKeysProblem(x, POSITION_KEYS, "A practice position");
  if (extra !== null) return extra;
  const { seats, thrower, reading, board, dice } = x;
  if (!isNumber(seats)) return "The position's seats must be a number.";
  if (!isNumber(thrower)) return "The position's thrower must be a seat number.";
  if (reading !== "standard" && reading !== "mirror") return 'The position\'s reading must be "standard" or "mirror".';
  if (board !== "standard" && board !== "corellian") return 'The position\'s board must be "standard" or "corellian".';
  if (!Array.isArray(dice)) return "The position's dice must be a list.";
  if (dice.length > MAX_PRACTICE_DICE) return `At most ${MAX_PRACTICE_DICE} dice fit a practice mat, not ${dice.length}.`;
  const parsed: PracticeDie[] = [];
  for (let i = 0; i < dice.length; i++) {
    const die: unknown = dice[i];
    if (!isRecord(die)) return `Die ${i + 1} must be an object (${DIE_KEYS.join(", ")}).`;
    const dieExtra = extraKeysProblem(die, DIE_KEYS, `Die ${i + 1}`);
    if (dieExtra !== null) return dieExtra;
    const missing = DIE_KEYS.find((k) => !isNumber(die[k]));
    if (missing !== undefined) return `Die ${i + 1}'s ${missing} must be a finite number.`;
    const { owner, value, x: dx, z, heading } = die as Record<string, number>;
    parsed.push({ owner, value, x: dx, z, heading });
  }
  const position: PracticePosition = { seats, thrower, reading, board, dice: parsed };
  return positionRefusal(position) ?? position;
}
