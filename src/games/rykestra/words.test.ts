import { describe, expect, it } from "vitest";
import { must } from "../test-moves";
import type { DieSnapshot } from "./dice";
import { setSectors } from "./rounds";
import { diceOnMat, newGame, type RykestraState } from "./state";
import { applyThrow } from "./throws";
import { at, matDie, snapshot } from "./test-kit";
import { possessive } from "../player-words";
import { readSectorDice, type SectorDiceReading } from "./sector-set";
import { describeThrow, pointsText, sectorName, sectorSetText, sectorsAnnouncement, takesText, tookText } from "./words";

const names = ["You", "Blue", "Gold"];

const start = (): RykestraState =>
  must(setSectors(must(newGame({ players: 3 })), { board: "standard", chance: "red", kinzo: 2 }));

const lying = (id: string, value: number, x: number, z: number, flags: { cocked?: boolean; offMat?: boolean } = {}): DieSnapshot =>
  snapshot(matDie(id, Number(id.split("-")[1]), value, at(x, z), at(x, z - 5)), flags);

function throwOf(state: RykestraState, seat: number, id: string, dice: DieSnapshot[]) {
  const after = must(applyThrow(state, { seat, thrown: [id], dice }));
  return { after, lines: describeThrow(state, after, dice, names) };
}

describe("telling what a throw did", () => {
  it("says where a die landed, in the board's own sector names", () => {
    const { lines } = throwOf(start(), 0, "d10-0-0", [lying("d10-0-0", 7, -5, -5)]);
    expect(lines).toEqual(["Your 7 lands in the red north-west sector."]);
  });

  it("says an opponent's die was knocked off and goes back to its owner", () => {
    let s = throwOf(start(), 0, "d10-0-0", [lying("d10-0-0", 7, -5, -5)]).after;
    const { lines } = throwOf(s, 1, "d10-1-0", [lying("d10-0-0", 7, -20, -5, { offMat: true }), lying("d10-1-0", 4, 5, 5)]);
    expect(lines).toContain("Your 7 knocked off — back to You.");
    s = throwOf(s, 1, "d10-1-0", [lying("d10-0-0", 7, -5, -5), lying("d10-1-0", 4, 5, 5)]).after;
    expect(diceOnMat(s)).toHaveLength(2);
  });

  it("says a thrown die that fell off is out, and a cocked one goes back to the hand", () => {
    const off = throwOf(start(), 0, "d10-0-0", [lying("d10-0-0", 9, 22, 0, { offMat: true })]);
    expect(off.lines).toEqual(["Your 9 fell off the mat — out for the round."]);
    const s = throwOf(off.after, 1, "d10-1-0", [lying("d10-1-0", 3, 2, 2, { cocked: true })]);
    expect(s.lines).toEqual(["Blue's 3 landed cocked — back to Blue's hand."]);
  });

  it("says when a die already lying was bumped to a new face", () => {
    const s = throwOf(start(), 0, "d10-0-0", [lying("d10-0-0", 7, -5, -5)]).after;
    const { lines } = throwOf(s, 1, "d10-1-0", [lying("d10-0-0", 2, -4, -5), lying("d10-1-0", 4, 5, 5)]);
    expect(lines).toContain("Your 7 was bumped and now shows 2.");
  });
});

describe("small words", () => {
  it("names sectors on both boards", () => {
    expect(sectorName("standard", "SE")).toBe("the red south-east sector");
    expect(sectorName("corellian", "NE")).toBe("the Crown (3) sector");
  });

  it("spells out a capture's points with bonus and void", () => {
    expect(pointsText({ base: 7, sectorBonus: 0, voidPenalty: 0, points: 7 })).toBe("+7");
    expect(pointsText({ base: 7, sectorBonus: 2, voidPenalty: 0, points: 9 })).toBe("+9 (7, +2 sector)");
    expect(pointsText({ base: 10, sectorBonus: 0, voidPenalty: 1, points: 9 })).toBe("+9 (10, −1 void)");
  });

  it("says what a face can take, the 0 taking anything", () => {
    expect(takesText(0)).toBe("takes any");
    expect(takesText(6)).toBe("takes 1–6");
    expect(takesText(1)).toBe("takes 1s");
  });

  it("uses 'Your' for the player called You", () => {
    expect(possessive("You")).toBe("Your");
    expect(possessive("Gold")).toBe("Gold's");
  });
});

describe("a capture on the scoreboard", () => {
  const mat = [matDie("d10-2-0", 2, 9, at(0, 0), at(0, 5)), matDie("d10-0-0", 0, 4, at(0, 3), at(0, 9))];
  const capture = { capturer: "d10-2-0", captured: "d10-0-0" };

  it("speaks of the seat called You in lower case mid-sentence", () => {
    expect(tookText(capture, mat, names)).toBe("Gold's 9 took your 4");
  });

  it("starts with Your when it is your die that took", () => {
    expect(tookText({ capturer: "d10-0-0", captured: "d10-2-0" }, mat, names)).toBe("Your 4 took Gold's 9");
  });
});

describe("the round's sector dice in words", () => {
  const read = (board: "standard" | "corellian", reading: SectorDiceReading) => must(readSectorDice(board, reading));

  it("names the bonus for the scoreboard", () => {
    expect(sectorSetText(read("standard", { board: "standard", chance: "blue", kinzo: 2 }))).toBe("blue sectors +2");
    expect(sectorSetText(read("corellian", { board: "corellian", hazard: 4 }))).toBe("compass (4) sector +2");
    expect(sectorSetText(read("corellian", { board: "corellian", hazard: "void" }))).toBe("void: −1 per capture");
  });

  it("announces the marker, the Corellian bonus sector or the void", () => {
    expect(sectorsAnnouncement(read("standard", { board: "standard", chance: "red", kinzo: 3 }))).toBe(
      "The Kinzo marker goes in the red north-west sector: red sectors +3.",
    );
    expect(sectorsAnnouncement(read("corellian", { board: "corellian", hazard: 5 }))).toBe("Bonus: the Eye (5) sector scores +2.");
    expect(sectorsAnnouncement(read("corellian", { board: "corellian", hazard: "void" }))).toBe(
      "The Hazard die shows a void: every capture this round scores 1 less.",
    );
  });
});
