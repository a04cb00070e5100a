// Hodrudda's screen side for the catalog: its picture, its screen and its online board.
import type { GameUi } from "../screen-types";
import { BONE } from "../GameIcon";

export const hodruddaUi: GameUi = {
  picture: (
    <>
      <rect x="12" y="12" width="40" height="40" rx="7" fill="#3b4a6b" />
      <path d="M32 18 L38 32 L32 46 L26 32 Z M20 32 H44" stroke={BONE} strokeWidth="3" fill="none" strokeLinejoin="round" />
    </>
  ),
  load: () => import("./HodruddaScreen"),
  board: () => import("./online-board"),
};
