// Draws public/icons/icon.svg into the PNG sizes the web app manifest lists, with the
// Chromium the browser tests use: `node scripts/make-icons.mjs` after changing the SVG.
import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumPath } from "./chromium-path.mjs";

const svg = readFileSync(new URL("../public/icons/icon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
  await page.screenshot({ path: new URL(`../public/icons/icon-${size}.png`, import.meta.url).pathname });
  await page.close();
}
await browser.close();
