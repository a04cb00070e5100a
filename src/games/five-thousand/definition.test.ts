import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pick, seeded } from "../../test-prng.ts";
import { notYourTurn } from "../definition.ts";
import { expectSafeSetup, garbage } from "../definition-fuzz.ts";
import { expectJsonSafeMove, expectSafeMovesInPlay, garbageMoves, type LegalChooser, playRandomly, playSeededGames, randomThrow, type SeatMove, settledDie } from "../definition-testing.ts";
import { must, refusal } from "../test-moves.ts";
import { fiveThousandBotChoice } from "./bot.ts";
import { fiveThousandGame as game, type FiveThousandMove, type FiveThousandTableState } from "./definition.ts";

type State = FiveThousandTableState;

const apply = (s: State, seat: number, move: unknown) => must(game.apply(s, seat, move));
const throwOf = (dice: number[]): FiveThousandMove => ({ type: "throw", dice });
const ids = (s: State) => game.throwRequest(s)?.dice.map((d) => d.id);

/** Ana and Ben; Ben wins the roll-off, so Ana starts and Ben goes last. */
const anaThenBen = () => apply(apply(must(game.setup({ players: ["Ana", "Ben"] })), 0, throwOf([2])), 1, throwOf([6]));

/** Some dice of the throw on the table, at random; sometimes the computer player's pick. */
function randomPick(s: State, random: () => number): number[] {
  const turn = s.turn!;
  const free = turn.thrown!.flatMap((_, i) => (turn.picked.includes(i) ? [] : [i]));
  if (random() < 0.5) return fiveThousandBotChoice(s)!.setAside as number[];
  return free.filter(() => random() < 0.4);
}

/** Random legal play: set aside what scores, then bank, set aside more or throw on. */
const legal: LegalChooser<State, FiveThousandMove> = (s, random) => {
  if (s.winners) return { seat: pick(random, game.actors(s)), move: { type: "next-game" } };
  const turn = s.turn;
  if (!turn || !turn.thrown) return randomThrow(game, s, random);
  const seat = turn.player;
  const tries: SeatMove<FiveThousandMove>[] = [];
  for (let k = 0; k < 4; k++) tries.push({ seat, move: { type: "set-aside", dice: randomPick(s, random) } });
  if (turn.picked.length > 0) {
    if (random() < 0.4) tries.unshift({ seat, move: { type: "bank" } });
    tries.splice(random() < 0.5 ? 0 : tries.length, 0, randomThrow(game, s, random));
  }
  const first = tries.find(({ move }) => game.apply(s, seat, move).ok);
  // A throw on the table always has a scoring pick (a scoreless throw ends the turn at once).
  return first ?? { seat, move: { type: "set-aside", dice: [...fiveThousandBotChoice(s)!.setAside] } };
};

function randomStart(random: () => number): State {
  const players = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay"].slice(0, 1 + Math.floor(random() * 6));
  const options = { target: pick(random, [1000, 2000, 5000]), minimumToBank: pick(random, [0, 0, 350]), recombine: random() < 0.3 };
  return must(game.setup({ players, options }));
}

