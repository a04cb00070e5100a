// The app shell: home page, routes, settings, and the messages for browsers without WebGL.
import { expect, test } from "./fixtures";
import { waitForResult, watchErrors } from "./table-helpers";

test.describe("app shell", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  // One page for the shell's plain pages, one after another (none leaves anything the next reads).
  test("the home page lists the five games, Rykestra practice and Free Roll, and leads to online play; an unknown address says so and leads home; the sound switch is remembered across a reload", async ({ page }) => {
    await test.step("the home page lists the five games, Rykestra practice and Free Roll, and leads to online play", async () => {
      await page.goto("/");
      const cards = page.locator(".game-card");
      await expect(cards).toHaveCount(7);
      for (const name of ["Rykestra", "Rykestra practice", "Hodrudda", "Five Thousand", "Hooligan", "Dice Poker", "Free Roll"]) {
        await expect(page.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
      }
      await page.getByTestId("home-online").click();
      await expect(page).toHaveURL(/#\/online$/);
      await expect(page.getByRole("form", { name: "Join a table" })).toBeVisible();
      await page.goBack();
      await page.getByRole("link", { name: /Just throw some dice/ }).click();
      await expect(page).toHaveURL(/#\/free-roll$/);
      await expect(page.getByRole("heading", { level: 1, name: "Free Roll" })).toBeVisible();
    });

    await test.step("an unknown address says so and leads home", async () => {
      await page.goto("/#/no-such-table");
      await expect(page.getByRole("heading", { name: "No table here" })).toBeVisible();
      await page.getByRole("link", { name: "Back to all games" }).click();
      await expect(page.locator(".game-card")).toHaveCount(7);
    });

    // Every game's screen opening with a clean console, at both sizes: every-screen.spec.ts.

    await test.step("the sound switch is remembered across a reload", async () => {
      await page.getByRole("button", { name: /Dice sounds on/ }).click();
      await expect(page.getByRole("button", { name: /Dice sounds off/ })).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await expect(page.getByRole("button", { name: /Dice sounds off/ })).toBeVisible();
    });
  });

  test("corrupt saved settings fall back to the defaults", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("dice-table.settings.v1", "{muted: tru"));
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Dice sounds on/ })).toBeVisible();
  });

  test("a browser without WebGL is told so plainly", async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      // @ts-expect-error narrowing the overloads is beside the point here
      HTMLCanvasElement.prototype.getContext = function (type: string, ...rest: unknown[]) {
        return type.startsWith("webgl") ? null : original.call(this, type, ...rest);
      };
    });
    await page.goto("/#/free-roll");
    await expect(page.getByRole("alert")).toContainText("This browser cannot draw the 3D table");
    await expect(page.locator("canvas")).toHaveCount(0);
    // The physics still runs without a picture: a throw still ends in a readout.
    await page.getByTestId("throw-for-me").click();
    await waitForResult(page, 0);
    await expect(page.getByTestId("result")).toContainText("D6 1");
  });
});
