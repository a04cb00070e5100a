// The practice database as the page keeps it, written straight into IndexedDB: for tests that
// start from a given progress (a set under way, ratings, a damaged record).
import type { Page } from "@playwright/test";

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
