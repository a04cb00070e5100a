import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { garbage } from "../../games/definition-fuzz";
import { freeRoll as freeRollKit } from "../../catalog/free-roll";
import { mutate, paths } from "./json-tamper";
import { playHeadless, replayKit, replaySession } from "../headless";
import { resumeSession } from "./resume";
import { parseLog } from "./log-schema";
import { MAX_SAVE_CHARS, readSave, SAVE_FORMAT, type SaveFile } from "./save-file";
import { takeCheckpoint } from "./checkpoint";

const GAMES = { "free-roll": 1 };

function sampleSave(): SaveFile {
  const s = playHeadless(freeRollKit, 7, { seats: 1, maxEntries: 6 });
  const log = JSON.parse(JSON.stringify(s.log()));
  const rng = s.table.rngState();
  const checkpoint = takeCheckpoint(s);
  if (!checkpoint) throw new Error("a headless game stops at rest");
  s.dispose();
  return {
    app: "dice-tabletop",
    format: SAVE_FORMAT,
    id: "g-1",
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    seats: ["person"],
    players: ["You"],
    colours: ["Red"],
    progress: "3 throws",
    finished: false,
    result: null,
    quick: false,
    view: { camera: "angled" },
    strengths: [null],
    rng,
    checkpoint: JSON.parse(JSON.stringify(checkpoint)),
    log,
  };
}

const SAMPLE = sampleSave();
const SAMPLE_TEXT = JSON.stringify(SAMPLE);

/** Every number finite, every string bounded, no function or undefined: what an accepted save must be. */
function plainAndFinite(x: unknown): boolean {
  if (typeof x === "number") return Number.isFinite(x);
  if (typeof x === "string") return x.length <= 8000;
  if (typeof x === "boolean" || x === null) return true;
  if (Array.isArray(x)) return x.every(plainAndFinite);
  if (typeof x === "object") return Object.values(x as object).every(plainAndFinite);
  return false;
}

const ALL_PATHS = paths(SAMPLE);

describe("saved games", () => {
  it("reads back a save it wrote, and its log replays to the same game", () => {
    const r = readSave(SAMPLE_TEXT, GAMES);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.save).toEqual(SAMPLE);
    const replay = replayKit(freeRollKit, r.save.log, 1);
    expect(replay.mismatches).toEqual([]);
    // The checkpoint, rebuilt by the schema (its keys in the schema's order), still agrees with its log.
    const fresh = replaySession(freeRollKit, 1)(r.save.log.seed, r.save.log.options);
    if (!fresh.ok) throw new Error(fresh.reason);
    expect(resumeSession(fresh.state, r.save.log, { checkpoint: r.save.checkpoint, rng: r.save.rng })).toEqual({ ok: true, notice: null });
    expect(fresh.state.table.snapshot()).toEqual(replay.session!.table.snapshot());
  });

  it("reads back a save four times the size of the longest game seen (a 4,974-entry Dice Poker game, 1.91 MB)", () => {
    const flick = SAMPLE.log.entries.find((e) => e.input.kind === "flick")!;
    const count = Math.floor((4 * 1_911_182) / JSON.stringify(flick).length);
    const entries = Array.from({ length: count }, (_, i) => ({ ...flick, step: flick.step + i }));
    const { checkpoint: _checkpoint, ...noCheckpoint } = SAMPLE;
    const text = JSON.stringify({ ...noCheckpoint, log: { ...SAMPLE.log, entries } });
    expect(text.length).toBeGreaterThan(4 * 1_911_182);
    const r = readSave(text, GAMES);
    expect(r.ok || r.reason).toBe(true);
    // Past the limit, it is refused with a reason, not read.
    const huge = readSave(text + " ".repeat(MAX_SAVE_CHARS), GAMES);
    expect(huge.ok).toBe(false);
  });

  it("names what is wrong: not JSON, cut short, newer, older physics, unknown game, older rules", () => {
    const problem = (x: unknown) => {
      const r = readSave(x, GAMES);
      return r.ok ? "ok" : r.problem;
    };
    expect(problem("{not json")).toBe("corrupt");
    expect(problem(SAMPLE_TEXT.slice(0, SAMPLE_TEXT.length / 2))).toBe("corrupt");
    expect(problem({ ...SAMPLE, format: SAVE_FORMAT + 1 })).toBe("newer");
    // Format 1 saves were thrown by the physics before exact maths, format 2 by the physics before
    // contacts were kept between steps: named as older, never replayed.
    expect(problem({ ...SAMPLE, format: 1 })).toBe("older");
    expect(problem({ ...SAMPLE, format: 2 })).toBe("older");
    for (const format of [1, 2]) expect(readSave({ ...SAMPLE, format }, GAMES)).toMatchObject({ reason: expect.stringMatching(/older version of the app.*can still be downloaded/) });
    expect(problem({ ...SAMPLE, log: { ...SAMPLE.log, game: "chess" } })).toBe("unknown-game");
    expect(problem({ ...SAMPLE, log: { ...SAMPLE.log, rulesVersion: 2 } })).toBe("old-rules");
    expect(problem({ ...SAMPLE, seats: [] })).toBe("corrupt");
    expect(problem(null)).toBe("corrupt");
  });

  it("lets none of 3,000 mutated saves escape validation: each is refused with a reason or accepted as plain, finite, unchanged data", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ALL_PATHS.length - 1 }),
        fc.constantFrom("replace", "delete", "add") as fc.Arbitrary<"replace" | "delete" | "add">,
        garbage(),
        fc.integer({ min: 0, max: SAMPLE_TEXT.length }),
        fc.boolean(),
        (p, how, value, cut, asText) => {
          const mutated = mutate(SAMPLE, ALL_PATHS[p], how, value);
          const input = asText ? JSON.stringify(mutated)?.slice(0, cut === 0 ? undefined : cut) ?? "" : mutated;
          const r = readSave(input, GAMES);
          if (!r.ok) {
            expect(r.reason.length).toBeGreaterThan(0);
            return;
          }
          expect(plainAndFinite(r.save)).toBe(true);
          expect(JSON.stringify(JSON.parse(JSON.stringify(r.save)))).toBe(JSON.stringify(r.save));
        },
      ),
      { numRuns: 3_000, seed: 42 },
    );
  });

  it("lets none of 3,000 mutated logs escape the log schema", () => {
    const paths2 = paths(SAMPLE.log);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paths2.length - 1 }), fc.constantFrom("replace", "delete", "add") as fc.Arbitrary<"replace" | "delete" | "add">, garbage(), (p, how, value) => {
        const r = parseLog(mutate(SAMPLE.log, paths2[p], how, value));
        if (!r.ok) expect(r.reason.length).toBeGreaterThan(0);
        else expect(plainAndFinite(r.log)).toBe(true);
      }),
      { numRuns: 3_000, seed: 7 },
    );
  });

  it("refuses a log whose replay lands differently rather than resuming it", () => {
    const log = JSON.parse(JSON.stringify(SAMPLE.log));
    const flick = log.entries.find((e: { input: { kind: string } }) => e.input.kind === "flick");
    flick.input.flicks[0].angularVelocity[1] += 3;
    expect(replayKit(freeRollKit, log, 1).identical).toBe(false);
  });
});
