// What one engine records and another must reproduce to the bit: for every game, a seeded game
// of computers (its log, its last poses, its state), the same log as a share link, and a save
// with a checkpoint part-way through, followed by a person's Throw for me and more computer
// turns. `record` runs in one process; `check` in another whose Math rounds differently
// (other-engine-math.mjs) plays the same seeded games itself, replays the link and resumes the
// save, and says where anything differs. Rykestra's record also carries the trainer's flick
// quality of a seeded planned flick (64 re-throws with a freshly shaken die), which every engine
// must give to the bit: a throw's quality is the same on every device, in a replay and a link.
import { FakeClock } from "../../src/runtime/session/clock";
import { takeCheckpoint } from "../../src/runtime/record/checkpoint";
import { CATALOG } from "../../src/catalog";
import { playHeadless, replayKit } from "../../src/runtime/headless";
import { poseChecksum, type SessionLog } from "../../src/runtime/record/log";
import { resumeSession } from "../../src/runtime/record/resume";
import { SAVE_FORMAT, readSave, type SaveFile } from "../../src/runtime/record/save-file";
import { packSave } from "../../src/runtime/record/save-packing";
import { playUntil, seatComputers, seatsOf, standing, throwDue, type AnyKit, type AnySession } from "../../src/runtime/headless-steps";
import { decodeShare, encodeShare } from "../../src/runtime/record/share-link";
import { createRng } from "../../src/physics";
import { PLAN_EFFORT } from "../../src/bots/rykestra/plan-effort";
import type { FlickParams } from "../../src/bots/rykestra/flick-space";
import { thrownDieId } from "../../src/games/rykestra/practice";
import { drillById } from "../../src/games/rykestra/practice/drills";
import { flickOf } from "../../src/training/drill-planner";
import { flickQuality } from "../../src/training/flick-quality";
import PLANS from "../../src/training/drill-plans.json";

type Session = AnySession;

const GAMES: Readonly<Record<string, number>> = Object.fromEntries(CATALOG.map((k) => [k.id, k.definition.rulesVersion]));
/** Games with no end are played for 40 log entries; the others to their end or 160 entries (a link's worth of Dice Poker). */
const maxEntriesOf = (kit: AnyKit) => (kit.endless ? 40 : 160);

export interface KitRecord {
  readonly kit: string;
  readonly seed: number;
  readonly log: SessionLog;
  readonly poses: string;
  readonly game: string;
  readonly link: string;
  readonly save: string;
  readonly continued: string;
  /** Rykestra's only: the trainer's flick quality of a seeded planned flick, as JSON. */
  readonly quality?: string;
}

export interface KitCheck {
  readonly kit: string;
  readonly seed: number;
  /** Where this engine's own seeded game, the replays and the resumed save part from the record (empty: none). */
  readonly problems: readonly string[];
  readonly throws: number;
}

const text = (x: unknown) => JSON.stringify(x);

/** The quality of the planned knock-off of "Over the far edge" thrown with the strong hand's wobble drawn from `seed`. */
export function trainerQuality(seed: number): string {
  const drill = drillById("fs-edge-north")!;
  const flick = flickOf(drill, (PLANS as Record<string, FlickParams[]>)[drill.id], thrownDieId(drill.position), 0, createRng(seed), PLAN_EFFORT.strong);
  return text(flickQuality(drill, [flick]));
}
const seat = seatComputers;

/** A person's Throw for me for whoever is due, run to rest. */
function throwForMe(s: Session): void {
  const r = s.request();
  if (!r || !s.throwForMe(r.seat).ok) throw new Error(`${s.definition.id}: no throw was due`);
  s.settleNow();
}

/** Plays on past a save: Throw for me, then the computers for 12 more entries. */
function continueAfterSave(t: { session: Session; clock: FakeClock }): string {
  throwForMe(t.session);
  const more = t.session.view.log.length + 12;
  playUntil(t, (s) => s.view.log.length >= more);
  return standing(t.session);
}

