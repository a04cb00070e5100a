// Rykestra's computer seat for the session runtime. The sector dice get an honest random
// throw into the side tray; the Kinzo marker goes in the bonus sector furthest from its own
// hand; a D10 throw is planned on a headless copy of the table (the D10s on the mat and the
// Kinzo marker, posed as the live table has them) and the best of a few aimed flicks is
// thrown for real, where the physics decides. Planning runs on the main thread for now.
import { isOnMat } from "../geometry/mat";
import type { SettledDie } from "../geometry/types";
import { SECTOR_DIE_IDS, type RykestraState } from "../games/rykestra";
import { markerChoices, rykestraGame, type RykestraMove, type RykestraTable } from "../games/rykestra/definition";
import { computer, type SeatDriver } from "../runtime/seats";
import { chooseMarkerSector, planThrow } from "./rykestra-bot";
import type { LyingBody } from "./rykestra-bot-sim";

/** The bodies a throw can meet: the D10s on the mat and the Kinzo marker while it lies on the mat. */
export function lyingBodies(snapshot: readonly SettledDie[], state: RykestraState): LyingBody[] {
  const ids = new Set([...state.dice.filter((d) => d.place === "mat").map((d) => d.id), SECTOR_DIE_IDS.kinzo]);
  return snapshot
    .filter((d) => ids.has(d.id) && (d.id !== SECTOR_DIE_IDS.kinzo || isOnMat({ x: d.position[0], z: d.position[2] })))
    .map((d) => ({ id: d.id, kind: d.kind, pose: { position: d.position, quaternion: d.quaternion } }));
}

export interface RykestraSeatOptions {
  readonly pauseMs?: number;
  /** True while the screen holds the table (a scored round on show): the seat waits. */
  readonly hold?: () => boolean;
}

export function rykestraSeat(options: RykestraSeatOptions = {}): SeatDriver<RykestraTable, RykestraMove> {
  return computer<RykestraTable, RykestraMove>((state, seat, { table }) => {
    const game = state.game;
    if (game.phase === "over" || options.hold?.()) return null;
    const choices = markerChoices(state);
    if (choices.length > 0) return { kind: "move", move: { type: "place-marker", sector: chooseMarkerSector(seat, game.players, choices) } };
    const request = rykestraGame.throwRequest(state);
    if (!request || request.seat !== seat) return null;
    if (game.phase === "sector-set") return { kind: "throw" };
    const plan = planThrow({
      state: game,
      seat,
      thrown: request.dice.map((d) => d.id),
      lying: lyingBodies(table.snapshot(), game),
      seed: table.seed + table.state.throws * 7919,
    });
    return { kind: "throw", flicks: plan.flicks };
  }, options.pauseMs);
}
