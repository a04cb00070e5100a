// Dice Poker's screen side for the catalog: its picture, its screen and its online board.
import type { GameUi } from "../screen-types";

export const dicePokerUi: GameUi = {
  picture: (
    <>
      <rect x="8" y="8" width="48" height="48" rx="3" fill="#2f6b4f" />
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${8 + 12 * (i + 1)} 8 V56 M8 ${8 + 12 * (i + 1)} H56`} stroke="#1d4634" strokeWidth="1.2" />
      ))}
      {[14, 26, 38, 50].map((c) => (
        <circle key={c} cx={c} cy={c} r="4.2" fill="#d9a441" />
      ))}
      <circle cx="50" cy="14" r="4.2" fill="#c8553d" />
    </>
  ),
  load: () => import("./DicePokerScreen"),
  board: () => import("./online-board"),
};
