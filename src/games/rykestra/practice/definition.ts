// Rykestra practice as a game definition: one seat sets up D10s on the mat, throws a die at
// them and reads what the throw did, as often as it likes. The moves are the set-up's edits,
// `throw` (the settled readings of the thrown die, then of every set-up die) and `reset`
// (back to the set-up for another attempt; the tallies stay). An edit that changes the
// set-up starts the tallies again. Practice never ends.
//
// What the throw touched comes from the physics' contact reports, which a settled snapshot
// does not hold: `throw` takes them as `struck`, and `practiceThrowMove` builds the move with
// them (the definition's throwMove, which only sees the snapshot, hands in none).
import type { TablePoint, SettledDie } from "../../../geometry/types";
import { isRecord, notYourTurn, type GameDefinition, type Seat, type ThrowRequest } from "../../definition";
import { accept, refuse, type MoveResult } from "../../move-result";
import { extraKeysProblem, finiteProblem, moveType, seatShapeProblem } from "../../definition-parse";
import { d10Reading, d10ReadingProblem, withOwner, type D10Reading } from "../move-shape";
import { NO_ATTEMPTS, countAttempt, type PracticeCounters } from "./counters";
import { readAttempt, type AttemptOutcome } from "./outcome";
import {
  EMPTY_POSITION,
  MAX_PRACTICE_DICE,
  addDie,
  moveDie,
  practiceDieIds,
  removeDie,
  samePosition,
  setBoard,
  setDieOwner,
  setDieValue,
  setReading,
  setSeats,
  setThrower,
  thrownDieId,
  turnDie,
  type PracticePosition,
} from "./position";
import { parsePosition } from "./position-shape";

export interface PracticeSetup {
  /** The set-up to start from; an empty mat of four seats when absent. */
  readonly position?: PracticePosition;
}

export interface PracticeTable {
  /** The options `setup` accepted (a log replays from them). */
  readonly options: PracticeSetup;
  /** The set-up every attempt starts from. */
  readonly position: PracticePosition;
  /** "setup": the set-up may be edited and the die thrown; "result": the last throw is read. */
  readonly mode: "setup" | "result";
  readonly outcome: AttemptOutcome | null;
  /** Tallies since the set-up last changed. */
  readonly counters: PracticeCounters;
}

/** Dice by their index in the set-up (0-based); spots in cm on the table plane, headings in degrees. */
export type PracticeMove =
  | { readonly type: "place-die"; readonly owner: number; readonly near?: TablePoint }
  | { readonly type: "move-die"; readonly die: number; readonly to: TablePoint }
  | { readonly type: "turn-die"; readonly die: number; readonly heading: number }
  | { readonly type: "set-value"; readonly die: number; readonly value: number }
  | { readonly type: "set-owner"; readonly die: number; readonly owner: number }
  | { readonly type: "remove-die"; readonly die: number }
  | { readonly type: "set-thrower"; readonly thrower: number }
  | { readonly type: "set-seats"; readonly seats: number }
  | { readonly type: "set-reading"; readonly reading: PracticePosition["reading"] }
  | { readonly type: "set-board"; readonly board: PracticePosition["board"] }
  | { readonly type: "load"; readonly position: PracticePosition }
  | { readonly type: "throw"; readonly dice: readonly D10Reading[]; readonly struck?: readonly string[] }
  | { readonly type: "reset" };

type MoveType = PracticeMove["type"];
const FIELDS: Readonly<Record<MoveType, readonly string[]>> = {
  "place-die": ["owner", "near"],
  "move-die": ["die", "to"],
  "turn-die": ["die", "heading"],
  "set-value": ["die", "value"],
  "set-owner": ["die", "owner"],
  "remove-die": ["die"],
  "set-thrower": ["thrower"],
  "set-seats": ["seats"],
  "set-reading": ["reading"],
  "set-board": ["board"],
  load: ["position"],
  throw: ["dice", "struck"],
  reset: [],
};
const MOVE_TYPES = Object.keys(FIELDS) as MoveType[];
/** The one seat: the player practising. */
const PLAYER: Seat = 0;

