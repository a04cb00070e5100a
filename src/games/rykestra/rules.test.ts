import { describe, expect, it } from "vitest";
import { RYKESTRA_RULES } from "./rules";

const text = RYKESTRA_RULES.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join("\n");

describe("the Rykestra rules page", () => {
  it("explains every table option", () => {
    const options = RYKESTRA_RULES.sections.find((s) => s.heading === "Options");
    expect(options?.paragraphs.map((p) => p.split(":")[0])).toEqual([
      "- Board",
      "- Both dice at once",
      "- Capture zone reading",
      "- Bonus sector",
    ]);
  });

  it("states the rulings the engine makes where the source is silent", () => {
    expect(text).toMatch(/northern one/);
    expect(text).toMatch(/exactly equal, the die of the player earlier/);
    expect(text).toMatch(/exactly on one of the lines.*is inside/);
    expect(text).toMatch(/east or south/);
    expect(text).toMatch(/still moving .* counts as cocked/);
    expect(text).toMatch(/first player throws the sector dice/);
  });

  it("has no empty section", () => {
    for (const s of RYKESTRA_RULES.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
  });
});
