// Hooligan's screen side for the catalog: its picture, its screen and its online board.
import type { GameUi } from "../screen-types";
import { BONE } from "../GameIcon";

export const hooliganUi: GameUi = {
  picture: (
    <>
      <rect x="12" y="12" width="40" height="40" rx="7" fill={BONE} />
      <text x="32" y="42" fontSize="28" textAnchor="middle" fill="#a3322a" fontWeight="800" fontFamily="Georgia, serif">
        H
      </text>
    </>
  ),
  load: () => import("./HooliganScreen"),
  board: () => import("./online-board"),
};
