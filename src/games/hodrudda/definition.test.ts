import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pick, seeded } from "../../test-prng.ts";
import { notYourTurn } from "../definition.ts";
import { expectSafeSetup, garbage } from "../definition-fuzz.ts";
import { expectJsonSafeMove, expectSafeMovesInPlay, playRandomly, playSeededGames, randomThrow, settledDie, garbageMoves, type LegalChooser } from "../definition-testing.ts";
import { must, refusal } from "../test-moves.ts";
import { hodruddaGame as game, type HodruddaMove } from "./definition.ts";
import { TARGET, type HodruddaState } from "./state.ts";

const anaBen = () => must(game.setup({ players: ["Ana", "Ben"] }));
const apply = (s: HodruddaState, seat: number, move: unknown) => must(game.apply(s, seat, move));

/** Random legal play: Winkee now and then when it is open, otherwise the throw that is due. */
const legal: LegalChooser<HodruddaState, HodruddaMove> = (s, random) => {
  if (s.outcome) return { seat: pick(random, game.actors(s)), move: { type: "next-game" } };
  if (s.caller !== null && random() < 0.3) return { seat: s.caller, move: { type: "winkee" } };
  if (s.caller !== null && s.caller !== s.current && random() < 0.2) return { seat: s.caller, move: { type: "ride" } };
  return randomThrow(game, s, random);
};

function randomStart(random: () => number): HodruddaState {
  const players = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay"].slice(0, 2 + Math.floor(random() * 5));
  const first = Math.floor(random() * players.length);
  return must(game.setup({ players, first, options: { ante: 1 + Math.floor(random() * 3) } }));
}

describe("Hodrudda's setup", () => {
  it("accepts two to six named players, with an ante and a first seat or without", () => {
    const plain = anaBen();
    expect(plain.players.map((p) => p.name)).toEqual(["Ana", "Ben"]);
    expect(plain.options.ante).toBe(1);
    expect(plain.current).toBe(0);
    const full = must(game.setup({ players: ["A", "B", "C", "D", "E", "F"], options: { ante: 3 }, first: 5 }));
    expect(full.pot).toBe(18);
    expect(full.current).toBe(5);
    expect(game.seats(full)).toBe(6);
  });

  it.each([
    ["nothing", undefined, "must be an object"],
    ["a list", ["Ana", "Ben"], "must be an object"],
    ["no players", {}, "players must be a list"],
    ["an empty player list", { players: [] }, "seats 2 to 6 players, not 0"],
    ["one player", { players: ["Ana"] }, "seats 2 to 6 players, not 1"],
    ["seven players", { players: ["A", "B", "C", "D", "E", "F", "G"] }, "not 7"],
    ["a blank name", { players: ["Ana", "  "] }, "Player 2 needs a name"],
    ["a number for a name", { players: [7, "Ben"] }, "Player 1 needs a name"],
    ["an overlong name", { players: ["Ana", "B".repeat(33)] }, "longer than 32"],
    ["a first seat outside the table", { players: ["Ana", "Ben"], first: 2 }, "first seat must be a whole number from 0 to 1"],
    ["a negative first seat", { players: ["Ana", "Ben"], first: -1 }, "first seat"],
    ["a NaN first seat", { players: ["Ana", "Ben"], first: NaN }, "first seat"],
    ["a fractional first seat", { players: ["Ana", "Ben"], first: 0.5 }, "first seat"],
    ["a zero ante", { players: ["Ana", "Ben"], options: { ante: 0 } }, "ante must be a whole number from 1"],
    ["a negative ante", { players: ["Ana", "Ben"], options: { ante: -2 } }, "ante"],
    ["a NaN ante", { players: ["Ana", "Ben"], options: { ante: NaN } }, "ante"],
    ["an infinite ante", { players: ["Ana", "Ben"], options: { ante: Infinity } }, "ante"],
    ["an ante as text", { players: ["Ana", "Ben"], options: { ante: "2" } }, "ante"],
    ["rule options that are not an object", { players: ["Ana", "Ben"], options: 3 }, "rule options must be an object"],
    ["an unknown option", { players: ["Ana", "Ben"], target: 31 }, 'unknown field "target"'],
    ["an unknown rule option", { players: ["Ana", "Ben"], options: { ante: 1, pot: 9 } }, 'unknown field "pot"'],
  ])("refuses %s with a reason", (_what, options, reason) => {
    expect(refusal(game.setup(options))).toContain(reason);
  });

  it("answers garbage options with a refusal or a state, never a throw", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    const shaped = fc.record({ players: fc.oneof(garbage(), fc.array(fc.string(), { maxLength: 8 })), options: garbage(), first: garbage() }, { requiredKeys: [] });
    fc.assert(fc.property(shaped, (options) => expectSafeSetup(game, options)), { numRuns: 300 });
  });
});

