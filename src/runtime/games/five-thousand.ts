// Five Thousand seated without a screen: for the replay checker, headless tests and the server.
import { fiveThousandGame, type FiveThousandMove, type FiveThousandTableState } from "../../games/five-thousand/definition";
import { fiveThousandSeat } from "../../bots/five-thousand-seat";
import { fiveThousandStage } from "../../table/stages/five-thousand";
import { eventText } from "../../games/five-thousand/words";
import { standingText, type GameKit } from "../kit";

/** Plain seat dress for a table nobody looks at (a screen passes its players' colours). */
const HEADLESS_COLOURS = [
  { body: "#c0392b", ink: "#fff7e6" },
  { body: "#2f6fb5", ink: "#fff7e6" },
  { body: "#e0b23a", ink: "#2a1c12" },
  { body: "#3d9a5b", ink: "#fff7e6" },
  { body: "#7d4fb0", ink: "#fff7e6" },
  { body: "#efe6d2", ink: "#2a1c12" },
];

const seatNames = (seats: number) => Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`);

export const fiveThousandKit: GameKit<FiveThousandTableState, FiveThousandMove> = {
  id: fiveThousandGame.id,
  definition: fiveThousandGame,
  stage: () => fiveThousandStage({ colours: HEADLESS_COLOURS, names: seatNames(6) }),
  computer: (strength) => fiveThousandSeat(strength),
  // The seed varies the target so headless games stay short and differ in length.
  options: (seats, seed) => ({ players: seatNames(seats), options: { target: [300, 500, 800][seed % 3] } }),
  story: (state, names) => ({
    lines: state.log.map((e) => eventText(e, names)),
    standing: standingText(names, state.players.map((p) => p.score)),
  }),
};
