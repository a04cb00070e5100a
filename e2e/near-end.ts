// Any seated game brought near its end in Node, on the same real physics the browser runs
// (every seat the game's computer, quick pace, a fake clock), and written back as the app's
// own save: the browser resumes it and plays the last moves by mouse, keyboard or thumb. A
// whole game in software WebGL takes minutes; where the whole game is not the point, the
// browser tests start here (whole games are played headless in server/every-game.test.ts).
import { expect, type Page } from "@playwright/test";
import { gameModule } from "../src/catalog";
import type { AnyGameModule } from "../src/catalog/game-module";
import type { SeatDress } from "../src/runtime/session/kit";
import { startSession } from "../src/runtime/session/start-session";
import { takeCheckpoint } from "../src/runtime/record/checkpoint";
import { FakeClock } from "../src/runtime/session/clock";
import { resumeSession } from "../src/runtime/record/resume";
import { person, type SeatDriver } from "../src/runtime/session/seats";
import type { GameSession } from "../src/runtime/session/session";
import type { SaveFile } from "../src/runtime/record/save-file";
import { unpackSave } from "../src/runtime/record/save-packing";
import type { PlainMove } from "../src/games/definition";
import { SEAT_COLOURS } from "../src/catalog/seats";

type AnySession = GameSession<unknown, PlainMove>;

/** The IndexedDB entry `key` of the saves store, read or (with `value`) written. */
export const idb = (page: Page, key: string, value?: unknown) =>
  page.evaluate(
    ([k, v, write]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("dice-tabletop");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("saves", write ? "readwrite" : "readonly").objectStore("saves");
          const req = write ? store.put(v, k) : store.get(k);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        };
      }),
    [key, value, value !== undefined] as const,
  );

/**
 * The save's seats as its screen seated them (each seat's name and colour, and who the computer
 * played: Hooligan and Dice Poker leave a computer's dice where they lay), so the table is dressed
 * as the screen dressed it: the checkpoint keeps the dice's looks as made.
 */
function seatsOf(save: SaveFile): SeatDress[] {
  const colour = (name: string, i: number) => SEAT_COLOURS.find((c) => c.name === name) ?? SEAT_COLOURS[i % SEAT_COLOURS.length];
  return save.players.map((name, i) => ({ name, colour: colour(save.colours[i], i), computer: save.seats[i] === "computer" }));
}

/** A table for the save's game, options and seed, dressed as the app dresses it, every seat driven by `driver`. */
function freshSession(save: SaveFile, driver: (kit: AnyGameModule) => SeatDriver<unknown, PlainMove>, clock: FakeClock): AnySession {
  const kit = gameModule(save.log.game);
  if (!kit) throw new Error(`no game module for ${save.log.game}`);
  const seat = () => driver(kit);
  return startSession(kit, seatsOf(save), save.log.options, save.log.seed, { clock, quick: true, computer: seat, person: seat }) as AnySession;
}

/**
 * Plays the saved game's table from its start, every seat the kit's computer, until `stopAt`
 * holds at rest (a checkpoint can be taken there); throws if the game ends first.
 */
export function playNearEnd(save: SaveFile, stopAt: (s: AnySession) => boolean): AnySession {
  const clock = new FakeClock();
  const s = freshSession(save, (kit) => kit.computer(), clock);
  const kit = gameModule(save.log.game)!;
  for (let guard = 0; guard < 200_000; guard++) {
    if (s.view.status !== "idle") {
      s.settleNow();
      continue;
    }
    if (kit.definition.isOver(s.game)) throw new Error(`${kit.id}: the game ended before the stop`);
    if (stopAt(s) && takeCheckpoint(s)) return s;
    if (clock.runAll(1) === 0) break;
  }
  throw new Error(`${kit.id}: the stop was never reached`);
}

/**
 * Opens the game once — at `open`, an address, or by what `open` does on the page (a set-up
 * form) — so its options, seats and save slot are the app's own; plays it on in Node until
 * `stopAt`, and writes that as the slot's save; returns the save's id (the game resumes at
 * #/<route>?save=<id>). `progress` words the home page's line for it.
 */
export async function saveNearEnd(
  page: Page,
  open: string | ((page: Page) => Promise<void>),
  stopAt: (s: AnySession) => boolean,
  progress: (s: AnySession) => string = () => "Near the end",
): Promise<string> {
  if (typeof open === "string") await page.goto(open);
  else await open(page);
  await page.waitForFunction(() => window.__diceSession !== undefined && /[?&]save=/.test(window.location.hash));
  const id = await page.evaluate(() => new URLSearchParams(window.location.hash.split("?")[1]).get("save")!);
  await expect.poll(() => idb(page, `save:${id}`)).toBeTruthy();
  await page.goto("/#/");
  // Saves are stored packed (see save-packing.ts); a plain JSON save written back is read as well.
  const stored = unpackSave(String(await idb(page, `save:${id}`)), 4_000_000);
  if (!stored.ok) throw new Error(stored.reason);
  const save = JSON.parse(stored.json) as SaveFile;
  const meta = (await idb(page, `meta:${id}`)) as Record<string, unknown>;
  const t0 = Date.now();
  const near = playNearEnd(save, stopAt);
  console.log(`near end: ${save.log.game}, ${near.view.log.length} log entries played in Node in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const words = progress(near);
  const file = { ...save, updatedAt: Date.now(), progress: words, rng: near.table.rngState(), checkpoint: takeCheckpoint(near)!, log: near.log() };
  near.dispose();
  // The page will resume at this checkpoint as resumeSession does here, or say it rebuilt the
  // game from its log instead: the save is checked the page's way first.
  const again = freshSession(save, () => person(), new FakeClock());
  const resumed = resumeSession(again, JSON.parse(JSON.stringify(file.log)), { checkpoint: JSON.parse(JSON.stringify(file.checkpoint)), rng: file.rng });
  again.dispose();
  if (!resumed.ok || resumed.notice) throw new Error(`the near-end save would not resume at its checkpoint: ${resumed.ok ? resumed.notice : resumed.reason}`);
  await idb(page, `save:${id}`, JSON.stringify(file));
  await idb(page, `meta:${id}`, { ...meta, updatedAt: file.updatedAt, progress: words });
  return id;
}
