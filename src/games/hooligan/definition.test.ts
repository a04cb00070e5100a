import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pick, seeded } from "../../test-prng";
import { notYourTurn } from "../definition";
import { expectSafeSetup, garbage } from "../definition-fuzz";
import { expectJsonSafeMove, expectSafeMovesInPlay, garbageMoves, type LegalChooser, playRandomly, playSeededGames, randomThrow, type SeatMove, settledDie } from "../definition-testing";
import { must, refusal } from "../test-moves";
import { CATEGORIES, ROUNDS } from "./categories";
import { hooliganGame as game, type HooliganMove } from "./definition";
import { emptyCategories, totals, type HooliganState } from "./state";

const apply = (s: HooliganState, seat: number, move: unknown) => must(game.apply(s, seat, move));
const throwOf = (dice: number[]): HooliganMove => ({ type: "throw", dice });
const ids = (s: HooliganState) => game.throwRequest(s)?.dice.map((d) => d.id);

/** Ana and Ben; Ana wins the roll-off and starts. */
const anaFirst = () => apply(apply(must(game.setup({ players: ["Ana", "Ben"] })), 0, throwOf([6, 6, 6, 6, 5])), 1, throwOf([1, 2, 1, 2, 1]));
const solo = () => must(game.setup({ players: ["Ann"] }));

/** Random legal play: choose an empty box now and then, keep towards a straight, score or throw on. */
const legal: LegalChooser<HooliganState, HooliganMove> = (s, random) => {
  if (s.phase === "over") return { seat: pick(random, game.actors(s)), move: { type: "next-game" } };
  const turn = s.turn;
  if (!turn || turn.throwsMade === 0) return randomThrow(game, s, random);
  const seat = turn.player;
  const tries: SeatMove<HooliganMove>[] = [];
  if (turn.chosen === null) {
    const box = pick(random, emptyCategories(s.sheets[seat]));
    tries.push({ seat, move: { type: "choose", box } });
    if (game.throwRequest(s) && random() < 0.4) tries.unshift(randomThrow(game, s, random));
  } else {
    if (turn.chosen === "H" && random() < 0.6) {
      tries.push({ seat, move: { type: "keep", dice: [0, 1, 2, 3, 4].filter(() => random() < 0.4) } });
    }
    if (random() < 0.2) tries.push({ seat, move: { type: "score" } });
    if (game.throwRequest(s)) tries.push(randomThrow(game, s, random));
    tries.push({ seat, move: { type: "score" } });
  }
  return tries.find(({ move }) => game.apply(s, seat, move).ok) ?? tries[tries.length - 1];
};

function randomStart(random: () => number): HooliganState {
  const players = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay"].slice(0, 1 + Math.floor(random() * 6));
  return must(game.setup({ players }));
}

describe("Hooligan's setup", () => {
  it("accepts one to six named players; one plays at once, more throw off first", () => {
    expect(game.actors(solo())).toEqual([0]);
    expect(solo().phase).toBe("playing");
    const six = must(game.setup({ players: ["A", "B", "C", "D", "E", "F"] }));
    expect(six.phase).toBe("rolloff");
    expect(game.seats(six)).toBe(6);
  });

  it.each([
    ["nothing", undefined, "must be an object"],
    ["a bare list of names", ["Ana"], "must be an object"],
    ["players that are not a list", { players: "Ana,Ben" }, "players must be a list"],
    ["an empty player list", { players: [] }, "seats 1 to 6 players, not 0"],
    ["seven players", { players: ["A", "B", "C", "D", "E", "F", "G"] }, "not 7"],
    ["a missing name", { players: ["Ana", null] }, "Player 2 needs a name"],
    ["an overlong name", { players: ["x".repeat(40)] }, "longer than 32"],
    ["an unknown option", { players: ["Ana"], rounds: 9 }, 'unknown field "rounds"'],
  ])("refuses %s with a reason", (_what, options, reason) => {
    expect(refusal(game.setup(options))).toContain(reason);
  });

  it("answers garbage options with a refusal or a state, never a throw", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    const shaped = fc.record({ players: fc.oneof(garbage(), fc.array(fc.string(), { maxLength: 8 })) }, { requiredKeys: [] });
    fc.assert(fc.property(shaped, (options) => expectSafeSetup(game, options)), { numRuns: 300 });
  });
});

