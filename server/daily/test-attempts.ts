// Daily attempts made with no screen, for the tests and the bench: the day's practice table
// (the same session, seed and position the daily page starts), one flick from the seat's
// "throw along the arrow" with its power and heading nudged by `variant`, settled, and the
// attempt's replay code made as the daily panel makes it — with the client's score and digest
// worked out by the client's own code (training/daily-score.ts over flick-quality.ts).
import { rykestraPractice } from "../../src/catalog/rykestra-practice";
import { SEAT_COLOURS } from "../../src/catalog/seats";
import { dailyChallenge, dayOf, type Day } from "../../src/games/rykestra/practice/daily";
import { thrownDieId } from "../../src/games/rykestra/practice";
import type { Flick } from "../../src/geometry/types";
import type { DailySubmission } from "../../src/net/daily-board";
import { logUpTo } from "../../src/runtime/record/replay-scope";
import { throwMarks } from "../../src/runtime/record/replay-seek";
import { encodeShare } from "../../src/runtime/record/share-link";
import type { SessionLog } from "../../src/runtime/record/log";
import { startSession } from "../../src/runtime/session/start-session";
import { attemptDigest, dailyPoints } from "../../src/training/daily-score";
import { flickQuality, QUALITY_THROWS } from "../../src/training/flick-quality";

export interface MadeAttempt {
  readonly day: Day;
  readonly code: string;
  readonly flick: Flick;
  readonly log: SessionLog;
  /** What the daily panel would show: the score and the digest of the checksum and quality. */
  readonly points: number;
  readonly digest: string;
}

/** The attempt's log as a replay code, as DailyRun.share makes it. */
export function attemptCode(log: SessionLog, date: string): string {
  const marks = throwMarks(log);
  const k = marks.length - 1;
  const end = marks[k].result!;
  const made = encodeShare({ scope: { kind: "throw", at: k }, players: ["South"], colours: ["South"], result: `Daily challenge of ${date}`, log: logUpTo(log, end + 1), daily: date });
  if (!made.ok) throw new Error(made.reason);
  return made.code;
}

/** One attempt at the challenge of day `dayNumber`; `variant` nudges the flick (0: the arrow's own). */
export function makeAttempt(dayNumber: number, variant = 0, throws = QUALITY_THROWS): MadeAttempt {
  const day = dayOf(dayNumber);
  const c = dailyChallenge(day);
  const s = startSession(rykestraPractice, [{ name: "You", colour: SEAT_COLOURS[0], computer: false }], { position: c.drill.position }, c.seed);
  s.throwAimed(0, [thrownDieId(s.game.position)]);
  const aimed = s.log().entries[0].input as { kind: "flick"; flicks: Flick[] };
  s.settleNow();
  let flick = aimed.flicks[0];
  if (variant !== 0) {
    // Another session on the same table, the aimed flick a little harder and turned.
    const t = startSession(rykestraPractice, [{ name: "You", colour: SEAT_COLOURS[0], computer: false }], { position: c.drill.position }, c.seed);
    // Up to 20 a steady ramp (tests rank these); beyond, spread over 0.8–1.3× and ±0.15 rad so
    // that every variant stays within what a hand can give (a bench submits hundreds).
    const spread = (x: number) => x - Math.floor(x);
    const k = variant <= 20 ? 1 + 0.02 * variant : 0.8 + 0.5 * spread(variant * 0.6180339887);
    const turn = variant <= 20 ? 0.01 * variant : 0.3 * (spread(variant * 0.7548776662) - 0.5);
    const [vx, vy, vz] = flick.velocity;
    flick = { ...flick, velocity: [k * (vx * Math.cos(turn) - vz * Math.sin(turn)), k * vy, k * (vx * Math.sin(turn) + vz * Math.cos(turn))] };
    const r = t.dispatch(0, { kind: "flick", flicks: [flick] });
    if (!r.ok) throw new Error(`the nudged flick was refused: ${JSON.stringify(r)}`);
    t.settleNow();
    return finish(day, t.log(), flick, throws);
  }
  return finish(day, s.log(), flick, throws);
}

function finish(day: Day, log: SessionLog, flick: Flick, throws: number): MadeAttempt {
  const c = dailyChallenge(day);
  const quality = flickQuality(c.drill, [flick], throws);
  const checksum = [...log.entries].reverse().find((e) => e.derived && e.checksum)!.checksum!;
  return { day, code: attemptCode(log, day.text), flick, log, points: dailyPoints(quality), digest: attemptDigest(checksum, quality) };
}

/** The body a browser sends for `attempt`. */
export const submission = (a: MadeAttempt, device: string, name = "Ana"): DailySubmission => ({ date: a.day.text, code: a.code, version: "test", device, name, digest: a.digest });
