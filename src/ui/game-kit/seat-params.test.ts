import { describe, expect, it } from "vitest";
import { flagParam, intParam, seatsFromParams } from "./seat-params";

const q = (s: string) => new URLSearchParams(s);

describe("seats from a deep link", () => {
  it("seats the named players in order with seat colours and the computer seats marked", () => {
    const seats = seatsFromParams(q("players=Ana,Ben,Cy&computers=2,3"), 2, 6);
    expect(seats?.map((s) => [s.name, s.computer])).toEqual([
      ["Ana", false],
      ["Ben", true],
      ["Cy", true],
    ]);
    expect(new Set(seats?.map((s) => s.colour.name)).size).toBe(3);
  });

  it("names nobody without a players list, and refuses a list that cannot be seated", () => {
    expect(seatsFromParams(q("seed=4"), 2, 6)).toBeNull();
    expect(seatsFromParams(q("players=Ana"), 2, 6)).toBeNull();
    expect(seatsFromParams(q("players=Ana,,Cy"), 2, 6)).toBeNull();
    expect(seatsFromParams(q("players=Ana,ana"), 2, 6)).toBeNull();
    expect(seatsFromParams(q("players=A,B,C,D,E,F,G"), 2, 6)).toBeNull();
  });

  it("ignores computer seats that are not numbers", () => {
    expect(seatsFromParams(q("players=Ana,Ben&computers=x,0,2"), 2, 6)?.map((s) => s.computer)).toEqual([false, true]);
  });
});

describe("computer strengths from a deep link", () => {
  it("gives each computer seat the strength it names, and good when it names none or a wrong one", () => {
    const seats = seatsFromParams(q("players=Ana,Ben,Cy,Di&computers=2:strong,3,4:clever"), 2, 6);
    expect(seats?.map((s) => [s.computer, s.strength])).toEqual([
      [false, "good"],
      [true, "strong"],
      [true, "good"],
      [true, "good"],
    ]);
    expect(seatsFromParams(q("players=Ana,Ben&computers=2:easy"), 2, 6)?.[1].strength).toBe("easy");
  });
});

describe("numbers and flags from a link", () => {
  it("reads whole numbers inside the allowed range only", () => {
    expect(intParam(q("target=500"), "target", 100, 100000)).toBe(500);
    expect(intParam(q("target=50"), "target", 100, 100000)).toBeUndefined();
    expect(intParam(q("target=5e3"), "target", 100, 100000)).toBeUndefined();
    expect(intParam(q(""), "target", 100, 100000)).toBeUndefined();
  });

  it("reads on and off words, and nothing else", () => {
    expect(flagParam(q("recombine=1"), "recombine")).toBe(true);
    expect(flagParam(q("recombine"), "recombine")).toBe(true);
    expect(flagParam(q("recombine=off"), "recombine")).toBe(false);
    expect(flagParam(q("recombine=maybe"), "recombine")).toBeUndefined();
    expect(flagParam(q(""), "recombine")).toBeUndefined();
  });
});
