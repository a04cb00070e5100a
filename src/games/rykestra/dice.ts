// A player's D10s as the rules see them: ids, what a face is worth, and the order values act.
import type { Kite } from "../../geometry/capture-zone";
import type { TablePoint } from "../../geometry/types";

export type DieId = string;

/** Seat s owns "d10-s-0" and "d10-s-1"; the scene names its bodies the same way. */
export const dieId = (seat: number, index: number): DieId => `d10-${seat}-${index}`;

/** A face as read (0–9) is worth 1–10: the 0 counts as 10. */
export const worth = (value: number): number => (value === 0 ? 10 : value);

/** Values act from lowest worth to highest: 1, 2, …, 9, then 0. */
export const ACTING_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

export const isFaceValue = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 9;

/** One die after a throw has settled, as the scene reads it from the physics snapshot. */
export interface DieSnapshot {
  readonly id: DieId;
  /** Seat index of the die's owner. */
  readonly owner: number;
  /** The upward face as read, 0–9. */
  readonly value: number;
  readonly centre: TablePoint;
  /** The upward face's kite projected on the table (see geometry/capture-zone). */
  readonly kite: Kite;
  readonly cocked: boolean;
  readonly offMat: boolean;
}

/** A die settled flat on the mat: what captures are decided from. */
export interface MatDie {
  readonly id: DieId;
  readonly owner: number;
  readonly value: number;
  readonly centre: TablePoint;
  readonly kite: Kite;
}
