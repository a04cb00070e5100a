import { describe, expect, it } from "vitest";
import { hodruddaRules } from "./rules.ts";

const text = [hodruddaRules.summary, ...hodruddaRules.sections.flatMap((s) => s.paragraphs)].join("\n");

describe("the Hodrudda rules page", () => {
  it("covers both ways to bust, the exact 30 and the Winkee tie rule", () => {
    expect(text).toMatch(/Zilla Spikes/);
    expect(text).toMatch(/past 30/);
    expect(text).toMatch(/exactly 30/);
    expect(text).toMatch(/stood first wins/);
  });

  it("explains the ante and the carried pot", () => {
    expect(text).toMatch(/ante/);
    expect(text).toMatch(/added to the next game's pot/);
  });
});
