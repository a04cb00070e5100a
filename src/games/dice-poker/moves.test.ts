import { describe, expect, it } from "vitest";
import { BOARD, CENTRE, squaresOf } from "./board";
import { bounceTargets, legalSquares } from "./legal";
import { bounce, place, rethrow, stand, throwDice } from "./moves";
import { prompt } from "./prompt";
import { actingSide, currentPlayerName, newDicePokerGame } from "./state";
import { must, redToPlay, standOn, WILD, withChips } from "./test-helpers";

const [fullA, fullB] = squaresOf("full-house");
const straights = [...squaresOf("low-straight"), ...squaresOf("high-straight")];

describe("a Dice Poker turn", () => {
  it("allows two re-throws of any dice, including dice kept the time before", () => {
    const s = must(throwDice(redToPlay(), [1, 2, 3, 4, 6]));
    expect(throwDice(s, [1, 1, 1, 1, 1]).ok).toBe(false);
    const second = must(rethrow(s, [4], [5]));
    expect(second.dice).toEqual([1, 2, 3, 4, 5]);
    expect(rethrow(second, [0, 0], [1, 1]).ok).toBe(false);
    expect(rethrow(second, [0, 1], [1]).ok).toBe(false);
    const third = must(rethrow(second, [0, 1, 2, 3], [6, 6, 6, 6]));
    expect(third.phase).toBe("placing");
    expect(third.hand?.combination).toBe("four-6");
    expect(rethrow(third, [4], [6]).ok).toBe(false);
  });

  it("refuses to re-throw before the first throw and to stand before throwing", () => {
    expect(rethrow(redToPlay(), [0], [3]).ok).toBe(false);
    expect(stand(redToPlay()).ok).toBe(false);
  });

  it("places a chip only on an open square of the hand's combination", () => {
    const s = standOn(redToPlay(), [3, 2, 3, 2, 3]);
    expect(legalSquares(s).sort()).toEqual([fullA, fullB].sort());
    expect(prompt(s)).toBe("Red: place a chip on a Full house square");
    const threes = squaresOf("three-3")[0];
    const refused = place(s, threes);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/cannot take a Three 3s square/);
    expect(place(s, CENTRE).ok).toBe(false);
    const done = must(place(s, fullA));
    expect(done.board[fullA]).toBe(0);
    expect(done.sides[0].chipsLeft).toBe(49);
    expect(actingSide(done)).toBe(1);
    expect(prompt(done)).toBe("Blue: throw");
  });

  it("says what is wrong with a square off the board, and keeps the free-centre reason for the centre", () => {
    const s = standOn(redToPlay(), WILD);
    for (const square of [-1, 49, 1.5, Number.NaN]) {
      const result = place(s, square);
      expect(result.ok ? null : result.reason, String(square)).toBe("There is no such square: the board's squares are numbered 0 to 48.");
    }
    const centre = place(s, CENTRE);
    expect(centre.ok ? null : centre.reason).toBe("No chip ever goes on the free centre.");
  });

  it("ends the turn without a chip when both squares are covered", () => {
    const s = standOn(withChips(redToPlay(), [[], squaresOf("pair-3")]), [3, 3, 1, 2, 5]);
    expect(s.phase).toBe("throwing");
    expect(actingSide(s)).toBe(1);
    expect(s.recent.at(-1)).toEqual({ type: "no-chip", side: 0, reason: "covered" });
  });

  it("gives no chip for a hand with neither a pair nor a straight", () => {
    const s = standOn(redToPlay(), [1, 2, 3, 4, 6]);
    expect(actingSide(s)).toBe(1);
    expect(s.recent.at(-1)).toEqual({ type: "no-chip", side: 0, reason: "nothing" });
  });

  it("offers the Lucky 7 square as well when the dice add up to 7", () => {
    const s = standOn(redToPlay(), [1, 1, 1, 2, 2]);
    expect(legalSquares(s).sort()).toEqual([fullA, fullB, ...squaresOf("lucky-7")].sort());
    expect(prompt(s)).toBe("Red: place a chip on a Full house or Lucky 7 square");
    const lucky = must(place(s, squaresOf("lucky-7")[1]));
    expect(lucky.board[squaresOf("lucky-7")[1]]).toBe(0);
  });

  it("still offers the Lucky 11 square when the combination's squares are covered", () => {
    const s = standOn(withChips(redToPlay(), [[], squaresOf("four-2")]), [2, 2, 2, 2, 3]);
    expect(legalSquares(s).sort()).toEqual(squaresOf("lucky-11").sort());
  });

  it("lets five of a kind take any open square but never the centre", () => {
    const covered = squaresOf("pair-1");
    const s = standOn(withChips(redToPlay(), [[], covered]), WILD);
    const open = BOARD.flatMap((_, i) => (i !== CENTRE && !covered.includes(i) ? [i] : []));
    expect(legalSquares(s).sort((a, b) => a - b)).toEqual(open);
    expect(prompt(s)).toBe("Red: place a chip on any open square");
  });

  it("hands the dice to each side in turn and to each team member in rotation", () => {
    let s = must(
      newDicePokerGame([
        { name: "Red", players: ["Ann", "Cat"] },
        { name: "Blue", players: ["Ben", "Dan"] },
      ]),
    );
    s = must(throwDice(must(throwDice(s, [2])), [5]));
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      seen.push(`${prompt(s)}`);
      expect(currentPlayerName(s)).not.toBeNull();
      s = standOn(s, [1, 2, 3, 4, 6]);
    }
    expect(seen).toEqual(["Blue (Ben): throw", "Red (Ann): throw", "Blue (Dan): throw", "Red (Cat): throw", "Blue (Ben): throw"]);
  });
});

