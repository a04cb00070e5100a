// The framing the camera takes on a canvas of a given size: the designed framing fitted to it
// (camera-fit.ts), to the dice that matter on a phone, or — for a framing whose area is its
// subject (`whole`, a trainer's mat) — to that area alone at every size (fit-whole.ts). Pure:
// use-camera-fit.ts feeds it the canvas and the controller's dice; tests feed it their own.
import { fitCamera, type FocusDie, type TableRect } from "./fit";
import { fitWhole } from "./fit-whole";
import { needsBigDice, OVERLAY_TOP_PX } from "./focus-dice";
import { TABLE_FOV, type CameraView, type Framing } from "./CameraRig";

/** The canvas, CSS px, and whether its pointer is a finger. */
export interface CanvasSize {
  readonly width: number;
  readonly height: number;
  readonly coarse: boolean;
}

/** `focus` is asked only where the dice decide the view (a phone's canvas, no `whole`). */
export function fitFraming(framing: Framing, view: CameraView, canvas: CanvasSize, area: TableRect, focus: () => readonly FocusDie[]): Framing {
  const { width, height } = canvas;
  const big = needsBigDice(width, height, canvas.coarse);
  const topTarget = framing.topTarget ?? framing.target;
  const request = {
    width,
    height,
    fovDeg: TABLE_FOV,
    target: view === "top" ? topTarget : framing.target,
    offset: view === "top" ? framing.top : framing.angled,
    area,
    keepDesignedDistance: width / Math.max(1, height) >= 0.9,
    clearTop: framing.overlayTop ?? (big ? OVERLAY_TOP_PX : 0),
  };
  const fit = framing.whole ? fitWhole({ ...request, points: framing.whole }) : fitCamera({ ...request, focus: big ? focus() : [] });
  return {
    target: view === "top" ? framing.target : fit.target,
    topTarget: view === "top" ? fit.target : topTarget,
    angled: view === "top" ? framing.angled : fit.offset,
    top: view === "top" ? fit.offset : framing.top,
    narrowZoom: 1,
  };
}
