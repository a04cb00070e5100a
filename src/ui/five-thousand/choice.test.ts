import { describe, expect, it } from "vitest";
import { must } from "../../games/test-moves";
import { newFiveThousandGame, setAside, throwDice } from "../../games/five-thousand";
import { bankOpen, judgeChoice, onFelt } from "./choice";

const solo = (recombine = false) => must(newFiveThousandGame({ players: ["Ana"], options: { recombine } }));

describe("judging the dice a player has clicked", () => {
  it("says nothing before a throw or with nothing clicked", () => {
    expect(judgeChoice(solo(), [0])).toBeNull();
    expect(judgeChoice(must(throwDice(solo(), [1, 5, 2, 3, 4, 6])), [])).toBeNull();
  });

  it("gives the points a scoring pick adds and the turn total after it", () => {
    const s = must(throwDice(solo(), [1, 5, 2, 2, 2, 6]));
    expect(judgeChoice(s, [0, 1])).toEqual({ valid: true, dice: [1, 5], adds: 150, turnAfter: 150 });
    expect(judgeChoice(s, [2, 3, 4])).toMatchObject({ valid: true, adds: 200 });
  });

  it("gives the engine's reason when the clicked dice do not score", () => {
    const s = must(throwDice(solo(), [1, 5, 2, 2, 3, 6]));
    expect(judgeChoice(s, [0, 4])).toEqual({ valid: false, dice: [1, 3], reason: "Those dice don't score: a lone 3 never scores" });
  });

  it("reads a later pick from the same throw together with the dice already set aside from it", () => {
    const s = must(setAside(must(throwDice(solo(), [1, 1, 1, 2, 3, 6])), [0]));
    expect(judgeChoice(s, [1, 2])).toMatchObject({ valid: true, adds: 900, turnAfter: 1000 });
  });

  it("lets the pool of the turn join a later pick under the recombine option", () => {
    let s = must(setAside(must(throwDice(solo(true), [1, 2, 3, 4, 6, 6])), [0]));
    s = must(throwDice(s, [1, 1, 2, 3, 4]));
    expect(judgeChoice(s, [0, 1])).toMatchObject({ valid: true, adds: 900, turnAfter: 1000 });
  });

  it("lists the dice still on the felt", () => {
    const s = must(setAside(must(throwDice(solo(), [1, 5, 2, 2, 3, 6])), [1]));
    expect(onFelt(s)).toEqual([0, 2, 3, 4, 5]);
  });
});

describe("whether the Bank button is open", () => {
  it("stays shut until some dice are chosen or set aside", () => {
    const s = must(throwDice(solo(), [1, 5, 2, 2, 3, 6]));
    expect(bankOpen(s, [])).toBe(false);
    expect(bankOpen(s, [0])).toBe(true);
    expect(bankOpen(must(setAside(s, [0])), [])).toBe(true);
  });

  it("shuts when the chosen dice would make hot dice from smaller combinations", () => {
    const s = must(throwDice(solo(), [1, 1, 1, 1, 5, 5]));
    expect(bankOpen(s, [0, 1, 2, 3])).toBe(true);
    expect(bankOpen(s, [0, 1, 2, 3, 4, 5])).toBe(false);
    expect(bankOpen(must(setAside(s, [0, 1, 2])), [3, 4, 5])).toBe(false);
  });

  it("stays open for a six-dice combination chosen from one throw", () => {
    const s = must(throwDice(solo(), [1, 1, 5, 5, 3, 3]));
    expect(bankOpen(s, [0, 1, 2, 3, 4, 5])).toBe(true);
  });

  it("shuts on hot dice made over several throws", () => {
    const s = must(throwDice(must(setAside(must(throwDice(solo(), [1, 1, 1, 2, 3, 4])), [0, 1, 2])), [5, 5, 5]));
    expect(bankOpen(s, [0, 1, 2])).toBe(false);
  });
});
