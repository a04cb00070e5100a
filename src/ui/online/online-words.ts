// What the online page says when a table cannot be joined or made, in words. Pure.
import { CODE_LENGTH } from "../../net/protocol";
import { readRefusal } from "../../net/refusal";

const said = (e: unknown): string => (e instanceof Error ? e.message : "");

/** Why what was typed is not a table's code. */
export function codeProblem(typed: string): string {
  if (typed.trim() === "") return "Type the table's code, or paste the link a friend sent.";
  return `"${typed.trim().slice(0, 40)}" is not a table code. A code is ${CODE_LENGTH} letters and digits (no 0, 1, i, l or o), as in 7hk2mqz9ra.`;
}

/** Why joining table `code` failed: a table that is gone is told as such. */
export function joinProblem(code: string, e: unknown): string {
  const refusal = readRefusal(said(e));
  if (refusal) return `Could not join table ${code}. ${refusal.words}.`;
  if (/not found/i.test(said(e))) return `There is no table ${code} on the game server: it may have ended, or the code was mistyped.`;
  return `Could not join table ${code}: ${said(e) || "the game server did not answer"}.`;
}

/** Why a table could not be made: the server's own reason when it refused, else that it cannot be reached. */
export function makeProblem(e: unknown): string {
  const refusal = readRefusal(said(e));
  if (refusal) return `No table was made. ${refusal.words}.`;
  return `The game server cannot be reached (${said(e) || "no answer"}). Local play needs no server.`;
}
