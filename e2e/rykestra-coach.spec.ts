// The drill coach in a real browser: one mouse flick in a drill, and the coach's advice (worked
// out in its Web Worker) appears in the panel — both pass rates over the same re-throws and a
// sentence. Waits on the panel's state, never on time.
import { expect, test } from "./fixtures";
import { flickDrag, watchErrors, lookAt } from "./table-helpers";

test("after one mouse flick in a drill, the coach's advice appears", async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.goto("/#/rykestra/practice/drills?d=fs-near&seed=3&pace=fast");
  const panel = page.getByTestId("drill-board");
  await expect(panel).toHaveAttribute("data-phase", "aim");
  const id = "d10-0-0";
  await page.waitForFunction((d) => {
    const t = window.__diceTable;
    return t !== undefined && t.inHand.includes(d) && t.phase !== "rolling" && t.screenPoint(d) !== null;
  }, id);
  // A hand can miss the die on a slow software-drawn frame: it grabs again, as a player would.
  for (let grab = 0; grab < 4; grab++) {
    const start = await page.evaluate((d) => window.__diceTable!.screenPoint(d)!, id);
    await flickDrag(page, start, [1, 2, 3, 4].map((i) => ({ dx: 2 * i, dy: -7 * i })));
    const took = await page.waitForFunction(() => window.__diceTable!.throws > 0, undefined, { timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (took) break;
  }
  await expect(panel).toHaveAttribute("data-phase", "graded", { timeout: 120_000 });

  const coach = page.getByTestId("drill-coach");
  await expect(coach).toHaveAttribute("data-state", /thinking|ready/);
  await expect(coach).toHaveAttribute("data-state", "ready", { timeout: 180_000 });
  const sentence = page.getByTestId("coach-sentence");
  await expect(sentence).toHaveText(/^(That passed — but .+|Your die left the mat\. .+|Drag .+\.|First die: .+|Keep that throw.+|A good flick that tumbled.+|Neither flick passed.+|That passed, though.+|That flick went backwards.+|The coach drags it almost.+)$/);
  const rows: Record<string, { passes: number; points: number; rank: string | null }> = {};
  for (const who of ["coach-rate-player", "coach-rate-coach"]) {
    const row = page.getByTestId(who);
    await expect(row).toHaveAttribute("data-tries", "32");
    const passes = Number(await row.getAttribute("data-passes"));
    expect(passes).toBeGreaterThanOrEqual(0);
    expect(passes).toBeLessThanOrEqual(32);
    rows[who] = { passes, points: Number(await row.getAttribute("data-points")), rank: await row.getAttribute("data-rank") };
  }
  // One ranking, passes then points, for the card's star and for whether the coach advises a change.
  const { "coach-rate-player": mine, "coach-rate-coach": theirs } = rows;
  const coachAhead = theirs.passes > mine.passes || (theirs.passes === mine.passes && theirs.points > mine.points);
  expect(theirs.rank).toBe(coachAhead ? "better" : mine.passes === theirs.passes && mine.points === theirs.points ? "level" : "behind");
  const kind = await sentence.getAttribute("data-kind");
  if (kind !== "backwards") expect(kind === "change" || kind === "alike").toBe(coachAhead);
  await lookAt(page, "test-results/coach-desktop.png");
  const live = await page.evaluate(() => window.__diceTable!.snapshot().find((d) => d.id === "d10-0-0")!.position);
  const replayEnd = (await page.getByTestId("coach-ghost").getAttribute("data-replay-end"))!.split(",").map(Number);
  // The replay is the player's flick as logged, thrown again headless onto the set-up: it lands where the live die did.
  expect(Math.abs(replayEnd[0] - live[0])).toBeLessThanOrEqual(0.006);
  expect(Math.abs(replayEnd[1] - live[2])).toBeLessThanOrEqual(0.006);

  // The ghost: drawn over the table, it changes neither the table nor the log.
  const before = await page.evaluate(() => ({ throws: window.__diceTable!.throws, snapshot: JSON.stringify(window.__diceTable!.snapshot()) }));
  await page.getByTestId("coach-ghost").click();
  await expect(page.getByTestId("coach-ghost-key")).toBeVisible();
  // It plays on its own (the canvas draws on demand, so it asks for its frames) and comes to rest:
  // drawn in several frames, in more than one place.
  await page.waitForFunction(() => window.__diceTable!.ghost.frames >= 2 && !window.__diceTable!.ghost.playing);
  const trail = await page.evaluate(() => window.__diceTable!.ghost.trail.map((p) => p.join(",")));
  expect(new Set(trail).size).toBeGreaterThanOrEqual(2);
  await lookAt(page, "test-results/coach-ghost-desktop.png");
  expect(await page.evaluate(() => ({ throws: window.__diceTable!.throws, snapshot: JSON.stringify(window.__diceTable!.snapshot()) }))).toEqual(before);

  // The advice stays up for the next attempt, where the player acts on it.
  await page.getByTestId("drill-next").click();
  await expect(panel).toHaveAttribute("data-phase", "aim");
  await expect(coach).toHaveAttribute("data-state", "ready");
  await expect(coach).toContainText("on your last attempt");
  // "Try this": one press puts the coach's line and power on the keyboard aim, and the aim pad (focused, its arrow on the felt) reads them.
  const tryThis = page.getByTestId("coach-try");
  const [turn, power] = (await tryThis.getAttribute("data-aim"))!.split(",").map(Number);
  await tryThis.click();
  await expect(page.getByTestId("coach-try-done")).toBeVisible();
  const pad = page.getByTestId("aim-pad");
  await expect(pad).toBeFocused();
  await expect(pad).toHaveAttribute("aria-label", `Aim ${turn === 0 ? "straight ahead" : `${Math.abs(turn)}° ${turn > 0 ? "right" : "left"}`}, power ${power} percent`);
  await lookAt(page, "test-results/coach-try-desktop.png");
  await page.setViewportSize({ width: 412, height: 915 });
  await lookAt(page, "test-results/coach-phone.png");
  await coach.scrollIntoViewIfNeeded();
  await lookAt(page, "test-results/coach-card-phone.png");
  expect(errors, "console errors").toEqual([]);
});
