// Nothing lost, in every game but Hodrudda (saves.spec.ts): a reload in the middle of a turn
// resumes with the game and the dice exactly as they were; a reload while dice roll throws
// them again from the log and they land as they would have; the whole log, reloads and all,
// replays in Node to the same state. Dice Poker, resumed from a save near its end, plays on by
// its buttons to the winner screen (the others reach theirs in their own specs). A damaged
// save, in every game, Hodrudda too, is named as damaged. People here only use the buttons (Throw for me, the first
// choice offered); the other seats are computers at quick pace.
import { expect, test, type Page } from "@playwright/test";
import { CATALOG } from "../src/catalog";
import { checkpointProblem } from "../src/runtime/checkpoint";
import { replayKit } from "../src/runtime/headless";
import { readSave } from "../src/runtime/save-file";
import type { SessionLog } from "../src/runtime/log";
import { chipsOnBoard, runsOf, type DicePokerState } from "../src/games/dice-poker";
import type { DicePokerTable } from "../src/games/dice-poker/definition";
import { holdClock, watchErrors } from "./table-helpers";
import { entriesIn, gameText, saved } from "./save-helpers";
import { saveNearEnd } from "./near-end";
import { pokerGame, pokerProgress, winChance } from "./poker-near-end";

// One of the longest files: its tests are independent, so the two workers share them (a file run
// whole by one worker at the end of the run left the other idle).
test.describe.configure({ mode: "parallel" });

interface Game {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  /** Seats at the table (for the Node replay). */
  readonly seats: number;
  /** Gets past a set-up form, if the link does not seat the table. */
  readonly start?: (page: Page) => Promise<void>;
  /** Buttons a person presses, first found first: the game's whole play by Throw for me and first choices. */
  readonly buttons: readonly string[];
  /**
   * Whether the test plays on to the winner: Dice Poker only (from its save near the end; no
   * other spec reaches its winner by mouse). The others' winners are reached in their own specs
   * by mouse and by keyboard; here they stop once both reloads are proven.
   */
  readonly ends: boolean;
  /** Makes throws roll for a while, so one can be caught in the air (Rykestra at fast pace settles a throw at once). */
  readonly slowRolls?: (page: Page) => Promise<void>;
  /** Writes the game near its end as its save first; returns the address that resumes it. */
  readonly nearEnd?: (page: Page) => Promise<string>;
  /** The winner screen's title and its table's rows (name, total), from the game's state at the end. */
  readonly result?: (state: unknown) => { readonly title: string; readonly rows: readonly (readonly string[])[] };
}

const rykestraStart = async (page: Page) => {
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("rykestra-board")).toBeVisible();
};

const GAMES: readonly Game[] = [
  {
    id: "five-thousand",
    title: "Five Thousand",
    url: "/#/five-thousand?seed=5&players=Ana,Blue&computers=2&target=1000&quick=1",
    seats: 2,
    buttons: ["bank", "throw-rest", "throw-for-me"],
    ends: false,
  },
  {
    id: "hooligan",
    title: "Hooligan",
    url: "/#/hooligan?players=Ana,Ada&computer=2&quick=1&seed=5",
    seats: 2,
    buttons: ["choose-", "throw-for-me"],
    ends: false,
  },
  {
    id: "dice-poker",
    title: "Dice Poker",
    url: "/#/dice-poker?sides=2&computer=2&quick=1&seed=5",
    seats: 2,
    buttons: ["legal-square", "bounce-square", "stand", "throw-for-me"],
    ends: true,
    // A whole game to two runs of five takes over ten minutes of software rendering here, so
    // it is played on in Node first (near-end.ts) to Red to throw, Blue (the computer) holding
    // a run and one fair throw in five or better from its second, Red no nearer a win than
    // its first run: the reloads come before the end, the end soon after.
    nearEnd: async (page) => {
      const stop = (g: DicePokerState) =>
        g.phase === "throwing" && g.current === 0 && g.throwsMade === 0 && runsOf(g, 1).length === 1 && winChance(g, 1) >= 0.2 && (runsOf(g, 0).length === 0 || winChance(g, 0) === 0);
      return `/#/dice-poker?save=${await saveNearEnd(page, "/#/dice-poker?sides=2&computer=2&quick=1&seed=5", (s) => stop(pokerGame(s)), pokerProgress)}`;
    },
    result: (state) => {
      const g = (state as DicePokerTable).game;
      const runs = (i: number) => `${runsOf(g, i).length} ${runsOf(g, i).length === 1 ? "run" : "runs"}`;
      return { title: `${g.sides[g.winner!].name} wins!`, rows: g.sides.map((s, i) => [s.name, `${runs(i)}, ${chipsOnBoard(g, i)} chips on the board`]) };
    },
  },
  {
    id: "rykestra",
    title: "Rykestra",
    url: "/#/rykestra?seed=7&pace=fast",
    seats: 3,
    start: rykestraStart,
    buttons: ["next-round", "beat-skip", "marker-", "throw-sector", "throw-for-me"],
    ends: false,
    // Faster off: the pace changes how long a throw is shown rolling, never where it lands.
    slowRolls: async (page) => {
      const faster = page.getByTestId("faster-toggle");
      if ((await faster.getAttribute("aria-pressed")) === "true") await faster.click();
      await expect(faster).toHaveAttribute("aria-pressed", "false");
    },
  },
  {
    id: "rykestra-practice",
    title: "Rykestra practice",
    url: "/#/rykestra/practice?seed=3",
    seats: 1,
    buttons: ["practice-reset", "throw-for-me"],
    ends: false,
  },
];

