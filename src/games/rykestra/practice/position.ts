// A practice set-up: D10s lying on the mat (owner, face, spot, heading), how many seats sit
// round it and which of them throws next. Immutable plain data; every edit returns a new
// position or a reason it cannot be made.
//
// Grid: spots are kept to whole millimetres and headings to whole degrees, so a position
// survives a share link and a reset exactly.
import type { ZoneReading } from "../../../geometry/capture-zone";
import { D10_DIAMETER, MAT } from "../../../geometry/table-layout";
import type { TablePoint } from "../../../geometry/types";
import { accept, refuse, type MoveResult } from "../../move-result";
import { dieId, isFaceValue, type DieId } from "../dice";
import { MAX_PLAYERS, MIN_PLAYERS, type Board } from "../options";
import { exactCos, exactSin, norm2 } from "../../../geometry/exact-math";

export interface PracticeDie {
  readonly owner: number;
  /** The face up, 0–9 as read (0 is worth 10). */
  readonly value: number;
  /** Centre on the table plane, cm, a whole number of millimetres. */
  readonly x: number;
  readonly z: number;
  /** Whole degrees 0–359 the top kite points: 0 north (−z), 90 east (+x). */
  readonly heading: number;
}

export interface PracticePosition {
  /** Seats round the mat (3–5); seat 0 sits south, the rest clockwise seen from above. */
  readonly seats: number;
  /** The seat whose die is thrown. */
  readonly thrower: number;
  readonly reading: ZoneReading;
  readonly board: Board;
  readonly dice: readonly PracticeDie[];
}

/** A centre further out than this (cm from the mat's centre line) leaves part of the die over the edge. */
export const PLACE_LIMIT = MAT.size / 2 - 0.8;
/** A lying D10 reaches 0.79 cm from its centre, so centres this far apart never touch. */
export const MIN_SPACING = D10_DIAMETER;
/** Every seat's two dice. */
export const MAX_PRACTICE_DICE = MAX_PLAYERS * 2;

export const EMPTY_POSITION: PracticePosition = { seats: 4, thrower: 0, reading: "standard", board: "standard", dice: [] };

/** To the millimetre grid, without a negative zero. */
export const toGrid = (cm: number): number => Math.round(cm * 10) / 10 + 0;

/** Any angle in degrees as a whole heading 0–359. */
export const toHeading = (degrees: number): number => ((Math.round(degrees) % 360) + 360) % 360;

const onGrid = (cm: number) => Number.isFinite(cm) && Math.abs(cm * 10 - Math.round(cm * 10)) < 1e-9;

/** Keeps a spot where a die may lie: on the grid, its whole footprint on the mat. */
export function clampSpot(p: TablePoint): TablePoint {
  const clamp = (v: number, c: number) => toGrid(Math.min(c + PLACE_LIMIT, Math.max(c - PLACE_LIMIT, v)));
  return { x: clamp(p.x, MAT.centre.x), z: clamp(p.z, MAT.centre.z) };
}

/** The physics body id of each die: seat s's k-th die is the engine's dieId(s, k). */
export function practiceDieIds(position: PracticePosition): DieId[] {
  const seen = new Map<number, number>();
  return position.dice.map((d) => {
    const k = seen.get(d.owner) ?? 0;
    seen.set(d.owner, k + 1);
    return dieId(d.owner, k);
  });
}

/** The thrower's die in hand: the next index after the thrower's dice on the mat. */
export function thrownDieId(position: PracticePosition): DieId {
  return dieId(position.thrower, position.dice.filter((d) => d.owner === position.thrower).length);
}

const distanceApart = (a: PracticeDie, b: TablePoint) => norm2(a.x - b.x, a.z - b.z);

/** The first die (other than `except`) lying too close to a spot, or -1. */
function crowding(dice: readonly PracticeDie[], spot: TablePoint, except: number): number {
  // A hair under the spacing, so dice set exactly MIN_SPACING apart on the grid are allowed.
  return dice.findIndex((d, i) => i !== except && distanceApart(d, spot) < MIN_SPACING - 1e-9);
}

