// Hodrudda seated without a screen: for the replay checker, headless tests and the server.
import { hodruddaGame, type HodruddaMove } from "../../games/hodrudda/definition";
import type { HodruddaState } from "../../games/hodrudda/state";
import { hodruddaSeat } from "../../bots/hodrudda-seat";
import { hodruddaStage } from "../../table/stages/hodrudda";
import { eventText } from "../../games/hodrudda/words";
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

export const hodruddaKit: GameKit<HodruddaState, HodruddaMove> = {
  id: hodruddaGame.id,
  definition: hodruddaGame,
  stage: () => hodruddaStage(HEADLESS_COLOURS),
  computer: () => hodruddaSeat(),
  computerAt: (strength) => hodruddaSeat(strength),
  options: (seats, seed) => ({
    players: Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`),
    first: seed % seats,
  }),
  story: (state, names) => ({
    lines: state.log.map((e) => eventText(e, names)),
    standing: standingText(names, state.players.map((p) => p.total)),
  }),
};