const kitOf = (id: string) => CATALOG.find((k) => k.id === id)!;
const idle = (page: Page) =>
  page.waitForFunction(() => window.__diceSession?.status() === "idle" || document.querySelector("[data-testid=winner-screen]") !== null, null, {
    timeout: 120_000,
  });
const poseText = (page: Page) =>
  page.evaluate(() => JSON.stringify(window.__diceTable!.snapshot().map((d) => [d.id, d.position, d.quaternion])));
const sessionLog = (page: Page) => page.evaluate(() => window.__diceSession!.log()) as Promise<SessionLog>;
const saveIdOf = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split("?")[1] ?? "").get("save") ?? "");


/** The save `id` as IndexedDB holds it now (packed text). */
const storedText = (page: Page, id: string) =>
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
const storedEntries = (page: Page, id: string) => storedText(page, id).then(entriesIn);
const RULES = Object.fromEntries(CATALOG.map((k) => [k.id, k.definition.rulesVersion]));

/**
 * What a person at the table may do now, once it is at rest: the first of the game's buttons
 * on show and enabled, "choose" when Five Thousand's thrown dice wait to be set aside, "over"
 * at the winner screen.
 */
async function due(page: Page, game: Game): Promise<string> {
  const found = await page.waitForFunction(
    (buttons) => {
      if (document.querySelector("[data-testid=winner-screen]")) return "over";
      if (window.__diceSession?.status() !== "idle") return null;
      document.querySelectorAll("[data-e2e-next]").forEach((el) => el.removeAttribute("data-e2e-next"));
      for (const b of buttons) {
        const el = [...document.querySelectorAll<HTMLButtonElement>(`[data-testid^="${b}"]`)].find((e) => !e.disabled && e.offsetParent !== null);
        if (el) {
          el.setAttribute("data-e2e-next", "");
          return el.dataset.testid ?? null;
        }
      }
      return document.querySelector("[data-testid=felt-die]") && document.querySelector("[data-testid=set-aside]") ? "choose" : null;
    },
    game.buttons,
    { timeout: 180_000, polling: 200 },
  );
  return (await found.jsonValue()) as string;
}

/** Does what is due: presses the button, or sets aside every scoring die (each 1 and 5, any three of a kind). */
async function act(page: Page, game: Game): Promise<"acted" | "over"> {
  const what = await due(page, game);
  if (what === "over") return "over";
  if (what === "choose") {
    const dice = await page.getByTestId("felt-die").evaluateAll((bs) => bs.map((b) => ({ i: Number(b.dataset.index), v: Number(b.dataset.value) })));
    const pick = [1, 2, 3, 4, 5, 6].flatMap((f) => {
      const same = dice.filter((d) => d.v === f);
      return f === 1 || f === 5 ? same : same.length >= 3 ? same.slice(0, 3) : [];
    });
    for (const d of pick) await page.locator(`[data-testid=felt-die][data-index="${d.i}"]`).click();
    await page.getByTestId("set-aside").click();
    return "acted";
  }
  // A button can go as it is pressed: Rykestra's round replay ends by itself, and its Skip
  // button gives way to Next round. Then nothing was done, and the next call looks again.
  await page
    .locator("[data-e2e-next]")
    .click({ timeout: 60_000 })
    .catch(async (e: unknown) => {
      if ((await page.locator("[data-e2e-next]").count()) > 0) throw e;
    });
  return "acted";
}

