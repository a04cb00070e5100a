// How a replay of Rykestra (or of a practice record) dresses the table: the mat its record
// names, and, for a game, the camera as the game frames it (the side tray while the sector dice
// wait and roll, and a moment after).
import { useStore } from "zustand";
import type { BoardChoice } from "../../catalog/game-module";
import type { RykestraTable } from "../../games/rykestra/definition";
import type { GameSession } from "../../runtime/session/session";
import type { PlainMove } from "../../games/definition";
import type { Framing } from "../../scene/camera/CameraRig";
import { rykestraFraming } from "../../scene/rykestra/framing";
import { SECTOR_LINGER_MS, sectorDiceUp } from "./match-state";
import { useLinger } from "./use-linger";

const boardIn = (o: { board?: unknown } | undefined): BoardChoice => (o?.board === "corellian" ? "corellian" : "standard");

/** A game's mat, from its options (`{ options: { board } }`). */
export const gameBoard = (options: unknown): BoardChoice => boardIn((options as { options?: { board?: unknown } } | null)?.options);

/** A practice record's mat (a daily challenge's attempt, say): the board its set-up names. */
export const practiceBoard = (options: unknown): BoardChoice => boardIn((options as { position?: { board?: unknown } } | null)?.position);

/** The camera over a replayed game: the side tray while the sector dice are up, as in the game. */
export function useGameFraming(session: GameSession<unknown, PlainMove>): Framing {
  const up = useStore(session.store, (s) => sectorDiceUp(s.game as RykestraTable));
  return rykestraFraming(useLinger(up, SECTOR_LINGER_MS));
}