describe("Hodrudda's moves", () => {
  it("lets the player due throw, and the player who has just thrown call Winkee until the next throw", () => {
    let s = anaBen();
    expect(game.actors(s)).toEqual([0]);
    expect(game.throwRequest(s)).toEqual({ seat: 0, dice: [{ id: "d0", kind: "spike" }, { id: "d1", kind: "spike" }] });
    s = apply(s, 0, { type: "throw", dice: [3, 4] });
    expect(game.actors(s)).toEqual([0, 1]);
    expect(game.throwRequest(s)?.seat).toBe(1);
    const stood = apply(s, 0, { type: "winkee" });
    expect(stood.players[0].status).toBe("stood");
    expect(game.actors(stood)).toEqual([1]);
    s = apply(s, 1, { type: "throw", dice: [2, 2] });
    expect(game.actors(s)).toEqual([1, 0]);
    expect(refusal(game.apply(s, 0, { type: "winkee" }))).toContain("just thrown");
  });

  it("lets the player who may call Winkee let the dice ride instead, which ends their chance and nothing else", () => {
    const s = apply(anaBen(), 0, { type: "throw", dice: [3, 4] });
    const rode = apply(s, 0, { type: "ride" });
    expect(rode).toEqual({ ...s, caller: null });
    expect(game.actors(rode)).toEqual([1]);
    expect(refusal(game.apply(rode, 0, { type: "winkee" }))).toBe(notYourTurn(0));
    expect(refusal(game.apply(s, 1, { type: "ride" }))).toContain("Only the player who has just thrown");
    // Alone in the game, the caller is also the thrower: there is nobody to ride to.
    const alone = apply(apply(s, 1, { type: "throw", dice: [1, 1] }), 0, { type: "throw", dice: [2, 3] });
    expect(alone.caller).toBe(0);
    expect(alone.current).toBe(0);
    expect(refusal(game.apply(alone, 0, { type: "ride" }))).toContain("throw again or call Winkee");
  });

  it("builds the throw move from the settled spike dice in request order", () => {
    const s = anaBen();
    const move = game.throwMove(s, [settledDie("d0", "spike", 6), settledDie("d1", "spike", 2)]);
    expect(move).toEqual({ type: "throw", dice: [6, 2] });
    expect(apply(s, 0, move).players[0].total).toBe(8);
  });

  it("refuses a move from a seat that may not act, leaving the state as it was", () => {
    const s = anaBen();
    const before = JSON.stringify(s);
    expect(refusal(game.apply(s, 1, { type: "throw", dice: [3, 4] }))).toBe(notYourTurn(1));
    expect(refusal(game.apply(s, 7, { type: "throw", dice: [3, 4] }))).toBe(notYourTurn(7));
    expect(JSON.stringify(s)).toBe(before);
  });

  it("refuses a throw from the caller when another seat is due, and Winkee from the thrower who has not thrown", () => {
    const s = apply(anaBen(), 0, { type: "throw", dice: [3, 4] });
    expect(refusal(game.apply(s, 0, { type: "throw", dice: [1, 2] }))).toBe("Ben throws next, not Ana");
    expect(refusal(game.apply(s, 1, { type: "winkee" }))).toContain("just thrown");
  });

  it.each([
    [{ type: "throw" }, "list of numbers"],
    [{ type: "throw", dice: [3] }, "both spike dice"],
    [{ type: "throw", dice: [3, 4, 5] }, "at most 2"],
    [{ type: "throw", dice: [3, 7] }, "1 to 6"],
    [{ type: "throw", dice: [3, "4"] }, "only numbers"],
    [{ type: "winkee", dice: [1, 1] }, 'unknown field "dice"'],
    [{ type: "ride", to: 1 }, 'unknown field "to"'],
    [{ type: "bank" }, 'no move "bank"'],
    [{ type: "throw", dice: [3, 4], by: 0 }, 'unknown field "by"'],
    ["throw", "must be an object"],
    [{ dice: [3, 4] }, "needs a type"],
    [{ type: [] }, "no move of type object"],
  ])("refuses the malformed move %j with a reason", (move, reason) => {
    expect(refusal(game.apply(anaBen(), 0, move))).toContain(reason);
  });

  it("starts the next game from any seat once a game is over, and not before", () => {
    const s = anaBen();
    expect(refusal(game.apply(s, 0, { type: "next-game" }))).toContain("still being played");
    const won = apply(apply(apply(s, 0, { type: "throw", dice: [1, 1] }), 1, { type: "throw", dice: [2, 3] }), 1, { type: "winkee" });
    expect(game.isOver(won)).toBe(true);
    expect(game.actors(won)).toEqual([0, 1]);
    expect(game.throwRequest(won)).toBeNull();
    const next = apply(won, 0, { type: "next-game" });
    expect(next.game).toBe(2);
    expect(game.isOver(next)).toBe(false);
    expect(game.throwRequest(next)?.seat).toBe(1);
  });

  it("gives moves that survive a JSON round trip and apply the same after it", () => {
    const random = seeded(17);
    playRandomly(game, randomStart(random), legal, random, 200, true, (s, seat, move) => expectJsonSafeMove(game, s, seat, move));
  });

  it("answers garbage moves from any seat, at any moment of random play, with a refusal and an unchanged state", () => {
    const moves = garbageMoves(
      game.moveTypes,
      ["dice"],
      fc.record({ type: fc.constant("throw"), dice: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 3 }) }),
    );
    expectSafeMovesInPlay(game, randomStart, legal, moves, { numRuns: 500, maxSteps: 60 });
  });
});

describe("Hodrudda played through its definition", () => {
  it("ends every seeded game with a winner on exactly 30, the best stander, or everyone bust", () => {
    const seen = { exact: 0, highest: 0, "all-bust": 0 };
    playSeededGames(game, randomStart, legal, { games: 150, spread: 7919, steps: 500 }, (s) => {
      const o = s.outcome!;
      seen[o.kind]++;
      if (o.kind === "all-bust") {
        expect(s.players.every((p) => p.status === "bust")).toBe(true);
        return;
      }
      const winner = s.players[o.winner];
      if (o.kind === "exact") expect(winner.total).toBe(TARGET);
      else {
        expect(winner.status).toBe("stood");
        expect(s.players.every((p) => p.status !== "in")).toBe(true);
        s.players.forEach((p, i) => {
          if (p.status !== "stood" || i === o.winner) return;
          expect(p.total).toBeLessThanOrEqual(winner.total);
          if (p.total === winner.total) expect(s.standOrder.indexOf(i)).toBeGreaterThan(s.standOrder.indexOf(o.winner));
        });
      }
      expect(winner.chips).toBeGreaterThan(0);
    });
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });
});
