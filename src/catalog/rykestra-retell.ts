// The log of sentences a Rykestra game at one screen tells, rebuilt for a resumed game: the
// moves of its log folded through the rules again, each scored round told as its result (it
// was replayed beat by beat when it happened) and the round under way told throw by throw, as
// the unbroken game told it. Only the table's own notes (a die nudged, a throw re-made) are not
// in the log's moves, so they are not told again.
import { ownerOfD10, type RykestraState } from "../games/rykestra";
import { withOwner, type D10Reading } from "../games/rykestra/move-shape";
import { rykestraGame, type RykestraTable } from "../games/rykestra/definition";
import { describeThrow, sectorName, sectorSetText } from "../games/rykestra/words";
import type { SessionLog } from "../runtime/record/log";
import { roundBeats } from "../games/rykestra/beats";

/** Where the round's sector dice put the bonus, in words. */
export function sectorWords(game: RykestraState): string {
  const sectors = game.sectors!;
  if (sectors.marker) return `The Kinzo marker goes in ${sectorName("standard", sectors.marker.sector)}: ${sectorSetText(sectors)}.`;
  const [id] = sectors.bonusSectors;
  return id ? `Bonus: ${sectorName("corellian", id)} scores +${sectors.bonus}.` : "The Hazard die shows a void: every capture this round scores 1 less.";
}

/** What one change of the game says: the sector dice, the bonus, a throw's outcome. */
export function changeWords(before: RykestraTable, after: RykestraTable, readings: readonly D10Reading[] | null, names: readonly string[]): { lines: string[]; latest: string[] | null } {
  const was = before.game;
  const game = after.game;
  const lines: string[] = [];
  if (after.sectorThrow && !before.sectorThrow) lines.push(`Sector dice: the chance cube shows ${after.sectorThrow.chance}, the Kinzo ${after.sectorThrow.kinzo}.`);
  if (was.phase === "sector-set" && game.phase === "throwing" && game.sectors) lines.push(sectorWords(game));
  const thrown = readings !== null && game.lastThrow !== was.lastThrow && game.lastThrow !== null;
  const latest = thrown ? describeThrow(was, game, readings.map((r) => withOwner(r, ownerOfD10(r.id) ?? 0)), names) : null;
  if (latest) lines.push(...latest);
  return { lines, latest };
}

const isReading = (x: unknown): x is D10Reading => typeof x === "object" && x !== null && "id" in x;

/** The sentences of a game rebuilt from its log, ending where it stands; null when the log does not fold (the caller says so plainly). */
export function retellGame(log: SessionLog, names: readonly string[]): string[] | null {
  const made = rykestraGame.setup(log.options);
  if (!made.ok) return null;
  let state = made.state;
  const roundStarts = (s: RykestraState) => `Round ${s.round + 1} of 3 — first to throw: ${names[s.firstPlayer]}.`;
  const told = [roundStarts(state.game)];
  for (const entry of log.entries) {
    if (entry.input.kind !== "move") continue;
    const move = entry.input.move;
    const next = rykestraGame.apply(state, entry.seat, move);
    if (!next.ok) return null;
    const after = next.state;
    const readings = move.type === "throw" && Array.isArray(move.dice) && move.dice.every(isReading) ? (move.dice as D10Reading[]) : null;
    told.push(...changeWords(state, after, readings, names).lines);
    if (after.game.history.length > state.game.history.length) {
      // A scored round, told as its replay told it, beat by beat.
      const summary = after.game.history[after.game.history.length - 1];
      told.push(`Round ${summary.round + 1}: every hand is empty — captures.`, ...roundBeats(summary, names).filter((b) => b.kind !== "act").map((b) => b.text));
      const game = after.game;
      told.push(game.phase === "over" ? `Game over. Totals: ${game.totals.map((t, s) => `${names[s]} ${t}`).join(", ")}.` : roundStarts(game));
    } else if (state.game.phase === "over" && after.game.phase !== "over") told.push(roundStarts(after.game));
    state = after;
  }
  return told;
}
