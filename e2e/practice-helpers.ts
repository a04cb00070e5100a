// The practice database as the page keeps it, written straight into IndexedDB: for tests that
// start from a given progress (a set under way, ratings, a damaged record); and the practice
// mat's flick of the die in hand.
import type { Page } from "@playwright/test";
import { flickDrag } from "./table-helpers";

/** Writes `value` under `key` in the practice store, or deletes the key for null (the page must have opened the store once). */
export const storeKey = (page: Page, key: string, value: unknown) =>
  page.evaluate(
    ({ k, v }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("dice-tabletop-drills");
        open.onsuccess = () => {
          const tx = open.result.transaction("progress", "readwrite");
          if (v === null) tx.objectStore("progress").delete(k);
          else tx.objectStore("progress").put(v, k);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
    { k: key, v: value },
  );

/** Writes `value` as the stored drill progress. */
export const storeProgress = (page: Page, value: unknown) => storeKey(page, "drill-progress", value);

/** Reads `key` from the practice store (undefined when absent). */
export const readKey = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("dice-tabletop-drills");
        open.onsuccess = () => {
          const req = open.result.transaction("progress", "readonly").objectStore("progress").get(k);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
        open.onerror = () => reject(open.error);
      }),
    key,
  );

/** How many attempts the stored progress holds for a drill (0 when none): the page saves each graded attempt a moment after showing it. */
export const storedAttempts = async (page: Page, drill: string) =>
  ((await readKey(page, "drill-progress")) as { drills?: Record<string, { attempts?: number }> } | undefined)?.drills?.[drill]?.attempts ?? 0;

type ScreenPoint = { x: number; y: number };

/** A mouse drag up the screen from `start`, `dy` px (negative: up) per step, four steps. */
export const mouseFlick = (dy: number) => (page: Page, start: ScreenPoint) => flickDrag(page, start, [1, 2, 3, 4].map((i) => ({ dx: 0, dy: dy * i })));

/**
 * Flicks the die `id` once it is drawn back in hand, beyond the mat's edge (the frame after a
 * reset may still show it on the mat), with `flick` from its drawn point. A hand can miss the
 * die on a slow software-drawn frame: it grabs again, as a player would, four times at most.
 */
export async function flickDieInHand(page: Page, id: string, flick: (page: Page, start: ScreenPoint) => Promise<void>): Promise<void> {
  await page.waitForFunction((d) => {
    const t = window.__diceTable;
    const drawn = t?.drawnAt(d);
    return t !== undefined && t.inHand.includes(d) && t.phase !== "rolling" && drawn != null && drawn[2] > 15 && t.screenPoint(d) !== null;
  }, id);
  const before = await page.evaluate(() => window.__diceTable!.throws);
  for (let grab = 0; grab < 4; grab++) {
    const start = await page.evaluate((d) => window.__diceTable!.screenPoint(d)!, id);
    await flick(page, start);
    if (await page.waitForFunction((b) => window.__diceTable!.throws > b, before, { timeout: 8_000 }).then(() => true, () => false)) break;
  }
}
