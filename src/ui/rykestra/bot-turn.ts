// A computer seat's throw, spread over several ticks: copy the bodies lying on the mat, try
// one candidate flick per tick on a headless table (bots/rykestra-bot), then hand back the
// best flicks for the live table to throw.
import { isOnMat } from "../../geometry/mat";
import type { Flick } from "../../geometry/types";
import type { DieId, RykestraState } from "../../games/rykestra";
import { RykestraThrowPlanner } from "../../bots/rykestra-bot";
import type { LyingBody } from "../../bots/rykestra-bot-sim";
import type { TableController } from "../../table/table-controller";
import { SECTOR_DIE_IDS } from "../../scene/rykestra/read-mat";

export interface BotTurnInput {
  readonly controller: TableController;
  readonly state: RykestraState;
  readonly seat: number;
  readonly thrown: readonly DieId[];
  readonly seed: number;
  readonly onDone: (flicks: readonly Flick[]) => void;
}

/** The bodies a throw can meet: the D10s on the mat and the Kinzo marker. */
export function lyingBodies(controller: TableController, state: RykestraState): LyingBody[] {
  const ids = [...state.dice.filter((d) => d.place === "mat").map((d) => d.id), SECTOR_DIE_IDS.kinzo];
  const out: LyingBody[] = [];
  for (const id of ids) {
    const kind = controller.physics.has(id) ? controller.physics.kindOf(id) : undefined;
    if (!kind) continue;
    const p = { x: 0, y: 0, z: 0 };
    const q = { x: 0, y: 0, z: 0, w: 1 };
    controller.physics.readPose(id, p, q);
    // The Kinzo only matters while it lies on the mat, not in the side tray.
    if (id === SECTOR_DIE_IDS.kinzo && !isOnMat({ x: p.x, z: p.z })) continue;
    out.push({ id, kind, pose: { position: [p.x, p.y, p.z], quaternion: [q.x, q.y, q.z, q.w] } });
  }
  return out;
}

export class BotTurn {
  private readonly input: BotTurnInput;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private cancelled = false;

  constructor(input: BotTurnInput) {
    this.input = input;
  }

  start(): void {
    const { controller, state, seat, thrown, seed } = this.input;
    const planner = new RykestraThrowPlanner({ state, seat, thrown, lying: lyingBodies(controller, state), seed });
    const tick = () => {
      this.timer = null;
      if (this.cancelled) return;
      if (!planner.step()) {
        this.timer = setTimeout(tick, 0);
        return;
      }
      const best = planner.best();
      if (best) this.input.onDone(best.flicks);
    };
    this.timer = setTimeout(tick, 0);
  }

  cancel(): void {
    this.cancelled = true;
    if (this.timer !== null) clearTimeout(this.timer);
  }
}
