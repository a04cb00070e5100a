import { describe, expect, it } from "vitest";
import { hooliganBotAction } from "./bot";
import { play, solo, soloWith } from "./test-helpers";

describe("the Hooligan computer player", () => {
  it("plays for sixes after throwing three of them", () => {
    expect(hooliganBotAction(play(solo(), [6, 6, 6, 2, 1]))).toEqual({ type: "choose", category: 6 });
  });

  it("goes for Hooligan with four dice of a straight and keeps them", () => {
    const s = play(solo(), [2, 3, 4, 5, 5]);
    expect(hooliganBotAction(s)).toEqual({ type: "choose", category: "H" });
    const chosen = play(s, "H");
    expect(hooliganBotAction(chosen)).toEqual({ type: "keep", positions: [0, 1, 2, 3] });
    expect(hooliganBotAction(play(chosen, { keep: [0, 1, 2, 3] }))).toEqual({ type: "throw", count: 1 });
  });

  it("throws everything again when the first throw helps no open box", () => {
    const s = play(soloWith({ 1: 2, 2: 4, 3: 6 }), [1, 1, 2, 3, 3]);
    expect(hooliganBotAction(s)).toEqual({ type: "throw", count: 5 });
  });

  it("sacrifices the cheapest box when the third throw is bad", () => {
    const s = play(soloWith({ 1: 2 }), [2, 2, 3, 6, 6], [2, 2, 3, 6, 6], [1, 1, 3, 4, 4]);
    const action = hooliganBotAction(s);
    expect(action?.type).toBe("choose");
    expect(action).not.toEqual({ type: "choose", category: "H" });
  });
});
