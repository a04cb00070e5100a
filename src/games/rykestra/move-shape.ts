// The shapes of Rykestra's throw readings as a move carries them, and their checks for input
// that arrives as unknown data. A D10 reading is what the engine's applyThrow needs of one
// settled die, less its owner (the state knows whose die an id is).
import type { Kite } from "../../geometry/capture-zone";
import type { SettledDie, TablePoint } from "../../geometry/types";
import { isRecord } from "../definition";
import { extraKeysProblem } from "../definition-parse";
import type { DieSnapshot } from "./dice";
import type { SectorFace } from "./settled";
import { toDieSnapshot } from "./settled";

/** One D10 as it settled: face 0–9, centre and upward kite on the table plane (cm), cocked, off the mat. */
export interface D10Reading {
  readonly id: string;
  readonly value: number;
  readonly centre: TablePoint;
  readonly kite: Kite;
  readonly cocked: boolean;
  readonly offMat: boolean;
}

const READING_KEYS = ["id", "value", "centre", "kite", "cocked", "offMat"];
const MAX_ID_LENGTH = 40;

// Adding 0 turns a negative zero into 0, which is what a JSON round trip makes of it.
const plain = (p: TablePoint): TablePoint => ({ x: p.x + 0, z: p.z + 0 });

/** The reading of one settled D10 (owner aside, the engine's DieSnapshot). */
export function d10Reading(die: SettledDie): D10Reading {
  const { id, value, centre, kite, cocked, offMat } = toDieSnapshot(die, 0);
  return { id, value, centre: plain(centre), kite: { top: plain(kite.top), left: plain(kite.left), right: plain(kite.right) }, cocked, offMat };
}

export const withOwner = (reading: D10Reading, owner: number): DieSnapshot => ({ ...reading, owner });

function pointProblem(x: unknown, what: string): string | null {
  if (!isRecord(x)) return `${what} must be a point {x, z}.`;
  const extra = extraKeysProblem(x, ["x", "z"], what);
  if (extra !== null) return extra;
  const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
  return finite(x.x) && finite(x.z) ? null : `${what} must have finite x and z (cm).`;
}

/** Why `x` is not a D10 reading, or null. */
export function d10ReadingProblem(x: unknown, n: number): string | null {
  const what = `Die reading ${n}`;
  if (!isRecord(x)) return `${what} must be an object (${READING_KEYS.join(", ")}).`;
  const extra = extraKeysProblem(x, READING_KEYS, what);
  if (extra !== null) return extra;
  if (typeof x.id !== "string" || x.id.length === 0 || x.id.length > MAX_ID_LENGTH) return `${what} needs a die id.`;
  if (typeof x.value !== "number" || !Number.isInteger(x.value)) return `${what}'s value must be a whole number from 0 to 9.`;
  if (typeof x.cocked !== "boolean") return `${what}'s cocked must be true or false.`;
  if (typeof x.offMat !== "boolean") return `${what}'s offMat must be true or false.`;
  const centre = pointProblem(x.centre, `${what}'s centre`);
  if (centre !== null) return centre;
  if (!isRecord(x.kite)) return `${what}'s kite must be {top, left, right}.`;
  const kite = x.kite;
  return (
    extraKeysProblem(kite, ["top", "left", "right"], `${what}'s kite`) ??
    pointProblem(kite.top, `${what}'s kite top`) ??
    pointProblem(kite.left, `${what}'s kite left`) ??
    pointProblem(kite.right, `${what}'s kite right`)
  );
}

/** True for a sector die's face: a whole number, a colour of the chance cube, or void. */
export const isSectorFace = (x: unknown): x is SectorFace =>
  (typeof x === "number" && Number.isInteger(x)) || x === "red" || x === "blue" || x === "void";
