import { describe, expect, it } from "vitest";
import { degrees, type SettledDie } from "../geometry/types";
import { settledDie } from "../games/definition-testing";
import { TRAY_FELT } from "./landing-area";
import { countAttempts, MAX_ATTEMPTS, NUDGES_BEFORE_RETHROW, planRemedy, remedyWords } from "./remedy";

/** A d6 at rest in the tray reading 1, with what `over` changes. */
const die = (id: string, over: Partial<SettledDie> = {}): SettledDie => ({ ...settledDie(id, "d6", 1), position: [0, 0.8, 0], ...over });
const TRAY = { area: TRAY_FELT, giveUp: false };
const name = (id: string) => `Die ${id}`;

describe("the one remedy for a bad landing", () => {
  it("leaves flat dice at rest in the tray alone", () => {
    const plan = planRemedy([die("1"), die("2")], ["1", "2"], {}, TRAY);
    expect(plan).toEqual({ done: true, nudge: [], rethrow: [], notes: [] });
  });

  it("nudges a cocked die, and a die still moving when the table stopped waiting, where they lie", () => {
    const plan = planRemedy([die("1", { cocked: true }), die("2", { settled: false })], ["1", "2"], {}, TRAY);
    expect(plan.nudge).toEqual(["1", "2"]);
    expect(remedyWords(plan.notes, name)).toBe("Die 1 landed cocked — nudging it; Die 2 would not come to rest — nudging it");
  });

  it(`throws a die again after ${NUDGES_BEFORE_RETHROW} nudges that left it leaning`, () => {
    let attempts = {};
    for (let i = 0; i < NUDGES_BEFORE_RETHROW; i++) attempts = countAttempts(attempts, planRemedy([die("3", { cocked: true })], ["3"], attempts, TRAY));
    const plan = planRemedy([die("3", { cocked: true })], ["3"], attempts, TRAY);
    expect(plan.rethrow).toEqual(["3"]);
    expect(remedyWords(plan.notes, name)).toBe("Die 3 kept landing cocked — throwing it again");
  });

  it("throws again at once a die that jumped out of the tray, or is missing from the snapshot", () => {
    const plan = planRemedy([die("1", { position: [99, 0.8, 0] })], ["1", "2"], {}, TRAY);
    expect(plan.rethrow).toEqual(["1", "2"]);
    expect(remedyWords(plan.notes, name)).toBe("Die 1 and Die 2 jumped out of the tray — throwing them again");
  });

  it(`reads a die as it lies after ${MAX_ATTEMPTS} tries where the table allows it (Free Roll), and never where it needs a clean value`, () => {
    const attempts = { "1": MAX_ATTEMPTS };
    const lenient = planRemedy([die("1", { cocked: true })], ["1"], attempts, { area: null, giveUp: true });
    expect(lenient.done).toBe(true);
    expect(remedyWords(lenient.notes, name)).toBe("Die 1 still leaning after 5 tries — read as it lies");
    expect(planRemedy([die("1", { cocked: true })], ["1"], attempts, TRAY).rethrow).toEqual(["1"]);
  });
});

const lying = (id: string, kind: SettledDie["kind"], value: number | null, label: string, cocked = false): SettledDie => ({
  ...settledDie(id, kind, value),
  label,
  tilt: degrees(cocked ? 30 : 0),
  cocked,
  position: [0, 0.8, 0],
  offMat: true,
});

describe("the remedy on faces with no number", () => {
  it("reads a flat colour or void face as it is: only a leaning die is put right", () => {
    const dice = [lying("c", "chance", null, "blue"), lying("h", "hazard", null, "void"), lying("k", "kinzo", 2, "2", true)];
    const plan = planRemedy(dice, ["c", "h", "k"], {}, { area: null, giveUp: false });
    expect(plan.nudge).toEqual(["k"]);
    expect(plan.rethrow).toEqual([]);
  });
});
