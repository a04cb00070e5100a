// A replay dressed in the seats' colours lands every throw as the game's own stage did.
import { describe, expect, it } from "vitest";
import { CATALOG } from "../../catalog";
import { playHeadless, watchSession } from "../../runtime/headless";
import type { SessionLog } from "../../runtime/record/log";
import { indexLog } from "../../runtime/record/replay-scope";
import { replaySeats } from "./replay-stage";

describe("the replay's dressed stage", () => {
  it.each(CATALOG.filter((m) => m.save).map((m) => m.id))("replays a %s record exactly", async (id) => {
    const kit = CATALOG.find((k) => k.id === id)!;
    const s = playHeadless(kit, 6, { seats: 3, maxEntries: 60 });
    const log = JSON.parse(JSON.stringify(s.log())) as SessionLog;
    s.dispose();
    const source = { log, scope: { kind: "game" as const }, players: ["Ana", "Bo", "Cy"], colours: ["Green", "Purple", "Ivory"], result: null, from: "link" as const };
    const index = await indexLog(log, watchSession(kit, replaySeats(source)), { yieldNow: () => Promise.resolve() });
    expect(index.problem).toBeNull();
    expect(index.marks.length).toBeGreaterThan(0);
  });
});
