// Hodrudda: two spike dice, creep towards thirty.
// Its computer seat (below, before the module): a computer seat at a Hodrudda table, for the
// session runtime: the plain policy (games/hodrudda/bot.ts), at the seat's strength, decides
// whether to stand after its own throw; otherwise it throws when the dice are due to it (an honest
// random flick). The caller answers first (the definition lists them first), so a computer due to
// throw waits while another player may still call Winkee: a person answers with Winkee or "let it
// ride", a computer its policy.
import { hodruddaGame, type HodruddaMove } from "../games/hodrudda/definition";
import type { HodruddaState } from "../games/hodrudda/state";
import { eventText } from "../games/hodrudda/words";
import { hodruddaStage } from "../table/stages/hodrudda";
import { standingText } from "../runtime/session/kit";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { SEAT_COLOURS } from "./seats";
import { hodruddaBotDecision } from "../games/hodrudda/bot";
import type { Seat } from "../games/definition";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats";

/** How long a computer seat visibly thinks before it acts (ms). */
export const HODRUDDA_PAUSE_MS = 900;

/** What the computer in `seat` does now, or null when it waits (or the game is over). */
export function hodruddaChoice(state: HodruddaState, seat: Seat, strength: Strength = DEFAULT_STRENGTH): ComputerAct<HodruddaMove> | null {
  if (state.outcome) return null;
  if (state.caller === seat) {
    if (hodruddaBotDecision(state, strength) === "winkee") return { kind: "move", move: { type: "winkee" } };
    return seat === state.current ? { kind: "throw" } : { kind: "move", move: { type: "ride" } };
  }
  if (seat !== state.current || state.caller !== null) return null;
  return { kind: "throw" };
}

export const hodruddaSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = HODRUDDA_PAUSE_MS): SeatDriver<HodruddaState, HodruddaMove> =>
  computer((state, seat) => hodruddaChoice(state, seat, strength), pauseMs);

/** What the Continue list says of a game in progress or finished. */
function describe(game: HodruddaState): SaveDescription {
  const o = game.outcome;
  const names = game.players.map((p) => p.name);
  const win = o ? [...game.log].reverse().find((e) => e.type === "win" || e.type === "carry") : undefined;
  return {
    progress: o ? `Game ${game.game} over` : `Game ${game.game}: ${names[game.current]} to throw`,
    finished: o !== null,
    result: win ? eventText(win, names) : null,
  };
}

export const hodrudda: GameModule<HodruddaState, HodruddaMove> = {
  id: hodruddaGame.id,
  title: "Hodrudda",
  route: "/hodrudda",
  card: {
    blurb:
      "Two spike dice marked with Corellian glyphs. Add up your throws and creep towards thirty — stand when you dare, because going over, or a pair of ones, knocks you out.",
    facts: "2+ players · two spike dice",
  },
  definition: hodruddaGame,
  // The spike dice wear the colour of the seat to throw.
  stage: (seats) => hodruddaStage((seats ?? SEAT_COLOURS.map((colour) => ({ colour }))).map((s) => s.colour)),
  computer: (strength) => hodruddaSeat(strength),
  options: (seats, seed) => ({ players: seatNames(seats), first: seed % seats }),
  online: {
    seats: [2, 3, 4, 5, 6],
    options: (names, seed) => ({ players: [...names], first: seed % names.length }),
  },
  save: { describe },
  bench: {
    // The first thrower follows the seed, independently of the seat the player under test takes.
    options: (seed) => ({ players: ["A", "B"], first: (seed >> 2) % 2 }),
    winners: (s) => (s.outcome && s.outcome.kind !== "all-bust" ? [s.outcome.winner] : []),
    score: (s, seat) => s.players[seat].chips,
    scoreIs: "chips won (ante 1)",
  },
  story: (state, names) => ({
    lines: state.log.map((e) => eventText(e, names)),
    standing: standingText(names, state.players.map((p) => p.total)),
  }),
};
