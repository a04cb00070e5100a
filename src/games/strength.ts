// How well a computer plays: chosen per seat at the set-up. Every game's policies take one.
export type Strength = "easy" | "good" | "strong";

export const STRENGTHS: readonly Strength[] = ["easy", "good", "strong"];

/** The strength a computer seat gets when nobody chooses one. */
export const DEFAULT_STRENGTH: Strength = "good";

export const isStrength = (s: unknown): s is Strength => s === "easy" || s === "good" || s === "strong";
