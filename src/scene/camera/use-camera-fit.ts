// The framing the camera takes now: the game's designed framing, fitted (framing-fit.ts) to the
// canvas and to the dice that matter — those waiting in hand to be thrown and those lying on
// the felt or mat (when they cannot all be in view at their sizes, those the player may pick up
// come first). On touch, portrait or small canvases each must be drawn big enough for a
// thumb; elsewhere the designed view stands. A framing whose area is its subject (`whole`)
// is fitted to the canvas alone. The fit changes only while nothing rolls and no die is
// carried, so the camera never chases a throw in the air.
import { useEffect, useMemo, useState } from "react";
import { useThree } from "@react-three/fiber";
import type { TableController } from "../../table/table-controller";
import type { TableRect } from "./fit";
import { focusDice } from "./focus-dice";
import { fitFraming } from "./framing-fit";
import type { CameraView, Framing } from "./CameraRig";

/** A key for what the focus depends on; null while dice roll or one is carried. */
function focusKey(controller: TableController): string | null {
  const s = controller.state;
  if (s.inAir || s.holding !== null) return null;
  return `${s.throws}|${s.settled !== null}|${s.locked}|${s.inHand.join(",")}|${s.throwable?.join(",") ?? "*"}|${s.dice.map((d) => d.id).join(",")}|${s.settled?.length ?? 0}`;
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
  // A new framing after every throw, even where it stands as before: the camera comes back to
  // it from wherever the player turned it.
  return useMemo(
    () => fitFraming(framing, view, { width, height, coarse: coarse() }, area, () => focusDice(controller, felt, framing.watchedMinPx)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the dice the focus reads from the controller
    [controller, framing, area, felt, view, width, height, key],
  );
}
