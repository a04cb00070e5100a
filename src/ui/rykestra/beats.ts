// A scored round as a sequence of beats to show one at a time: each value acting (its dice's
// zones drawn), then each capture it makes (line, ruler, the die lifted off, points), and a
// closing tally. Pure: built from the engine's RoundSummary.
import type { Capture, DieId, MatDie, RoundSummary } from "../../games/rykestra";
import { faceText, listText, midSentence, pointsText, possessive } from "./words";

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

function captureText(c: Capture, dice: ReadonlyMap<DieId, MatDie>, names: readonly string[]): string {
  const who = (id: DieId) => {
    const d = dice.get(id);
    return d ? `${possessive(names[d.owner])} ${faceText(d.value)}` : id;
  };
  const takes = `${who(c.capturer)} takes ${midSentence(who(c.captured))}: ${pointsText(c)}.`;
  const contest = c.contest;
  if (contest === null) return takes;
  const others = contest.rivals.slice(1).map((r) => midSentence(who(r.id)));
  if (contest.decidedBy === "seat order") {
    return `${takes} ${listText(others)} could take it too, at exactly the same distance; the earlier seat this round wins.`;
  }
  if (contest.decidedBy === "better score") {
    return `${takes} ${listText(others)} could take it too, at exactly the same distance; both are the same player's, and this one scores more.`;
  }
  if (contest.decidedBy === "same score") {
    return `${takes} ${listText(others)} could take it too, at exactly the same distance; both are the same player's and score the same.`;
  }
  const [winner, ...rest] = contest.rivals;
  const against = rest.map((r) => `${r.distance.toFixed(1)} cm`).join(", ");
  return `${takes} ${listText(others)} could take it too, but it is nearer (${winner.distance.toFixed(1)} cm against ${against}).`;
}

export function roundBeats(summary: RoundSummary, names: readonly string[]): Beat[] {
  const dice = new Map(summary.mat.map((d) => [d.id, d]));
  const beats: Beat[] = [];
  for (const step of summary.steps) {
    const who = step.capturers.map((id) => {
      const d = dice.get(id);
      return d ? possessive(names[d.owner]) : id;
    });
    const face = faceText(step.value);
    const plural = step.capturers.length > 1;
    const head = plural ? `The ${face}s act: ${listText(who.map((w) => `${midSentence(w)} ${face}`))}.` : `${who[0]} ${face} acts.`;
    const tail = step.captures.length === 0 ? (plural ? " Nothing they can take lies in their zones." : " Nothing it can take lies in its zone.") : "";
    beats.push({ kind: "act", value: step.value, actors: step.capturers, captures: step.captures.length, text: head + tail });
    for (const c of step.captures) {
      beats.push({ kind: "capture", value: step.value, actors: step.capturers, capture: c, text: captureText(c, dice, names) });
    }
  }
  const tally = summary.pointsBySeat.map((p, seat) => `${names[seat]} ${p}`).join(", ");
  const none = summary.steps.every((s) => s.captures.length === 0);
  beats.push({ kind: "done", text: none ? `No captures this round. ${tally}.` : `Round ${summary.round + 1} scores: ${tally}.` });
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
