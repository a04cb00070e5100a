import { describe, expect, it } from "vitest";
import { fiveThousandRules } from "./rules.ts";

const text = [fiveThousandRules.summary, ...fiveThousandRules.sections.flatMap((s) => s.paragraphs)].join("\n");

describe("the Five Thousand rules page", () => {
  it("lists every entry of the scoring table with its value", () => {
    for (const value of ["100", "50", "1000", "200", "600", "1500", "2000", "5000"]) expect(text).toContain(value);
  });

  it("tells the table about both options and their defaults", () => {
    expect(text).toMatch(/Recombine \(off unless chosen\)/);
    expect(text).toMatch(/Minimum to bank \(0 unless chosen; 350/);
  });

  it("explains hot dice, the roll-off and equal turns", () => {
    expect(text).toMatch(/Hot dice/);
    expect(text).toMatch(/roll-off/);
    expect(text).toMatch(/same number of turns/);
  });
});
