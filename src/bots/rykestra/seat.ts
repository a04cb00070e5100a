// Rykestra's computer seat for the session runtime. The sector dice get an honest random
// throw into the side tray; the Kinzo marker goes in the bonus sector furthest from its own
// hand; a D10 throw is planned (rykestra-planner.ts) on a headless copy of the table — the D10s
// on the mat and the Kinzo marker, posed as the live table has them — and thrown for real with
// the strength's aim noise, where the physics decides. `choose` plans on the calling thread
// (headless tables, the game server); given a `planner` (a Web Worker in the browser), the
// seat thinks there instead and the session waits for it.
import { isOnMat } from "../../geometry/mat";
import type { SettledDie } from "../../geometry/types";
import { DEFAULT_STRENGTH, type Strength } from "../../games/strength";
import { SECTOR_DIE_IDS, type RykestraState } from "../../games/rykestra";
import { markerChoices, rykestraGame, type RykestraMove, type RykestraTable } from "../../games/rykestra/definition";
import { createRng } from "../../physics";
import type { ComputerAct, ComputerContext, SeatDriver } from "../../runtime/session/seats";
import { chooseMarkerSector } from "./bot";
import type { LyingBody } from "./bot-sim";
import type { FlickParams } from "./flick-space";
import { PLAN_EFFORT } from "./plan-effort";
import { planThrow, throwOf, type PlanInput } from "./planner";

/** The bodies a throw can meet: the D10s on the mat and the Kinzo marker while it lies on the mat. */
export function lyingBodies(snapshot: readonly SettledDie[], state: RykestraState): LyingBody[] {
  const ids = new Set([...state.dice.filter((d) => d.place === "mat").map((d) => d.id), SECTOR_DIE_IDS.kinzo]);
  return snapshot
    .filter((d) => ids.has(d.id) && (d.id !== SECTOR_DIE_IDS.kinzo || isOnMat({ x: d.position[0], z: d.position[2] })))
    .map((d) => ({ id: d.id, kind: d.kind, pose: { position: d.position, quaternion: d.quaternion } }));
}

/** Plans a throw somewhere else (a worker): the chosen parameters, progress told on the way. */
export type RemotePlanner = (input: PlanInput, strength: Strength, progress: (fraction: number) => void) => Promise<FlickParams>;

export interface RykestraSeatOptions {
  readonly strength?: Strength;
  readonly pauseMs?: number;
  /** Plans throws off the calling thread; the session then waits on it. */
  readonly planner?: RemotePlanner;
}

type Step = { readonly act: ComputerAct<RykestraMove> | null } | { readonly plan: PlanInput };

/** What the seat does now without planning, or the plan a throw needs. */
function nextStep(state: RykestraTable, seat: number, table: ComputerContext["table"]): Step {
  const game = state.game;
  if (game.phase === "over") return { act: null };
  const choices = markerChoices(state);
  if (choices.length > 0) return { act: { kind: "move", move: { type: "place-marker", sector: chooseMarkerSector(seat, game.players, choices) } } };
  const request = rykestraGame.throwRequest(state);
  if (!request || request.seat !== seat) return { act: null };
  if (game.phase === "sector-set") return { act: { kind: "throw" } };
  return {
    plan: {
      state: game,
      seat,
      thrown: request.dice.map((d) => d.id),
      lying: lyingBodies(table.snapshot(), game),
      seed: table.seed + table.state.throws * 7919,
    },
  };
}

/** The real throw of a plan: its own noise stream, seeded by the throw (a replay reads the flicks from the log). */
function thrown(plan: PlanInput, params: FlickParams, strength: Strength): ComputerAct<RykestraMove> {
  return { kind: "throw", flicks: throwOf(plan, params, PLAN_EFFORT[strength], createRng(plan.seed ^ 0x5eed)) };
}

export function rykestraSeat(options: RykestraSeatOptions = {}): SeatDriver<RykestraTable, RykestraMove> {
  const strength = options.strength ?? DEFAULT_STRENGTH;
  const { planner } = options;
  return {
    kind: "computer",
    pauseMs: options.pauseMs,
    choose: (state, seat, { table }) => {
      const step = nextStep(state, seat, table);
      if ("act" in step) return step.act;
      return thrown(step.plan, planThrow(step.plan, PLAN_EFFORT[strength]).params, strength);
    },
    think: planner
      ? async (state, seat, { table, progress }) => {
          const step = nextStep(state, seat, table);
          if ("act" in step) return step.act;
          return thrown(step.plan, await planner(step.plan, strength, progress), strength);
        }
      : undefined,
  };
}
