// What a Five Thousand computer decides about the throw on the table, at any strength.
export interface FiveThousandBotChoice {
  /** Indices into the throw on the table to set aside now (empty when nothing more is taken). */
  readonly setAside: readonly number[];
  /** What to do next: bank the turn, or throw the dice in hand (also the roll-off die). */
  readonly then: "bank" | "throw";
}
