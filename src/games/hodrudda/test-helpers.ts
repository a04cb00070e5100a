// Shared by this folder's tests: unwrap moves and play a scripted sequence.
import { must, refusal } from "../test-moves.ts";
import { throwSpikes, winkee } from "./moves.ts";
import { setupHodrudda, type HodruddaState } from "./state.ts";
import { logLines } from "./words.ts";

export { must, refusal };

/** A script step: a throw of two dice, or "W" for Winkee by the player who just threw. */
export type Step = readonly [number, number] | "W";

export const play = (state: HodruddaState, steps: readonly Step[]): HodruddaState =>
  steps.reduce((s, step) => must(step === "W" ? winkee(s) : throwSpikes(s, step)), state);

export const anaBen = () => must(setupHodrudda({ players: ["Ana", "Ben"] }));
export const anaBenCy = () => must(setupHodrudda({ players: ["Ana", "Ben", "Cy"] }));

/** The game's log as the screen shows it. */
export const lines = logLines;
