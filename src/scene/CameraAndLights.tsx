// The camera and the lights, both following the framing fitted to this canvas and these dice.
import type { TableController } from "../table/table-controller";
import { CameraRig, FELT, type CameraView, type Framing } from "./camera/CameraRig";
import { TableLights } from "./TableLights";
import { useCameraFit } from "./camera/use-camera-fit";
import type { RungLook } from "./quality";

export function CameraAndLights({
  controller,
  framing,
  view,
  look,
}: {
  controller: TableController;
  framing: Framing;
  view: CameraView;
  look: RungLook;
}) {
  const felt = framing.felt ?? FELT[controller.layout];
  const fitted = useCameraFit(controller, framing, framing.area ?? felt, felt, view);
  return (
    <>
      <TableLights framing={fitted} look={look} />
      <CameraRig layout={controller.layout} view={view} framing={fitted} />
    </>
  );
}
