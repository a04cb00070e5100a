// Free Roll in a real browser: the table draws, every way of throwing ends in a readout that is
// the physics' own settled faces, and the session so played replays in Node to the same poses.
import { expect, test } from "./fixtures";
import { expectReadoutMatchesPhysics, flickDrag, openTable, throwsSoFar, waitForResult, watchErrors } from "./table-helpers";
import { CATALOG } from "../src/catalog";
import { replayKit } from "../src/runtime/headless";
import type { SessionLog } from "../src/runtime/record/log";

const freeRoll = CATALOG.find((k) => k.id === "free-roll")!;
const bits = (dice: readonly { id: string; position: readonly number[]; quaternion: readonly number[]; label: string }[]) =>
  dice.map((d) => [d.id, d.label, ...d.position.map((x) => (Object.is(x, -0) ? "-0" : String(x))), ...d.quaternion.map(String)].join(" "));

const FREE_ROLL = "/#/free-roll?seed=42";

test.describe("Free Roll", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
  });
  test.afterEach(() => {
    expect(errors, "console errors").toEqual([]);
  });

  test.describe("at the default quality", () => {
    // The other tests start at the low setting (see fixtures.ts); the looks are checked as a newcomer sees them.
    test.use({ seeded: false });
    test("draws a lit wooden table with a felt tray, not a blank canvas", async ({ page }) => {
      await openTable(page, FREE_ROLL);
      // The hand's dice are drawn where the projector says: the scene has rendered them.
      await page.waitForFunction(() => (window.__diceTable?.screenPoint("d6-1") ?? null) !== null);
      const png = await page.locator("canvas").screenshot();
      const variety = await page.evaluate(async (b64) => {
        const img = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const c = new OffscreenCanvas(img.width, img.height);
        const ctx = c.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, img.width, img.height).data;
        const colours = new Set<number>();
        let green = 0;
        let wood = 0;
        for (let i = 0; i < data.length; i += 4 * 7) {
          const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
          colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
          if (g > r + 15 && g > b) green++;
          if (r > g + 15 && g > b) wood++;
        }
        const n = data.length / (4 * 7);
        return { colours: colours.size, green: green / n, wood: wood / n };
      }, png.toString("base64"));
      expect(variety.colours).toBeGreaterThan(200);
      expect(variety.green, "felt").toBeGreaterThan(0.1);
      expect(variety.wood, "wood").toBeGreaterThan(0.05);
    });
  });

  // One page, one table: a mouse flick, the keyboard's aim, Throw for me and a lost WebGL context
  // follow one another on it (each starts from the table as the last left it), so the page and
  // its software-drawn table are loaded once rather than four times.
  test("a mouse drag over a die throws the hand; the keyboard aim throws with arrows and Space; Throw for me throws again from the table; a lost WebGL context shows a way back and keeps the dice — every readout the settled faces", async ({ page }) => {
    await openTable(page, FREE_ROLL);
    await test.step("a mouse drag over a die throws the hand, and the readout is the settled faces", async () => {
      await page.waitForFunction(() => (window.__diceTable?.screenPoint("d6-1") ?? null) !== null);
      const start = await page.evaluate(() => window.__diceTable!.screenPoint("d6-1")!);
      const before = await throwsSoFar(page);
      // A flick away from the player: up the screen, quickening.
      await flickDrag(
        page,
        start,
        Array.from({ length: 8 }, (_, i) => ({ dx: (i + 1) * 2, dy: -(i + 1) * (i + 1) * 3 })),
      );
      await waitForResult(page, before);
      expect(await page.evaluate(() => window.__diceTable!.inHand.length)).toBe(0);
      await expectReadoutMatchesPhysics(page);
    });

    await test.step("the keyboard aim throws with arrows and Space (every die, the hand being empty)", async () => {
      const pad = page.getByTestId("aim-pad");
      await pad.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowUp");
      await expect(pad).toHaveAttribute("aria-label", /Aim 10° right, power 50 percent/);
      const before = await throwsSoFar(page);
      await page.keyboard.press("Space");
      await waitForResult(page, before);
      await expectReadoutMatchesPhysics(page);
      // The tests' browser asks for reduced motion and the Low setting: the table's life draws nothing.
      expect(await page.evaluate(() => ({ ...window.__diceTable!.life }))).toMatchObject({ trailFrames: 0, traces: 0 });
    });

    await test.step("Throw for me throws, and throws again from the table", async () => {
      await page.getByRole("button", { name: "One more Chance cube" }).click();
      await page.getByRole("button", { name: "One more Hazard die" }).click();
      for (let round = 0; round < 2; round++) {
        const before = await throwsSoFar(page);
        await page.getByTestId("throw-for-me").click();
        await waitForResult(page, before);
        await expectReadoutMatchesPhysics(page);
      }
      const dice = await page.evaluate(() => window.__diceTable!.settled!.map((d) => d.id).sort());
      expect(dice).toEqual(["chance-1", "d10-1", "d6-1", "d6-2", "hazard-1"]);
    });

    await test.step("the whole session — flick, keyboard aim, dice added, Throw for me — replays in Node to identical poses and state", async () => {
      const { log, game, poses } = await page.evaluate(() => ({
        log: window.__diceSession!.log(),
        game: window.__diceSession!.game(),
        poses: window.__diceTable!.snapshot(),
      }));
      const report = replayKit(freeRoll, JSON.parse(JSON.stringify(log)) as SessionLog, 1);
      expect(report.mismatches).toEqual([]);
      expect(JSON.stringify(report.session!.game)).toBe(JSON.stringify(game));
      expect(bits(report.session!.table.snapshot())).toEqual(bits(poses));
      report.session!.dispose();
    });

    await test.step("a lost WebGL context shows a way back and keeps the dice", async () => {
      const settled = await page.evaluate(() => JSON.stringify(window.__diceTable!.settled));
      await page.evaluate(() => {
        const gl = document.querySelector("canvas")!.getContext("webgl2") as WebGL2RenderingContext;
        gl.getExtension("WEBGL_lose_context")!.loseContext();
      });
      await expect(page.getByRole("alert")).toContainText("The 3D view was interrupted");
      await page.getByRole("button", { name: "Redraw the table" }).click();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.waitForFunction(() => (window.__diceTable?.screenPoint("d6-1") ?? null) !== null);
      expect(await page.evaluate(() => JSON.stringify(window.__diceTable!.settled))).toBe(settled);
    });
  });

  test.describe("with motion welcome", () => {
    // A smaller window: software GL draws High's shadows for every pixel.
    test.use({ reducedMotion: "no-preference", viewport: { width: 900, height: 560 } });
    test("a hard throw at High leaves a trail behind the flying dice and traces where they land; at Low none", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("dice-table.settings.v1", JSON.stringify({ muted: true, volume: 0.8, quality: "high", speed: "natural" })));
      await openTable(page, FREE_ROLL);
      const life = () => page.evaluate(() => ({ ...window.__diceTable!.life }));
      const hardThrow = async () => {
        const before = await throwsSoFar(page);
        await page.getByTestId("aim-pad").focus();
        // Full power: ArrowUp until the pad says so (it stops at 100).
        for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowUp");
        await expect(page.getByTestId("aim-pad")).toHaveAttribute("aria-label", /power 100 percent/);
        await page.keyboard.press("Space");
        await waitForResult(page, before);
      };
      await hardThrow();
      // A frame draws at most 24 physics steps (0.1 s of the dice's time), so a die leaving the
      // hand at full power is drawn several times while still fast, however slow the machine.
      const high = await life();
      expect(high.trailFrames, "frames drawn with a trail").toBeGreaterThan(0);
      expect(high.traces, "hard landings traced").toBeGreaterThan(0);
      await page.getByTestId("quality-setting").selectOption("low");
      await page.getByRole("button", { name: "Pick up all" }).click();
      await hardThrow();
      expect(await life(), "nothing more drawn at Low").toMatchObject({ trailFrames: high.trailFrames, traces: high.traces });
    });
  });
});
