// The framing the camera takes now: the game's designed framing, fitted (camera-fit.ts) to the
// canvas and to the dice that matter — those waiting in hand to be thrown and those lying on
// the felt or mat (when they cannot all be in view at their sizes, those the player may pick up
// come first). On touch, portrait or small canvases each must be drawn big enough for a
// thumb; elsewhere the designed view stands. The fit changes only while nothing rolls and no
// die is carried, so the camera never chases a throw.
import { useEffect, useMemo, useState } from "react";
import { useThree } from "@react-three/fiber";
import { D6_EDGE } from "../geometry/table-layout";
import type { TableController } from "../table/table-controller";
import { fitCamera, type FocusDie, type TableRect } from "./camera-fit";
import { TABLE_FOV, type CameraView, type Framing } from "./CameraRig";

/** Dice waiting in hand, to be picked up by a thumb, CSS px across at least. */
export const HAND_MIN_PX = 36;
/** Dice lying on the felt or mat, to be read and picked, CSS px across at least. */
export const LYING_MIN_PX = 28;
/** The band at the canvas's top where its overlays sit (a hint of up to three lines, the view button), CSS px: dice framed close up keep their centres below it. */
export const OVERLAY_TOP_PX = 100;
/** Every die the tables use is this big across (a 16 mm cube or a D10 16 mm across its ring), cm. */
const DIE_SIZE = D6_EDGE;

/** True where the minimum sizes apply: a touch screen, a portrait canvas or a small one. */
export function needsBigDice(width: number, height: number, coarsePointer: boolean): boolean {
  return coarsePointer || width / Math.max(1, height) < 0.9 || Math.min(width, height) < 500;
}

const within = (r: TableRect, x: number, z: number) => x >= r.minX && x <= r.maxX && z >= r.minZ && z <= r.maxZ;
const pos = { x: 0, y: 0, z: 0 };
const quat = { x: 0, y: 0, z: 0, w: 1 };

/** The dice that matter on `controller`'s table now (positions read from hand and physics). */
export function focusDice(controller: TableController, felt: TableRect): FocusDie[] {
  const s = controller.state;
  const out: FocusDie[] = [];
  for (const d of s.dice) {
    if (!controller.readPose(d.id, pos, quat)) continue;
    const inHand = s.inHand.includes(d.id);
    if (!inHand && !within(felt, pos.x, pos.z)) continue;
    const first = inHand && (s.throwable === null || s.throwable.includes(d.id));
    out.push({ position: [pos.x, pos.y, pos.z], size: DIE_SIZE, minPx: inHand ? HAND_MIN_PX : LYING_MIN_PX, first });
  }
  return out;
}

/** A key for what the focus depends on; null while dice roll or one is carried. */
function focusKey(controller: TableController): string | null {
  const s = controller.state;
  if (s.phase === "rolling" || s.holding !== null) return null;
  return `${s.throws}|${s.phase}|${s.inHand.join(",")}|${s.throwable?.join(",") ?? "*"}|${s.dice.map((d) => d.id).join(",")}|${s.settled?.length ?? 0}`;
}

const coarse = () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;

export function useCameraFit(controller: TableController, framing: Framing, area: TableRect, felt: TableRect, view: CameraView): Framing {
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const [key, setKey] = useState(() => focusKey(controller) ?? "");
  useEffect(
    () =>
      controller.store.subscribe(() => {
        const k = focusKey(controller);
        if (k !== null) setKey(k);
      }),
    [controller],
  );
  return useMemo(() => {
    const big = needsBigDice(width, height, coarse());
    const offset = view === "top" ? framing.top : framing.angled;
    const fit = fitCamera({
      width,
      height,
      fovDeg: TABLE_FOV,
      target: framing.target,
      offset,
      area,
      focus: big ? focusDice(controller, felt) : [],
      keepDesignedDistance: width / Math.max(1, height) >= 0.9,
      clearTop: big ? OVERLAY_TOP_PX : 0,
    });
    return {
      target: fit.target,
      angled: view === "top" ? framing.angled : fit.offset,
      top: view === "top" ? fit.offset : framing.top,
      narrowZoom: 1,
    };
    // `key` stands for the dice the focus reads from the controller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, framing, area, felt, view, width, height, key]);
}
