// A saved game made in Chromium (Debian's, as the Playwright suite runs it) for the other
// browsers to open: a Five Thousand table of two computers at quick pace plays in the page until
// two throws have come to rest and the game is saved (the replay plays each at the drawn table's
// pace, the slowest part of the saved-game check in WebKit); the save is read back out of the page's
// IndexedDB exactly as the app stored it (packed text).
import { chromium } from "@playwright/test";
import { chromiumPath, softwareGlArgs } from "../chromium-path.mjs";

export interface MadeSave {
  readonly id: string;
  /** The save as stored: packed text. */
  readonly text: string;
  /** Throws the table had made when the save was read. */
  readonly throws: number;
}

export const CHROMIUM_GAME = "#/five-thousand?seed=5&players=Ana,Blue&computers=1,2&target=1000&quick=1";

export async function saveInChromium(base: string, settings: string): Promise<MadeSave> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox", ...softwareGlArgs(), "--ignore-gpu-blocklist", "--disable-gpu-compositing"] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript((s) => {
      localStorage.setItem("dice-table.settings.v1", s);
    }, settings);
    await page.goto(`${base}/${CHROMIUM_GAME}`);
    // Two throws at rest and the game saved since (its id in the address).
    await page.waitForFunction(() => (window.__diceTable?.throws ?? 0) >= 2 && window.__diceTable!.phase === "settled" && /[?&]save=/.test(location.hash), undefined, { timeout: 180_000, polling: "raf" });
    return await page.evaluate(
      () =>
        new Promise<MadeSave>((resolve, reject) => {
          const id = new URLSearchParams(location.hash.split("?")[1] ?? "").get("save") ?? "";
          const throws = window.__diceTable!.throws;
          const open = indexedDB.open("dice-tabletop");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction("saves", "readonly").objectStore("saves");
            const text = store.get(`save:${id}`);
            text.onsuccess = () => {
              open.result.close();
              if (typeof text.result !== "string") reject(new Error(`no save ${id} in Chromium's storage`));
              else resolve({ id, text: text.result, throws });
            };
            text.onerror = () => reject(text.error);
          };
        }),
    );
  } finally {
    await browser.close();
  }
}
