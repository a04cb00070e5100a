import { describe, expect, it } from "vitest";
import { codeProblem, joinProblem, makeProblem } from "./online-words";

describe("what the online page says when a table cannot be joined or made", () => {
  it("asks for a code when nothing was typed, and says what a code looks like otherwise", () => {
    expect(codeProblem("  ")).toMatch(/Type the table's code/);
    expect(codeProblem(" 7hk2-0 ")).toBe('"7hk2-0" is not a table code. A code is 10 letters and digits (no 0, 1, i, l or o), as in 7hk2mqz9ra.');
  });

  it("tells a table that is gone apart from a server that did not answer", () => {
    expect(joinProblem("7hk2mqz9ra", new Error('room "7hk2mqz9ra" not found'))).toMatch(/^There is no table 7hk2mqz9ra on the game server/);
    expect(joinProblem("7hk2mqz9ra", new Error("socket closed"))).toBe("Could not join table 7hk2mqz9ra: socket closed.");
    expect(joinProblem("7hk2mqz9ra", undefined)).toBe("Could not join table 7hk2mqz9ra: the game server did not answer.");
    expect(makeProblem(new Error("refused"))).toMatch(/cannot be reached \(refused\)/);
  });
});
