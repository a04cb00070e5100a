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