describe("the Dice Poker roll-off and setup", () => {
  it("lets the side with the highest die start and makes tied sides throw again", () => {
    let s = must(
      newDicePokerGame([
        { name: "Red", players: ["Ann"] },
        { name: "Blue", players: ["Ben"] },
        { name: "Green", players: ["Cy"] },
      ]),
    );
    s = must(throwDice(must(throwDice(must(throwDice(s, [5])), [2])), [5]));
    expect(s.phase).toBe("rolloff");
    expect(s.rollOff?.contenders).toEqual([0, 2]);
    expect(prompt(s)).toBe("Red: throw one die for the start");
    expect(throwDice(s, [5, 5]).ok).toBe(false);
    s = must(throwDice(must(throwDice(s, [3])), [4]));
    expect(actingSide(s)).toBe(2);
    s = standOn(s, [1, 2, 3, 4, 6]);
    expect(actingSide(s)).toBe(0);
  });

  it("gives 50 chips a side for two sides and 35 to a third side", () => {
    const two = redToPlay();
    expect(two.sides.map((s) => s.chipsLeft)).toEqual([50, 50]);
    const three = must(
      newDicePokerGame([
        { name: "Red", players: ["A"] },
        { name: "Blue", players: ["B"] },
        { name: "Green", players: ["C"] },
      ]),
    );
    expect(three.sides.map((s) => s.chipsLeft)).toEqual([50, 50, 35]);
  });

  it("refuses one side, four sides, uneven teams and more than twelve players", () => {
    const side = (name: string, n: number) => ({ name, players: Array.from({ length: n }, (_, i) => `${name}${i}`) });
    expect(newDicePokerGame([side("A", 1)]).ok).toBe(false);
    expect(newDicePokerGame([side("A", 1), side("B", 1), side("C", 1), side("D", 1)]).ok).toBe(false);
    expect(newDicePokerGame([side("A", 2), side("B", 1)]).ok).toBe(false);
    expect(newDicePokerGame([side("A", 5), side("B", 5), side("C", 5)]).ok).toBe(false);
    expect(newDicePokerGame([side("A", 6), side("B", 6)]).ok).toBe(true);
    expect(newDicePokerGame([side("A", 4), side("B", 4), side("C", 4)]).ok).toBe(true);
  });

  it("refuses blank names and a player name used twice, on one side or across sides", () => {
    const refused = (sides: { name: string; players: string[] }[]) => {
      const result = newDicePokerGame(sides);
      return result.ok ? null : result.reason;
    };
    expect(refused([{ name: "Red", players: ["Ann"] }, { name: "Blue", players: [" "] }])).toBe("Every player needs a name.");
    expect(refused([{ name: "", players: ["Ann"] }, { name: "Blue", players: ["Ben"] }])).toBe("Every side needs a name.");
    expect(refused([{ name: "Red", players: ["Ann"] }, { name: "Blue", players: ["ann"] }])).toBe("Two players share the name Ann: give each their own.");
    expect(refused([{ name: "Red", players: ["Ann", "Ann"] }, { name: "Blue", players: ["Ben", "Cy"] }])).toBe(
      "Two players share the name Ann: give each their own.",
    );
  });
});

