// Five Thousand's screen side for the catalog: its picture, its screen and its online board.
import type { GameUi } from "../screen-types";
import { BONE, Pips } from "../GameIcon";

export const fiveThousandUi: GameUi = {
  picture: (
    <>
      <rect x="8" y="14" width="26" height="26" rx="5" fill={BONE} transform="rotate(-10 21 27)" />
      <Pips at={[[21, 27]]} fill="#a3322a" />
      <rect x="30" y="24" width="26" height="26" rx="5" fill={BONE} transform="rotate(8 43 37)" />
      <Pips at={[[36, 30], [50, 30], [43, 37], [36, 44], [50, 44]]} />
    </>
  ),
  load: () => import("./FiveThousandScreen"),
  board: () => import("./online-board"),
};
