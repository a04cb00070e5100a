// A saved game: the session's log (the truth) plus what the Continue list shows and how the
// screen was seated. Versioned: a save from a newer or an older app (format 1 was written
// before the physics took no approximated Math, format 2 before contacts were kept between
// steps and friction was solved per touching pair, so their throws land elsewhere now), of a game
// this app does not know, or from older rules is recognised as such and never replayed as if
// it were current.
import * as v from "valibot";
import type { SessionLog } from "./log";
import { SessionLogSchema, firstIssue } from "./log-schema";
import type { Strength } from "../../games/strength";
import type { TableRngState } from "../../table/table-controller";
import type { Checkpoint } from "./checkpoint";
import { CheckpointSchema } from "./checkpoint-schema";
import { unpackSave } from "./save-packing";

/**
 * 3: contacts kept between steps and friction per touching pair (the physics of issue 43);
 * 2: the physics of exact maths (the same dice in every browser); 1: before it.
 */
export const SAVE_FORMAT = 3;
/**
 * A save larger than this (JSON characters, stored or unpacked) is refused: five times the
 * longest game seen (a 4,974-entry Dice Poker game between computers, 1.91 MB with its
 * checkpoint), which stays under it to about 25,000 entries.
 */
export const MAX_SAVE_CHARS = 10_000_000;

export interface SaveFile {
  readonly app: "dice-tabletop";
  readonly format: typeof SAVE_FORMAT;
  readonly id: string;
  /** ms since 1970. */
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Who sits where: the log knows moves, not who made them. */
  readonly seats: readonly ("person" | "computer")[];
  readonly players: readonly string[];
  /** Each seat's colour, by the seat colour's name ("Red"). */
  readonly colours: readonly string[];
  /** "Round 2 of 3", "Lee to throw", for the Continue list. */
  readonly progress: string;
  readonly finished: boolean;
  /** "Ana wins with 31", once finished. */
  readonly result: string | null;
  readonly quick: boolean;
  /** How the player was looking at the table. */
  readonly view: { readonly camera: "angled" | "top" } | null;
  /** Each computer seat's strength (null for a person); absent in saves made before strengths were kept. */
  readonly strengths?: readonly (Strength | null)[];
  /** The table's random streams when the save was written (Throw for me goes on from there). */
  readonly rng?: TableRngState;
  /** The last rest, to resume from without replaying the whole game's physics (the log still decides). */
  readonly checkpoint?: Checkpoint;
  readonly log: SessionLog;
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15));

export const SaveFileSchema = v.strictObject({
  app: v.literal("dice-tabletop"),
  format: v.literal(SAVE_FORMAT),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  createdAt: time,
  updatedAt: time,
  seats: v.pipe(v.array(v.picklist(["person", "computer"])), v.maxLength(16)),
  players: v.pipe(v.array(text(40)), v.maxLength(16)),
  colours: v.pipe(v.array(text(16)), v.maxLength(16)),
  progress: text(120),
  finished: v.boolean(),
  result: v.nullable(text(200)),
  quick: v.boolean(),
  view: v.nullable(v.strictObject({ camera: v.picklist(["angled", "top"]) })),
  strengths: v.exactOptional(v.pipe(v.array(v.nullable(v.picklist(["easy", "good", "strong"]))), v.maxLength(16))),
  rng: v.exactOptional(CheckpointSchema.entries.rng),
  checkpoint: v.exactOptional(CheckpointSchema),
  log: SessionLogSchema,
});

export type SaveProblem = "corrupt" | "newer" | "older" | "unknown-game" | "old-rules";

export type SaveReading = { readonly ok: true; readonly save: SaveFile } | { readonly ok: false; readonly problem: SaveProblem; readonly reason: string };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Reads a save from any source (IndexedDB's packed text, a downloaded file's JSON, a save
 * stored before packing): `games` maps each game id this app plays to its current rules version.
 */
export function readSave(x: unknown, games: Readonly<Record<string, number>>): SaveReading {
  let data = x;
  if (typeof x === "string") {
    if (x.length > MAX_SAVE_CHARS) return { ok: false, problem: "corrupt", reason: "The save is too large to be a game" };
    const text = unpackSave(x, MAX_SAVE_CHARS);
    if (!text.ok) return text;
    try {
      data = JSON.parse(text.json);
    } catch {
      return { ok: false, problem: "corrupt", reason: "The save is damaged and cannot be read (it may have been cut short)" };
    }
  }
  if (!isRecord(data) || data.app !== "dice-tabletop") return { ok: false, problem: "corrupt", reason: "This is not a saved game" };
  if (typeof data.format === "number" && data.format > SAVE_FORMAT) {
    return { ok: false, problem: "newer", reason: "This game was saved by a newer version of the app" };
  }
  if (typeof data.format === "number" && data.format >= 1 && data.format < SAVE_FORMAT) {
    return {
      ok: false,
      problem: "older",
      reason: "This game was saved by an older version of the app, whose dice rolled by earlier physics: it cannot be replayed exactly, so it is not continued. Its save file can still be downloaded",
    };
  }
  const r = v.safeParse(SaveFileSchema, data);
  if (!r.success) return { ok: false, problem: "corrupt", reason: `The save is damaged (${firstIssue(r.issues)})` };
  const save = r.output as SaveFile;
  const rules = games[save.log.game];
  if (rules === undefined) return { ok: false, problem: "unknown-game", reason: `This app does not know the game "${save.log.game}"` };
  if (save.log.rulesVersion !== rules) {
    return { ok: false, problem: "old-rules", reason: "This game was saved under earlier rules and cannot be replayed exactly" };
  }
  if (
    save.seats.length === 0 ||
    save.players.length !== save.seats.length ||
    save.colours.length !== save.seats.length ||
    (save.strengths !== undefined && save.strengths.length !== save.seats.length)
  ) {
    return { ok: false, problem: "corrupt", reason: "The save's seats do not add up" };
  }
  return { ok: true, save };
}