describe("Five Thousand's setup", () => {
  it("accepts one to six named players, with rule options or without", () => {
    const solo = must(game.setup({ players: ["Ana"] }));
    expect(solo.options).toEqual({ recombine: false, minimumToBank: 0, target: 5000 });
    expect(game.actors(solo)).toEqual([0]);
    const six = must(game.setup({ players: ["A", "B", "C", "D", "E", "F"], options: { recombine: true, minimumToBank: 350, target: 3000 } }));
    expect(six.options).toEqual({ recombine: true, minimumToBank: 350, target: 3000 });
    expect(game.seats(six)).toBe(6);
    expect(six.rollOff?.contenders).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([
    ["nothing", null, "must be an object"],
    ["an empty player list", { players: [] }, "seats 1 to 6 players, not 0"],
    ["seven players", { players: ["A", "B", "C", "D", "E", "F", "G"] }, "not 7"],
    ["a blank name", { players: [""] }, "Player 1 needs a name"],
    ["a zero target", { players: ["Ana"], options: { target: 0 } }, "target must be a whole number from 1"],
    ["a negative target", { players: ["Ana"], options: { target: -5000 } }, "target"],
    ["a NaN target", { players: ["Ana"], options: { target: NaN } }, "target"],
    ["a target as text", { players: ["Ana"], options: { target: "5000" } }, "target"],
    ["a negative minimum", { players: ["Ana"], options: { minimumToBank: -50 } }, "minimum to bank must be a whole number from 0 to 5000"],
    ["a minimum above the target", { players: ["Ana"], options: { target: 1000, minimumToBank: 1050 } }, "from 0 to 1000"],
    ["recombine as text", { players: ["Ana"], options: { recombine: "yes" } }, "Recombine must be true or false"],
    ["an unknown rule option", { players: ["Ana"], options: { hotDice: false } }, 'unknown field "hotDice"'],
    ["an unknown option", { players: ["Ana"], first: 0 }, 'unknown field "first"'],
  ])("refuses %s with a reason", (_what, options, reason) => {
    expect(refusal(game.setup(options))).toContain(reason);
  });

  it("answers garbage options with a refusal or a state, never a throw", () => {
    fc.assert(fc.property(garbage(), (options) => expectSafeSetup(game, options)), { numRuns: 300 });
    const rules = fc.record({ recombine: garbage(), minimumToBank: garbage(), target: garbage() }, { requiredKeys: [] });
    const shaped = fc.record({ players: fc.oneof(garbage(), fc.array(fc.string(), { maxLength: 8 })), options: fc.oneof(garbage(), rules) }, { requiredKeys: [] });
    fc.assert(fc.property(shaped, (options) => expectSafeSetup(game, options)), { numRuns: 300 });
  });
});

describe("Five Thousand's moves", () => {
  it("asks each roll-off contender for one die, then the starter for six", () => {
    const s = must(game.setup({ players: ["Ana", "Ben"] }));
    expect(game.throwRequest(s)).toEqual({ seat: 0, dice: [{ id: "d0", kind: "d6" }] });
    expect(game.throwRequest(apply(s, 0, throwOf([2])))?.seat).toBe(1);
    const started = anaThenBen();
    expect(game.actors(started)).toEqual([0]);
    expect(ids(started)).toEqual(["d0", "d1", "d2", "d3", "d4", "d5"]);
  });

  it("names the dice still in hand after some are set aside, following them through the turn", () => {
    let s = apply(anaThenBen(), 0, throwOf([1, 2, 3, 3, 4, 6]));
    expect(game.throwRequest(s)).toBeNull();
    s = apply(s, 0, { type: "set-aside", dice: [0] });
    expect(ids(s)).toEqual(["d1", "d2", "d3", "d4", "d5"]);
    s = apply(s, 0, throwOf([2, 5, 2, 3, 4]));
    s = apply(s, 0, { type: "set-aside", dice: [1] });
    expect(ids(s)).toEqual(["d1", "d3", "d4", "d5"]);
  });

  it("keeps which dice are set aside, in the order they went, until the cycle or the turn ends", () => {
    let s = apply(anaThenBen(), 0, throwOf([1, 2, 3, 3, 4, 6]));
    s = apply(s, 0, { type: "set-aside", dice: [0] });
    // Still a pick from the throw on the table, not yet an earlier throw's group.
    expect(s.asideIds).toEqual([]);
    s = apply(s, 0, throwOf([2, 5, 2, 5, 4]));
    expect(s.asideIds).toEqual(["d0"]);
    s = apply(s, 0, { type: "set-aside", dice: [3, 1] });
    s = apply(s, 0, throwOf([1, 1, 1]));
    expect(s.asideIds).toEqual(["d0", "d4", "d2"]);
    expect(s.turn?.aside.flat()).toEqual([1, 5, 5]);
    s = apply(s, 0, { type: "set-aside", dice: [0, 1, 2] });
    // Hot dice: all six go again and the cycle starts afresh.
    s = apply(s, 0, throwOf([2, 3, 4, 6, 6, 1]));
    expect(s.asideIds).toEqual([]);
    s = apply(apply(s, 0, { type: "set-aside", dice: [5] }), 0, { type: "bank" });
    expect(s.turn?.player).toBe(1);
    expect(s.asideIds).toEqual([]);
  });

  it("asks for all six again on hot dice, and refuses to bank them", () => {
    let s = apply(anaThenBen(), 0, throwOf([1, 1, 1, 5, 5, 2]));
    s = apply(s, 0, { type: "set-aside", dice: [0, 1, 2, 3, 4] });
    expect(ids(s)).toEqual(["d5"]);
    s = apply(apply(s, 0, throwOf([1])), 0, { type: "set-aside", dice: [0] });
    expect(ids(s)).toHaveLength(6);
    expect(refusal(game.apply(s, 0, { type: "bank" }))).toContain("hot dice");
  });

  it("builds the throw move from the settled dice in request order", () => {
    const s = anaThenBen();
    const settled = [5, 1, 2, 2, 3, 4].map((v, i) => settledDie(`d${i}`, "d6", v));
    const move = game.throwMove(s, settled);
    expect(move).toEqual(throwOf([5, 1, 2, 2, 3, 4]));
    expect(apply(s, 0, move).turn?.thrown).toEqual([5, 1, 2, 2, 3, 4]);
  });

  it("refuses a move from a seat that may not act, leaving the state as it was", () => {
    const s = anaThenBen();
    const before = JSON.stringify(s);
    expect(refusal(game.apply(s, 1, throwOf([1, 2, 3, 4, 5, 6])))).toBe(notYourTurn(1));
    expect(refusal(game.apply(s, -1, { type: "bank" }))).toBe(notYourTurn(-1));
    expect(refusal(game.apply(s, "0" as unknown as number, { type: "bank" }))).toContain("whole number");
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([
    [{ type: "throw", dice: [1, 2, 3] }, "Throw 6 dice, not 3"],
    [{ type: "throw", dice: [1, 2, 3, 4, 5, 6, 1] }, "at most 6"],
    [{ type: "throw", dice: [1, 2, 3, 4, 5, NaN] }, "only numbers"],
    [{ type: "throw", dice: [0, 2, 3, 4, 5, 6] }, "1 to 6"],
    [{ type: "set-aside", dice: [0] }, "Throw the dice first"],
    [{ type: "set-aside", dice: "0" }, "list of numbers"],
    [{ type: "bank", dice: [] }, 'unknown field "dice"'],
    [{ type: "winkee" }, 'no move "winkee"'],
    [{ type: "next-game" }, "still being played"],
    [{ type: 5 }, "no move 5"],
  ])("refuses the malformed or untimely move %j with a reason", (move, reason) => {
    expect(refusal(game.apply(anaThenBen(), 0, move))).toContain(reason);
  });

  it("starts the next game with the same players and rules from any seat once one is over", () => {
    let s = apply(must(game.setup({ players: ["Ana"], options: { target: 500 } })), 0, throwOf([1, 1, 1, 2, 3, 4]));
    s = apply(apply(s, 0, { type: "set-aside", dice: [0, 1, 2] }), 0, { type: "bank" });
    expect(game.isOver(s)).toBe(true);
    expect(s.winners).toEqual([0]);
    expect(game.throwRequest(s)).toBeNull();
    const next = apply(s, 0, { type: "next-game" });
    expect(next.players).toEqual([{ name: "Ana", score: 0, turns: 0 }]);
    expect(next.options.target).toBe(500);
    expect(game.isOver(next)).toBe(false);
  });

  it("gives moves that survive a JSON round trip and apply the same after it", () => {
    const random = seeded(23);
    playRandomly(game, randomStart(random), legal, random, 300, false, (s, seat, move) => expectJsonSafeMove(game, s, seat, move));
  });

  it("answers garbage moves from any seat, at any moment of random play, with a refusal and an unchanged state", () => {
    const near = fc.record({
      type: fc.constantFrom("throw", "set-aside"),
      dice: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 7 }),
    });
    const moves = garbageMoves(game.moveTypes, ["dice"], near);
    expectSafeMovesInPlay(game, randomStart, legal, moves, { numRuns: 500, maxSteps: 80 });
  });
});

/** Random legal play that checks, before each move, that the dice on the table and in hand are six distinct dice. */
const watched: LegalChooser<State, FiveThousandMove> = (s, random) => {
  const onTable = s.turn?.thrown ?? [];
  expect(s.thrownIds).toHaveLength(onTable.length);
  const hand = ids(s);
  if (hand && !s.rollOff) {
    expect(new Set(hand).size).toBe(hand.length);
    expect(hand.every((id) => /^d[0-5]$/.test(id))).toBe(true);
    if (s.turn?.thrown && hand.length < 6) expect(hand.every((id) => s.thrownIds.includes(id))).toBe(true);
  }
  // The dice set aside earlier this cycle: one id per value in the rack, none of them on the table.
  expect(s.asideIds).toHaveLength(s.turn ? s.turn.aside.flat().length : 0);
  expect(new Set([...s.asideIds, ...s.thrownIds]).size).toBe(s.asideIds.length + s.thrownIds.length);
  return legal(s, random);
};

describe("Five Thousand played through its definition", () => {
  it("ends every seeded game after equal turns, the highest total at or over the target winning", () => {
    playSeededGames(game, randomStart, watched, { games: 100, spread: 104729, steps: 20000 }, (s) => {
      const scores = s.players.map((p) => p.score);
      const top = Math.max(...scores);
      expect(top).toBeGreaterThanOrEqual(s.options.target);
      expect(s.winners).toEqual(scores.flatMap((v, i) => (v === top ? [i] : [])));
      expect(new Set(s.players.map((p) => p.turns)).size).toBe(1);
    });
  });
});
