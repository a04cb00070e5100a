// The camera and the lights, both following the framing fitted to this canvas and these dice.
import type { TableController } from "../table/table-controller";
import { CameraRig, FELT, type CameraView, type Framing } from "./CameraRig";
import { TableLights } from "./TableLights";
import { useCameraFit } from "./use-camera-fit";
import type { RenderQuality } from "./webgl-support";

export function CameraAndLights({
  controller,
  framing,
  view,
  quality,
}: {
  controller: TableController;
  framing: Framing;
  view: CameraView;
  quality: RenderQuality;
}) {
  const felt = framing.felt ?? FELT[controller.layout];
  const fitted = useCameraFit(controller, framing, framing.area ?? felt, felt, view);
  return (
    <>
      <TableLights framing={fitted} quality={quality} />
      <CameraRig layout={controller.layout} view={view} framing={fitted} />
    </>
  );
}
