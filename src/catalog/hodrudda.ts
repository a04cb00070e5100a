// Hodrudda: two spike dice, creep towards thirty.
import { hodruddaGame, type HodruddaMove } from "../games/hodrudda/definition";
import type { HodruddaState } from "../games/hodrudda/state";
import { eventText } from "../games/hodrudda/words";
import { hodruddaSeat } from "../bots/hodrudda-seat";
import { hodruddaStage } from "../table/stages/hodrudda";
import { standingText } from "../runtime/session/kit";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { SEAT_COLOURS } from "./seats";

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
