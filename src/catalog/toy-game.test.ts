// docs/adding-a-game.md followed step by step with a toy game, "High Roll": each seat throws one
// D6 once, in turn; the highest face wins (a tie shares the win). The module is made here and
// never put in the catalog, so nothing that lists the games sees it. What it proves: a game is a
// definition (step 1), a stage (step 2), a computer (step 3) and a module (step 4), and with those
// alone the runtime plays it on the real physics, logs it and replays it to the bit.
import { describe, expect, it } from "vitest";
import { isIntIn, isRecord, notYourTurn, type GameDefinition } from "../games/definition";
import { accept, refuse, type MoveResult } from "../games/move-result";
import { TRAY_FELT } from "../table/landing-area";
import type { TableStage } from "../table/stage";
import { computer } from "../runtime/session/seats";
import { playHeadless, replayKit } from "../runtime/headless";
import type { GameModule } from "./game-module";

// Step 1: the rules, pure — state, moves, who acts, which throw is due, and the move a settled throw makes.
interface HighRollState {
  readonly seats: number;
  /** Each seat's face, null until it has thrown. */
  readonly faces: readonly (number | null)[];
}
type HighRollMove = { readonly type: "throw"; readonly face: number };

const DIE = { id: "d6-1", kind: "d6" } as const;
const due = (s: HighRollState) => s.faces.indexOf(null);

const highRoll: GameDefinition<{ seats: number }, HighRollState, HighRollMove> = {
  id: "high-roll",
  rulesVersion: 1,
  moveTypes: ["throw"],
  readingTypes: ["throw"],
  setup(options: unknown): MoveResult<HighRollState> {
    if (!isRecord(options) || !isIntIn(options.seats, 2, 6)) return refuse("High Roll needs 2 to 6 seats");
    return accept({ seats: options.seats, faces: Array.from({ length: options.seats }, () => null) });
  },
  optionsOf: (s) => ({ seats: s.seats }),
  apply(state, seat, move) {
    if (seat !== due(state)) return refuse(notYourTurn(seat));
    if (!isRecord(move) || move.type !== "throw" || !isIntIn(move.face, 1, 6)) return refuse("A throw reads one face, 1 to 6");
    return accept({ ...state, faces: state.faces.map((f, i) => (i === seat ? (move.face as number) : f)) });
  },
  actors: (s) => (due(s) < 0 ? [] : [due(s)]),
  isOver: (s) => due(s) < 0,
  seats: (s) => s.seats,
  throwRequest: (s) => (due(s) < 0 ? null : { seat: due(s), dice: [DIE] }),
  throwMove: (_s, settled) => ({ type: "throw", face: settled[0].value ?? 0 }),
};

const winners = (s: HighRollState): number[] => {
  const top = Math.max(...s.faces.map((f) => f ?? 0));
  return s.faces.flatMap((f, i) => (f === top ? [i] : []));
};

// Step 2: the table — which dice lie where, and where a die that went astray is thrown again.
const highRollStage: TableStage<HighRollState> = {
  layout: "tray",
  where: "the tray",
  dieName: () => "The die",
  sync(table) {
    if (table.state.dice.length !== 1) table.setDice([{ ...DIE, colour: "#f4efe4", ink: "#222", name: "The die" }]);
  },
  remedy: () => ({ area: TRAY_FELT, giveUp: false }),
};

// Steps 3 and 4: a computer that throws when it is due, and the module that names it all.
const highRollModule: GameModule<HighRollState, HighRollMove> = {
  id: highRoll.id,
  title: "High Roll",
  route: "/high-roll",
  definition: highRoll,
  stage: () => highRollStage,
  computer: () => computer<HighRollState, HighRollMove>(() => ({ kind: "throw" })),
  options: (seats) => ({ seats }),
};

describe("adding a game (docs/adding-a-game.md), with a toy game", () => {
  it("is played by the runtime on the real physics: every seat throws once and the highest face wins", () => {
    const s = playHeadless(highRollModule, 7, { seats: 3 });
    expect(highRoll.isOver(s.game)).toBe(true);
    expect(s.game.faces.every((f) => f !== null && f >= 1 && f <= 6)).toBe(true);
    // The faces are the physics' readings: the last one is the die as it lies on the table now.
    expect(s.game.faces[2]).toBe(s.table.snapshot().find((d) => d.id === DIE.id)!.value);
    expect(winners(s.game).length).toBeGreaterThan(0);
    s.dispose();
  });

  it("is logged, and the log replays to the same game to the bit", () => {
    const s = playHeadless(highRollModule, 11, { seats: 4 });
    const log = s.log();
    s.dispose();
    expect(log.entries.filter((e) => e.input.kind === "flick")).toHaveLength(4);
    const r = replayKit(highRollModule, JSON.parse(JSON.stringify(log)), 4);
    expect(r.mismatches).toEqual([]);
    expect(r.session?.game).toEqual(JSON.parse(JSON.stringify(s.game)));
    r.session?.dispose();
  });

  it("refuses what its rules refuse: a seat out of turn, a face no die shows, options out of range", () => {
    const start = highRoll.setup({ seats: 2 });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    expect(highRoll.apply(start.state, 1, { type: "throw", face: 3 }).ok).toBe(false);
    expect(highRoll.apply(start.state, 0, { type: "throw", face: 7 }).ok).toBe(false);
    expect(highRoll.setup({ seats: 9 }).ok).toBe(false);
  });
});