function setup(input: unknown): MoveResult<PracticeTable> {
  if (input !== undefined && !isRecord(input)) return refuse("Practice's options must be an object, or nothing.");
  const extra = input === undefined ? null : extraKeysProblem(input, ["position"], "Practice's options");
  if (extra !== null) return refuse(extra);
  const given = input?.position;
  const position = given === undefined ? EMPTY_POSITION : parsePosition(given);
  if (typeof position === "string") return refuse(position);
  return accept({ options: given === undefined ? {} : { position }, position, mode: "setup", outcome: null, counters: NO_ATTEMPTS });
}

function pointOf(x: unknown, what: string): TablePoint | string {
  if (!isRecord(x)) return `${what} must be a point {x, z} in cm.`;
  const problem = extraKeysProblem(x, ["x", "z"], what) ?? finiteProblem(x.x, `${what}'s x`) ?? finiteProblem(x.z, `${what}'s z`);
  return problem ?? { x: x.x as number, z: x.z as number };
}

const numberField = (move: Record<string, unknown>, key: string): number | string =>
  finiteProblem(move[key], `The move's ${key}`) ?? (move[key] as number);

/** The set-up after an edit; an edit that changes it starts the tallies again. */
function edited(state: PracticeTable, result: MoveResult<PracticePosition>): MoveResult<PracticeTable> {
  if (!result.ok) return result;
  if (samePosition(result.state, state.position)) return accept({ ...state, position: result.state });
  return accept({ ...state, position: result.state, counters: NO_ATTEMPTS, outcome: null });
}

function edit(state: PracticeTable, t: Exclude<MoveType, "throw" | "reset" | "load">, move: Record<string, unknown>): MoveResult<PracticeTable> {
  const p = state.position;
  const fields = FIELDS[t].filter((k) => k !== "near" && k !== "to" && k !== "reading" && k !== "board");
  const values: Record<string, number> = {};
  for (const key of fields) {
    const v = numberField(move, key);
    if (typeof v === "string") return refuse(v);
    values[key] = v;
  }
  switch (t) {
    case "place-die": {
      if (move.near === undefined) return edited(state, addDie(p, values.owner));
      const near = pointOf(move.near, "Where to place the die");
      return typeof near === "string" ? refuse(near) : edited(state, addDie(p, values.owner, near));
    }
    case "move-die": {
      const to = pointOf(move.to, "Where to move the die");
      return typeof to === "string" ? refuse(to) : edited(state, moveDie(p, values.die, to));
    }
    case "turn-die":
      return edited(state, turnDie(p, values.die, values.heading));
    case "set-value":
      return edited(state, setDieValue(p, values.die, values.value));
    case "set-owner":
      return edited(state, setDieOwner(p, values.die, values.owner));
    case "remove-die":
      return edited(state, removeDie(p, values.die));
    case "set-thrower":
      return edited(state, setThrower(p, values.thrower));
    case "set-seats":
      return edited(state, setSeats(p, values.seats));
    case "set-reading":
      if (move.reading !== "standard" && move.reading !== "mirror") return refuse('The reading is "standard" or "mirror".');
      return edited(state, accept(setReading(p, move.reading)));
    case "set-board":
      if (move.board !== "standard" && move.board !== "corellian") return refuse('The board is "standard" or "corellian".');
      return edited(state, accept(setBoard(p, move.board)));
  }
}