/** Why one die cannot lie where it says in this position, or null. */
export function dieRefusal(position: PracticePosition, index: number): string | null {
  const d = position.dice[index];
  const n = index + 1;
  if (!Number.isInteger(d.owner) || d.owner < 0 || d.owner >= position.seats) {
    return `Die ${n} belongs to seat ${d.owner + 1}, but only ${position.seats} seats sit round the mat.`;
  }
  if (!isFaceValue(d.value)) return `Die ${n} must show a whole number from 0 to 9, not ${d.value}.`;
  if (!onGrid(d.x) || !onGrid(d.z)) return `Die ${n}'s spot must be given to the millimetre.`;
  if (Math.abs(d.x - MAT.centre.x) > PLACE_LIMIT + 1e-9 || Math.abs(d.z - MAT.centre.z) > PLACE_LIMIT + 1e-9) {
    return `Die ${n} at (${d.x}, ${d.z}) would hang over the mat's edge: keep centres within ${PLACE_LIMIT} cm of the middle.`;
  }
  if (!Number.isInteger(d.heading) || d.heading < 0 || d.heading > 359) {
    return `Die ${n}'s heading must be a whole number of degrees from 0 to 359, not ${d.heading}.`;
  }
  const other = crowding(position.dice, d, index);
  if (other >= 0 && other < index) {
    return `Dice ${other + 1} and ${n} overlap: their centres must be at least ${MIN_SPACING} cm apart.`;
  }
  return null;
}

/** Why a whole position cannot be set up, or null when it can. */
export function positionRefusal(position: PracticePosition): string | null {
  const { seats, thrower, reading, board, dice } = position;
  if (!Number.isInteger(seats) || seats < MIN_PLAYERS || seats > MAX_PLAYERS) {
    return `Practice seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players round the mat, not ${seats}.`;
  }
  if (!Number.isInteger(thrower) || thrower < 0 || thrower >= seats) {
    return `The thrower must be one of the ${seats} seats, not seat ${thrower + 1}.`;
  }
  if (reading !== "standard" && reading !== "mirror") return `Unknown capture-zone reading "${String(reading)}".`;
  if (board !== "standard" && board !== "corellian") return `Unknown board "${String(board)}".`;
  if (dice.length > MAX_PRACTICE_DICE) return `At most ${MAX_PRACTICE_DICE} dice fit a practice mat, not ${dice.length}.`;
  for (let i = 0; i < dice.length; i++) {
    const problem = dieRefusal(position, i);
    if (problem !== null) return problem;
  }
  return null;
}

function withDie(position: PracticePosition, index: number, die: PracticeDie): MoveResult<PracticePosition> {
  if (index < 0 || index >= position.dice.length) return refuse(`There is no die ${index + 1} on the mat.`);
  const next = { ...position, dice: position.dice.map((d, i) => (i === index ? die : d)) };
  const other = crowding(next.dice, die, index);
  if (other >= 0) return refuse(`Too close to die ${other + 1}: dice need ${MIN_SPACING} cm between their centres.`);
  const problem = dieRefusal(next, index);
  return problem === null ? accept(next) : refuse(problem);
}

/** The free grid spot nearest `near` (searched outwards in rings), or null when the mat is full. */
export function freeSpot(position: PracticePosition, near: TablePoint = MAT.centre): TablePoint | null {
  const start = clampSpot(near);
  const step = MIN_SPACING / 2;
  for (let ring = 0; ring <= Math.ceil((2 * PLACE_LIMIT) / step); ring++) {
    const count = ring === 0 ? 1 : ring * 8;
    for (let i = 0; i < count; i++) {
      const a = (2 * Math.PI * i) / count;
      const spot = clampSpot({ x: start.x + ring * step * exactSin(a), z: start.z - ring * step * exactCos(a) });
      if (crowding(position.dice, spot, -1) < 0) return spot;
    }
  }
  return null;
}

