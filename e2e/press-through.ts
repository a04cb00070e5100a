// Playing a saved game on by its buttons, as a person using only them would: what is due, pressing
// it, and acting until a throw is caught in the air (the render loop's clock held, never raced).
import type { Page } from "@playwright/test";
import type { SessionLog } from "../src/runtime/record/log";
import { holdClock } from "./table-helpers";

/** What a person at this game's table presses. */
export interface Presser {
  /** Buttons a person presses, first found first: the game's whole play by Throw for me and first choices. */
  readonly buttons: readonly string[];
  /** Makes throws roll for a while, so one can be caught in the air (Rykestra at fast pace settles a throw at once). */
  readonly slowRolls?: (page: Page) => Promise<void>;
}

export const sessionLog = (page: Page) => page.evaluate(() => window.__diceSession!.log()) as Promise<SessionLog>;

/**
 * What a person at the table may do now, once it is at rest: the first of the game's buttons
 * on show and enabled, "choose" when Five Thousand's thrown dice wait to be set aside, "over"
 * at the winner screen.
 */
export async function due(page: Page, game: Presser): Promise<string> {
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
export async function act(page: Page, game: Presser): Promise<"acted" | "over"> {
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
export async function untilRolling(page: Page, game: Presser): Promise<SessionLog> {
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
