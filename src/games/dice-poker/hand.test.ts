import { describe, expect, it } from "vitest";
import { readHand } from "./hand";

const combo = (dice: number[]) => readHand(dice).combination;

describe("reading a Dice Poker hand", () => {
  it("names the single best combination", () => {
    expect(readHand([6, 6, 6, 6, 6]).kind).toBe("five-of-a-kind");
    expect(combo([4, 1, 4, 4, 4])).toBe("four-4");
    expect(combo([5, 5, 5, 1, 2])).toBe("three-5");
    expect(combo([2, 6, 6, 2, 1])).toBe("two-pair");
    expect(combo([1, 1, 2, 3, 4])).toBe("pair-1");
  });

  it("reads a full house as a full house, never as three of a kind", () => {
    expect(combo([3, 2, 3, 2, 3])).toBe("full-house");
  });

  it("tells the low straight from the high one and a gap from either", () => {
    expect(combo([5, 3, 1, 2, 4])).toBe("low-straight");
    expect(combo([6, 5, 4, 3, 2])).toBe("high-straight");
    expect(readHand([1, 2, 3, 4, 6]).kind).toBe("nothing");
    expect(combo([1, 2, 3, 4, 6])).toBeNull();
  });

  it("opens a Lucky square when the dice add up to 7 or 11", () => {
    expect(readHand([1, 1, 1, 2, 2]).lucky).toBe("lucky-7");
    expect(readHand([1, 1, 1, 1, 3]).lucky).toBe("lucky-7");
    expect(readHand([2, 2, 2, 2, 3]).lucky).toBe("lucky-11");
    expect(readHand([3, 3, 3, 1, 1]).lucky).toBe("lucky-11");
    expect(readHand([2, 2, 2, 1, 1]).lucky).toBeNull();
  });
});
