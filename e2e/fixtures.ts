// The tests' `test`: Playwright's, with every context's storage seeded as a player who has set
// the tests' settings would have it. The low graphics setting (no shadow pass, as "auto" would
// reach after its first slow frames anyway; E2E_QUALITY=auto or high runs another), the fastest
// dice speed (four seconds of the dice's time a second: the same physics steps, so every die
// lands as at the natural speed; E2E_SPEED=natural runs the default), and Rykestra's
// first-minute card put away (it covers the side tray; every-screen.spec.ts meets it).
//
// Seeded by an init script once per context, not by the config's storageState: for that,
// Playwright opens and loads an extra page in every new context, which cost 0.7 s of CPU per
// context here (3.1 → 3.9 s for a context and a table's first load, measured).
import { test as base, type BrowserContext } from "@playwright/test";

export { expect } from "@playwright/test";

const SETTINGS = JSON.stringify({ muted: false, volume: 0.8, quality: process.env.E2E_QUALITY ?? "low", speed: process.env.E2E_SPEED ?? "fastest" });

/**
 * Seeds the context's storage at its first document (later documents, a reload among them,
 * find it seeded and keep what the test changed since, as storage kept by the browser would).
 */
export async function seed(context: BrowserContext): Promise<void> {
  await context.addInitScript((settings) => {
    try {
      if (localStorage.getItem("dice-table.e2e-seeded")) return;
      localStorage.setItem("dice-table.settings.v1", settings);
      localStorage.setItem("dice-table.rykestra-sector-intro.v1", "seen");
      localStorage.setItem("dice-table.e2e-seeded", "1");
    } catch {
      // A document with no storage of its own (about:blank): nothing to seed.
    }
  }, SETTINGS);
}

export const test = base.extend<{ seeded: boolean }>({
  /** Off (`test.use({ seeded: false })`): the app's defaults, as a newcomer has them. */
  seeded: [true, { option: true }],
  context: async ({ context, seeded }, use) => {
    if (seeded) await seed(context);
    await use(context);
  },
});
