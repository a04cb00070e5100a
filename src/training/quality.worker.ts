// Flick quality in a Web Worker: a screen posts an attempt (the drill and the player's flicks,
// plain data) and hears its quality (flick-quality.ts). Each job runs to its end (64 re-throws,
// a few hundred milliseconds), off the page's thread; jobs are answered in the order asked.
import { flickQuality, type FlickQuality } from "./flick-quality";
import type { Drill } from "../games/rykestra/practice/drills";
import type { Flick } from "../geometry/types";

export type QualityMessage = { readonly id: number; readonly drill: Drill; readonly flicks: readonly Flick[] };

export type QualityReply = { readonly id: number; readonly kind: "quality"; readonly quality: FlickQuality; readonly ms: number } | { readonly id: number; readonly kind: "failed"; readonly reason: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<QualityMessage>) => void) | null;
  postMessage(reply: QualityReply): void;
};

scope.onmessage = (e) => {
  const { id, drill, flicks } = e.data;
  const started = performance.now();
  try {
    scope.postMessage({ id, kind: "quality", quality: flickQuality(drill, flicks), ms: performance.now() - started });
  } catch (err) {
    scope.postMessage({ id, kind: "failed", reason: err instanceof Error ? err.message : String(err) });
  }
};
