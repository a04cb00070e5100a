// Reading untrusted options and moves for a game definition (a form, a link, a save, a remote
// seat): each check names what is wrong, so a refusal tells the sender exactly which field to
// fix. Ranges that an engine already judges (a die's face, a category) are left to that engine;
// these checks make sure that what reaches it has the shape it was written for. Two styles, one
// set of rules: `parse…` answers a value or a reason; `…Problem` answers a reason or null, for
// definitions that chain checks with `??`.
import { isRecord, notYourTurn, type Seat } from "./definition";
import { accept, type MoveResult } from "./move-result";

/** The longest player name a definition accepts (the set-up form allows 16). */
export const MAX_NAME_LENGTH = 32;

/** A parsed value, or why the input has none. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** The first own key of `x` that is not in `allowed`, or null: a typo is named, never ignored. */
export function unknownKey(x: Record<string, unknown>, allowed: readonly string[]): string | null {
  return Object.keys(x).find((k) => !allowed.includes(k)) ?? null;
}

/** An object with only the allowed keys; `what` names it in the refusal ("Options", "A throw"). */
export function parseRecord(x: unknown, allowed: readonly string[], what: string): Parsed<Record<string, unknown>> {
  if (!isRecord(x)) return bad(`${what} must be an object`);
  const extra = unknownKey(x, allowed);
  if (extra !== null) return bad(`${what} has an unknown field "${extra.slice(0, 20)}"`);
  return ok(x);
}

/** `players`: an array of `min` to `max` names, each a non-blank string of at most MAX_NAME_LENGTH. */
export function parsePlayers(x: unknown, min: number, max: number): Parsed<string[]> {
  if (!Array.isArray(x)) return bad("players must be a list of names");
  if (x.length < min || x.length > max) {
    return bad(min === max ? `This game seats ${min} players, not ${x.length}` : `This game seats ${min} to ${max} players, not ${x.length}`);
  }
  for (let i = 0; i < x.length; i++) {
    const problem = nameProblem(x[i], `Player ${i + 1}`);
    if (problem !== null) return bad(problem);
  }
  return ok([...(x as string[])]);
}

/** A value quoted in a refusal; never String() on it, which throws for an object without a prototype. */
const quoted = (x: unknown): string => (typeof x === "string" ? `"${x.slice(0, 20)}"` : typeof x === "number" ? String(x) : `of type ${typeof x}`);

/**
 * A move: an object whose `type` is one of `fields`' keys, carrying only that type's fields
 * (which the caller then reads). `game` names the game in the refusal of an unknown type.
 */
export function parseMoveOf<T extends string>(
  move: unknown,
  fields: Readonly<Record<T, readonly string[]>>,
  game: string,
): Parsed<{ readonly type: T; readonly fields: Record<string, unknown> }> {
  if (!isRecord(move)) return bad("A move must be an object");
  if (move.type === undefined) return bad("A move needs a type");
  const type = (Object.keys(fields) as T[]).find((t) => t === move.type);
  if (type === undefined) return bad(`${game} has no move ${quoted(move.type)}`);
  const parsed = parseRecord(move, ["type", ...fields[type]], `A ${type} move`);
  return parsed.ok ? ok({ type, fields: parsed.value }) : parsed;
}

/**
 * Why `seat` may not move now, or null when it is one of `actors`. A seat that is not a whole
 * number gets its own reason: `notYourTurn` does arithmetic on it and would throw on an object.
 */
export function seatProblem(seat: unknown, actors: readonly Seat[]): string | null {
  return seatShapeProblem(seat) ?? (actors.includes(seat as Seat) ? null : notYourTurn(seat as Seat));
}

/** Why `seat` is not a whole-number seat index, or null. */
export function seatShapeProblem(seat: unknown): string | null {
  return typeof seat === "number" && Number.isInteger(seat) ? null : "A seat is a whole number counted from 0";
}

