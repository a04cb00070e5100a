// Replays and share links in the browser: a shared replay opened in a fresh browser settles to
// the poses Node recorded, bit for bit, and the viewer's own Share link does the same in
// another fresh browser; malformed, cut and newer links get a sentence and an empty table.
import type { Browser } from "@playwright/test";
import { expect, seed, test } from "./fixtures";
import { CATALOG } from "../src/catalog";
import { playHeadless } from "../src/runtime/headless";
import { throwMarks } from "../src/runtime/record/replay-seek";
import { SHARE_VERSION, crc32, encodeShare, toBase64Url } from "../src/runtime/record/share-link";
import { SAVE_FORMAT } from "../src/runtime/record/save-file";
import type { HodruddaState } from "../src/games/hodrudda";
import { saveNearEnd } from "./near-end";
import { putSave } from "./save-helpers";
import { watchErrors } from "./table-helpers";

// One of the longest files: its tests are independent, so the two workers share them (a file run
// whole by one worker at the end of the run left the other idle).
test.describe.configure({ mode: "parallel" });

const hodrudda = CATALOG.find((k) => k.id === "hodrudda")!;

const bits = (dice: readonly { id: string; position: readonly number[]; quaternion: readonly number[] }[]) =>
  dice.map((d) => [d.id, ...d.position.map((x) => (Object.is(x, -0) ? "-0" : String(x))), ...d.quaternion.map(String)].join(" "));

/** A whole seeded game recorded in Node: its link to the last throw, and the poses it ended on. */
function recorded() {
  const s = playHeadless(hodrudda, 3, { seats: 2 });
  const log = JSON.parse(JSON.stringify(s.log()));
  const poses = bits(s.table.snapshot());
  s.dispose();
  const last = throwMarks(log).length - 1;
  const made = encodeShare({ scope: { kind: "throw", at: last }, players: ["Ana", "Bo"], colours: ["Red", "Blue"], result: null, log });
  if (!made.ok) throw new Error(made.reason);
  return { code: made.code, poses, last };
}

