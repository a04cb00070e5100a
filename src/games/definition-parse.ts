// Reading untrusted options and moves for a game definition: each check names what is wrong,
// so a refusal tells a form, a link or a remote player exactly which field to fix. Ranges that
// an engine already judges (a die's face, a category) are left to that engine; these checks
// make sure that what reaches it has the shape it was written for.
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
    const name: unknown = x[i];
    if (typeof name !== "string" || name.trim().length === 0) return bad(`Player ${i + 1} needs a name`);
    if (name.length > MAX_NAME_LENGTH) return bad(`Player ${i + 1}'s name is longer than ${MAX_NAME_LENGTH} characters`);
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
  if (typeof seat !== "number" || !Number.isInteger(seat)) return "A seat is a whole number counted from 0";
  return actors.includes(seat) ? null : notYourTurn(seat);
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