/** Why `x` is not a usable name for `who` ("Player 2", "Side 1"), or null. */
export function nameProblem(x: unknown, who: string): string | null {
  if (typeof x !== "string" || x.trim().length === 0) return `${who} needs a name`;
  if (x.length > MAX_NAME_LENGTH) return `${who}'s name is longer than ${MAX_NAME_LENGTH} characters`;
  return null;
}

/** Why `x` is not a list of at most `max` names, or null; `each` names one entry ("Player"). */
export function namesProblem(x: unknown, what: string, max: number, each = "Player"): string | null {
  if (!Array.isArray(x)) return `${what} must be a list of names`;
  if (x.length > max) return `${what} may hold at most ${max} names, not ${x.length}`;
  for (let i = 0; i < x.length; i++) {
    const problem = nameProblem(x[i], `${each} ${i + 1}`);
    if (problem !== null) return problem;
  }
  return null;
}

/** Why a record has keys other than `allowed`, or null. */
export function extraKeysProblem(x: Record<string, unknown>, allowed: readonly string[], what: string): string | null {
  const extra = unknownKey(x, allowed);
  return extra === null ? null : `${what} has no field "${extra.slice(0, 20)}" (it takes ${allowed.map((k) => `"${k}"`).join(", ")})`;
}

/** Why `x` is not a finite number, or null. */
export function finiteProblem(x: unknown, what: string): string | null {
  return typeof x === "number" && Number.isFinite(x) ? null : `${what} must be a finite number`;
}

/** Why `x` is not a list of at most `max` whole numbers, or null. */
export function intsProblem(x: unknown, what: string, max: number): string | null {
  if (!Array.isArray(x)) return `${what} must be a list of whole numbers`;
  if (x.length > max) return `${what} may hold at most ${max} numbers, not ${x.length}`;
  for (let i = 0; i < x.length; i++) if (!Number.isInteger(x[i])) return `${what} must hold whole numbers only`;
  return null;
}

/** The move's `type` when `move` is a plain object with a string type; otherwise the reason it is not a move. */
export function moveType(move: unknown): { readonly type: string; readonly move: Record<string, unknown> } | string {
  if (!isRecord(move)) return "A move must be an object with a type";
  if (typeof move.type !== "string") return "A move needs a type (text)";
  return { type: move.type, move };
}

/** An optional whole number in [min, max]: undefined when absent. */
export function parseOptionalInt(x: unknown, min: number, max: number, what: string): Parsed<number | undefined> {
  if (x === undefined) return ok(undefined);
  if (typeof x !== "number" || !Number.isInteger(x) || x < min || x > max) {
    return bad(`${what} must be a whole number from ${min} to ${max}`);
  }
  return ok(x);
}

/** An optional true or false: undefined when absent. */
export function parseOptionalBoolean(x: unknown, what: string): Parsed<boolean | undefined> {
  if (x === undefined || typeof x === "boolean") return ok(x);
  return bad(`${what} must be true or false`);
}

/**
 * A list of at most `max` finite numbers (a throw's readings, or dice indices); the engine
 * judges their values. Holes in a sparse array count as missing numbers.
 */
export function parseNumbers(x: unknown, max: number, what: string): Parsed<number[]> {
  if (!Array.isArray(x)) return bad(`${what} must be a list of numbers`);
  if (x.length > max) return bad(`${what} lists ${x.length} dice; there are at most ${max}`);
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const n: unknown = x[i];
    if (typeof n !== "number" || !Number.isFinite(n)) return bad(`${what} must hold only numbers`);
    out.push(n);
  }
  return ok(out);
}

/**
 * An engine constructor's answer as a MoveResult. Issue 8 turns the constructors that throw
 * on bad options into ones that return a refusal; this accepts either shape, so definitions
 * compile before and after that change (a state never has an `ok` field).
 */
export function resultOf<S extends object>(made: S | MoveResult<S>): MoveResult<S> {
  if ("ok" in made && typeof made.ok === "boolean") return made as MoveResult<S>;
  return accept(made as S);
}
