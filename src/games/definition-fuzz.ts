// Test helper: garbage thrown at a game definition. Every call must come back as a refusal
// with a reason (or, for a move that happens to be legal, an accepted state), never throw,
// and never change the state it was given (states are frozen deeply before each call).
import fc from "fast-check";
import { expect } from "vitest";
import type { GameDefinition, PlainMove } from "./definition";

/** Anything JSON or JavaScript can hand over: NaN, ±Infinity, huge numbers, odd strings, nesting. */
export const garbage = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom(undefined, null, NaN, Infinity, -Infinity, -0, 1e308, -1, 0, 1, 2, 3, 1.5, "", "__proto__", true, false),
      fc.integer({ min: -1000, max: 1000 }),
      fc.double(),
      fc.string(),
      fc.array(tie("value"), { maxLength: 8 }),
      fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 6 }),
    ),
  })).value;

/** A move-shaped object with one of the game's move types and garbage (or missing) fields. */
export const garbageMove = (types: readonly string[], fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    garbage(),
    fc.record(
      {
        type: fc.oneof(fc.constantFrom(...types), fc.string()),
        ...Object.fromEntries(fields.map((f) => [f, garbage()])),
      },
      { requiredKeys: ["type"] },
    ),
  );

export function deepFreeze<T>(x: T): T {
  if (typeof x === "object" && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Asserts that `def.apply(state, seat, move)` neither throws nor mutates, and refuses with a reason unless it accepts. */
export function expectSafeApply<O, S, M extends PlainMove>(def: GameDefinition<O, S, M>, state: S, seat: unknown, move: unknown): void {
  const before = JSON.stringify(state);
  deepFreeze(state);
  const result = def.apply(state, seat as number, move);
  expect(JSON.stringify(state)).toBe(before);
  if (!result.ok) {
    expect(typeof result.reason).toBe("string");
    expect(result.reason.length).toBeGreaterThan(0);
  }
}

/** Asserts that `def.setup(options)` neither throws nor accepts without a state, and refuses with a reason. */
export function expectSafeSetup<O, S, M extends PlainMove>(def: GameDefinition<O, S, M>, options: unknown): void {
  const result = def.setup(options);
  if (!result.ok) {
    expect(typeof result.reason).toBe("string");
    expect(result.reason.length).toBeGreaterThan(0);
  } else {
    expect(result.state).toBeDefined();
  }
}
