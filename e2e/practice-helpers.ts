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
