// A new version: once the app's service worker is in charge, the next build's worker waits, the
// app says a new version is ready, and Reload switches the page to it. The next build is this
// build's worker file changed on disk where the preview serves it (a route cannot stand in: the
// browser fetches a worker's script past Playwright's interception), and put back afterwards.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./fixtures";
import { watchErrors, lookAt } from "./table-helpers";

// Where playwright.config.ts has the preview serve this run's build from.
const port = Number(process.env.E2E_PORT ?? 4173);
const WORKER_FILE = fileURLToPath(new URL(`../${process.env.E2E_OUT_DIR ?? (port === 4173 ? "dist" : `.e2e-dist/${port}`)}/sw.js`, import.meta.url));

test.use({ serviceWorkers: "allow" });

/** Added to the served worker: it answers which build it is. */
const SECOND_BUILD = `\nself.addEventListener("message", (e) => { if (e.data === "which-build") e.source?.postMessage("second build"); });\n`;

test("the app says a new version is ready and Reload brings it in", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/#/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Reloaded once the worker is active, the page is in its charge.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId("update-prompt")).toHaveCount(0);

  // The next deploy: the worker's file has changed.
  const first = readFileSync(WORKER_FILE, "utf8");
  expect(await (await page.request.get("/sw.js")).text(), "the worker file served is this one").toBe(first);
  writeFileSync(WORKER_FILE, first + SECOND_BUILD);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText("A new version of Dice Table is ready.");
    await lookAt(page, "test-results/update-prompt.png");

    await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
    await prompt.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload && navigator.serviceWorker.controller !== null);
    const build = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener("message", (e) => resolve(String(e.data)));
          navigator.serviceWorker.controller!.postMessage("which-build");
        }),
    );
    expect(build).toBe("second build");
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(WORKER_FILE, first);
  }
});
