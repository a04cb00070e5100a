// Hooligan seated without a screen: the replay checker and the headless tests build sessions
// from this kit.
import { hooliganSeat } from "../../bots/hooligan-seat";
import type { HooliganState } from "../../games/hooligan";
import { hooliganGame, type HooliganMove } from "../../games/hooligan/definition";
import { hooliganStage } from "../../table/stages/hooligan";
import { describeEvent, sheetTotal } from "../../games/hooligan";
import { standingText, type GameKit } from "../kit";

const GREY = [{ body: "#d8d2c4", ink: "#2a1c12" }];

export const hooliganKit: GameKit<HooliganState, HooliganMove> = {
  id: "hooligan",
  definition: hooliganGame,
  stage: () => hooliganStage({ colours: GREY }),
  computer: (strength) => hooliganSeat(strength),
  options: (seats) => ({ players: Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`) }),
  story: (state, names) => ({
    lines: state.log.map((e) => describeEvent(e, names)),
    standing: standingText(names, state.sheets.map(sheetTotal)),
  }),
};
