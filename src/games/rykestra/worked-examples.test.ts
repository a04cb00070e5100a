// The source's three worked examples, laid out on the mat so each die's zone holds what the
// source says it holds, and checked against the captures and points the source states.
// Their figures are lost: the positions here are ours; the first test of each block checks
// that our picture matches the source's words before the rules are judged on it.
import { describe, expect, it } from "vitest";
import { inCaptureZone } from "../../geometry/capture-zone";
import type { MatDie } from "./dice";
import { resolveCaptures } from "./resolve";
import { scoreRound } from "./scoring";
import { NO_BONUS, at, matDie } from "./test-kit";

function zoneHolds(dice: readonly MatDie[], id: string): string[] {
  const die = dice.find((d) => d.id === id)!;
  return dice.filter((d) => d !== die && inCaptureZone(die.kite, d.centre, "standard")).map((d) => d.id);
}

function play(dice: readonly MatDie[], players: number) {
  const order = Array.from({ length: players }, (_, i) => i);
  const steps = resolveCaptures(dice, { reading: "standard", order });
  const summary = scoreRound(dice, steps, { round: 0, firstPlayer: 0, order, sectors: NO_BONUS, bonusOn: "captured", players });
  const captures = summary.steps.flatMap((s) => s.captures.map((c) => `${c.capturer} takes ${c.captured} for ${c.points}`));
  return { summary, captures };
}

describe("the example cast (red 1, blue 5, gold 9, green 8)", () => {
  const RED = 0, BLUE = 1, GOLD = 2, GREEN = 3;
  const dice = [
    matDie("red", RED, 1, at(0, 0), at(-5, 0)),
    matDie("blue", BLUE, 5, at(6, 0), at(0, -3)),
    matDie("gold", GOLD, 9, at(0, -6), at(0, 0)),
    matDie("green", GREEN, 8, at(10, -10), at(3, -3)),
  ];

  it("is laid out as described: red's zone empty, blue sees red and gold, green sees blue and gold, gold sees only red", () => {
    expect(zoneHolds(dice, "red")).toEqual([]);
    expect(zoneHolds(dice, "blue")).toEqual(["red", "gold"]);
    expect(zoneHolds(dice, "green")).toEqual(expect.arrayContaining(["blue", "gold"]));
    expect(zoneHolds(dice, "gold")).toEqual(["red"]);
  });

  it("lets blue take red for 1 and green take blue for 5; the 9 is never taken and finds red gone", () => {
    const { summary, captures } = play(dice, 4);
    expect(captures).toEqual(["blue takes red for 1", "green takes blue for 5"]);
    expect(summary.steps.map((s) => s.value)).toEqual([1, 5, 8, 9]);
    expect(summary.steps.at(-1)).toMatchObject({ value: 9, capturers: ["gold"], captures: [] });
    expect(summary.pointsBySeat).toEqual([0, 1, 0, 5]);
  });
});

describe("scenario 1, playing gold (red 2, gold 3, blue 4, gold 6, blue 8)", () => {
  const RED = 0, GOLD = 1, BLUE = 2;
  const dice = [
    matDie("red2", RED, 2, at(-5, 0), at(0, 0)),
    matDie("gold3", GOLD, 3, at(5, -2), at(5, -8)),
    matDie("blue4", BLUE, 4, at(6, 1), at(6, 8)),
    matDie("gold6", GOLD, 6, at(0, 0), at(8, 0)),
    matDie("blue8", BLUE, 8, at(9, 0), at(14, 0)),
  ];

  it("is laid out as described: gold 6 sees gold 3, blue 4 and blue 8 but not red 2; blue 8 sees nothing", () => {
    expect(zoneHolds(dice, "gold6")).toEqual(["gold3", "blue4", "blue8"]);
    expect(zoneHolds(dice, "blue8")).toEqual([]);
    expect(zoneHolds(dice, "gold3")).toEqual([]);
    expect(zoneHolds(dice, "blue4")).toEqual([]);
  });

  it("lets red 2 see only higher dice and take nothing", () => {
    expect(zoneHolds(dice, "red2").length).toBeGreaterThan(0);
    const { summary } = play(dice, 3);
    expect(summary.steps.find((s) => s.value === 2)?.captures).toEqual([]);
  });

  it("gives gold only blue 4: not its own 3, not the higher 8, not red outside its zone — 4 points", () => {
    const { summary, captures } = play(dice, 3);
    expect(captures).toEqual(["gold6 takes blue4 for 4"]);
    expect(summary.pointsBySeat[GOLD]).toBe(4);
  });
});

describe("scenario 2, playing gold (a 4, gold 6, black 6, an 8)", () => {
  const GOLD = 0, BLACK = 1, RED = 2, BLUE = 3;
  const dice = [
    matDie("four", RED, 4, at(0, 0), at(0, 8)),
    matDie("gold6", GOLD, 6, at(-4, 2), at(0, 0)),
    matDie("black6", BLACK, 6, at(4, 6), at(0.58, -3.4)),
    matDie("eight", BLUE, 8, at(3, -3), at(3, -9)),
  ];

  it("is laid out as described: both sixes see the 4 and the 8, and not each other", () => {
    expect(zoneHolds(dice, "gold6")).toEqual(["four", "eight"]);
    expect(zoneHolds(dice, "black6")).toEqual(["four", "eight"]);
  });

  it("gives the contested 4 to gold, the nearer six, and shows both distances", () => {
    const { summary, captures } = play(dice, 4);
    expect(captures).toEqual(["gold6 takes four for 4"]);
    const capture = summary.steps.flatMap((s) => s.captures)[0];
    expect(capture.contest?.decidedBy).toBe("distance");
    expect(capture.contest?.rivals.map((r) => r.id)).toEqual(["gold6", "black6"]);
    expect(capture.contest?.rivals[0].distance).toBeCloseTo(Math.hypot(4, 2), 12);
    expect(capture.contest?.rivals[1].distance).toBeCloseTo(Math.hypot(4, 6), 12);
    expect(summary.pointsBySeat).toEqual([4, 0, 0, 0]);
  });
});
