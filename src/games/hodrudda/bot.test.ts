import { describe, expect, it } from "vitest";
import { hodruddaBotDecision } from "./bot.ts";
import { anaBen, anaBenCy, play } from "./test-helpers.ts";

describe("the Hodrudda computer player", () => {
  it("has no choice to make before anyone has thrown or after a bust", () => {
    expect(hodruddaBotDecision(anaBen())).toBeNull();
    expect(hodruddaBotDecision(play(anaBen(), [[1, 1]]))).toBeNull();
  });

  it("keeps throwing on a low total and stands on a high one", () => {
    expect(hodruddaBotDecision(play(anaBenCy(), [[6, 5]]))).toBe("throw");
    expect(hodruddaBotDecision(play(anaBenCy(), [[6, 6], [1, 2], [1, 2], [6, 5]]))).toBe("winkee");
  });

  it("never stands level with or below a stander, who would win the tie", () => {
    const s = play(anaBenCy(), [[6, 6], [6, 6], [6, 6], [6, 6], "W", [6, 6], [6, 6]]);
    expect(s.players.map((p) => p.total)).toEqual([24, 24, 24]);
    expect(hodruddaBotDecision(s)).toBe("throw");
  });

  it("stands as soon as it leads and nobody else is still throwing", () => {
    expect(hodruddaBotDecision(play(anaBen(), [[1, 1], [2, 1]]))).toBe("winkee");
  });

  it("has nothing to do once the game is over", () => {
    expect(hodruddaBotDecision(play(anaBen(), [[1, 1], [1, 1]]))).toBeNull();
  });
});

describe("the Hodrudda computer players by strength", () => {
  const afterAnaBust = () => play(anaBen(), [[1, 1], [4, 5]]);
  const belowStander = () => play(anaBen(), [[6, 6], [6, 5], [6, 6], "W", [6, 6]]);
  const twentyAgainstThree = () => play(anaBen(), [[6, 6], [1, 2], [4, 4]]);

  it("strong stands on 9 once everyone else is bust: standing wins for certain", () => {
    expect(hodruddaBotDecision(afterAnaBust(), "strong")).toBe("winkee");
  });

  it("strong throws on from 23 when a stander holds 24, where easy stands and loses", () => {
    expect(hodruddaBotDecision(belowStander(), "strong")).toBe("throw");
    expect(hodruddaBotDecision(belowStander(), "easy")).toBe("winkee");
  });

  it("strong throws on from 20 against a player on 3 who would pass it nine times in ten", () => {
    expect(hodruddaBotDecision(twentyAgainstThree(), "strong")).toBe("throw");
    expect(hodruddaBotDecision(twentyAgainstThree(), "easy")).toBe("winkee");
  });

  it("easy throws on below its line even when standing would win", () => {
    expect(hodruddaBotDecision(afterAnaBust(), "easy")).toBe("throw");
  });

  it("no strength has a choice before anyone has thrown", () => {
    for (const strength of ["easy", "good", "strong"] as const) expect(hodruddaBotDecision(anaBen(), strength)).toBeNull();
  });
});
