// A scored round as a sequence of beats to show one at a time: each value acting (its dice's
// zones drawn), then each capture it makes (line, ruler, the die lifted off, points), and a
// closing tally. Pure: built from the engine's RoundSummary, in the words of games/rykestra/words.ts.
import type { Capture, DieId, RoundSummary } from "./index";
import { actSentence, captureSentence, tallySentence } from "./words";

export type Beat =
  | {
      readonly kind: "act";
      /** The acting face, 0–9. */
      readonly value: number;
      readonly actors: readonly DieId[];
      /** Whether any of them captures. */
      readonly captures: number;
      readonly text: string;
    }
  | { readonly kind: "capture"; readonly value: number; readonly actors: readonly DieId[]; readonly capture: Capture; readonly text: string }
  | { readonly kind: "done"; readonly text: string };

export function roundBeats(summary: RoundSummary, names: readonly string[]): Beat[] {
  const dice = new Map(summary.mat.map((d) => [d.id, d]));
  const beats: Beat[] = [];
  for (const step of summary.steps) {
    beats.push({ kind: "act", value: step.value, actors: step.capturers, captures: step.captures.length, text: actSentence(step, dice, names) });
    for (const c of step.captures) {
      beats.push({ kind: "capture", value: step.value, actors: step.capturers, capture: c, text: captureSentence(c, dice, names) });
    }
  }
  beats.push({ kind: "done", text: tallySentence(summary, names) });
  return beats;
}

/** Dice already lifted off the mat once beat `index` is showing (its own capture included). */
export function capturedBy(beats: readonly Beat[], index: number): Set<DieId> {
  const out = new Set<DieId>();
  for (let i = 0; i <= index && i < beats.length; i++) {
    const b = beats[i];
    if (b.kind === "capture") out.add(b.capture.captured);
  }
  return out;
}

/** Points each seat has scored up to and including beat `index`. */
export function pointsSoFar(beats: readonly Beat[], index: number, players: number): number[] {
  const points = new Array<number>(players).fill(0);
  for (let i = 0; i <= index && i < beats.length; i++) {
    const b = beats[i];
    if (b.kind === "capture") points[b.capture.capturerOwner] += b.capture.points;
  }
  return points;
}
