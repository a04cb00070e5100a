// Rykestra as a game definition for the one runtime: options and moves arrive as unknown data,
// are checked for shape, and go to the engine (rounds.ts, throws.ts), which rules on the rest.
//
// A round: the round's first player throws the sector dice (a `throw` of their faces); on the
// standard board they then choose which bonus sector takes the Kinzo marker (`place-marker`).
// Then each `throw` carries the readings of the thrown D10s followed by every D10 lying on the
// mat, since a throw may knock them. The throw that empties the last hand also resolves the
// captures and scores the round (the engine does it inside applyThrow): the state after it
// already holds the result, and the step-by-step replay is the screen's business.
import { SECTOR_IDS, sectorsOfColour, type SectorId } from "../../geometry/mat";
import type { SettledDie } from "../../geometry/types";
import { isRecord, notYourTurn, type GameDefinition, type Seat, type ThrowRequest } from "../definition";
import { accept, refuse, type MoveResult } from "../move-result";
import { extraKeysProblem, finiteProblem, moveType, namesProblem, seatShapeProblem } from "../definition-parse";
import { d10Reading, d10ReadingProblem, isSectorFace, withOwner, type D10Reading } from "./move-shape";
import { DICE_PER_PLAYER, DEFAULT_OPTIONS, type RykestraOptions } from "./options";
import { setSectors } from "./rounds";
import { readSectorDice } from "./sector-set";
import { sectorDiceFor, sectorFace, type SectorFace } from "./settled";
import { findDie, handOf, newGame, type RykestraState } from "./state";
import { applyThrow } from "./throws";

export interface RykestraSetup {
  /** One name per seat, going round the table to the left (3–5 players). */
  readonly players: readonly string[];
  /** The seat that throws first in round 1 (0 when absent). */
  readonly firstPlayer?: number;
  /** Table options; the rulings' defaults for any left out. */
  readonly options?: Partial<RykestraOptions>;
}

/** The sector dice of a standard round, read and waiting for the Kinzo marker's sector. */
export interface StandardSectorThrow {
  readonly chance: "red" | "blue";
  readonly kinzo: number;
}

export interface RykestraTable {
  /** The options `setup` accepted, kept for "next game". */
  readonly setup: RykestraSetup;
  readonly game: RykestraState;
  /** Standard board: the sector dice as read while the first player chooses the marker's sector. */
  readonly sectorThrow: StandardSectorThrow | null;
}

export type RykestraMove =
  /** The sector dice: standard [colour, Kinzo value], Corellian [Hazard value or "void"]. */
  | { readonly type: "throw"; readonly dice: readonly SectorFace[] }
  /** The thrown D10s, then every D10 that was lying on the mat, as they settled. */
  | { readonly type: "throw"; readonly dice: readonly D10Reading[] }
  | { readonly type: "place-marker"; readonly sector: SectorId }
  | { readonly type: "next-game" };

type MoveType = RykestraMove["type"];
const MOVE_TYPES: readonly MoveType[] = ["throw", "place-marker", "next-game"];
const FIELDS: Readonly<Record<MoveType, readonly string[]>> = { throw: ["dice"], "place-marker": ["sector"], "next-game": [] };
const OPTION_KEYS = Object.keys(DEFAULT_OPTIONS);
const MAX_NAMES = 12;

function parseSetup(input: unknown): RykestraSetup | string {
  if (!isRecord(input)) return "Rykestra's options must be an object with a list of players.";
  const problem =
    extraKeysProblem(input, ["players", "firstPlayer", "options"], "Rykestra's options") ??
    namesProblem(input.players, "Players", MAX_NAMES) ??
    (input.firstPlayer === undefined ? null : finiteProblem(input.firstPlayer, "The first player"));
  if (problem !== null) return problem;
  const players = [...(input.players as string[])];
  const firstPlayer = input.firstPlayer as number | undefined;
  if (input.options === undefined) return firstPlayer === undefined ? { players } : { players, firstPlayer };
  if (!isRecord(input.options)) return "Rykestra's table options must be an object.";
  const extra = extraKeysProblem(input.options, OPTION_KEYS, "Rykestra's table options");
  if (extra !== null) return extra;
  const options = { ...input.options } as Partial<RykestraOptions>;
  return firstPlayer === undefined ? { players, options } : { players, firstPlayer, options };
}

function setup(input: unknown): MoveResult<RykestraTable> {
  const parsed = parseSetup(input);
  if (typeof parsed === "string") return refuse(parsed);
  const game = newGame({ players: parsed.players.length, firstPlayer: parsed.firstPlayer, options: parsed.options });
  return game.ok ? accept({ setup: parsed, game: game.state, sectorThrow: null }) : refuse(game.reason);
}

function actors(state: RykestraTable): readonly Seat[] {
  const { game } = state;
  if (game.phase === "over") return Array.from({ length: game.players }, (_, s) => s);
  if (game.phase === "sector-set") return [game.firstPlayer];
  return game.turn === null ? [] : [game.turn];
}

/** The dice `seat` throws now: every die in hand with the both-at-once variant, else the first. */
const dueDice = (game: RykestraState, seat: number) => {
  const hand = handOf(game, seat);
  return game.options.bothDiceAtOnce ? hand : hand.slice(0, 1);
};

const matDice = (game: RykestraState) => game.dice.filter((d) => d.place === "mat").map((d) => d.id);