describe("the Bouncer", () => {
  it("turns a straight into a Bouncer once all four straight squares are covered", () => {
    const blueElsewhere = squaresOf("pair-5");
    const start = withChips(redToPlay(), [[straights[0], straights[1]], [straights[2], straights[3], ...blueElsewhere]]);
    const s = standOn(start, [1, 2, 3, 4, 5]);
    expect(legalSquares(s)).toEqual([]);
    expect(bounceTargets(s).sort()).toEqual([straights[2], straights[3], ...blueElsewhere].sort());
    expect(prompt(s)).toBe("Red: remove an opponent's chip (Bouncer)");
    expect(bounce(s, straights[0]).ok).toBe(false);
    expect(bounce(s, CENTRE).ok).toBe(false);
    const done = must(bounce(s, blueElsewhere[0]));
    expect(done.board[blueElsewhere[0]]).toBeNull();
    expect(done.sides[1].chipsLeft).toBe(50 - 4 + 1);
    expect(actingSide(done)).toBe(1);
  });

  it("is no Bouncer while a straight square is still open", () => {
    const start = withChips(redToPlay(), [[], [...squaresOf("low-straight"), squaresOf("high-straight")[0]]]);
    const s = standOn(start, [1, 2, 3, 4, 5]);
    expect(actingSide(s)).toBe(1);
    expect(s.recent.at(-1)).toEqual({ type: "no-chip", side: 0, reason: "covered" });
    const high = standOn(withChips(redToPlay(), [[], squaresOf("low-straight")]), [2, 3, 4, 5, 6]);
    expect(bounceTargets(high)).toEqual([]);
    expect(legalSquares(high)).toEqual(squaresOf("high-straight"));
  });

  it("lets a covered full house with a lucky sum either bounce or take Lucky 7", () => {
    const s = standOn(withChips(redToPlay(), [[fullA], [fullB]]), [1, 1, 1, 2, 2]);
    expect(legalSquares(s).sort()).toEqual(squaresOf("lucky-7").sort());
    expect(bounceTargets(s)).toEqual([fullB]);
    expect(prompt(s)).toBe("Red: place a chip on a Lucky 7 square or remove an opponent's chip (Bouncer)");
  });

  it("never removes a chip that is part of a completed run", () => {
    const run = [42, 43, 44, 45, 46];
    const base = withChips(redToPlay(), [[fullA], [fullB, ...run]]);
    const s = standOn({ ...base, runs: [[], [run]] }, [3, 3, 3, 5, 5]);
    expect(bounceTargets(s)).toEqual([fullB]);
    const refused = bounce(s, 44);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.reason).toMatch(/protected/);
  });
});

describe("running out of chips", () => {
  it("places nothing once a side's supply is empty but still lets it bounce", () => {
    const s = standOn(redToPlay({ chips: [1, 50] }), WILD);
    const afterFirst = must(place(s, 0));
    expect(afterFirst.sides[0].chipsLeft).toBe(0);
    const blueMissed = standOn(afterFirst, [1, 2, 3, 4, 6]);
    const empty = standOn(blueMissed, WILD);
    expect(empty.recent.at(-1)).toEqual({ type: "no-chip", side: 0, reason: "no-chips" });
    const covered = withChips(empty, [[], [fullA, fullB]]);
    const bouncing = standOn(standOn(covered, [1, 2, 3, 4, 6]), [3, 3, 3, 5, 5]);
    expect(legalSquares(bouncing)).toEqual([]);
    expect(bounceTargets(bouncing).sort()).toEqual([fullA, fullB].sort());
  });
});
