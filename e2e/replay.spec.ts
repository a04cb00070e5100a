// The log is the truth: what a page plays, Node replays to the same poses bit for bit; and the
// same seed with the same presses of "Throw for me" gives the same dice on every load, whatever
// pace the page runs at.
import { expect, test, type Page } from "@playwright/test";
import { CATALOG } from "../src/catalog";
import { replayKit } from "../src/runtime/headless";
import type { SessionLog } from "../src/runtime/log";
import { openTable, throwsSoFar, waitForResult, watchErrors } from "./table-helpers";

const kit = (id: string) => {
  const k = CATALOG.find((x) => x.id === id);
  if (!k) throw new Error(`no kit ${id}`);
  return k;
};

async function throwForMe(page: Page) {
  const before = await throwsSoFar(page);
  await page.getByTestId("throw-for-me").click();
  await waitForResult(page, before);
}

const bits = (dice: readonly { id: string; position: readonly number[]; quaternion: readonly number[]; label: string }[]) =>
  dice.map((d) => [d.id, d.label, ...d.position.map((x) => (Object.is(x, -0) ? "-0" : String(x))), ...d.quaternion.map(String)].join(" "));

/** Three presses of Throw for me on a fresh load of the seeded page; every settled pose after each. */
async function threeThrows(page: Page, throttle: number) {
  await openTable(page, "/#/free-roll?seed=3");
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  }
  const out: string[][] = [];
  for (let i = 0; i < 3; i++) {
    await throwForMe(page);
    out.push(bits(await page.evaluate(() => window.__diceTable!.settled!)));
  }
  return out;
}

test.describe("replays and reproducible tables", () => {
  test("the same seed and the same presses of Throw for me give the same dice on two loads, at the page's pace and throttled", async ({ browser }) => {
    const a = await browser.newPage();
    const errors = watchErrors(a);
    const first = await threeThrows(a, 1);
    await a.close();
    const b = await browser.newPage();
    const second = await threeThrows(b, 4);
    await b.close();
    expect(second).toEqual(first);
    expect(errors).toEqual([]);
  });

  test("a Free Roll session played in Chromium replays in Node to identical poses and state", async ({ page }) => {
    await openTable(page, "/#/free-roll?seed=8");
    await throwForMe(page);
    await page.getByRole("button", { name: "One more D10" }).click();
    await throwForMe(page);
    await throwForMe(page);
    const { log, game, poses } = await page.evaluate(() => ({
      log: window.__diceSession!.log(),
      game: window.__diceSession!.game(),
      poses: window.__diceTable!.snapshot(),
    }));
    const report = replayKit(kit("free-roll"), JSON.parse(JSON.stringify(log)) as SessionLog, 1);
    expect(report.mismatches).toEqual([]);
    expect(JSON.stringify(report.session!.game)).toBe(JSON.stringify(game));
    expect(bits(report.session!.table.snapshot())).toEqual(bits(poses));
  });
});
