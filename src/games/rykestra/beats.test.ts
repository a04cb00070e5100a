import { describe, expect, it } from "vitest";
import { capturePoints, readSectorDice, resolveCaptures, scoreRound, type MatDie } from "./index";
import { NO_BONUS, at, matDie } from "./test-kit";
import { capturedBy, pointsSoFar, roundBeats } from "./beats";

const names = ["Red", "Blue", "Gold"];
const order = [0, 1, 2];

function summaryOf(mat: MatDie[]) {
  const steps = resolveCaptures(mat, { reading: "standard", order });
  return scoreRound(mat, steps, { round: 0, firstPlayer: 0, order, sectors: NO_BONUS, bonusOn: "captured", players: 3 });
}

describe("a round told beat by beat", () => {
  // A chain down one line: Blue's 5 aims at Red's 1, Gold's 9 aims at Blue's 5.
  const mat = [
    matDie("d10-0-0", 0, 1, at(0, 0), at(0, -10)),
    matDie("d10-1-0", 1, 5, at(0, 6), at(0, 0)),
    matDie("d10-2-0", 2, 9, at(0, 12), at(0, 6)),
  ];
  const beats = roundBeats(summaryOf(mat), names);

  it("acts value by value, then shows each capture, then the tally", () => {
    expect(beats.map((b) => b.kind)).toEqual(["act", "act", "capture", "act", "capture", "done"]);
    expect(beats[0].text).toBe("Red's 1 acts. Nothing it can take lies in its zone.");
    expect(beats[2].text).toBe("Blue's 5 takes Red's 1: +1.");
    expect(beats[4].text).toBe("Gold's 9 takes Blue's 5: +5.");
    expect(beats[5].text).toBe("Round 1 scores: Red 0, Blue 1, Gold 5.");
  });

  it("lifts each captured die from its own beat on", () => {
    expect([...capturedBy(beats, 1)]).toEqual([]);
    expect([...capturedBy(beats, 2)]).toEqual(["d10-0-0"]);
    expect([...capturedBy(beats, 5)].sort()).toEqual(["d10-0-0", "d10-1-0"]);
  });

  it("adds the points up as the beats go", () => {
    expect(pointsSoFar(beats, 2, 3)).toEqual([0, 1, 0]);
    expect(pointsSoFar(beats, 99, 3)).toEqual([0, 1, 5]);
  });

  it("explains a contest decided by distance with both distances", () => {
    const contested = roundBeats(
      summaryOf([
        matDie("d10-0-0", 0, 4, at(0, 0), at(0, -10)),
        matDie("d10-1-0", 1, 6, at(0, 3), at(0, 0)),
        matDie("d10-2-0", 2, 6, at(0, -5), at(0, 0)),
      ]),
      names,
    );
    const capture = contested.find((b) => b.kind === "capture");
    expect(capture?.text).toBe("Blue's 6 takes Red's 4: +4. Gold's 6 could take it too, but it is nearer (3.0 cm against 5.0 cm).");
    const act = contested.find((b) => b.kind === "act" && b.value === 6);
    expect(act?.text).toBe("The 6s act: Blue's 6 and Gold's 6.");
  });

  it("explains an exact tie between one player's own dice, won by the one scoring more", () => {
    const read = readSectorDice("standard", { board: "standard", chance: "red", kinzo: 3 });
    if (!read.ok) throw new Error(read.reason);
    const mat = [
      matDie("d10-0-0", 0, 7, at(3, -5), at(-1, -5)),
      matDie("d10-0-1", 0, 7, at(-5, -5), at(-1, -5)),
      matDie("d10-1-0", 1, 4, at(-1, -5), at(-1, -14)),
    ];
    const steps = resolveCaptures(mat, { reading: "standard", order, points: capturePoints(read.state, "capturer") });
    const summary = scoreRound(mat, steps, { round: 0, firstPlayer: 0, order, sectors: read.state, bonusOn: "capturer", players: 3 });
    const capture = roundBeats(summary, names).find((b) => b.kind === "capture");
    expect(capture?.text).toBe(
      "Red's 7 takes Blue's 4: +7 (4, +3 sector). Red's 7 could take it too, at exactly the same distance; both are the same player's, and this one scores more.",
    );
  });
});
