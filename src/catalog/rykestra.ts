// Rykestra: the D10 dexterity game of knock-offs and capture zones on a square mat.
import { MAX_PLAYERS, MIN_PLAYERS, winners } from "../games/rykestra";
import { rykestraGame, type RykestraMove, type RykestraSetup, type RykestraTable } from "../games/rykestra/definition";
import { winnersWords } from "../games/player-words";
import { rykestraSeat } from "../bots/rykestra/seat";
import { rykestraStage } from "../table/stages/rykestra";
import { standingText } from "../runtime/session/kit";
import { retellGame } from "./rykestra-retell";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { rykestraDress } from "./rykestra-dress";

/** Headless set-up: 3–5 seats, the board and the first player varied by the seed. */
export function rykestraOptions(seats: number, seed: number): RykestraSetup {
  const n = Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, seats));
  return { players: seatNames(n), firstPlayer: seed % n, options: { board: seed % 2 === 0 ? "standard" : "corellian" } };
}

/** What the Continue list says of a game in progress or finished. */
function describe(table: RykestraTable): SaveDescription {
  const game = table.game;
  const name = (seat: number) => table.setup.players[seat] ?? `Seat ${seat + 1}`;
  if (game.phase === "over") {
    const won = winners(game);
    return { progress: "Game over", finished: true, result: winnersWords(won.map(name), `with ${game.totals[won[0]]}`) };
  }
  return { progress: `Round ${game.round + 1} of 3 · ${game.totals.map((t, i) => `${name(i)} ${t}`).join(", ")}`, finished: false, result: null };
}

export const rykestra: GameModule<RykestraTable, RykestraMove> = {
  id: rykestraGame.id,
  title: "Rykestra",
  route: "/rykestra",
  card: {
    blurb:
      "Throw your D10s onto a square mat. Each die's top kite points out a wedge of the mat, and every rival die inside it that shows a lower or equal number is captured.",
    facts: "3–5 players · two D10 each · three rounds",
  },
  definition: rykestraGame,
  // Each seat's D10s in its colour, the sector dice of either board in their own.
  stage: (seats) => rykestraStage(seats ? rykestraDress(seats) : undefined),
  // Without a strength (replay checks, the game server's stand-ins) it plans lightly: on the
  // calling thread, and a server's thread serves every room.
  computer: (strength) => rykestraSeat({ strength: strength ?? "easy" }),
  options: rykestraOptions,
  online: {
    seats: [3, 4, 5],
    options: (names, seed, choices) => ({ players: [...names], firstPlayer: seed % names.length, options: { board: choices.board ?? "standard" } }),
    boards: true,
  },
  save: { describe },
  // Told from the moves so far as the table told them: the sector throw and its bonus, where
  // each die landed, what fell off, was knocked off or bumped, each round's captures and points.
  story: ({ game }, names, log) => ({ lines: retellGame(log, names) ?? [], standing: standingText(names, game.totals) }),
  // A replay's rounds (a link to "a round" plays one); the round count stays at its last past the end.
  chapter: ({ game }) => `Round ${Math.min(game.round, 2) + 1}`,
};