function throwAttempt(state: PracticeTable, move: Record<string, unknown>): MoveResult<PracticeTable> {
  const { position } = state;
  const dice = move.dice;
  if (!Array.isArray(dice) || dice.length > MAX_PRACTICE_DICE + 1) return refuse("A throw's dice must be a list of readings.");
  for (let i = 0; i < dice.length; i++) {
    const problem = d10ReadingProblem(dice[i], i + 1);
    if (problem !== null) return refuse(problem);
  }
  const struck = move.struck ?? [];
  if (!Array.isArray(struck) || struck.length > 100 || !struck.every((id) => typeof id === "string" && id.length <= 40)) {
    return refuse("struck must be a list of die ids.");
  }
  const thrown = thrownDieId(position);
  const owners = new Map<string, number>(practiceDieIds(position).map((id, i) => [id, position.dice[i].owner]));
  owners.set(thrown, position.thrower);
  const readings = dice as readonly D10Reading[];
  const stranger = readings.find((r) => !owners.has(r.id));
  if (stranger !== undefined) return refuse(`Die ${stranger.id} is not in this practice set-up.`);
  if (new Set(readings.map((r) => r.id)).size !== readings.length) return refuse("A die appears twice in the throw result.");
  const missing = [...owners.keys()].find((id) => !readings.some((r) => r.id === id));
  if (missing !== undefined) return refuse(`Die ${missing} is missing from the throw result.`);
  // In the order the practice screen has always read them: the set-up's dice, then the thrown one.
  const byId = new Map(readings.map((r) => [r.id, r]));
  const settled = [...owners.keys()].map((id) => withOwner(byId.get(id)!, owners.get(id)!));
  const outcome = readAttempt({ position, thrown, settled, struck: struck as string[] });
  return accept({ ...state, mode: "result", outcome, counters: countAttempt(state.counters, outcome) });
}

function apply(state: PracticeTable, seat: Seat, input: unknown): MoveResult<PracticeTable> {
  const seatBad = seatShapeProblem(seat);
  if (seatBad !== null) return refuse(seatBad);
  const parsed = moveType(input);
  if (typeof parsed === "string") return refuse(parsed);
  const { type, move } = parsed;
  if (!(MOVE_TYPES as string[]).includes(type)) return refuse(`Practice has no move "${type}".`);
  const t = type as MoveType;
  const extra = extraKeysProblem(move, ["type", ...FIELDS[t]], `A "${t}" move`);
  if (extra !== null) return refuse(extra);
  if (seat !== PLAYER) return refuse(notYourTurn(seat));
  if (t === "reset") return accept({ ...state, mode: "setup" });
  if (t === "load") {
    const position = parsePosition(move.position);
    if (typeof position === "string") return refuse(position);
    return accept({ ...state, position, mode: "setup", outcome: null, counters: NO_ATTEMPTS });
  }
  if (state.mode !== "setup") return refuse("Reset the mat to the set-up before changing it or throwing again.");
  if (t === "throw") return throwAttempt(state, move);
  return edit(state, t, move);
}

function throwRequest(state: PracticeTable): ThrowRequest | null {
  if (state.mode !== "setup") return null;
  const d10 = (id: string) => ({ id, kind: "d10" as const });
  return { seat: PLAYER, dice: [d10(thrownDieId(state.position))], alsoRead: practiceDieIds(state.position).map(d10), asTheyLie: true };
}

/** The throw move from a settled snapshot and the dice the thrown die touched on its way. */
export function practiceThrowMove(state: PracticeTable, settled: readonly SettledDie[], struck: readonly string[] = []): PracticeMove {
  const request = throwRequest(state);
  const byId = new Map(settled.map((d) => [d.id, d]));
  const wanted = [...(request?.dice ?? []), ...(request?.alsoRead ?? [])];
  const dice = wanted.flatMap(({ id }) => (byId.has(id) ? [d10Reading(byId.get(id)!)] : []));
  return { type: "throw", dice, struck: [...new Set(struck)] };
}

export const rykestraPracticeGame: GameDefinition<PracticeSetup, PracticeTable, PracticeMove> = {
  id: "rykestra-practice",
  moveTypes: MOVE_TYPES,
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  optionsOf: (state) => state.options,
  apply,
  actors: () => [PLAYER],
  isOver: () => false,
  seats: () => 1,
  throwRequest,
  throwMove: (state, settled, context) => practiceThrowMove(state, settled, context?.struck ?? []),
};
