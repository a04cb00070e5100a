// Five Thousand: six dice, ones and fives and triples; push your luck to 5000.
// Its computer seat (below, before the module): a computer seat at a Five Thousand table, for the
// session runtime: the plain policy (games/five-thousand/bot.ts), at the seat's strength, picks
// the dice to set aside, then banks or throws on, one move at a time, so the table shows each step
// (dice moving to the rack, then the bank or the throw).
import { fiveThousandGame, type FiveThousandMove, type FiveThousandTableState } from "../games/five-thousand/definition";
import { eventText } from "../games/five-thousand/words";
import { winnersWords } from "../games/player-words";
import { fiveThousandStage } from "../table/stages/five-thousand";
import { standingText } from "../runtime/session/kit";
import { seatNames, type GameModule, type SaveDescription } from "./game-module";
import { SEAT_COLOURS } from "./seats";
import { fiveThousandBotChoice } from "../games/five-thousand/bot";
import { rollOffThrower } from "../games/five-thousand/roll-off";
import type { Seat } from "../games/definition";
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";
import { computer, type ComputerAct, type SeatDriver } from "../runtime/session/seats";

/** How long a computer seat visibly thinks before each step (ms). */
export const FIVE_THOUSAND_PAUSE_MS = 900;

/** What the computer in `seat` does now, or null when it is not its move. */
export function fiveThousandChoice(state: FiveThousandTableState, seat: Seat, strength: Strength = DEFAULT_STRENGTH): ComputerAct<FiveThousandMove> | null {
  if (state.winners) return null;
  if (state.rollOff) return rollOffThrower(state) === seat ? { kind: "throw" } : null;
  if (state.turn?.player !== seat) return null;
  const choice = fiveThousandBotChoice(state, strength);
  if (!choice) return null;
  if (choice.setAside.length > 0) return { kind: "move", move: { type: "set-aside", dice: choice.setAside } };
  return choice.then === "bank" ? { kind: "move", move: { type: "bank" } } : { kind: "throw" };
}

export const fiveThousandSeat = (strength: Strength = DEFAULT_STRENGTH, pauseMs = FIVE_THOUSAND_PAUSE_MS): SeatDriver<FiveThousandTableState, FiveThousandMove> =>
  computer((state, seat) => fiveThousandChoice(state, seat, strength), pauseMs);

/** What the Continue list says of a game in progress or finished. */
function describe(game: FiveThousandTableState): SaveDescription {
  const names = game.players.map((p) => p.name);
  const best = Math.max(...game.players.map((p) => p.score));
  if (game.winners) {
    return { progress: "Game over", finished: true, result: winnersWords(game.winners.map((w) => names[w]), `with ${best}`) };
  }
  const scores = game.players.map((p) => `${p.name} ${p.score}`).join(", ");
  const progress = game.rollOff ? "Roll-off for the order" : game.turn ? `${names[game.turn.player]} to play · ${scores}` : scores;
  return { progress, finished: false, result: null };
}

export const fiveThousand: GameModule<FiveThousandTableState, FiveThousandMove> = {
  id: fiveThousandGame.id,
  title: "Five Thousand",
  route: "/five-thousand",
  card: {
    blurb:
      "Six dice, ones and fives and triples. Keep the scoring dice, push your luck with the rest, and bank before a dead throw wipes out the turn. First past 5000 ends it.",
    facts: "1+ players · six dice",
  },
  definition: fiveThousandGame,
  // The dice wear the colour of the seat to throw; a roll-off die waiting in the rack is named for its thrower.
  stage: (seats) =>
    seats
      ? fiveThousandStage({ colours: seats.map((s) => s.colour), names: seats.map((s) => s.name) })
      : fiveThousandStage({ colours: SEAT_COLOURS, names: seatNames(6) }),
  computer: (strength) => fiveThousandSeat(strength),
  // The seed varies the target so headless games stay short and differ in length.
  options: (seats, seed) => ({ players: seatNames(seats), options: { target: [300, 500, 800][seed % 3] } }),
  online: {
    seats: [2, 3, 4, 5, 6],
    // The roll-off on the table chooses who starts; the full target.
    options: (names) => ({ players: [...names] }),
  },
  save: { describe },
  bench: {
    // The full game to 5,000; the roll-off on the table decides who goes last.
    options: () => ({ players: ["A", "B"], options: { target: 5000 } }),
    winners: (s) => s.winners ?? [],
    score: (s, seat) => s.players[seat].score,
    scoreIs: "final score",
  },
  story: (state, names) => ({
    lines: state.log.map((e) => eventText(e, names)),
    standing: standingText(names, state.players.map((p) => p.score)),
  }),
};
