import { describe, expect, it } from "vitest";
import { prompt } from "./prompt.ts";
import { setupHodrudda } from "./state.ts";
import { anaBen, anaBenCy, must, play, lines } from "./test-helpers.ts";

describe("the Hodrudda prompt", () => {
  it("names who throws and who may call Winkee", () => {
    expect(prompt(anaBen())).toBe("Ana to throw the spike dice");
    expect(prompt(play(anaBen(), [[6, 3]]))).toBe("Ana on 9 may call Winkee; otherwise Ben throws");
    expect(prompt(play(anaBen(), [[1, 1], [6, 3]]))).toBe("Ben on 9: throw again or call Winkee");
  });

  it("shows the stander to beat", () => {
    expect(prompt(play(anaBenCy(), [[6, 6], "W"]))).toBe("Ben to throw the spike dice (Ana stands on 12)");
  });

  it("tells how the game ended", () => {
    expect(prompt(play(anaBen(), [[6, 6], [1, 1], [6, 6], [3, 3]]))).toBe("Ana hit exactly 30 and took the pot of 2");
    expect(prompt(play(anaBen(), [[6, 6], "W", [1, 1]]))).toBe("Ana won with 12 and took the pot of 2");
    expect(prompt(play(anaBen(), [[1, 1], [1, 1]]))).toBe("Everyone went bust: the pot of 2 carries to the next game");
  });

  it("speaks to the seat called You in the second person", () => {
    const you = () => must(setupHodrudda({ players: ["Ana", "You", "Cy"] }));
    expect(prompt(play(you(), [[6, 3]]))).toBe("Ana on 9 may call Winkee; otherwise you throw");
    const stood = play(you(), [[1, 1], [6, 6], "W"]);
    expect(lines(stood)).toContain("Zilla Spikes! Ana is bust");
    expect(lines(stood).at(-1)).toBe("You call Winkee on 12");
    expect(prompt(stood)).toBe("Cy to throw the spike dice (you stand on 12)");
    const over = play(you(), [[1, 1], [6, 6], [6, 6], [6, 6], [6, 6], [6, 6]]);
    expect(lines(over)).toContain("You are over 30 and bust");
    const exact = play(must(setupHodrudda({ players: ["You", "Ben"] })), [[6, 6], [1, 1], [6, 6], [3, 3]]);
    expect(lines(exact).at(-1)).toBe("You hit exactly 30 and take the pot of 2");
  });
});
