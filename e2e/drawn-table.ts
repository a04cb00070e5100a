// A screenshot of a table that is drawn, not the blank of a canvas before its first frame.
// The table's checks read the camera and the physics (window.__diceTable), which are ready before
// the first frame is on screen (the canvas renders on demand, its scenery after its textures), so a
// screenshot taken straight after them may catch an empty, background-coloured canvas.
import { expect, type Page } from "@playwright/test";

/** Share of the first canvas's pixels brighter than the scene's near-black background (#120c08). */
export async function litShare(page: Page, png: Buffer): Promise<number> {
  const box = await page.locator("canvas").first().boundingBox();
  if (!box) return 0;
  return page.evaluate(
    async ({ b64, box }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      // The screenshot is in CSS pixels of the viewport (scale "css"); crop it to the canvas.
      const w = Math.max(1, Math.floor(box.width));
      const h = Math.max(1, Math.floor(box.height));
      const c = new OffscreenCanvas(w, h);
      const g = c.getContext("2d")!;
      g.drawImage(image, -Math.floor(box.x), -Math.floor(box.y));
      const d = g.getImageData(0, 0, w, h).data;
      let lit = 0;
      let n = 0;
      for (let i = 0; i < d.length; i += 4 * 7) {
        n++;
        if (Math.max(d[i], d[i + 1], d[i + 2]) > 40) lit++;
      }
      return lit / n;
    },
    { b64: png.toString("base64"), box },
  );
}

/**
 * Saves a screenshot of the page at `path` once its table is drawn: at least a fifth of the
 * canvas brighter than the bare background (felt, mat, wood and dice all are). Retakes it until then.
 */
export async function screenshotOfTable(page: Page, path: string, what = path) {
  await expect
    .poll(async () => litShare(page, await page.screenshot({ path, scale: "css" })), { message: `${what}: the table is drawn on the canvas, not blank` })
    .toBeGreaterThan(0.2);
}