/** Opens a link in a browser context of its own and waits for the replay to end. */
async function watchInFreshBrowser(browser: Browser, href: string) {
  const context = await browser.newContext();
  await seed(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(href);
  const screen = page.getByTestId("replay-screen");
  await expect(screen).toHaveAttribute("data-status", "ended", { timeout: 180_000 });
  await expect(screen).toHaveAttribute("data-matched", "1");
  await expect(page.getByTestId("replay-check")).toContainText("Landed exactly as recorded");
  const poses = bits(await page.evaluate(() => window.__diceTable!.snapshot()));
  return { context, page, errors, poses };
}

test.describe("replay links", () => {
  test("a shared throw opened in a fresh browser lands exactly as recorded, and its own Share link does too", async ({ browser }) => {
    const { code, poses, last } = recorded();
    const first = await watchInFreshBrowser(browser, `/#/replay?r=${code}`);
    expect(first.poses).toEqual(poses);
    await expect(first.page.getByTestId("game-status")).toContainText("landed exactly as recorded");
    await first.page.getByTestId("share-throw").click();
    const link = await first.page.getByTestId("replay-link").inputValue();
    expect(link).toContain("#/replay?r=");
    expect(first.errors).toEqual([]);
    await first.context.close();

    const second = await watchInFreshBrowser(browser, link.replace(/^https?:\/\/[^/]+/, ""));
    expect(second.poses).toEqual(poses);
    await expect(second.page.getByRole("heading", { name: /Replay of one throw/ })).toBeVisible();
    expect(await second.page.getByTestId("share-throw").textContent()).toContain(`throw ${last + 1}`);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  test("a malformed, cut, newer or older link says what is wrong over an empty table", async ({ page }) => {
    const errors = watchErrors(page);
    const { code } = recorded();
    const newer = fromBytes(code, SHARE_VERSION + 1);
    // Version 1: made before the physics took no approximated Math.
    const older = fromBytes(code, 1);
    for (const [href, words] of [
      ["/#/replay?r=not*a*code", /not a replay link/],
      [`/#/replay?r=${code.slice(0, code.length - 40)}`, /damaged/],
      [`/#/replay?r=${newer}`, /newer version/],
      [`/#/replay?r=${older}`, /older version of the app, whose dice rolled by earlier physics/],
    ] as const) {
      await page.goto("about:blank");
      await page.goto(href);
      await expect(page.getByTestId("replay-refused")).toContainText(words);
      await expect(page.getByTestId("replay-screen")).toHaveAttribute("data-status", "refused");
      await page.waitForFunction(() => window.__diceTable !== undefined);
      expect(await page.evaluate(() => window.__diceTable!.snapshot().length)).toBe(0);
    }
    expect(errors).toEqual([]);
  });
});

/** A finished game's save, as the app writes it into IndexedDB (text for the save, an object for the list). */

test("a finished game in the home page's history plays back from its Watch button, and the scrubber finds its last throw", async ({ page }) => {
  const errors = watchErrors(page);
  const s = playHeadless(hodrudda, 3, { seats: 2 });
  const log = JSON.parse(JSON.stringify(s.log()));
  const poses = bits(s.table.snapshot());
  s.dispose();
  const throws = throwMarks(log).length;
  await page.goto("/#/");
  await putSave(page, {
    app: "dice-tabletop",
    format: SAVE_FORMAT,
    id: "gwatch1",
    createdAt: Date.now() - 60_000,
    updatedAt: Date.now(),
    seats: ["person", "computer"],
    players: ["Ana", "Bo"],
    colours: ["Green", "Purple"],
    progress: "Over",
    finished: true,
    result: "Bo wins",
    quick: false,
    view: null,
    log,
  });
  await page.reload();
  await page.getByText(/Finished games/).click();
  await page.getByRole("link", { name: /Watch the replay of the Hodrudda game/ }).click();
  const screen = page.getByTestId("replay-screen");
  await expect(screen).toHaveAttribute("data-throws", String(throws), { timeout: 120_000 });
  await page.getByTestId("replay-play").click();
  await page.getByTestId("replay-scrubber").fill(String(throws - 1));
  await expect(screen).toHaveAttribute("data-throw", String(throws), { timeout: 120_000 });
  await expect(screen).toHaveAttribute("data-status", "paused");
  await page.getByTestId("replay-step").click();
  await page.getByTestId("replay-play").click();
  await expect(screen).toHaveAttribute("data-status", "ended", { timeout: 180_000 });
  expect(bits(await page.evaluate(() => window.__diceTable!.snapshot()))).toEqual(poses);
  expect(errors).toEqual([]);
});

/** The same code with another version byte (and a CRC that still fits). */
function fromBytes(code: string, version: number): string {
  const pad = code.length % 4 === 0 ? "" : "=".repeat(4 - (code.length % 4));
  const bytes = Uint8Array.from(Buffer.from(code.replace(/-/g, "+").replace(/_/g, "/") + pad, "base64"));
  bytes[0] = version;
  const c = crc32(bytes, 5);
  bytes.set([c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255], 1);
  return toBase64Url(bytes);
}

test("a game's winner screen offers its replay, which ends on the dice the game ended on", async ({ page }) => {
  test.setTimeout(480_000);
  const errors = watchErrors(page);
  // Two computers; their first two throws each are played in Node on the same physics and the
  // game is resumed from that save (near-end.ts), its last throws thrown here.
  const twoEach = (s: { game: unknown }) => {
    const g = s.game as HodruddaState;
    return g.outcome === null && g.caller === null && g.players.every((p) => p.throws >= 2);
  };
  // Seed 5: a game not over after two throws each on the physics of save format 3 (seed 3 was, on format 2).
  const id = await saveNearEnd(page, "/#/hodrudda?seed=5&players=Ana,Blue&computers=1,2", twoEach, () => "Two throws each");
  await page.goto(`/#/hodrudda?save=${id}`);
  // A table of computers alone: Faster lets each throw come to rest at once (where it lands is
  // the physics' as ever), so the last throws are not waited through on software GL.
  const faster = page.getByTestId("faster-toggle");
  if ((await faster.getAttribute("aria-pressed")) !== "true") await faster.click();
  await expect(faster).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("winner-screen")).toBeVisible({ timeout: 420_000 });
  const { poses, throws } = await page.evaluate(() => ({
    poses: window.__diceTable!.snapshot(),
    throws: window.__diceSession!.log().entries.filter((e) => e.derived).length,
  }));
  await page.getByTestId("watch-replay").click();
  const screen = page.getByTestId("replay-screen");
  await expect(screen).toHaveAttribute("data-throws", String(throws), { timeout: 120_000 });
  await page.getByTestId("replay-scrubber").fill(String(throws - 1));
  await expect(screen).toHaveAttribute("data-status", "ended", { timeout: 180_000 });
  expect(bits(await page.evaluate(() => window.__diceTable!.snapshot()))).toEqual(bits(poses));
  expect(errors).toEqual([]);
});
