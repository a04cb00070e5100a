// Hooligan: seven rounds, seven boxes, up to three throws a turn.
// Its computer seat (below, before the module): a Hooligan computer seat for the session runtime:
// the engine's policy (games/hooligan/bot.ts), at the seat's strength, picks the action; a throw
// is an honest random flick of the dice the game asks for.
import { describeEvent, sheetTotal, type HooliganState, hooliganBotAction } from "../games/hooligan";
import { totals } from "../games/hooligan/state";
import { hooliganGame, type HooliganMove } from "../games/hooligan/definition";
import { winnersWords } from "../games/player-words";
import { hooliganStage } from "../table/stages/hooligan";
import { standingText } from "../runtime/session/kit";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats";

/** How long the computer visibly thinks before each step (ms). */
export const HOOLIGAN_PAUSE_MS = 900;

/** The computer's next step for the player on turn, or null once the game is over. */
export function hooliganChoice(state: HooliganState, strength: Strength = DEFAULT_STRENGTH): ComputerAct<HooliganMove> | null {
  const action = hooliganBotAction(state, strength);
  if (!action) return null;
  switch (action.type) {
    case "throw":
      return { kind: "throw" };
    case "choose":
      return { kind: "move", move: { type: "choose", box: action.category } };
    case "keep":
      return { kind: "move", move: { type: "keep", dice: [...action.positions] } };
    case "score":
      return { kind: "move", move: { type: "score" } };
  }
}

export const hooliganSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = HOOLIGAN_PAUSE_MS): SeatDriver<HooliganState, HooliganMove> =>
  computer((state) => hooliganChoice(state, strength), pauseMs);

/** The plain dress of a table nobody looks at. */
const GREY = [{ body: "#d8d2c4", ink: "#2a1c12" }];

/** What the Continue list says of a game in progress or finished. */
function describe(game: HooliganState): SaveDescription {
  const totals = game.players.map((n, i) => `${n} ${sheetTotal(game.sheets[i])}`).join(", ");
  if (game.phase === "over") {
    const best = Math.max(...game.sheets.map(sheetTotal));
    return { progress: "Game over", finished: true, result: winnersWords(game.winners.map((w) => game.players[w]), `with ${best}`) };
  }
  if (game.phase === "rolloff") return { progress: "Roll-off for who starts", finished: false, result: null };
  return { progress: `Round ${game.round} of 7 · ${totals}`, finished: false, result: null };
}

export const hooligan: GameModule<HooliganState, HooliganMove> = {
  id: hooliganGame.id,
  title: "Hooligan",
  route: "/hooligan",
  card: {
    blurb:
      "Seven rounds, seven boxes: the numbers one to six and the straight. Up to three throws a turn, setting aside the dice that match the box you are chasing.",
    facts: "1+ players · five dice · seven rounds",
  },
  definition: hooliganGame,
  // The dice wear the colour of the seat to play; a computer's fresh throw is not gathered to the hand.
  stage: (seats) =>
    hooliganStage(seats ? { colours: seats.map((s) => s.colour), computer: seats.map((s) => s.computer ?? false) } : { colours: GREY }),
  computer: (strength) => hooliganSeat(strength),
  options: (seats) => ({ players: seatNames(seats) }),
  online: {
    seats: [2, 3, 4, 5, 6],
    // Its own roll-off chooses who starts.
    options: (names) => ({ players: [...names] }),
  },
  save: { describe },
  bench: {
    // Seven rounds; the roll-off on the table decides who starts.
    options: () => ({ players: ["A", "B"] }),
    winners: (s) => s.winners,
    score: (s, seat) => totals(s)[seat],
    scoreIs: "final total",
    // Most of a Hooligan total is the dice's doing: more games to measure the players' part.
    games: 400,
  },
  story: (state, names) => ({
    lines: state.log.map((e) => describeEvent(e, names)),
    standing: standingText(names, state.sheets.map(sheetTotal)),
  }),
};