/**
 * Acts until a throw is in the air; returns the log at that moment. The clock is held
 * (holdClock) a few steps after the table's step now, so a throw launched from here
 * stays in the air until the reload, however fast frames come (a quick computer's throw is run
 * to rest at once, never by frames, and is not held).
 */
async function untilRolling(page: Page, game: Game): Promise<SessionLog> {
  await game.slowRolls?.(page);
  for (let i = 0; i < 40; i++) {
    await holdClock(page);
    if ((await act(page, game)) === "over") throw new Error("the game ended before a throw could be caught rolling");
    const rolling = await page
      .waitForFunction(
        (buttons) => {
          const status = window.__diceSession!.status();
          if (status === "rolling" && window.__diceTable!.phase === "rolling") return "rolling";
          // Nothing in the air, and a person has something to do again (or the game is over).
          if (status !== "idle") return null;
          const offered = buttons.some((b) => [...document.querySelectorAll<HTMLButtonElement>(`[data-testid^="${b}"]`)].some((e) => !e.disabled && e.offsetParent !== null));
          return offered || document.querySelector("[data-testid=set-aside]") || document.querySelector("[data-testid=winner-screen]") ? "idle" : null;
        },
        game.buttons,
        { timeout: 120_000, polling: 50 },
      )
      .then((h) => h.jsonValue());
    if (rolling === "rolling") return sessionLog(page);
  }
  throw new Error("no throw was caught rolling");
}

/** The event log's lines as shown, newest first. */
const toldLines = (page: Page) => page.locator(".event-log__list li").allTextContents();

async function reloadResumed(page: Page) {
  await page.reload();
  await page.waitForFunction(() => window.__diceSession !== undefined && window.__diceTable !== undefined);
}

/**
 * The save's checkpoint was taken as it stood (the game was not rebuilt from its whole log
 * instead, which the table would say until the next throw: call it while a person is to act).
 */
const resumedAtCheckpoint = (page: Page) => expect(page.getByText(/rebuilt from its log/)).toHaveCount(0);

