import { describe, expect, it } from "vitest";
import { isYou, midSentence, possessive, verb } from "./player-words";

describe("words for a player", () => {
  it("speaks to the seat called You and about everyone else", () => {
    expect(`You ${verb("You", "throws", "throw")}`).toBe("You throw");
    expect(`Ana ${verb("Ana", "throws", "throw")}`).toBe("Ana throws");
    expect(verb("you ", "is", "are")).toBe("are");
  });

  it("tells You from names that only begin like it", () => {
    expect(isYou("You")).toBe(true);
    expect(isYou("Youssef")).toBe(false);
    expect(isYou("Young")).toBe(false);
  });

  it("makes the possessive", () => {
    expect(possessive("You")).toBe("Your");
    expect(possessive("Ana")).toBe("Ana's");
  });

  it("lowers You and Your inside a sentence, and only them", () => {
    expect(midSentence("You throw")).toBe("you throw");
    expect(midSentence("Your turn ends")).toBe("your turn ends");
    expect(midSentence("Youssef throws")).toBe("Youssef throws");
    expect(midSentence("Ana's turn ends")).toBe("Ana's turn ends");
  });
});
