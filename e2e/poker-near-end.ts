// A Dice Poker game brought near its end in Node, on the same real physics the browser runs
// (every seat a computer at quick pace), and written as a save the browser resumes: a whole
// game in software WebGL takes over ten minutes, so the keyboard test and the reload test
// start from here.
import { expect, type Page } from "@playwright/test";
import { CENTRE, newRunsThrough, RUN_LINES, runsOf } from "../src/games/dice-poker";
import { dicePokerGame, type DicePokerMove, type DicePokerTable } from "../src/games/dice-poker/definition";
import { dicePokerSeat } from "../src/bots/dice-poker-seat";
import { takeCheckpoint } from "../src/runtime/checkpoint";
import { FakeClock } from "../src/runtime/clock";
import { createSession } from "../src/runtime/session";
import type { SaveFile } from "../src/runtime/save-file";
import { unpackSave } from "../src/runtime/save-packing";
import { dicePokerStage } from "../src/table/stages/dice-poker";
import { SEAT_COLOURS } from "../src/ui/game-kit/players";

interface Seating {
  readonly seed: number;
  readonly options: unknown;
  readonly colours: readonly { readonly body: string; readonly ink?: string }[];
  /** Seats the browser plays by computer (the stage dresses them differently). */
  readonly computer: readonly boolean[];
}

/**
 * Plays the game from its start until `side` has one run and its second is `short` chips away
 * (its best line through no more than one chip of the first), at rest between turns.
 */
export function pokerNearEnd(seat: Seating, stopAt: (game: DicePokerTable["game"]) => boolean) {
  const clock = new FakeClock();
  const made = createSession<DicePokerTable, DicePokerMove>({
    definition: dicePokerGame,
    options: seat.options,
    seed: seat.seed,
    stage: dicePokerStage({ colours: seat.colours, computer: seat.computer }),
    drivers: seat.computer.map(() => dicePokerSeat()),
    clock,
    quick: true,
  });
  if (!made.ok) throw new Error(made.reason);
  const s = made.state;
  for (let guard = 0; guard < 200_000; guard++) {
    if (s.view.status !== "idle") {
      s.settleNow();
      continue;
    }
    if (dicePokerGame.isOver(s.game)) throw new Error("the game ended before the stop");
    if (stopAt(s.game.game) && takeCheckpoint(s)) break;
    if (clock.runAll(1) === 0) break;
  }
  return s;
}

export { runsOf };
export type { SaveFile };

/** The open squares where one more chip of `side` would make it a new run. */
export function winningSquares(game: DicePokerTable["game"], side: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < game.board.length; s++) {
    if (game.board[s] !== null || s === CENTRE) continue;
    const board = game.board.map((o, i) => (i === s ? side : o));
    if (newRunsThrough(board, side, s, runsOf(game, side)).length > 0) out.push(s);
  }
  return out;
}

/** The fewest chips `side` must still place to complete a new run (Infinity when no line is open to it). */
export function chipsToRun(game: DicePokerTable["game"], side: number): number {
  let best = Infinity;
  for (const line of RUN_LINES) {
    if (line.some((s) => game.board[s] !== null && game.board[s] !== side)) continue;
    const open = line.filter((s) => s !== CENTRE && game.board[s] === null);
    if (open.length === 0 || open.length >= best) continue;
    const board = game.board.map((o, i) => (open.includes(i) ? side : o));
    const made = newRunsThrough(board, side, open[0], runsOf(game, side));
    if (made.some((run) => run.every((s, i) => s === line[i]))) best = open.length;
  }
  return best;
}

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
 * Opens the game at `url` once (its options and save slot are the app's own), plays it on in
 * Node until `stopAt`, every seat a computer, and writes that as the slot's save, the seats as
 * the app had them; returns the save's id (open it with #/dice-poker?save=<id>).
 */
export async function saveNearEnd(page: Page, url: string, stopAt: (game: DicePokerTable["game"]) => boolean): Promise<string> {
  await page.goto(url);
  await page.waitForFunction(() => window.__diceSession !== undefined && /[?&]save=/.test(window.location.hash));
  const id = await page.evaluate(() => new URLSearchParams(window.location.hash.split("?")[1]).get("save")!);
  await expect.poll(() => idb(page, `save:${id}`)).toBeTruthy();
  await page.goto("/#/");
  // Saves are stored packed (see save-packing.ts); a plain JSON save written back is read as well.
  const stored = unpackSave(String(await idb(page, `save:${id}`)), 4_000_000);
  if (!stored.ok) throw new Error(stored.reason);
  const save = JSON.parse(stored.json) as SaveFile;
  const meta = (await idb(page, `meta:${id}`)) as Record<string, unknown>;
  const sides = (save.log.options as { sides: { name: string }[] }).sides;
  const colours = sides.map((s) => ({ body: SEAT_COLOURS.find((c) => c.name === s.name)!.body }));
  const near = pokerNearEnd({ seed: save.log.seed, options: save.log.options, colours, computer: save.seats.map((s) => s === "computer") }, stopAt);
  const game = near.game.game;
  const runs = (i: number) => `${runsOf(game, i).length} ${runsOf(game, i).length === 1 ? "run" : "runs"}`;
  const progress = `${sides[game.current ?? 0].name} to play · ${sides.map((s, i) => `${s.name} ${runs(i)}`).join(", ")}`;
  const file = { ...save, updatedAt: Date.now(), progress, rng: near.table.rngState(), checkpoint: takeCheckpoint(near), log: near.log() };
  await idb(page, `save:${id}`, JSON.stringify(file));
  await idb(page, `meta:${id}`, { ...meta, updatedAt: file.updatedAt, progress });
  near.dispose();
  return id;
}
