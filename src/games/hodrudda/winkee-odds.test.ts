import { describe, expect, it } from "vitest";
import { play, anaBen } from "./test-helpers.ts";
import { chanceToPass, standChance, winkeeOdds } from "./winkee-odds.ts";

describe("the odds behind a Winkee call", () => {
  it("gives a player near 30 only the throws that land on or under it", () => {
    // Every sum that does not bust is at least 3 (double 1 is Zilla Spikes): from 28 every throw busts.
    expect(chanceToPass(28, 28)).toBe(0);
    // From 27, a 3 (two ways in 36) makes 30.
    expect(chanceToPass(27, 28)).toBeCloseTo(2 / 36, 12);
  });

  it("makes passing a higher total less likely", () => {
    expect(chanceToPass(0, 26)).toBeLessThan(chanceToPass(0, 20));
    expect(chanceToPass(0, 10)).toBeGreaterThan(0.9);
  });

  it("counts standing level with an earlier stander as a loss", () => {
    const s = play(anaBen(), [[6, 6], [6, 6], "W"]);
    expect(standChance(s, 0, 12)).toBe(0);
    expect(standChance(s, 0, 13)).toBe(1);
  });

  it("prices throwing on with the chance of hitting 30 exactly", () => {
    const s = play(anaBen(), [[1, 1], [6, 6], [6, 6], [1, 2]]);
    expect(s.players[1].total).toBe(27);
    const { stand, throwOn } = winkeeOdds(s, 1);
    expect(stand).toBe(1);
    expect(throwOn).toBeCloseTo(2 / 36, 12);
  });
});
