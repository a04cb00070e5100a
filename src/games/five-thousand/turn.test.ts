import { describe, expect, it } from "vitest";
import { anaThenBen, must, refusal, withScores, lines } from "./test-helpers.ts";
import { bank, setAside, throwDice } from "./turn.ts";
import { turnTotal } from "./turn-total.ts";
import type { FiveThousandState } from "./state.ts";

const total = (s: FiveThousandState) => turnTotal(s.turn!, s.options);

describe("a Five Thousand turn", () => {
  it("starts with the player holding six dice", () => {
    const s = anaThenBen();
    expect(s.turn?.player).toBe(0);
    expect(refusal(throwDice(s, [1, 2, 3]))).toBe("Throw 6 dice, not 3");
  });

  it("sets aside the clicked dice and banks their points", () => {
    let s = must(throwDice(anaThenBen(), [1, 5, 2, 3, 4, 4]));
    s = must(setAside(s, [0, 1]));
    expect(total(s)).toBe(150);
    s = must(bank(s));
    expect(s.players[0].score).toBe(150);
    expect(s.turn?.player).toBe(1);
    expect(lines(s).at(-1)).toBe("Ana banked 150: total 150");
  });

  it("refuses dice that don't score and says why", () => {
    const s = must(throwDice(anaThenBen(), [1, 5, 2, 3, 4, 4]));
    expect(refusal(setAside(s, [0, 3]))).toBe("Those dice don't score: a lone 3 never scores");
    expect(refusal(setAside(s, [4, 5]))).toBe("Those dice don't score: a pair of 4s never scores");
  });

  it("lets a player set aside more dice of the same throw, read together", () => {
    let s = must(throwDice(anaThenBen(), [1, 1, 1, 2, 3, 4]));
    s = must(setAside(s, [0]));
    s = must(setAside(s, [1, 2]));
    expect(total(s)).toBe(1000);
    expect(refusal(setAside(s, [1]))).toBe("That die is already set aside");
    expect(refusal(setAside(s, [9]))).toBe("That die is not on the table");
  });

  it("throws only the dice not set aside and adds each throw's own combinations", () => {
    let s = must(throwDice(anaThenBen(), [1, 2, 3, 4, 6, 6]));
    s = must(setAside(s, [0]));
    expect(refusal(throwDice(s, [1, 1, 1, 2, 3, 4]))).toBe("Throw 5 dice, not 6");
    s = must(throwDice(s, [1, 1, 3, 4, 6]));
    s = must(setAside(s, [0, 1]));
    expect(total(s)).toBe(300);
  });

  it("does not let set-aside dice join later ones by default", () => {
    let s = must(throwDice(anaThenBen(), [1, 2, 3, 4, 6, 6]));
    s = must(setAside(s, [0]));
    s = must(throwDice(s, [1, 1, 2, 3, 4]));
    s = must(setAside(s, [0, 1]));
    expect(total(s)).toBe(300);

    let t = must(throwDice(anaThenBen(), [1, 5, 2, 2, 6, 6]));
    t = must(setAside(t, [0, 1]));
    t = must(throwDice(t, [2, 3, 4, 6]));
    expect(lines(t).at(-1)).toBe("Nothing scores: Ana loses the turn's 150");
  });

  it("needs a set-aside before throwing again or banking", () => {
    const s = must(throwDice(anaThenBen(), [1, 2, 3, 4, 6, 6]));
    expect(refusal(throwDice(s, [1, 2, 3, 4, 6]))).toBe("Set aside at least one scoring die before throwing again");
    expect(refusal(bank(s))).toBe("Set aside the dice you score before banking");
    expect(refusal(bank(anaThenBen()))).toBe("Throw the dice first");
  });

  it("loses the whole turn's total on a scoreless throw and passes the dice", () => {
    let s = must(throwDice(anaThenBen(), [1, 5, 3, 4, 6, 6]));
    s = must(setAside(s, [0, 1]));
    s = must(throwDice(s, [2, 3, 4, 6]));
    expect(s.players[0]).toMatchObject({ score: 0, turns: 1 });
    expect(s.turn).toMatchObject({ player: 1, thrown: null, banked: 0 });
    expect(lines(s).at(-1)).toBe("Nothing scores: Ana loses the turn's 150");
  });

  it("ends a turn at once when the first throw scores nothing", () => {
    const s = must(throwDice(anaThenBen(), [2, 2, 3, 4, 6, 3]));
    expect(s.turn?.player).toBe(1);
    expect(lines(s).at(-1)).toBe("Nothing scores: Ana's turn ends");
  });

  describe("hot dice", () => {
    const hot = () => {
      let s = must(throwDice(anaThenBen(), [1, 1, 1, 2, 3, 4]));
      s = must(setAside(s, [0, 1, 2]));
      s = must(throwDice(s, [5, 5, 5]));
      return must(setAside(s, [0, 1, 2]));
    };

    it("forbids banking once all six are set aside over several throws", () => {
      expect(refusal(bank(hot()))).toBe("You must throw all six again: hot dice");
    });

    it("throws all six again and keeps the points if the new throw scores", () => {
      let s = hot();
      expect(refusal(throwDice(s, [1, 2, 3]))).toBe("Throw 6 dice, not 3");
      s = must(throwDice(s, [5, 2, 3, 4, 6, 6]));
      expect(s.turn).toMatchObject({ banked: 1500, aside: [] });
      s = must(bank(must(setAside(s, [0]))));
      expect(s.players[0].score).toBe(1550);
      expect(lines(s)).toContain("Hot dice: Ana throws all six again on 1500");
    });

    it("loses the hot-dice points if the six fresh dice score nothing", () => {
      const s = must(throwDice(hot(), [2, 2, 3, 4, 6, 3]));
      expect(s.players[0].score).toBe(0);
      expect(lines(s).at(-1)).toBe("Nothing scores: Ana loses the turn's 1500");
    });

    it("lets a six-dice score from one throw be banked or carried on", () => {
      const straight = must(setAside(must(throwDice(anaThenBen(), [1, 2, 3, 4, 5, 6])), [0, 1, 2, 3, 4, 5]));
      expect(must(bank(straight)).players[0].score).toBe(2000);
      const on = must(throwDice(straight, [1, 2, 2, 3, 3, 4]));
      expect(on.turn).toMatchObject({ banked: 2000, picked: [] });
    });
    it("makes 1-1-1-1-5-5 scored whole from one throw hot dice like any other: no bank", () => {
      const s = must(setAside(must(throwDice(anaThenBen(), [1, 1, 1, 1, 5, 5])), [0, 1, 2, 3, 4, 5]));
      expect(total(s)).toBe(1200);
      expect(refusal(bank(s))).toBe("You must throw all six again: hot dice");
      expect(must(throwDice(s, [5, 2, 3, 4, 6, 6])).turn).toMatchObject({ banked: 1200, aside: [] });
    });

    it("makes smaller combinations from one throw hot dice even when picked in two goes", () => {
      let s = must(throwDice(anaThenBen(), [1, 1, 1, 5, 5, 1]));
      s = must(setAside(s, [0, 1, 2]));
      s = must(setAside(s, [3, 4, 5]));
      expect(refusal(bank(s))).toBe("You must throw all six again: hot dice");
    });

    it("lets each six-dice combination set aside from one throw be banked", () => {
      const throws = [
        [3, 3, 6, 6, 2, 2],
        [4, 4, 4, 2, 2, 2],
        [6, 5, 4, 3, 2, 1],
        [3, 3, 3, 3, 3, 3],
      ];
      for (const dice of throws) {
        const s = must(setAside(must(throwDice(anaThenBen(), dice)), [0, 1, 2, 3, 4, 5]));
        expect(must(bank(s)).players[0].score, dice.join("")).toBe(total(s));
      }
    });

    it("counts three pairs taken from one throw in two picks as the six-dice combination", () => {
      let s = must(throwDice(anaThenBen(), [1, 1, 5, 5, 3, 3]));
      s = must(setAside(s, [0]));
      s = must(setAside(s, [1, 2, 3, 4, 5]));
      expect(must(bank(s)).players[0].score).toBe(1500);
    });

    it("lets a six-dice combination thrown after hot dice be banked", () => {
      const s = must(setAside(must(throwDice(hot(), [2, 2, 4, 4, 6, 6])), [0, 1, 2, 3, 4, 5]));
      expect(must(bank(s)).players[0].score).toBe(3000);
    });
  });

  describe("the minimum to bank", () => {
    it("is zero by default", () => {
      const s = must(setAside(must(throwDice(anaThenBen(), [5, 2, 3, 4, 6, 6])), [0]));
      expect(must(bank(s)).players[0].score).toBe(50);
    });

    it("refuses to bank below 350 when the option is set, and allows it from 350", () => {
      let s = must(throwDice(anaThenBen({ minimumToBank: 350 }), [1, 5, 5, 2, 3, 4]));
      s = must(setAside(s, [0, 1, 2]));
      expect(refusal(bank(s))).toBe("You need at least 350 to bank; this turn has 200");
      s = must(throwDice(s, [1, 5, 2]));
      s = must(setAside(s, [0, 1]));
      expect(total(s)).toBe(350);
      expect(must(bank(s)).players[0].score).toBe(350);
    });
  });

  describe("the recombine option", () => {
    it("lets a kept 1 and two later 1s count as three 1s", () => {
      let s = must(throwDice(anaThenBen({ recombine: true }), [1, 2, 3, 4, 6, 6]));
      s = must(setAside(s, [0]));
      s = must(throwDice(s, [1, 1, 2, 3, 4]));
      s = must(setAside(s, [0, 1]));
      expect(total(s)).toBe(1000);
    });

    it("builds a straight over several throws, and a throw that only completes it still scores", () => {
      let s = must(throwDice(anaThenBen({ recombine: true }), [1, 5, 2, 2, 6, 6]));
      s = must(setAside(s, [0, 1]));
      s = must(throwDice(s, [2, 3, 4, 6]));
      expect(s.turn?.player).toBe(0);
      s = must(setAside(s, [0, 1, 2, 3]));
      expect(total(s)).toBe(2000);
      expect(refusal(bank(s))).toBe("You must throw all six again: hot dice");
    });

    it("still refuses dice that fit no combination with the pool", () => {
      let s = must(throwDice(anaThenBen({ recombine: true }), [1, 5, 2, 2, 6, 6]));
      s = must(setAside(s, [0, 1]));
      s = must(throwDice(s, [2, 3, 4, 5]));
      expect(refusal(setAside(s, [0]))).toBe("Those dice don't score: a lone 2 never scores");
    });
  });

  it("refuses every move once the game is over", () => {
    let s = withScores(anaThenBen(), [0, 4980]);
    s = must(bank(must(setAside(must(throwDice(s, [5, 2, 3, 4, 6, 6])), [0]))));
    s = must(bank(must(setAside(must(throwDice(s, [5, 2, 3, 4, 6, 6])), [0]))));
    expect(s.winners).toEqual([1]);
    expect(refusal(throwDice(s, [1, 1, 1, 1, 1, 1]))).toBe("The game is over");
    expect(refusal(bank(s))).toBe("The game is over");
    expect(refusal(setAside(s, [0]))).toBe("The game is over");
  });
});
