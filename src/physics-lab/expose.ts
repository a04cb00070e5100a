// window.__diceLab: the physics replay, for Playwright to run in the page what it also runs in
// Node. Loaded lazily by main.tsx, so the app itself never waits for it.
import { replay } from "./replay";

export interface DiceLab {
  readonly replay: typeof replay;
}

declare global {
  interface Window {
    __diceLab?: DiceLab;
  }
}

window.__diceLab = { replay };
