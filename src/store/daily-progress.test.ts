import { describe, expect, it } from "vitest";
import { dayNumber, dayOf } from "../games/rykestra/practice/daily";
import { DailyStore, EMPTY_DAILY, bestOf, dailyStreak, readDaily, withBoardId, withDailyAttempt, type DailyAttempt, type DailyProgress } from "./daily-progress";
import { memoryBackend } from "./save-store";

const TODAY = dayOf(dayNumber(2026, 12, 2));
const noon = (n: number) => n * 86_400_000 + 43_200_000;
const attempt = (points: number, nearness: number, at = noon(TODAY.number)): DailyAttempt => ({ at, points, passed: points >= 5, nearness, reason: "Near.", code: "AgAAAA" });

/** Progress with one attempt on each day `back` days before today, thrown on that day or `late` days after. */
function played(back: readonly number[], late = 0): DailyProgress {
  let p: DailyProgress = EMPTY_DAILY;
  for (const b of back) p = withDailyAttempt(p, dayOf(TODAY.number - b).text, attempt(1, 0.3, noon(TODAY.number - b + late)))!;
  return p;
}

describe("daily progress", () => {
  it("reads nothing stored as no results, and keeps attempts through a save and a load", async () => {
    expect(readDaily(undefined)).toEqual({ ok: true, progress: EMPTY_DAILY });
    const p = withDailyAttempt(EMPTY_DAILY, TODAY.text, attempt(3, 0.5))!;
    const store = new DailyStore(memoryBackend());
    await store.save(p);
    expect(await store.load()).toEqual({ ok: true, progress: p });
  });

  it("keeps an attempt's digest unsent, then its board number once the server took it, through a save and a load", async () => {
    const sent = attempt(2, 0.4);
    const p = withDailyAttempt(EMPTY_DAILY, TODAY.text, { ...sent, digest: "0123abcd" })!;
    const marked = withBoardId(p, TODAY.text, sent.at, "42")!;
    expect(marked.days[TODAY.text]).toEqual([{ ...sent, digest: "0123abcd", board: "42" }]);
    expect(withBoardId(p, TODAY.text, sent.at + 1, "43")).toBeNull();
    const store = new DailyStore(memoryBackend());
    await store.save(marked);
    expect(await store.load()).toEqual({ ok: true, progress: marked });
    expect(readDaily({ ...marked, days: { [TODAY.text]: [{ ...sent, board: "not a number" }] } }).ok).toBe(false);
  });

  it("takes three attempts a day and no fourth", () => {
    let p: DailyProgress | null = EMPTY_DAILY;
    for (let i = 0; i < 3; i++) p = withDailyAttempt(p!, TODAY.text, attempt(i, 0.1 * i));
    expect(p!.days[TODAY.text]).toHaveLength(3);
    expect(withDailyAttempt(p!, TODAY.text, attempt(5, 1))).toBeNull();
    expect(withDailyAttempt(p!, "2026-12-01", attempt(5, 1))).not.toBeNull();
  });

  it("keeps the best attempt: most points, then nearest, then first", () => {
    const a = attempt(3, 0.4);
    const b = attempt(3, 0.7);
    const c = attempt(1, 0.9);
    expect(bestOf([])).toBeNull();
    expect(bestOf([a, b, c])).toBe(b);
    expect(bestOf([c, a])).toBe(a);
    expect(bestOf([b, { ...b }])).toBe(b);
  });

  it("counts a streak of days played on the day, kept until today is out", () => {
    expect(dailyStreak(EMPTY_DAILY, TODAY)).toBe(0);
    expect(dailyStreak(played([0, 1, 2]), TODAY)).toBe(3);
    expect(dailyStreak(played([1, 2]), TODAY)).toBe(2);
    expect(dailyStreak(played([0, 2, 3]), TODAY)).toBe(1);
    expect(dailyStreak(played([2, 3]), TODAY)).toBe(0);
    // A past day's challenge played later fills no gap.
    expect(dailyStreak(played([1, 2], 1), TODAY)).toBe(0);
  });

  it("names what is wrong with a damaged store", () => {
    const bad = readDaily({ format: 1, days: { [TODAY.text]: [{ ...attempt(3, 0.5), points: 9 }] } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toContain(`days.${TODAY.text}.0.points`);
    const four = readDaily({ format: 1, days: { [TODAY.text]: [1, 2, 3, 4].map(() => attempt(1, 0.1)) } });
    expect(four.ok).toBe(false);
    const day = readDaily({ format: 1, days: { tomorrow: [] } });
    expect(!day.ok && day.reason).toContain("YYYY-MM-DD");
    expect(readDaily({ format: 2, days: {} }).ok).toBe(false);
  });

  it("counts an attempt against what is stored now, not a page's old copy: no attempt lost, no fourth kept", async () => {
    const kv = memoryBackend();
    // Two pages (two days' pages, or two tabs) that each read the store while it was empty.
    const [a, b] = [new DailyStore(kv), new DailyStore(kv)];
    const add = (p: DailyProgress) => withDailyAttempt(p, TODAY.text, attempt(2, 0.5));
    for (const s of [a, b, a]) expect(await s.update(add)).toMatchObject({ ok: true, value: { days: { [TODAY.text]: expect.any(Array) } } });
    expect(((await b.load()) as { progress: DailyProgress }).progress.days[TODAY.text]).toHaveLength(3);
    const fourth = await b.update(add);
    expect(fourth).toMatchObject({ ok: true, value: null });
    expect(fourth.ok && fourth.before.days[TODAY.text]).toHaveLength(3);
    expect((kv.data.get("daily-progress") as DailyProgress).days[TODAY.text]).toHaveLength(3);
  });

  it("never overwrites a damaged store in an update, and says why", async () => {
    const kv = memoryBackend();
    const damaged = { format: 1, days: { [TODAY.text]: "lots" } };
    await kv.set("daily-progress", damaged);
    const r = await new DailyStore(kv).update((p) => withDailyAttempt(p, TODAY.text, attempt(2, 0.5)));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toContain("damaged");
    expect(kv.data.get("daily-progress")).toBe(damaged);
  });
});
