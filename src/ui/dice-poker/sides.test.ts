import { describe, expect, it } from "vitest";
import { defaultSides, engineSides, seatSpecs, sidesFromLink, sidesFromSave, sidesProblem } from "./sides";

const link = (q: string) => sidesFromLink(new URLSearchParams(q));

describe("Dice Poker sides", () => {
  it("seats you first and the computer everywhere else by default", () => {
    const sides = defaultSides(2, 2);
    expect(sides.map((s) => s.members.map((m) => [m.name, m.computer]))).toEqual([
      [
        ["You", false],
        ["Red 2", true],
      ],
      [
        ["Blue 1", true],
        ["Blue 2", true],
      ],
    ]);
    expect(engineSides(sides)).toEqual([
      { name: "Red", players: ["You", "Red 2"] },
      { name: "Blue", players: ["Blue 1", "Blue 2"] },
    ]);
  });

  it("reads sides, team size and computer sides from a deep link", () => {
    expect(link("")).toBeNull();
    expect(link("sides=4")).toBeNull();
    const sides = link("sides=3&team=1&computer=all")!;
    expect(sides.map((s) => s.colour.name)).toEqual(["Red", "Blue", "Gold"]);
    expect(sides.every((s) => s.members.every((m) => m.computer))).toBe(true);
    expect(link("sides=2&computer=2")!.map((s) => s.members[0].computer)).toEqual([false, true]);
  });

  it("refuses shared names and shared colours", () => {
    const sides = defaultSides(2, 1);
    expect(sidesProblem(sides)).toBeNull();
    expect(sidesProblem([sides[0], { ...sides[1], members: [{ name: "you", computer: true }] }])).toMatch(/share a name/);
    expect(sidesProblem([sides[0], { ...sides[1], colour: sides[0].colour }])).toMatch(/colour/);
  });
});

describe("Dice Poker deep links with computer sides", () => {
  it("never calls a computer player You", () => {
    const sides = sidesFromLink(new URLSearchParams("sides=2&computer=all"))!;
    expect(sides.map((s) => s.members[0].name)).toEqual(["Red", "Blue"]);
  });

  it("gives back from a save the sides it was played with, teams, colours, computers and strengths", () => {
    const sides = defaultSides(3, 2).map((side, i) => ({
      ...side,
      members: side.members.map((m, j) => ({ ...m, strength: (["easy", "good", "strong"] as const)[(i + j) % 3] })),
    }));
    const back = sidesFromSave(engineSides(sides), seatSpecs(sides));
    expect(back).toEqual(sides);
  });
});
