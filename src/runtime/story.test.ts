import { describe, expect, it } from "vitest";
import { KITS } from "./games";
import { playHeadless } from "./headless";

const kit = (id: string) => KITS.find((k) => k.id === id)!;

describe("a replay's story of the game", () => {
  it("tells Five Thousand's moves between the throws, set-asides and banks, and the scores as they stand", () => {
    const s = playHeadless(kit("five-thousand"), 3, { seats: 2 });
    const story = kit("five-thousand").story!(s.game, ["You", "Ana"]);
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
    const story = kit("hooligan").story!(s.game, ["You", "Ana"]);
    s.dispose();
    expect(story.lines.length).toBeGreaterThan(0);
    expect(story.lines.join("\n")).not.toMatch(/You (throws|scores|wins)\b/);
    expect(story.standing).toMatch(/^You \d+ · Ana \d+$/);
  });
});
