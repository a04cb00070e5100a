// Free Roll's screen side for the catalog: its picture and its screen.
import type { GameUi } from "../screen-types";
import { BONE, Pips } from "../GameIcon";

export const freeRollUi: GameUi = {
  picture: (
    <>
      <rect x="6" y="20" width="24" height="24" rx="5" fill={BONE} transform="rotate(-14 18 32)" />
      <Pips at={[[12, 27], [24, 37]]} />
      <path d="M44 10 L56 28 L44 40 L32 28 Z" fill="#c8553d" />
      <rect x="34" y="38" width="20" height="20" rx="4" fill="#3b4a6b" transform="rotate(12 44 48)" />
      <Pips at={[[44, 48]]} fill={BONE} />
    </>
  ),
  load: () => import("./FreeRollScreen"),
};
