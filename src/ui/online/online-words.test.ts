import { describe, expect, it } from "vitest";
import { refusalMessage } from "../../net/refusal";
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

  it("shows the server's own words when it refused to make or join a table, without its reason code", () => {
    const e = new Error(refusalMessage("tables-per-minute", "10 a minute at most"));
    expect(makeProblem(e)).toBe("No table was made. Too many tables were made from your address in the last minute: try again in a minute (10 a minute at most).");
    expect(joinProblem("7hk2mqz9ra", new Error(refusalMessage("server-seats")))).toBe("Could not join table 7hk2mqz9ra. The game server has as many players as it can take: try again later.");
    // Something that only looks like a reason code is not taken for one.
    expect(makeProblem(new Error("[made-up] words"))).toMatch(/cannot be reached/);
  });
});
