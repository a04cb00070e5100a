// Who may act and touch the table now, derived from the session's state in this one place: the
// person at this screen who may move or throw, the computer due to act, and what the table lets
// the player pick up and throw. Plain functions of the state, the seats' drivers and a screen's
// hold; nothing here changes anything.
import type { PlainMove, Seat, ThrowRequest } from "../../games/definition";
import type { ComputerDriver } from "./seats";
import type { SessionRules } from "./session-types";
import type { SessionView, TableHold } from "./session-types";

/** The dice a throw of `r` sends: every due die, or for an "any" request those in hand (else all). */
export function requestIds(r: ThrowRequest, inHand: readonly string[]): string[] {
  const ids = r.dice.map((d) => d.id);
  if (!r.any) return ids;
  const held = ids.filter((id) => inHand.includes(id));
  return held.length > 0 ? held : ids;
}

/** The person at this screen who may act now (hot-seat: whichever person's turn it is). */
export function personToAct<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>): Seat | null {
  if (view.status !== "idle") return null;
  return rules.definition.actors(view.game).find((s) => rules.driver(s).kind === "person") ?? null;
}

/** The person who is to throw now, if any. */
export function throwingPerson<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>): Seat | null {
  const r = rules.definition.throwRequest(view.game);
  return r && view.status === "idle" && rules.driver(r.seat).kind === "person" ? r.seat : null;
}

/** The computer seat due to act now, with its driver: none while dice roll or a screen holds the table closed. */
export function computerDue<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, hold: TableHold): { seat: Seat; driver: ComputerDriver<S, M> } | null {
  if (view.status !== "idle" || hold === "closed") return null;
  for (const seat of rules.definition.actors(view.game)) {
    const driver = rules.driver(seat);
    if (driver.kind === "computer") return { seat, driver };
  }
  return null;
}

/**
 * Who may touch the table and which dice may be picked up and thrown: the throwing person's
 * due dice while idle; nothing during another's throw, and a hold narrows it ("pick": pressed,
 * never thrown; "closed": untouched).
 */
export function tableAccess<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, hold: TableHold): { locked: boolean; throwable: string[] } {
  const r = rules.definition.throwRequest(view.game);
  const open = r !== null && view.status === "idle" && rules.driver(r.seat).kind === "person" && hold !== "closed";
  return { locked: !open, throwable: r && hold === "open" ? r.dice.map((d) => d.id) : [] };
}

/**
 * The dice `seat` may pick up into the hand now (the due dice still lying), or why it may not:
 * only the player due to throw (a person here, or a remote player at the server's table; a
 * computer's throw picks its dice up itself), and only while the table is idle.
 */
export function pickUpIds<S, M extends PlainMove>(rules: SessionRules<S, M>, view: SessionView<S>, seat: Seat, inHand: readonly string[]): { ids: string[] } | { refused: string } {
  if (view.status !== "idle") return { refused: "Wait for the dice to come to rest" };
  const r = rules.definition.throwRequest(view.game);
  if (!r || r.seat !== seat) return { refused: r ? "It is not your throw" : "No throw is due now" };
  if (rules.driver(seat).kind === "computer") return { refused: "Those dice are another player's to pick up" };
  return { ids: r.dice.map((d) => d.id).filter((id) => !inHand.includes(id)) };
}
