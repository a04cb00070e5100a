// Free practice's "Throw for me" planned in a Web Worker (practice-plan.ts), so the page keeps
// drawing while the strong seat's search runs: a set-up in, the plan and its measured rate out.
import type { PracticePosition } from "../games/rykestra/practice";
import { planPractice, type PracticePlan } from "./practice-plan";

export interface PracticePlanRequest {
  readonly id: number;
  readonly position: PracticePosition;
  readonly seed: number;
}

export type PracticePlanReply =
  | { readonly id: number; readonly kind: "plan"; readonly plan: PracticePlan; readonly ms: number }
  | { readonly id: number; readonly kind: "failed"; readonly reason: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<PracticePlanRequest>) => void) | null;
  postMessage(reply: PracticePlanReply): void;
};

scope.onmessage = (e) => {
  const { id, position, seed } = e.data;
  try {
    const started = performance.now();
    const plan = planPractice(position, seed);
    scope.postMessage({ id, kind: "plan", plan, ms: performance.now() - started });
  } catch (err) {
    scope.postMessage({ id, kind: "failed", reason: String(err) });
  }
};