function sectorThrow(state: RykestraTable, dice: readonly unknown[]): MoveResult<RykestraTable> {
  const { game } = state;
  if (state.sectorThrow !== null) return refuse("The sector dice are read: place the Kinzo marker in a bonus sector.");
  const board = game.options.board;
  const wanted = sectorDiceFor(board).length;
  if (dice.length !== wanted || !dice.every(isSectorFace)) {
    return refuse(board === "standard" ? "Give the chance cube's colour and the Kinzo die's value." : "Give the Hazard die's value, or void.");
  }
  if (board === "corellian") {
    const [hazard] = dice;
    if (typeof hazard !== "number" && hazard !== "void") return refuse(`The Hazard die shows 2, 3, 4, 5 or a void, not ${hazard}.`);
    const result = setSectors(game, { board, hazard });
    return result.ok ? accept({ ...state, game: result.state }) : result;
  }
  const [chance, kinzo] = dice;
  if (typeof chance !== "string" || typeof kinzo !== "number") return refuse("Give the chance cube's colour, then the Kinzo die's value.");
  const read = readSectorDice(board, { board, chance, kinzo });
  if (!read.ok) return read;
  return accept({ ...state, sectorThrow: { chance: chance as "red" | "blue", kinzo } });
}

function placeMarker(state: RykestraTable, sector: unknown): MoveResult<RykestraTable> {
  const pending = state.sectorThrow;
  if (pending === null) return refuse("There is no Kinzo marker to place now.");
  if (typeof sector !== "string" || !(SECTOR_IDS as readonly string[]).includes(sector)) {
    return refuse(`A sector is one of ${SECTOR_IDS.join(", ")}.`);
  }
  const result = setSectors(state.game, { board: "standard", ...pending, marker: sector as SectorId });
  return result.ok ? accept({ ...state, game: result.state, sectorThrow: null }) : result;
}

function d10Throw(state: RykestraTable, seat: Seat, dice: readonly unknown[]): MoveResult<RykestraTable> {
  const { game } = state;
  for (let i = 0; i < dice.length; i++) {
    const problem = d10ReadingProblem(dice[i], i + 1);
    if (problem !== null) return refuse(problem);
  }
  const readings = dice as readonly D10Reading[];
  const snapshots = [];
  const thrown: string[] = [];
  for (const r of readings) {
    const die = findDie(game, r.id);
    if (die === undefined) return refuse(`There is no die "${r.id}".`);
    snapshots.push(withOwner(r, die.owner));
    // A die read from the hand can only have been thrown now; the engine checks whose it is.
    if (die.place === "hand") thrown.push(r.id);
  }
  const result = applyThrow(game, { seat, thrown, dice: snapshots });
  return result.ok ? accept({ ...state, game: result.state }) : result;
}

function apply(state: RykestraTable, seat: Seat, input: unknown): MoveResult<RykestraTable> {
  const seatBad = seatShapeProblem(seat);
  if (seatBad !== null) return refuse(seatBad);
  const parsed = moveType(input);
  if (typeof parsed === "string") return refuse(parsed);
  const { type, move } = parsed;
  if (!(MOVE_TYPES as readonly string[]).includes(type)) return refuse(`Rykestra has no move "${type}".`);
  const t = type as MoveType;
  const extra = extraKeysProblem(move, ["type", ...FIELDS[t]], `A "${t}" move`);
  if (extra !== null) return refuse(extra);
  if (!actors(state).includes(seat)) return refuse(notYourTurn(seat));
  const { game } = state;
  switch (t) {
    case "throw": {
      const dice = move.dice;
      if (!Array.isArray(dice) || dice.length > game.players * DICE_PER_PLAYER) return refuse("A throw's dice must be a list of readings.");
      if (game.phase === "over") return refuse("The game is over.");
      return game.phase === "sector-set" ? sectorThrow(state, dice) : d10Throw(state, seat, dice);
    }
    case "place-marker":
      return placeMarker(state, move.sector);
    case "next-game":
      if (game.phase !== "over") return refuse("The game is still being played.");
      return setup(state.setup);
  }
}

function throwRequest(state: RykestraTable): ThrowRequest | null {
  const { game } = state;
  if (game.phase === "sector-set") {
    return state.sectorThrow === null ? { seat: game.firstPlayer, dice: sectorDiceFor(game.options.board) } : null;
  }
  if (game.phase !== "throwing" || game.turn === null) return null;
  const d10 = (id: string) => ({ id, kind: "d10" as const });
  return { seat: game.turn, dice: dueDice(game, game.turn).map(d10), alsoRead: matDice(game).map(d10), asTheyLie: true };
}

/** The move a settled throw makes; a requested die missing from `settled` is left out (the engine then refuses). */
function throwMove(state: RykestraTable, settled: readonly SettledDie[]): RykestraMove {
  const request = throwRequest(state);
  const byId = new Map(settled.map((d) => [d.id, d]));
  const wanted = [...(request?.dice ?? []), ...(request?.alsoRead ?? [])];
  if (state.game.phase === "sector-set") {
    // A missing sector die reads as 0, which no sector die shows: the move is refused.
    return { type: "throw", dice: wanted.map(({ id }) => (byId.has(id) ? sectorFace(byId.get(id)!) : 0)) };
  }
  return { type: "throw", dice: wanted.flatMap(({ id }) => (byId.has(id) ? [d10Reading(byId.get(id)!)] : [])) };
}

export const rykestraGame: GameDefinition<RykestraSetup, RykestraTable, RykestraMove> = {
  id: "rykestra",
  moveTypes: MOVE_TYPES,
  readingTypes: ["throw"],
  rulesVersion: 1,
  setup,
  optionsOf: (state) => state.setup,
  apply,
  actors,
  isOver: (state) => state.game.phase === "over",
  seats: (state) => state.game.players,
  throwRequest,
  throwMove,
};

/** The sectors the first player may choose for the Kinzo marker now (empty when no choice is due). */
export function markerChoices(state: RykestraTable): readonly SectorId[] {
  return state.sectorThrow === null ? [] : sectorsOfColour(state.sectorThrow.chance);
}
