import { describe, expect, it } from "vitest";
import { CATALOG } from "../catalog";
import { playHeadless } from "./headless";

const kit = (id: string) => CATALOG.find((k) => k.id === id)!;

/** One seeded Rykestra game of three computers, played once for the tests that read it. */
let rykestra: { game: unknown; log: ReturnType<ReturnType<typeof playHeadless>["log"]> } | null = null;
function rykestraGame() {
  if (!rykestra) {
    const s = playHeadless(kit("rykestra"), 4, { seats: 3 });
    rykestra = { game: s.game, log: s.log() };
    s.dispose();
  }
  return rykestra;
}

describe("a replay's story of the game", () => {
  it("tells Five Thousand's moves between the throws, set-asides and banks, and the scores as they stand", () => {
    const s = playHeadless(kit("five-thousand"), 3, { seats: 2 });
    const story = kit("five-thousand").story!(s.game, ["You", "Ana"], s.log());
    s.dispose();
    const throws = story.lines.filter((l) => / threw /.test(l)).length;
    expect(throws).toBeGreaterThan(0);
    expect(story.lines.some((l) => /^(You|Ana) set aside /.test(l))).toBe(true);
    expect(story.lines.some((l) => /^(You|Ana) banked \d+: total \d+$/.test(l))).toBe(true);
    expect(story.lines.length).toBeGreaterThan(throws);
    expect(story.standing).toMatch(/^You \d+ · Ana \d+$/);
  });

  it("tells Hooligan's boxes and totals in the players' words", () => {
    const s = playHeadless(kit("hooligan"), 3, { seats: 2 });
    const story = kit("hooligan").story!(s.game, ["You", "Ana"], s.log());
    s.dispose();
    expect(story.lines.length).toBeGreaterThan(0);
    expect(story.lines.join("\n")).not.toMatch(/You (throws|scores|wins)\b/);
    expect(story.standing).toMatch(/^You \d+ · Ana \d+$/);
  });

  it("tells Rykestra's moves between the throws: the sector dice, where dice land, what goes off, each round's captures and scores", () => {
    const s = rykestraGame();
    const names = ["You", "Ana", "Bo"];
    const story = kit("rykestra").story!(s.game, names, s.log);
    const text = story.lines.join("\n");
    expect(story.lines[0]).toMatch(/^Round 1 of 3 — first to throw: (You|Ana|Bo)\.$/);
    expect(text).toMatch(/^Sector dice: the chance cube shows /m);
    expect(text).toMatch(/^(Your|Ana's|Bo's) \d lands in the /m);
    expect(text).toMatch(/^Round 1 scores: You \d+, Ana \d+, Bo \d+\.$|^No captures this round\./m);
    expect(text).toMatch(/^Game over\. Totals: You \d+, Ana \d+, Bo \d+\.$/m);
    // Second-person words stay grammatical.
    expect(text).not.toMatch(/\bYou's\b|\bYou (takes|acts|throws|scores|wins)\b/);
    expect(story.standing).toMatch(/^You \d+ · Ana \d+ · Bo \d+$/);
  });

  it("tells a Rykestra replay only as far as it has come", () => {
    const s = rykestraGame();
    const log = s.log;
    const early = kit("rykestra").story!(s.game, ["You", "Ana", "Bo"], { ...log, entries: log.entries.slice(0, 4) });
    const whole = kit("rykestra").story!(s.game, ["You", "Ana", "Bo"], log);
    expect(early.lines.length).toBeGreaterThan(0);
    expect(early.lines.length).toBeLessThan(whole.lines.length);
    expect(whole.lines.slice(0, early.lines.length)).toEqual(early.lines);
  });
});
