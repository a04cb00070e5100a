// The turn limit on its own: a headless table of remote seats on a fake clock, no room, no timer.
import { describe, expect, it } from "vitest";
import { hodrudda } from "../src/catalog/hodrudda";
import { FakeClock } from "../src/runtime/session/clock";
import { computer, remote } from "../src/runtime/session/seats";
import { plainSeats, startSession } from "../src/runtime/session/start-session";
import { TurnLimit } from "./turn-limit";

const LIMIT = 1_000;

/** A Hodrudda table of two remote players held to the limit; what timed out, in order. */
function table(blocked: () => string | null = () => null) {
  const clock = new FakeClock();
  const session = startSession(hodrudda, plainSeats(2, false), hodrudda.options(2, 5), 5, { plain: true, clock, person: () => remote() });
  const timedOut: number[] = [];
  const limit = new TurnLimit(session, { ms: LIMIT, clock, standIn: () => hodrudda.computer(), blocked, timedOut: (seat) => timedOut.push(seat) });
  return { clock, session, limit, timedOut };
}

describe("the turn limit as a seat driver", () => {
  it("plays the computer's choice for a player who has not acted when the limit passes, as that seat's input", () => {
    const { clock, session, timedOut } = table();
    const seat = session.definition.actors(session.game)[0];
    clock.advance(LIMIT - 1);
    expect(session.view.log).toEqual([]);
    expect(timedOut).toEqual([]);
    clock.advance(1);
    expect(timedOut).toEqual([seat]);
    expect(session.view.log.map((e) => [e.seat, e.input.kind])).toEqual([[seat, "flick"]]);
    session.settleNow();
    expect(session.view.log[1]).toMatchObject({ seat, derived: true });
  });

  it("starts the clock again when the player acts in time", () => {
    const { clock, session, timedOut } = table();
    const seat = session.definition.actors(session.game)[0];
    clock.advance(LIMIT - 100);
    expect(session.throwForMe(seat).ok).toBe(true);
    session.settleNow();
    const played = session.view.log.length;
    clock.advance(LIMIT - 1);
    expect(timedOut).toEqual([]);
    expect(session.view.log).toHaveLength(played);
    clock.advance(1);
    expect(timedOut).toHaveLength(1);
  });

  it("does not time a seat a computer plays", () => {
    const { clock, session, timedOut } = table();
    const seat = session.definition.actors(session.game)[0];
    session.setDriver(seat, computer(() => null, 10 * LIMIT));
    clock.advance(3 * LIMIT);
    expect(timedOut).toEqual([]);
    expect(session.view.log).toEqual([]);
  });

  it("leaves the seat alone while the table takes no more input, and once disposed", () => {
    const full = table(() => "This table has played its moves");
    full.clock.advance(3 * LIMIT);
    expect(full.timedOut).toEqual([]);
    expect(full.session.view.log).toEqual([]);
    const gone = table();
    gone.limit.dispose();
    gone.clock.advance(3 * LIMIT);
    expect(gone.timedOut).toEqual([]);
    expect(gone.clock.pending).toBe(0);
  });
});
