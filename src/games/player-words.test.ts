import { describe, expect, it } from "vitest";
import { isYou, mendSavedResult, midSentence, possessive, verb, winnersWords } from "./player-words";

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

describe("a finished game in words", () => {
  it("speaks to You in the second person and of others in the third", () => {
    expect(winnersWords(["You"], "with 1250")).toBe("You win with 1250");
    expect(winnersWords(["Ana"], "with 1250")).toBe("Ana wins with 1250");
    expect(winnersWords(["Youssef"], "with two runs")).toBe("Youssef wins with two runs");
  });

  it("shares a win among two or more, You lowered inside the list", () => {
    expect(winnersWords(["Ana", "You"], "with 50")).toBe("Ana and you share the win with 50");
    expect(winnersWords(["You", "Ana", "Ben"], "with 50")).toBe("You, Ana and Ben share the win with 50");
  });

  it("mends a result saved in the old words and leaves good ones alone", () => {
    expect(mendSavedResult("You wins with 1250")).toBe("You win with 1250");
    expect(mendSavedResult("Ana and You share the win with 5")).toBe("Ana and you share the win with 5");
    expect(mendSavedResult("Ana wins with 9")).toBe("Ana wins with 9");
    expect(mendSavedResult("Youssef wins with 9")).toBe("Youssef wins with 9");
  });
});