export function addDie(position: PracticePosition, owner: number, near?: TablePoint): MoveResult<PracticePosition> {
  if (position.dice.length >= MAX_PRACTICE_DICE) return refuse(`The practice mat holds at most ${MAX_PRACTICE_DICE} dice.`);
  if (!Number.isInteger(owner) || owner < 0 || owner >= position.seats) return refuse(`There is no seat ${owner + 1} at this table.`);
  const spot = freeSpot(position, near);
  if (spot === null) return refuse("There is no free spot left on the mat.");
  // A new die shows 5, its top point towards its owner so that its zone (standard reading)
  // opens across the mat.
  const heading = toHeading(180 + (360 * owner) / position.seats);
  return accept({ ...position, dice: [...position.dice, { owner, value: 5, ...spot, heading }] });
}

/** Moves a die to a spot (kept on the mat and on the grid); refused when it would overlap another. */
export function moveDie(position: PracticePosition, index: number, to: TablePoint): MoveResult<PracticePosition> {
  const die = position.dice[index];
  if (die === undefined) return refuse(`There is no die ${index + 1} on the mat.`);
  return withDie(position, index, { ...die, ...clampSpot(to) });
}

export function turnDie(position: PracticePosition, index: number, heading: number): MoveResult<PracticePosition> {
  const die = position.dice[index];
  if (die === undefined) return refuse(`There is no die ${index + 1} on the mat.`);
  return withDie(position, index, { ...die, heading: toHeading(heading) });
}

export function setDieValue(position: PracticePosition, index: number, value: number): MoveResult<PracticePosition> {
  const die = position.dice[index];
  if (die === undefined) return refuse(`There is no die ${index + 1} on the mat.`);
  if (!isFaceValue(value)) return refuse(`A D10 shows a whole number from 0 to 9, not ${value}.`);
  return withDie(position, index, { ...die, value });
}

export function setDieOwner(position: PracticePosition, index: number, owner: number): MoveResult<PracticePosition> {
  const die = position.dice[index];
  if (die === undefined) return refuse(`There is no die ${index + 1} on the mat.`);
  if (!Number.isInteger(owner) || owner < 0 || owner >= position.seats) return refuse(`There is no seat ${owner + 1} at this table.`);
  return withDie(position, index, { ...die, owner });
}

export function removeDie(position: PracticePosition, index: number): MoveResult<PracticePosition> {
  if (index < 0 || index >= position.dice.length) return refuse(`There is no die ${index + 1} on the mat.`);
  return accept({ ...position, dice: position.dice.filter((_, i) => i !== index) });
}

export function setThrower(position: PracticePosition, thrower: number): MoveResult<PracticePosition> {
  if (!Number.isInteger(thrower) || thrower < 0 || thrower >= position.seats) {
    return refuse(`There is no seat ${thrower + 1} at this table.`);
  }
  return accept({ ...position, thrower });
}

/** Changes the number of seats; a thrower who no longer has a seat hands the throw to seat 1. */
export function setSeats(position: PracticePosition, seats: number): MoveResult<PracticePosition> {
  if (!Number.isInteger(seats) || seats < MIN_PLAYERS || seats > MAX_PLAYERS) {
    return refuse(`Practice seats ${MIN_PLAYERS} to ${MAX_PLAYERS} players round the mat, not ${seats}.`);
  }
  const orphan = position.dice.findIndex((d) => d.owner >= seats);
  if (orphan >= 0) {
    return refuse(`Die ${orphan + 1} belongs to seat ${position.dice[orphan].owner + 1}: give it to another seat or remove it first.`);
  }
  return accept({ ...position, seats, thrower: position.thrower < seats ? position.thrower : 0 });
}

export function setReading(position: PracticePosition, reading: ZoneReading): PracticePosition {
  return { ...position, reading };
}

export function setBoard(position: PracticePosition, board: Board): PracticePosition {
  return { ...position, board };
}

/** True when two positions set up the same mat. */
export function samePosition(a: PracticePosition, b: PracticePosition): boolean {
  return (
    a.seats === b.seats &&
    a.thrower === b.thrower &&
    a.reading === b.reading &&
    a.board === b.board &&
    a.dice.length === b.dice.length &&
    a.dice.every((d, i) => {
      const e = b.dice[i];
      return d.owner === e.owner && d.value === e.value && d.x === e.x && d.z === e.z && d.heading === e.heading;
    })
  );
}
