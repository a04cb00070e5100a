// What the saves specs read of a page's saves: the game as text, the save's id appearing in
// the address, and how many log entries a stored save holds.
import type { Page } from "@playwright/test";
import { eventText, type HodruddaState } from "../src/games/hodrudda";
import { CATALOG } from "../src/catalog";
import { playHeadless } from "../src/runtime/headless";
import { MAX_SAVE_CHARS, SAVE_FORMAT, type SaveFile } from "../src/runtime/record/save-file";
import { unpackSave } from "../src/runtime/record/save-packing";

export const gameText = (page: Page) => page.evaluate(() => JSON.stringify(window.__diceSession!.game()));

/** Waits until the game has been saved once (its id is in the address). */
export const saved = (page: Page) => page.waitForFunction(() => /[?&]save=/.test(window.location.hash));

/** The save the address names (its `save=`), or "". */
export const saveIdOf = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split("?")[1] ?? "").get("save") ?? "");

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

const hodrudda = CATALOG.find((k) => k.id === "hodrudda")!;

/**
 * A whole seeded Hodrudda game played in Node, its winning seat called `winner` and the other
 * `other`, saved with its result in the game's own words (or `result`, as an older save said it).
 */
export function finished(id: string, winner: string, other: string, result?: string): SaveFile {
  const s = playHeadless(hodrudda, 3, { seats: 2 });
  const log = JSON.parse(JSON.stringify(s.log()));
  const game = s.game as unknown as HodruddaState;
  const win = [...game.log].reverse().find((e) => e.type === "win");
  s.dispose();
  if (!win || win.type !== "win") throw new Error("the seeded game has no winner");
  const players = win.player === 0 ? [winner, other] : [other, winner];
  return {
    app: "dice-tabletop",
    format: SAVE_FORMAT,
    id,
    createdAt: Date.now() - 60_000,
    updatedAt: Date.now(),
    seats: ["person", "computer"],
    players,
    colours: ["Red", "Blue"],
    progress: "Game over",
    finished: true,
    result: result ?? eventText(win, players),
    quick: false,
    view: null,
    log,
  };
}

/** The save `id` as IndexedDB holds it now (packed text). */
export const storedText = (page: Page, id: string) =>
  page.evaluate(
    (saveId) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("dice-tabletop");
        open.onerror = () => resolve("");
        open.onsuccess = () => {
          const req = open.result.transaction("saves", "readonly").objectStore("saves").get(`save:${saveId}`);
          req.onsuccess = () => resolve(String(req.result));
          req.onerror = () => resolve("");
        };
      }),
    id,
  );
/** How many log entries the save `id` in IndexedDB holds now. */
export const storedEntries = (page: Page, id: string) => storedText(page, id).then(entriesIn);
