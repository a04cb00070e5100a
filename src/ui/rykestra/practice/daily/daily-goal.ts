// Which daily challenge's goal a replayed record shows: the day its link names, when that day's
// challenge is the very set-up the record starts from; else none (a link naming another day
// draws nothing it cannot vouch for).
import { dailyChallenge, readDay, type Day } from "../../../../games/rykestra/practice/daily";
import type { Drill } from "../../../../games/rykestra/practice/drills";
import { jsonHash } from "../../../../runtime/record/canonical-hash";

export function dailyGoalOf(options: unknown, daily: string | undefined, today: Day): Drill | null {
  if (daily === undefined) return null;
  const day = readDay(daily, today);
  if (!day.ok) return null;
  const { drill } = dailyChallenge(day.day);
  const position = (options as { position?: unknown } | null)?.position;
  return jsonHash(position) === jsonHash(drill.position) ? drill : null;
}