describe("Hooligan's moves", () => {
  it("asks each roll-off thrower for five dice, then the winner starts", () => {
    const s = must(game.setup({ players: ["Ana", "Ben"] }));
    expect(game.throwRequest(s)).toEqual({ seat: 0, dice: [0, 1, 2, 3, 4].map((i) => ({ id: `d${i}`, kind: "d6" })) });
    expect(game.throwRequest(apply(s, 0, throwOf([1, 1, 1, 1, 1])))?.seat).toBe(1);
    const started = anaFirst();
    expect(game.actors(started)).toEqual([0]);
    expect(ids(started)).toEqual(["d0", "d1", "d2", "d3", "d4"]);
  });

  it("names by position the dice a chosen number leaves to throw, and scores the box", () => {
    let s = apply(anaFirst(), 0, throwOf([3, 3, 1, 2, 6]));
    s = apply(s, 0, { type: "choose", box: 3 });
    expect(ids(s)).toEqual(["d2", "d3", "d4"]);
    s = apply(s, 0, throwOf([3, 4, 5]));
    expect(ids(s)).toEqual(["d3", "d4"]);
    s = apply(s, 0, { type: "score" });
    expect(s.sheets[0][3]).toBe(9);
    expect(game.actors(s)).toEqual([1]);
  });

  it("keeps dice towards a straight with H chosen and throws only the rest", () => {
    let s = apply(solo(), 0, throwOf([1, 2, 3, 4, 6]));
    s = apply(s, 0, { type: "choose", box: "H" });
    s = apply(s, 0, { type: "keep", dice: [0, 1, 2, 3] });
    expect(ids(s)).toEqual(["d4"]);
    s = apply(s, 0, game.throwMove(s, [settledDie("d4", "d6", 5)]));
    expect(s.sheets[0].H).toBe(20);
  });

  it("refuses a move from a seat that may not act, leaving the state as it was", () => {
    const s = anaFirst();
    const before = JSON.stringify(s);
    expect(refusal(game.apply(s, 1, throwOf([1, 2, 3, 4, 5])))).toBe(notYourTurn(1));
    expect(refusal(game.apply(s, 2, { type: "score" }))).toBe(notYourTurn(2));
    expect(refusal(game.apply(s, NaN, { type: "score" }))).toContain("whole number");
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([
    [{ type: "throw", dice: [1, 2] }, "Throw all 5 dice"],
    [{ type: "throw", dice: [1, 2, 3, 4, 9] }, "1 to 6"],
    [{ type: "throw", dice: [1, 2, 3, 4, 5, 6] }, "at most 5"],
    [{ type: "choose", box: 3 }, "Throw first"],
    [{ type: "choose", box: 7 }, "Choose a box"],
    [{ type: "choose", box: "h" }, "Choose a box"],
    [{ type: "choose" }, "Choose a box"],
    [{ type: "choose", box: "H", dice: [1] }, 'unknown field "dice"'],
    [{ type: "keep", dice: [0] }, "Choose a box before"],
    [{ type: "keep", dice: { 0: 1 } }, "list of numbers"],
    [{ type: "score" }, "Choose a box first"],
    [{ type: "bank" }, 'no move "bank"'],
    [{ type: "next-game" }, "still being played"],
    [[{ type: "score" }], "must be an object"],
    [{}, "needs a type"],
  ])("refuses the malformed or untimely move %j with a reason", (move, reason) => {
    expect(refusal(game.apply(anaFirst(), 0, move))).toContain(reason);
  });

  it("starts the next game with the same players from any seat once one is over", () => {
    const random = seeded(5);
    const over = playRandomly(game, must(game.setup({ players: ["Ana", "Ben"] })), legal, random, 1000);
    expect(game.isOver(over)).toBe(true);
    expect(game.actors(over)).toEqual([0, 1]);
    expect(game.throwRequest(over)).toBeNull();
    const next = apply(over, 1, { type: "next-game" });
    expect(next.players).toEqual(["Ana", "Ben"]);
    expect(next.phase).toBe("rolloff");
    expect(next.sheets.every((sheet) => CATEGORIES.every((c) => sheet[c] === null))).toBe(true);
  });

  it("gives moves that survive a JSON round trip and apply the same after it", () => {
    const random = seeded(31);
    playRandomly(game, randomStart(random), legal, random, 300, true, (s, seat, move) => expectJsonSafeMove(game, s, seat, move));
  });

  it("answers garbage moves from any seat, at any moment of random play, with a refusal and an unchanged state", () => {
    const near = fc.oneof(
      fc.record({ type: fc.constantFrom("throw", "keep"), dice: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 6 }) }),
      fc.record({ type: fc.constant("choose"), box: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, "H", "h", 2.5) }),
    );
    const moves = garbageMoves(game.moveTypes, ["dice", "box"], near);
    expectSafeMovesInPlay(game, randomStart, legal, moves, { numRuns: 500, maxSteps: 120 });
  });
});

describe("Hooligan played through its definition", () => {
  it("ends every seeded game with seven full sheets and the highest total winning", () => {
    playSeededGames(game, randomStart, legal, { games: 100, spread: 15485863, steps: 5000 }, (s) => {
      expect(s.round).toBe(ROUNDS);
      for (const sheet of s.sheets) {
        for (const c of CATEGORIES) {
          const points = sheet[c];
          if (c === "H") expect([0, 20]).toContain(points);
          else expect(points !== null && points % c === 0 && points <= 15 * c).toBe(true);
        }
      }
      const all = totals(s);
      const best = Math.max(...all);
      expect(s.winners).toEqual(all.flatMap((t, i) => (t === best ? [i] : [])));
    });
  });
});