for (const game of GAMES) {
  test.describe(game.title, () => {
    test(`${game.title}: reloads mid-turn and while the dice roll resume exactly${game.ends ? ", and the game plays on to its winner" : ""}`, async ({ page }) => {
      test.setTimeout(600_000);
      const errors = watchErrors(page);
      const t0 = Date.now();
      await page.goto(game.nearEnd ? await game.nearEnd(page) : game.url);
      if (game.start) await game.start(page);
      await page.waitForFunction(() => window.__diceTable !== undefined && window.__diceSession !== undefined);
      await saved(page);
      if (game.nearEnd) await resumedAtCheckpoint(page);
      const id = await saveIdOf(page);
      const stored = () => storedEntries(page, id);

      // Mid-turn: after two of the person's actions, with the table at rest and a person to act.
      await act(page, game);
      await idle(page);
      await act(page, game);
      await idle(page);
      await due(page, game);
      const before = { game: await gameText(page), poses: await poseText(page), log: await sessionLog(page), told: await toldLines(page) };
      await expect.poll(stored, { timeout: 30_000 }).toBe(before.log.entries.length);
      // The page's checkpoint, log hash and all, is one Node's check accepts.
      const kept = readSave(await storedText(page, id), RULES);
      if (!kept.ok) throw new Error(kept.reason);
      expect(kept.save.checkpoint?.logHash).toMatch(/^2:[0-9a-f]{8}$/);
      expect(checkpointProblem(kept.save.log, kept.save.checkpoint!)).toBeNull();
      await reloadResumed(page);
      await idle(page);
      await resumedAtCheckpoint(page);
      expect(await gameText(page)).toBe(before.game);
      expect(await poseText(page)).toBe(before.poses);
      expect(await saveIdOf(page)).toBe(id);
      if (game.id === "rykestra") {
        // Rykestra's sentences are the screen's, not the game state's: the resumed log tells the
        // same throws again, newest first, under one line saying the game was resumed.
        // (The table's own notes — a leaning die nudged — are not in the log, so are not retold.)
        const told = await toldLines(page);
        expect(told[0]).toBe("The game was resumed from its save.");
        expect(told[1]).toBe(before.told[0]);
        expect(told.slice(1).filter((line) => before.told.includes(line)).length).toBeGreaterThanOrEqual(Math.min(8, told.length - 1));
      }

      // While the dice roll: the throw is made again from the log and lands where Node says it does.
      const inFlight = await untilRolling(page, game);
      await expect.poll(stored, { timeout: 30_000 }).toBeGreaterThanOrEqual(inFlight.entries.length);
      await reloadResumed(page);
      await idle(page);
      const expected = replayKit(kitOf(game.id), JSON.parse(JSON.stringify(inFlight)), game.seats);
      const made = expected.session!.view.log;
      expect(made.length).toBeGreaterThan(inFlight.entries.length);
      const after = await sessionLog(page);
      expect(JSON.stringify(after.entries.slice(0, made.length))).toBe(JSON.stringify(made));

      if (game.ends) {
        for (let i = 0; i < 400 && (await act(page, game)) === "acted"; i++);
        await expect(page.getByTestId("winner-screen")).toBeVisible();
      }
      // The scores are intact: the whole log, reloads and all, replays in Node to the same end,
      // and the winner screen says what that end is.
      // The log and the game are read in one go while the table is at rest: a computer seat may
      // take its next turn at any moment, so two reads apart could straddle one of its moves.
      const atRest = await page.waitForFunction(
        () => {
          const s = window.__diceSession!;
          return s.status() === "idle" ? { log: s.log(), game: JSON.stringify(s.game()) } : null;
        },
        null,
        { timeout: 120_000, polling: 100 },
      );
      const { log: final, game: shownGame } = (await atRest.jsonValue()) as { log: SessionLog; game: string };
      const whole = replayKit(kitOf(game.id), JSON.parse(JSON.stringify(final)), game.seats);
      expect(whole.mismatches).toEqual([]);
      expect(JSON.stringify(whole.session!.game)).toBe(shownGame);
      const result = game.ends ? game.result?.(whole.session!.game) : undefined;
      if (result) {
        await expect(page.locator("#winner-title")).toHaveText(result.title);
        const rows = await page.locator("[data-testid=winner-screen] tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent!.trim())));
        expect(rows).toEqual(result.rows);
      }
      whole.session!.dispose();

      await page.goto("/#/");
      await expect(page.getByTestId("continue")).toContainText(game.title);
      const shots = process.env.E2E_SHOTS;
      if (shots) {
        await page.getByTestId("continue").screenshot({ path: `${shots}/continue-${game.id}-1280.png` });
        await page.setViewportSize({ width: 412, height: 915 });
        await page.getByTestId("continue").screenshot({ path: `${shots}/continue-${game.id}-412.png` });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      expect(errors).toEqual([]);
      console.log(`${game.title}: ${Math.round((Date.now() - t0) / 1000)} s`);
    });
  });
}

/** Hodrudda's table for the damaged-save check (its reloads are saves.spec.ts's). */
const HODRUDDA: Pick<Game, "title" | "url" | "start"> = { title: "Hodrudda", url: "/#/hodrudda?seed=11&players=Ana,Blue&computers=2" };

test("a damaged save in any game is named as damaged and offers a fresh start", async ({ page }) => {
  const errors = watchErrors(page);
  for (const game of [HODRUDDA, ...GAMES]) {
    await page.goto(game.url);
    if (game.start) await game.start(page);
    await page.waitForFunction(() => window.__diceSession !== undefined);
    await saved(page);
    const id = await saveIdOf(page);
    // Cut the stored save short, as a crash in mid-write would.
    await page.evaluate(
      (saveId) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("dice-tabletop");
          open.onsuccess = () => {
            const tx = open.result.transaction("saves", "readwrite");
            const store = tx.objectStore("saves");
            const req = store.get(`save:${saveId}`);
            req.onsuccess = () => store.put(String(req.result).slice(0, 80), `save:${saveId}`);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
          open.onerror = () => reject(open.error);
        }),
      id,
    );
    await page.reload();
    await expect(page.getByTestId("bad-save"), game.title).toContainText("damaged");
    await expect(page.getByTestId("bad-save"), game.title).toContainText("cut short");
    await expect(page.getByRole("button", { name: "Download the save file" })).toBeVisible();
    await page.getByRole("button", { name: "Start fresh" }).click();
    await expect(page.getByTestId("bad-save")).toHaveCount(0);
    // The damaged save is never written over (practice starts afresh under a new save at once).
    expect(await page.evaluate(() => window.location.hash)).not.toContain(`save=${id}`);
  }
  expect(errors).toEqual([]);
});
