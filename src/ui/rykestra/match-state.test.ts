import { describe, expect, it } from "vitest";
import { must } from "../../games/test-moves";
import { rykestraGame, type RykestraTable } from "../../games/rykestra/definition";
import type { SessionView } from "../../runtime/session/session-types";
import { SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";
import { roundBeats } from "../../games/rykestra/beats";
import { sectorDiceUp, stageOf } from "./match-state";

const seats: PlayerSpec[] = [
  { name: "You", colour: SEAT_COLOURS[0], computer: false },
  { name: "Blue", colour: SEAT_COLOURS[1], computer: true },
  { name: "Gold", colour: SEAT_COLOURS[2], computer: true },
];
const start = must(rykestraGame.setup({ players: seats.map((s) => s.name) }));

function view(game: RykestraTable, change: Partial<SessionView<RykestraTable>> = {}): SessionView<RykestraTable> {
  return { game, status: "idle", note: null, thinking: null, pending: null, lastThrow: null, log: [], ...change };
}

describe("the stage of a Rykestra round, from the session's view", () => {
  it("waits for the sector dice, then shows them rolling", () => {
    expect(stageOf(view(start), null, seats).kind).toBe("sector-ready");
    expect(stageOf(view(start, { status: "rolling" }), null, seats).kind).toBe("sector-rolling");
  });

  it("has the sector dice up (the side tray framed) only until they are read", () => {
    const read = must(rykestraGame.apply(start, 0, { type: "throw", dice: ["blue", 3] }));
    const placed = must(rykestraGame.apply(read, 0, { type: "place-marker", sector: "NE" }));
    expect([start, read, placed].map(sectorDiceUp)).toEqual([true, false, false]);
  });

  it("asks a person to place the Kinzo marker, and says a computer is placing it", () => {
    const read = must(rykestraGame.apply(start, 0, { type: "throw", dice: ["red", 2] }));
    expect(stageOf(view(read), null, seats)).toEqual({ kind: "marker", reading: { board: "standard", chance: "red", kinzo: 2 } });
    expect(stageOf(view(read), null, [{ ...seats[0], computer: true }, ...seats.slice(1)]).kind).toBe("placing");
  });

  it("names whose turn it is, whether a computer is thinking, and whose throw is rolling", () => {
    const read = must(rykestraGame.apply(start, 0, { type: "throw", dice: ["blue", 3] }));
    const placed = must(rykestraGame.apply(read, 0, { type: "place-marker", sector: "NE" }));
    expect(stageOf(view(placed), null, seats)).toEqual({ kind: "turn", seat: 0, thinking: false });
    const pending = { seat: 0, ids: ["d10-0-0"], attempts: {}, notes: [], source: "auto" as const };
    expect(stageOf(view(placed, { status: "rolling", pending }), null, seats)).toEqual({ kind: "rolling", seat: 0, thrown: ["d10-0-0"] });
  });

  it("shows a scored round's replay over the game, which has moved on, until it is put away", () => {
    const read = must(rykestraGame.apply(start, 0, { type: "throw", dice: ["blue", 3] }));
    const placed = must(rykestraGame.apply(read, 0, { type: "place-marker", sector: "NE" }));
    const summary = { round: 0, firstPlayer: 0, order: [0, 1, 2], sectors: placed.game.sectors!, mat: [], steps: [], capturesBySeat: [0, 0, 0], pointsBySeat: [0, 0, 0] };
    const beats = roundBeats(summary, seats.map((s) => s.name));
    const review = { summary, beats, index: 0, playing: true, poses: {} };
    expect(stageOf(view(start), review, seats)).toMatchObject({ kind: "resolving", index: 0, playing: true });
  });
});
