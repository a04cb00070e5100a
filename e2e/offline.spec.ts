// The installed app: a manifest with our icons, and a service worker that keeps the whole app
// so that, once loaded, it reloads and plays with the network cut — and says it is offline.
import { expect, test } from "./fixtures";
import { expectReadoutMatchesPhysics, openTable, throwsSoFar, waitForResult, watchErrors } from "./table-helpers";

const FREE_ROLL = "/#/free-roll?seed=7";

test.describe("Offline app", () => {
  test.use({ serviceWorkers: "allow" });

  test("lists a manifest with our icons", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator("link[rel=manifest]").getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(async (h) => (await fetch(h!)).json(), href);
    expect(manifest.name).toBe("Dice Table");
    expect(manifest.display).toBe("standalone");
    const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await page.request.get(new URL(icon.src, new URL(href!, page.url())).toString());
      expect(res.ok(), icon.src).toBe(true);
      expect(res.headers()["content-type"]).toContain(icon.type.split("+")[0]);
    }
  });

  test("after a first load it reloads with the network cut, says so, and throws", async ({ page, context }) => {
    const errors = watchErrors(page);
    await openTable(page, FREE_ROLL);
    // The worker has installed (precached every file) and is active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect(page.getByTestId("offline-note")).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByTestId("offline-note")).toBeVisible();
    await page.reload();
    await page.waitForFunction(() => window.__diceTable !== undefined);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), "served by the worker").toBe(true);
    await expect(page.getByTestId("offline-note")).toBeVisible();
    await expect(page.getByTestId("offline-note")).toContainText("Offline");

    const before = await throwsSoFar(page);
    await page.getByRole("button", { name: "Throw for me" }).click();
    await waitForResult(page, before);
    await expectReadoutMatchesPhysics(page);

    // The game server's path is never answered from the cache: offline it simply fails.
    const reached = await page.evaluate(async () => {
      try {
        const res = await fetch("./game-server/matchmake/joinOrCreate/table", { method: "POST" });
        return `answered ${res.status} ${(res.headers.get("content-type") ?? "").split(";")[0]}`;
      } catch {
        return "network error";
      }
    });
    expect(reached).toBe("network error");

    await context.setOffline(false);
    await expect(page.getByTestId("offline-note")).toHaveCount(0);
    // Offline, the preview's failed requests log errors the page itself did not make.
    expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e))).toEqual([]);
  });
});
