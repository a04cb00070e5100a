// Rykestra's screen side for the catalog: its picture, its screen and its online board.
import type { GameUi } from "../screen-types";
import { BONE, INK } from "../GameIcon";
import { gameBoard, useGameFraming } from "./replay-dress";

export const rykestraUi: GameUi = {
  picture: (
    <>
      <rect x="6" y="6" width="52" height="52" rx="2" fill="#2f6b4f" />
      <rect x="6" y="6" width="26" height="26" fill="#8e3b32" opacity="0.85" />
      <rect x="32" y="32" width="26" height="26" fill="#8e3b32" opacity="0.85" />
      <path d="M32 14 L42 30 L32 40 L22 30 Z" fill={BONE} stroke={INK} strokeWidth="1.2" />
      <text x="32" y="32" fontSize="9" textAnchor="middle" fill={INK} fontWeight="700">
        7
      </text>
    </>
  ),
  load: () => import("./RykestraScreen"),
  board: () => import("./online-board"),
  replay: { mat: gameBoard, useFraming: useGameFraming },
};
