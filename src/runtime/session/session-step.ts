// What a session does about each event, decided from its state alone: a seat's input or the
// table's dice coming to rest go in, and out come the change of the session's state and the
// effects the table is to carry out (launch these flicks, nudge these dice, throw these again,
// run the throw to rest at once, dress the table for the new state). Nothing here touches the
// table: what it needs of it (the step it stands at, its throw count, which dice it knows)
// comes in as facts, so every decision can be tested and read without a physics.
import type { Flick, SettledDie } from "../../geometry/types";
import type { PlainMove, Seat } from "../../games/definition";
import { accept, refuse, type MoveResult } from "../../games/move-result";
import { countAttempts, planRemedy, remedyWords } from "../../table/remedy";
import type { ThrowSource } from "../../table/table-types";
import { flickProblem, poseChecksum, type AnyMove, type LogEntry, type SessionInput } from "../record/log";
import { pickUpIds } from "./session-access";
import type { LastThrow, SessionRules, SessionView } from "./session-types";

export type { SessionRules } from "./session-types";

/** What the table is told to do, in order. */
export type SessionEffect =
  /** Throw these flicks now; `fill`: due dice left behind go along with the table's own remedy flicks. */
  | { readonly kind: "launch"; readonly flicks: readonly Flick[]; readonly fill: readonly string[]; readonly source: ThrowSource }
  /** Pick these dice up off the table into the hand (dice that leant on them may move). */
  | { readonly kind: "to-hand"; readonly ids: readonly string[] }
  /** A small seeded hop for cocked dice where they lie. */
  | { readonly kind: "nudge"; readonly ids: readonly string[] }
  /** Throw these again with the table's own remedy flicks (a die that jumped out, one nudged too often). */
  | { readonly kind: "rethrow"; readonly ids: readonly string[] }
  /** Run the throw to rest at once (a quick computer's throw: the same steps, unseen). */
  | { readonly kind: "settle-now" }
  /** Dress the table for the state (the stage) and set who may touch and throw what. */
  | { readonly kind: "dress" }
  /** The session stands idle in a new moment: a computer due now starts its pause (on the session's clock). */
  | { readonly kind: "computer" };

/** What the table carries out (the session keeps the computers' turns itself). */
export type TableEffect = Exclude<SessionEffect, { readonly kind: "computer" }>;

/** The effects of a step that leaves the session idle at a new moment. */
const SETTLED: readonly SessionEffect[] = [{ kind: "dress" }, { kind: "computer" }];

export type SessionEvent =
  | { readonly kind: "input"; readonly seat: Seat; readonly input: SessionInput; readonly source: ThrowSource }
  /** The dice in the air came to rest; `struck`: dice another die touched on the way. */
  | { readonly kind: "rest"; readonly dice: readonly SettledDie[]; readonly struck: readonly string[] };

/** What a step reads of the table: facts, never the table itself. */
export interface TableFacts {
  /** The physics step the table stands at (the log pins inputs and readings to it). */
  readonly step: number;
  /** Throws the table has seen, remedy throws included. */
  readonly throws: number;
  /** The table knows this die (on it or in hand). */
  has(id: string): boolean;
  /** The dice in the hand, off the table. */
  readonly inHand: readonly string[];
}


export interface Stepped<S> {
  /** The change of the session's state (one change, applied before any effect). */
  readonly change: Partial<SessionView<S>>;
  readonly effects: readonly SessionEffect[];
}

/** A move of a type only a settled throw makes (read from the dice, never sent by a seat). */
const isReading = (types: readonly string[], move: unknown): boolean =>
  typeof move === "object" && move !== null && types.includes((move as { type?: unknown }).type as string);

const NOTHING: Stepped<never> = { change: {}, effects: [] };

/**
 * The session's reaction to one event. An input is taken only while the session is idle and
 * its table at rest (the session sees to that before asking); a refusal changes nothing.
 */
export function sessionStep<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, event: SessionEvent, table: TableFacts): MoveResult<Stepped<S>> {
  if (event.kind === "rest") return accept(atRest(rules, view, event.dice, event.struck, table));
  const { seat, input } = event;
  if (input.kind === "flick") return throwFlicks(rules, view, seat, input.flicks, event.source, table);
  if (input.kind === "pick-up") return pickUp(rules, view, seat, table);
  if (input.kind !== "move") return refuse("A seat sends a move, a throw or a pick-up");
  if (isReading(rules.definition.readingTypes, input.move)) return refuse("Throw results come from the table, not from a player");
  const result = rules.definition.apply(view.game, seat, input.move);
  if (!result.ok) return refuse(result.reason);
  const entry: LogEntry = { step: table.step, seat, input: { kind: "move", move: input.move } };
  return accept({ change: { game: result.state, log: [...view.log, entry], note: null }, effects: SETTLED });
}

