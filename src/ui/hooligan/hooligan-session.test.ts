import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyCategories, type HooliganState } from "../../games/hooligan";
import { dieId, HOOLIGAN_RACK } from "../../scene/hooligan/hooligan-table";
import { SEAT_COLOURS } from "../game-kit/players";
import { HooliganSession } from "./hooligan-session";
import { hooliganMode } from "./turn-mode";

const seat = (name: string, computer = false, i = 0) => ({ name, colour: SEAT_COLOURS[i], computer });

/** Runs the physics to rest (again after any nudge or re-throw) until the session has read the throw. */
function settle(session: HooliganSession) {
  for (let i = 0; i < 12 && session.view.rolling; i++) session.controller.settleNow();
  expect(session.view.rolling).toBe(false);
}

/** Every die lying on the table shows the value the engine holds for its position. */
function tableAgreesWithEngine(session: HooliganSession, game: HooliganState) {
  const turn = game.turn;
  if (game.phase !== "playing" || !turn || turn.dice.length !== 5) return 0;
  const snapshot = session.controller.snapshot();
  let checked = 0;
  turn.dice.forEach((value, p) => {
    const die = snapshot.find((d) => d.id === dieId(p));
    if (!die) return;
    expect(die.value).toBe(value);
    checked++;
  });
  return checked;
}

let sessions: HooliganSession[] = [];
afterEach(() => {
  for (const s of sessions) s.dispose();
  sessions = [];
  vi.useRealTimers();
});
const open = (...args: ConstructorParameters<typeof HooliganSession>) => {
  const s = new HooliganSession(...args);
  sessions.push(s);
  return s;
};

describe("a Hooligan game at the table", () => {
  it("plays a solo game to the end, every value read from the settled dice", () => {
    const session = open([seat("Ann")], { seed: 3 });
    let checked = 0;
    for (let i = 0; i < 200 && session.game.phase !== "over"; i++) {
      const mode = hooliganMode(session.game, session.view.pickedUp);
      if (mode === "decide") session.choose(emptyCategories(session.game.sheets[0])[0]);
      else {
        session.throwForMe();
        settle(session);
      }
      checked += tableAgreesWithEngine(session, session.game);
    }
    expect(session.game.phase).toBe("over");
    expect(Object.values(session.game.sheets[0]).every((v) => v !== null)).toBe(true);
    expect(checked).toBeGreaterThan(20);
  });

  it("moves the dice showing the chosen number to their pockets in the rack", () => {
    const session = open([seat("Ann")], { seed: 8 });
    session.throwForMe();
    settle(session);
    const dice = session.game.turn!.dice;
    const counts = [1, 2, 3, 4, 5, 6].map((n) => dice.filter((d) => d === n).length);
    const best = counts.indexOf(Math.max(...counts)) + 1;
    session.choose(best as 1 | 2 | 3 | 4 | 5 | 6);
    const snapshot = session.controller.snapshot();
    dice.forEach((value, p) => {
      const die = snapshot.find((d) => d.id === dieId(p))!;
      const inRack = Math.abs(die.position[0] - HOOLIGAN_RACK.slots[p].x) < 0.01 && Math.abs(die.position[2] - HOOLIGAN_RACK.slots[p].z) < 0.01;
      expect(inRack).toBe(value === best);
      expect(die.value).toBe(value);
    });
    // Only the others may be thrown next.
    expect(session.controller.state.throwable).toEqual(session.dueDice());
    expect(session.dueDice()).toHaveLength(5 - Math.max(...counts));
  });

  it("shows the engine's reason for a refused move and loses nothing", () => {
    const session = open([seat("Ann")], { seed: 3 });
    const before = session.game;
    session.choose(4);
    expect(session.view.note).toBe("Throw first: a box is chosen after a throw.");
    expect(session.game).toBe(before);
  });

  it("lets the player keep dice for Hooligan, by clicking or keys, before the rest are thrown", () => {
    const session = open([seat("Ann")], { seed: 3 });
    session.throwForMe();
    settle(session);
    session.choose("H");
    expect(hooliganMode(session.game, session.view.pickedUp)).toBe("keep");
    expect(session.controller.state.throwable).toEqual([]);
    const dice = session.game.turn!.dice;
    const first = dice.findIndex((d) => d >= 2 && d <= 5);
    session.toggle(first);
    expect(session.view.selected).toEqual([first]);
    session.pickUp();
    expect(session.game.turn!.setAside[first]).toBe(true);
    expect(session.controller.state.inHand).toEqual(session.dueDice());
    expect(session.dueDice()).not.toContain(dieId(first));
  });

  it("lets a computer seat play a whole game by itself", () => {
    vi.useFakeTimers();
    const session = open([seat("Bo", true)], { seed: 5, quick: true });
    for (let i = 0; i < 400 && session.game.phase !== "over"; i++) vi.advanceTimersByTime(100);
    expect(session.game.phase).toBe("over");
    expect(session.game.log.filter((e) => e.type === "scored")).toHaveLength(7);
  });
});
