// A save's checkpoint of the last rest: the table exactly (every die's pose, motion and sleep
// state, packed as the bits of its doubles so -0 and every last digit survive), the table's
// random streams, the last throw read and how much of the log it stands for. Resuming from it
// skips replaying the physics of the whole game. The log stays the truth: the game state is
// never taken from the checkpoint but folded from the log's moves, and a checkpoint whose log
// prefix, steps or own checksum disagree is refused with the reason.
import type { PlainMove } from "../../games/definition";
import type { DieSpec, TableRest, TableRngState } from "../../table/table-controller";
import type { SessionLog } from "./log";
import { continueLog } from "./replay";
import type { GameSession } from "../session/session";
import type { LastThrow } from "../session/session-types";
import { LOG_HASH_2, jsonHash, logHash, textLogHash } from "./canonical-hash";
import { pack, unpack } from "./die-packing";

/** Plain data, as it is saved. */
export interface Checkpoint {
  /** Log entries the rest stands after. */
  readonly entries: number;
  /** Those entries' hash: "2:" and logHash's 8 hex digits, or (saves made before it) textLogHash's 8 alone. */
  readonly logHash: string;
  readonly steps: number;
  readonly sinceMotion: number;
  readonly time: number;
  readonly stepnumber: number;
  readonly throws: number;
  readonly inHand: readonly string[];
  /** Every die the table knows, with its looks (the stage's choice, kept as it was). */
  readonly specs: readonly DieSpec[];
  /** Die ids and kinds in the world's order, and their state packed (DIE_FLOATS doubles each, base64). */
  readonly dice: readonly { readonly id: string; readonly kind: string }[];
  readonly packed: string;
  readonly rng: TableRngState;
  readonly lastThrow: LastThrow | null;
  /** FNV-1a of everything above: a damaged checkpoint is not trusted. */
  readonly checksum: string;
}

const sealed = (c: Omit<Checkpoint, "checksum">): string => jsonHash(c);

/** The session's checkpoint now, or null when it is not at rest (a throw rolling, dice moving). */
export function takeCheckpoint<S, M extends PlainMove>(session: GameSession<S, M>): Checkpoint | null {
  const view = session.view;
  if (view.status !== "idle" || view.pending || !session.table.physics.isSettled() || session.table.state.holding) return null;
  // A throw whose reading is still to be logged is not a rest the log can stand on.
  if (view.log[view.log.length - 1]?.input.kind === "flick") return null;
  const rest = session.table.restState();
  const body: Omit<Checkpoint, "checksum"> = {
    entries: view.log.length,
    logHash: logHash(view.log),
    steps: rest.physics.steps,
    sinceMotion: rest.physics.sinceMotion,
    time: rest.physics.time,
    stepnumber: rest.physics.stepnumber,
    throws: rest.throws,
    inHand: rest.inHand,
    specs: rest.specs,
    dice: rest.physics.dice.map((d) => ({ id: d.id, kind: d.kind })),
    packed: pack(rest.physics.dice),
    rng: session.table.rngState(),
    lastThrow: view.lastThrow,
  };
  return { ...body, checksum: sealed(body) };
}

/** The game the log's moves make, folded through the definition alone (no physics), or why it cannot be. */
export function foldGame<S, M extends PlainMove>(session: GameSession<S, M>, log: SessionLog, upTo: number): { ok: true; game: S } | { ok: false; reason: string } {
  const first = session.definition.setup(log.options);
  if (!first.ok) return { ok: false, reason: first.reason };
  let game = first.state;
  for (let i = 0; i < upTo; i++) {
    const e = log.entries[i];
    if (e.input.kind !== "move") continue;
    const r = session.definition.apply(game, e.seat, e.input.move as unknown as M);
    if (!r.ok) return { ok: false, reason: `entry ${i} is refused: ${r.reason}` };
    game = r.state;
  }
  return { ok: true, game };
}

/** Why this checkpoint cannot stand for this log, or null when it agrees. */
export function checkpointProblem(log: SessionLog, c: Checkpoint): string | null {
  const { checksum, ...body } = c;
  if (sealed(body) !== checksum) return "it is damaged";
  if (c.entries > log.entries.length) return "it is ahead of the log";
  const prefix = log.entries.slice(0, c.entries);
  if ((c.logHash.startsWith(LOG_HASH_2) ? logHash(prefix) : textLogHash(prefix)) !== c.logHash) return "the log before it is not the log it was taken from";
  const before = log.entries[c.entries - 1];
  const after = log.entries[c.entries];
  if ((before && before.step > c.steps) || (after && after.step < c.steps)) return "its table step does not fall where the log puts it";
  const known = new Set(c.specs.map((d) => d.id));
  if (new Set(c.dice.map((d) => d.id)).size !== c.dice.length || known.size !== c.specs.length) return "its dice do not add up";
  if (c.dice.some((d) => !known.has(d.id)) || c.inHand.some((id) => !known.has(id))) return "its dice do not add up";
  return null;
}

/**
 * Resumes `session` (freshly made for the log's seed and options) at the checkpoint, then
 * replays whatever the log holds after it — a throw the log ends on is left rolling. A refusal
 * with `untouched` left the session as it was made (the caller may replay the log instead).
 */
export function resumeAtCheckpoint<S, M extends PlainMove>(
  session: GameSession<S, M>,
  log: SessionLog,
  c: Checkpoint,
): { ok: true } | { ok: false; reason: string; untouched: boolean } {
  const refused = (why: string) => ({ ok: false as const, reason: `The save's resume point was refused: ${why}`, untouched: true });
  const problem = checkpointProblem(log, c);
  if (problem) return refused(problem);
  const dice = unpack(c.packed, c.dice);
  if (!dice) return refused("its dice are damaged");
  const folded = foldGame(session, log, c.entries);
  if (!folded.ok) return refused(folded.reason);
  const table: TableRest = {
    physics: { steps: c.steps, sinceMotion: c.sinceMotion, time: c.time, stepnumber: c.stepnumber, dice },
    specs: c.specs,
    inHand: c.inHand,
    throws: c.throws,
  };
  session.restoreAt({ game: folded.game, log: log.entries.slice(0, c.entries), lastThrow: c.lastThrow }, table, c.rng);
  const mismatches = continueLog(session, log, c.entries, undefined, true);
  return mismatches.length === 0 ? { ok: true } : { ok: false, reason: `The saved game did not replay as recorded (${mismatches[0]})`, untouched: false };
}
