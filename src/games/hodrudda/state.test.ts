import { describe, expect, it } from "vitest";
import { newGame, setupHodrudda } from "./state.ts";
import { anaBen, anaBenCy, must, play, refusal, lines } from "./test-helpers.ts";

describe("the Hodrudda pot", () => {
  it("takes every player's ante at the start", () => {
    const s = must(setupHodrudda({ players: ["Ana", "Ben", "Cy"], options: { ante: 5 } }));
    expect(s.pot).toBe(15);
    expect(s.players.map((p) => p.chips)).toEqual([-5, -5, -5]);
    expect(lines(s)[0]).toBe("Game 1: everyone antes 5; the pot is 15");
  });

  it("needs two players", () => {
    expect(refusal(setupHodrudda({ players: ["Ana"] }))).toBe("Hodrudda needs at least two players, not 1.");
    expect(refusal(setupHodrudda({ players: [] }))).toBe("Hodrudda needs at least two players, not 0.");
  });

  it("starts the next game only once this one is decided", () => {
    expect(refusal(newGame(anaBen()))).toBe("This game is still being played");
  });

  it("starts a fresh pot after a win and moves the first throw one seat on", () => {
    const won = play(anaBen(), [[1, 1], [2, 2], "W"]);
    const next = must(newGame(won));
    expect(next).toMatchObject({ game: 2, pot: 2, first: 1, current: 1, caller: null, outcome: null, standOrder: [] });
    expect(next.players.map((p) => [p.total, p.status, p.chips])).toEqual([
      [0, "in", -2],
      [0, "in", 0],
    ]);
  });

  it("adds a pot nobody won to the next game's antes, and the winner then takes it all", () => {
    const bust = play(anaBenCy(), [[1, 1], [1, 1], [1, 1]]);
    const next = must(newGame(bust));
    expect(next.pot).toBe(6);
    expect(lines(next)[0]).toBe("Game 2: everyone antes 1 on top of 3 carried over; the pot is 6");
    const won = play(next, [[3, 3], "W", [1, 1], [1, 1]]);
    expect(won.outcome).toEqual({ kind: "highest", winner: 1, pot: 6 });
    expect(won.players.map((p) => p.chips)).toEqual([-2, 4, -2]);
  });
});

describe("setting up Hodrudda", () => {
  const two = ["Ana", "Ben"];

  it("refuses a first player outside the seats", () => {
    for (const first of [-1, 2, 1.5, Number.NaN]) {
      expect(refusal(setupHodrudda({ players: two, first }))).toBe(`The first player must be a seat from 0 to 1, not ${first}.`);
    }
    expect(must(setupHodrudda({ players: two, first: 1 })).current).toBe(1);
  });

  it("refuses an ante that is not a whole number of chips, 0 or more", () => {
    for (const ante of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(refusal(setupHodrudda({ players: two, options: { ante } }))).toBe(`The ante must be a whole number of chips, 0 or more, not ${ante}.`);
    }
    expect(must(setupHodrudda({ players: two, options: { ante: 0 } })).pot).toBe(0);
  });

  it("refuses blank or shared names", () => {
    expect(refusal(setupHodrudda({ players: ["Ana", "  "] }))).toBe("Every player needs a name.");
    expect(refusal(setupHodrudda({ players: ["Ana", "ana"] }))).toBe("Two players share the name Ana: give each their own.");
  });
});
