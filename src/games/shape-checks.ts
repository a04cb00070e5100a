// Shape checks for options and moves that arrive as `unknown` (a form, a link, a save, a remote
// seat): each answers with the reason a value is unfit, or null when it will do. Range rules
// stay with the engines; these only make sure what reaches an engine has the types it expects.
import { isRecord } from "./definition";

/** Longest player or side name a definition accepts. */
export const MAX_NAME_LENGTH = 40;

/** Why `x` is not a usable name, or null. */
export function nameProblem(x: unknown, what: string): string | null {
  if (typeof x !== "string") return `${what} must be a name (text).`;
  if (x.trim().length === 0) return `${what} must not be empty.`;
  if (x.length > MAX_NAME_LENGTH) return `${what} is longer than ${MAX_NAME_LENGTH} characters.`;
  return null;
}

/** Why `x` is not a list of at most `max` names, or null. */
export function namesProblem(x: unknown, what: string, max: number): string | null {
  if (!Array.isArray(x)) return `${what} must be a list of names.`;
  if (x.length > max) return `${what} may hold at most ${max} names, not ${x.length}.`;
  for (let i = 0; i < x.length; i++) {
    const problem = nameProblem(x[i], `${what}: name ${i + 1}`);
    if (problem !== null) return problem;
  }
  return null;
}

/** Why a record has keys other than `allowed`, or null. */
export function extraKeysProblem(x: Record<string, unknown>, allowed: readonly string[], what: string): string | null {
  const extra = Object.keys(x).filter((k) => !allowed.includes(k));
  return extra.length === 0 ? null : `${what} has no field "${extra[0]}" (it takes ${allowed.map((k) => `"${k}"`).join(", ")}).`;
}

/** Why `x` is not a finite number, or null. */
export function finiteProblem(x: unknown, what: string): string | null {
  return typeof x === "number" && Number.isFinite(x) ? null : `${what} must be a finite number.`;
}

/** Why `x` is not a list of at most `max` whole numbers, or null. */
export function intsProblem(x: unknown, what: string, max: number): string | null {
  if (!Array.isArray(x)) return `${what} must be a list of whole numbers.`;
  if (x.length > max) return `${what} may hold at most ${max} numbers, not ${x.length}.`;
  if (!x.every((v) => typeof v === "number" && Number.isInteger(v))) return `${what} must hold whole numbers only.`;
  return null;
}

/** The move's `type` when `move` is a plain object with a string type; otherwise the reason it is not a move. */
export function moveType(move: unknown): { readonly type: string; readonly move: Record<string, unknown> } | string {
  if (!isRecord(move)) return "A move must be an object with a type.";
  if (typeof move.type !== "string") return "A move needs a type (text).";
  return { type: move.type, move };
}

/** Why `seat` is not a whole-number seat index, or null. */
export function seatProblem(seat: unknown): string | null {
  return typeof seat === "number" && Number.isInteger(seat) ? null : "A seat is a whole number counted from 0.";
}
