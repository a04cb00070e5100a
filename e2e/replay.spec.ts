// The same seed with the same presses of "Throw for me" gives the same dice on every load,
// whatever pace the page runs at. (What a page plays, Node replays to the same poses bit for
// bit: free-roll.spec.ts, table-faults.spec.ts, saves-games.spec.ts.)
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openTable, throwsSoFar, waitForResult, watchErrors } from "./table-helpers";

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
  // A Free Roll session played in Chromium (a flick, the keyboard's aim, dice added, Throw for me)
  // replays in Node to identical poses and state: free-roll.spec.ts.
});
