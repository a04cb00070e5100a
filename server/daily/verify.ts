// A daily attempt thrown again by the server, from its record alone: the replay code the
// attempt's link carries is read as the replay viewer reads it, checked to be that day's table
// (its position and physics seed) with nothing but throws and resets in it, every flick within
// what a hand can give; the whole log is replayed on the server's own physics (each throw must
// land as logged, the same check the viewer makes) and the last flick's quality worked out by
// the trainer's own code (src/training/flick-quality.ts) — the score the daily panel shows.
import * as v from "valibot";
import { rykestraPractice } from "../../src/catalog/rykestra-practice";
import { dailyChallenge, dayOf, readDay } from "../../src/games/rykestra/practice/daily";
import type { Flick } from "../../src/geometry/types";
import { type BoardRefusal } from "../../src/net/daily-board";
import { OnlineFlick } from "../../src/net/protocol";
import { norm2, norm3 } from "../../src/geometry/exact-math";
import { MAX_FLICK_SPEED, MAX_FLICK_SPIN } from "../../src/physics/constants";
import { HAND_HEIGHT } from "../../src/physics/throw-position";
import { seatHoldArea, seatOutward } from "../../src/table/rykestra-seats";
import { jsonHash } from "../../src/runtime/record/canonical-hash";
import { replayKit } from "../../src/runtime/headless";
import { decodeShare } from "../../src/runtime/record/share-link";
import { attemptDigest, dailyPoints } from "../../src/training/daily-score";
import { flickQuality, QUALITY_THROWS } from "../../src/training/flick-quality";

/** Slack for a release point computed in floating point (cm, cm/s, rad/s). */
const SLACK = 1e-6;

/**
 * Null when the flick box could have given `f` from the thrower's seat: released inside the
 * seat's hold area at the hand's height (table/rykestra-seats.ts: where a carried die may move),
 * its speed along the table at most MAX_FLICK_SPEED and its spin at most MAX_FLICK_SPIN (what
 * physics/flick.ts caps every flick at), thrown forward; else what is wrong.
 */
export function flickBoxRefusal(f: Flick, thrower: number, seats: number): string | null {
  const area = seatHoldArea(thrower, seats);
  const [x, y, z] = f.position;
  if (x < area.minX - SLACK || x > area.maxX + SLACK || z < area.minZ - SLACK || z > area.maxZ + SLACK || Math.abs(y - HAND_HEIGHT) > SLACK) return "it is let go outside the thrower's hand";
  const [vx, vy, vz] = f.velocity;
  if (norm2(vx, vz) > MAX_FLICK_SPEED + SLACK || Math.abs(vy) > MAX_FLICK_SPEED) return "it is faster than a flick can be";
  if (norm3(f.angularVelocity[0], f.angularVelocity[1], f.angularVelocity[2]) > MAX_FLICK_SPIN + SLACK) return "it spins faster than a flick can";
  const facing = seatOutward(thrower, seats);
  if (vx * facing.x + vz * facing.z >= 0) return "it goes back over the thrower's own edge";
  return null;
}

/** Throws a record may hold: three attempts and a few not counted; more is no day's honest play. */
export const MAX_RECORD_THROWS = 12;

export interface Verified {
  readonly points: number;
  readonly meanPoints: number;
  readonly passRate: number;
  readonly meanNearness: number;
  /** The scored throw's settled poses' checksum, as the log has it and the replay made it. */
  readonly checksum: string;
  /** attemptDigest of the server's own throw: what an honest screen showed. */
  readonly digest: string;
}

export type Verification = { readonly ok: true; readonly value: Verified } | { readonly ok: false; readonly code: BoardRefusal; readonly reason: string };

const refuse = (code: BoardRefusal, reason: string): Verification => ({ ok: false, code, reason });

/**
 * Throws the attempt `code` at the daily challenge of `date` again and scores it. `throws`: the
 * quality's re-throws (the client's QUALITY_THROWS; tests may ask for fewer on both sides).
 */
export function verifyAttempt(date: string, code: string, today: number, throws = QUALITY_THROWS): Verification {
  const day = readDay(date, dayOf(today));
  if (!day.ok) return refuse("bad-date", day.reason);
  const share = decodeShare(code, { [rykestraPractice.id]: rykestraPractice.definition.rulesVersion });
  if (!share.ok) return refuse("bad-record", `The attempt's record could not be read: ${share.reason}`);
  const { log, daily } = share.replay;
  const challenge = dailyChallenge(day.day);
  if (daily !== date || log.game !== rykestraPractice.id) return refuse("bad-record", `The record is not an attempt at the daily challenge of ${date}.`);
  if (log.seed !== challenge.seed || jsonHash(log.options) !== jsonHash({ position: challenge.drill.position })) return refuse("bad-record", `The record's table is not the daily challenge of ${date}.`);
  const flicks: Flick[] = [];
  let checksum: string | null = null;
  for (const e of log.entries) {
    const input = e.input as { kind: string; flicks?: unknown[]; move?: { type?: unknown } };
    if (e.derived) {
      if (typeof e.checksum === "string") checksum = e.checksum;
      continue;
    }
    if (e.seat !== 0) return refuse("bad-record", "The record has a seat other than the player's.");
    if (input.kind === "flick") {
      if (input.flicks?.length !== 1) return refuse("bad-record", "A daily throw is one die.");
      const f = v.safeParse(OnlineFlick, input.flicks[0]);
      if (!f.success) return refuse("flick-out-of-reach", `A flick no hand can give: ${f.issues[0].message}.`);
      const box = flickBoxRefusal(f.output as Flick, challenge.drill.position.thrower, challenge.drill.position.seats);
      if (box !== null) return refuse("flick-out-of-reach", `A flick no hand can give: ${box}.`);
      flicks.push(f.output as Flick);
      if (flicks.length > MAX_RECORD_THROWS) return refuse("bad-record", `A record of more than ${MAX_RECORD_THROWS} throws is no day's play.`);
    } else if (!(input.kind === "move" && input.move?.type === "reset")) {
      return refuse("bad-record", "The record changes the day's table: only throws and going back to the set-up belong in an attempt.");
    }
  }
  const last = flicks.at(-1);
  if (last === undefined || checksum === null || !log.entries.at(-1)?.derived) return refuse("bad-record", "The record holds no settled throw.");
  const replay = replayKit(rykestraPractice, log, 1);
  if (!replay.identical) return refuse("replay-differs", `Thrown again here, the attempt did not land as recorded (${replay.mismatches[0]}).`);
  const quality = flickQuality(challenge.drill, [last], throws);
  return {
    ok: true,
    value: { points: dailyPoints(quality), meanPoints: quality.meanPoints, passRate: quality.passRate, meanNearness: quality.meanNearness, checksum, digest: attemptDigest(checksum, quality) },
  };
}