function throwFlicks<S, M extends PlainMove>(
  rules: SessionRules<S, M>,
  view: SessionView<S>,
  seat: Seat,
  flicks: unknown,
  source: ThrowSource,
  table: TableFacts,
): MoveResult<Stepped<S>> {
  const problem = flickProblem(flicks);
  if (problem) return refuse(problem);
  const request = rules.definition.throwRequest(view.game);
  if (!request) return refuse("No throw is due now");
  if (request.seat !== seat) return refuse("It is not this seat's throw");
  const given = flicks as Flick[];
  const due = request.dice.map((d) => d.id);
  const stray = given.find((f) => !due.includes(f.dieId));
  if (stray) return refuse(`${rules.stage.dieName(stray.dieId)} is not part of this throw`);
  // One handful: a due die left behind goes along at once, with the table's own flick.
  const fill = request.any ? [] : due.filter((id) => !given.some((f) => f.dieId === id));
  const ids = request.any ? due.filter((id) => table.has(id)) : due;
  const effects: SessionEffect[] = [{ kind: "launch", flicks: given, fill, source }];
  if (rules.quick && rules.driver(seat).kind === "computer") effects.push({ kind: "settle-now" });
  return accept({
    change: {
      log: [...view.log, { step: table.step, seat, input: { kind: "flick", flicks: given } }],
      status: "rolling",
      note: null,
      pending: { seat, ids, attempts: {}, notes: [], source },
    },
    effects,
  });
}

/** The throwing seat picks its due dice still lying up into the hand: logged, as dice that leant on them may move. */
function pickUp<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, seat: Seat, table: TableFacts): MoveResult<Stepped<S>> {
  const due = pickUpIds(rules, view, seat, table.inHand);
  if ("refused" in due) return refuse(due.refused);
  // Nothing lying to pick up: nothing happens, and nothing is logged.
  if (due.ids.length === 0) return accept(NOTHING);
  const entry: LogEntry = { step: table.step, seat, input: { kind: "pick-up" } };
  return accept({ change: { log: [...view.log, entry], note: null }, effects: [{ kind: "to-hand", ids: due.ids }] });
}

/** The throw in the air came to rest: put a bad landing right, or read it into the game's move. */
function atRest<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, dice: readonly SettledDie[], struck: readonly string[], table: TableFacts): Stepped<S> {
  let pending = view.pending;
  if (!pending) return NOTHING;
  const { definition, stage } = rules;
  const game = view.game;
  const request = definition.throwRequest(game);
  const remedy = request && !request.asTheyLie ? stage.remedy(game, request) : null;
  if (remedy) {
    const plan = planRemedy(dice, pending.ids, pending.attempts, remedy);
    const words = remedyWords(plan.notes, (id) => stage.dieName(id), stage.where);
    if (words) pending = { ...pending, notes: [...pending.notes, words] };
    if (!plan.done) {
      const effects: SessionEffect[] = [{ kind: "nudge", ids: plan.nudge }];
      if (plan.rethrow.length > 0) effects.push({ kind: "rethrow", ids: plan.rethrow });
      return { change: { status: "fixing", note: words, pending: { ...pending, attempts: countAttempts(pending.attempts, plan) } }, effects };
    }
  }
  const thrown = pending.ids;
  const readIds = [...thrown, ...(request?.alsoRead ?? []).map((d) => d.id).filter((id) => !thrown.includes(id))];
  const read = readIds.map((id) => dice.find((d) => d.id === id)).filter((d): d is SettledDie => d !== undefined);
  const move = definition.throwMove(game, read, { struck: struck.filter((id) => !thrown.includes(id)) });
  const result = definition.apply(game, pending.seat, move);
  // The definition asked for this throw and refuses its reading: a bug, reported, never hidden.
  if (!result.ok) return { change: { status: "idle", pending: null, note: `The table could not read this throw: ${result.reason}` }, effects: [{ kind: "computer" }] };
  const entry: LogEntry = {
    step: table.step,
    seat: pending.seat,
    input: { kind: "move", move: move as unknown as AnyMove },
    derived: true,
    checksum: poseChecksum(dice),
  };
  const lastThrow: LastThrow = { seat: pending.seat, dice: read, notes: pending.notes, throwNumber: table.throws };
  // The remedy's words ("Die 4 jumped out — throwing it again") end with the re-throw they
  // announced: the throw is read now, and its notes stay with lastThrow.
  return { change: { status: "idle", pending: null, lastThrow, game: result.state, log: [...view.log, entry], note: null }, effects: SETTLED };
}
