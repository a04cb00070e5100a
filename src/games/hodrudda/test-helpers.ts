// Shared by this folder's tests: unwrap moves and play a scripted sequence.
import { expect } from "vitest";
import type { MoveResult } from "../move-result.ts";
import { throwSpikes, winkee } from "./moves.ts";
import { setupHodrudda, type HodruddaState } from "./state.ts";

export function ok<S>(result: MoveResult<S>): S {
  if (!result.ok) expect.fail(`move refused: ${result.reason}`);
  return result.state;
}

export function refusal<S>(result: MoveResult<S>): string {
  if (result.ok) expect.fail("move was accepted");
  return result.reason;
}

/** A script step: a throw of two dice, or "W" for Winkee by the player who just threw. */
export type Step = readonly [number, number] | "W";

export const play = (state: HodruddaState, steps: readonly Step[]): HodruddaState =>
  steps.reduce((s, step) => ok(step === "W" ? winkee(s) : throwSpikes(s, step)), state);

export const anaBen = () => setupHodrudda({ players: ["Ana", "Ben"] });
export const anaBenCy = () => setupHodrudda({ players: ["Ana", "Ben", "Cy"] });
