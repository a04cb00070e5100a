// window.__diceLab: the physics replay, for Playwright and the other browsers' suite to run in
// the page what they also run in Node (the settled dice, or every step's poses). Loaded lazily
// by main.tsx, so the app itself never waits for it.
import { replay } from "./replay";
import { replayTrace } from "./trace";

export interface DiceLab {
  readonly replay: typeof replay;
  readonly trace: typeof replayTrace;
}

declare global {
  interface Window {
    __diceLab?: DiceLab;
  }
}

window.__diceLab = { replay, trace: replayTrace };
