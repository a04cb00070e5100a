import { describe, expect, it } from "vitest";
import { seatsFromLink } from "./link-params";

const link = (q: string) => seatsFromLink(new URLSearchParams(q));

describe("Hooligan deep links", () => {
  it("shows the set-up form when no players are named", () => {
    expect(link("")).toBeNull();
  });

  it("seats named players with the computer seats asked for", () => {
    const seats = link("players=Ann,Ben,Cy&computer=2,3")!;
    expect(seats.map((s) => [s.name, s.computer])).toEqual([
      ["Ann", false],
      ["Ben", true],
      ["Cy", true],
    ]);
    expect(new Set(seats.map((s) => s.colour.name)).size).toBe(3);
  });

  it("takes a count with default names, the first seat yours", () => {
    const seats = link("players=3")!;
    expect(seats).toHaveLength(3);
    expect(seats.map((s) => s.computer)).toEqual([false, true, true]);
    expect(link("players=1&computer=none")!.map((s) => s.computer)).toEqual([false]);
  });

  it("refuses too many players and repeated names", () => {
    expect(link("players=7")).toBeNull();
    expect(link("players=Ann,ann")).toBeNull();
  });
});
