// What the saves specs read of a page's saves: the game as text, the save's id appearing in
// the address, and how many log entries a stored save holds.
import type { Page } from "@playwright/test";
import { MAX_SAVE_CHARS, type SaveFile } from "../src/runtime/save-file";
import { unpackSave } from "../src/runtime/save-packing";

export const gameText = (page: Page) => page.evaluate(() => JSON.stringify(window.__diceSession!.game()));

/** Waits until the game has been saved once (its id is in the address). */
export const saved = (page: Page) => page.waitForFunction(() => /[?&]save=/.test(window.location.hash));

/** Log entries in a save as stored (packed text), or -1 when it does not read. */
export function entriesIn(stored: string): number {
  const text = unpackSave(stored, MAX_SAVE_CHARS);
  try {
    return text.ok ? (JSON.parse(text.json) as SaveFile).log.entries.length : -1;
  } catch {
    return -1;
  }
}

/** Stores a save straight into the page's IndexedDB, as the app would have. */
export async function putSave(page: Page, save: SaveFile) {
  const { log, ...rest } = save;
  await page.evaluate(
    ({ text, meta, id }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("dice-tabletop");
        open.onupgradeneeded = () => open.result.createObjectStore("saves");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("saves", "readwrite");
          tx.objectStore("saves").put(text, `save:${id}`);
          tx.objectStore("saves").put(meta, `meta:${id}`);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { text: JSON.stringify(save), meta: { ...rest, game: log.game }, id: save.id },
  );
}