function makeSave(kit: AnyKit, seed: number): { save: string; continued: string } {
  const t = seat(kit, seed);
  // Far enough into any game for a checkpoint with dice on the table (Rykestra's first ten entries are its sector throw and set-up).
  const entries = 14;
  playUntil(t, (s) => s.view.log.length >= entries && throwDue(s) && takeCheckpoint(s) !== null);
  const checkpoint = takeCheckpoint(t.session);
  if (!checkpoint) throw new Error(`${kit.id} seed ${seed}: no rest with a throw due after ${entries} entries (${t.session.view.log.length} played, status ${t.session.view.status}, over: ${t.session.definition.isOver(t.session.game)})`);
  const n = seatsOf(kit);
  const file: SaveFile = {
    app: "dice-tabletop",
    format: SAVE_FORMAT,
    id: `cross-engine-${kit.id}`,
    createdAt: 0,
    updatedAt: 0,
    seats: Array.from({ length: n }, () => "computer" as const),
    players: Array.from({ length: n }, (_, i) => `Seat ${i + 1}`),
    colours: Array.from({ length: n }, () => "Red"),
    progress: "",
    finished: false,
    result: null,
    quick: true,
    view: null,
    rng: t.session.table.rngState(),
    checkpoint,
    log: t.session.log(),
  };
  const save = packSave(JSON.stringify(file));
  return { save, continued: continueAfterSave(t) };
}

export function record(seed: number, only?: string): KitRecord[] {
  return CATALOG.filter((k) => !only || k.id === only).map((kit) => {
    const s = playHeadless(kit, seed, { seats: seatsOf(kit), maxEntries: maxEntriesOf(kit) });
    const log = JSON.parse(JSON.stringify(s.log())) as SessionLog;
    const link = encodeShare({ scope: { kind: "game" }, players: [], colours: [], result: null, log });
    if (!link.ok) throw new Error(`${kit.id}: ${link.reason}`);
    const rec = { kit: kit.id, seed, log, poses: poseChecksum(s.table.snapshot()), game: text(s.game), link: link.code, ...makeSave(kit, seed), ...(kit.id === "rykestra" ? { quality: trainerQuality(seed) } : {}) };
    s.dispose();
    return rec;
  });
}

export function check(records: readonly KitRecord[]): KitCheck[] {
  return records.map((rec) => {
    const kit = CATALOG.find((k) => k.id === rec.kit);
    if (!kit) return { kit: rec.kit, seed: rec.seed, problems: ["this app does not know the game"], throws: 0 };
    const problems: string[] = [];
    // The same seeded game, played here: every flick the computers chose, every landing.
    const own = playHeadless(kit, rec.seed, { seats: seatsOf(kit), maxEntries: maxEntriesOf(kit) });
    const ownLog = own.log();
    const first = ownLog.entries.findIndex((e, i) => text(e) !== text(rec.log.entries[i]));
    if (first >= 0 || ownLog.entries.length !== rec.log.entries.length) {
      problems.push(`the seeded game parts from the record at entry ${first >= 0 ? first : Math.min(ownLog.entries.length, rec.log.entries.length)}`);
    } else if (poseChecksum(own.table.snapshot()) !== rec.poses || text(own.game) !== rec.game) problems.push("the seeded game ends elsewhere");
    own.dispose();
    // The record's log, replayed.
    const replayed = replayKit(kit, rec.log, seatsOf(kit));
    if (!replayed.identical) problems.push(`the log does not replay: ${replayed.mismatches[0]}`);
    else if (poseChecksum(replayed.session!.table.snapshot()) !== rec.poses) problems.push("the log replays to other poses");
    replayed.session?.dispose();
    // The share link, read and replayed.
    const shared = decodeShare(rec.link, GAMES);
    if (!shared.ok) problems.push(`the link is refused: ${shared.reason}`);
    else {
      const r = replayKit(kit, shared.replay.log, seatsOf(kit));
      if (!r.identical) problems.push(`the link does not replay: ${r.mismatches[0]}`);
      else if (poseChecksum(r.session!.table.snapshot()) !== rec.poses) problems.push("the link replays to other poses");
      r.session?.dispose();
    }
    // The save, resumed at its checkpoint and played on.
    const read = readSave(rec.save, GAMES);
    if (!read.ok) problems.push(`the save is refused: ${read.reason}`);
    else {
      const t = seat(kit, rec.seed);
      const r = resumeSession(t.session, read.save.log, { checkpoint: read.save.checkpoint, rng: read.save.rng });
      if (!r.ok) problems.push(`the save does not resume: ${r.reason}`);
      else if (r.notice) problems.push(`the save's checkpoint is not used: ${r.notice}`);
      else {
        t.session.settleNow();
        if (continueAfterSave(t) !== rec.continued) problems.push("the resumed save plays on differently");
      }
      t.session.dispose();
    }
    // The trainer's flick quality, worked out here.
    if (rec.quality !== undefined && trainerQuality(rec.seed) !== rec.quality) problems.push("the trainer's flick quality differs");
    return { kit: rec.kit, seed: rec.seed, problems, throws: rec.log.entries.filter((e) => e.input.kind === "flick").length };
  });
}
