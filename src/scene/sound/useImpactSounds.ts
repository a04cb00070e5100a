// Plays the table's impacts through the synthesiser, following the mute setting.
import { useEffect } from "react";
import { useSettings } from "../../store/settings-store";
import type { TableController } from "../../table/table-controller";
import { ImpactSounds } from "./impact-sound";

export function useImpactSounds(controller: TableController) {
  const muted = useSettings((s) => s.muted);
  const volume = useSettings((s) => s.volume);
  useEffect(() => {
    const sounds = new ImpactSounds();
    sounds.setMuted(useSettings.getState().muted);
    sounds.setVolume(useSettings.getState().volume);
    const unlock = () => sounds.unlock();
    window.addEventListener("pointerdown", unlock, { capture: true });
    window.addEventListener("keydown", unlock, { capture: true });
    const off = controller.on("impact", (i) => sounds.play(i.speed, i.kinds));
    const offSettings = useSettings.subscribe((s) => {
      sounds.setMuted(s.muted);
      sounds.setVolume(s.volume);
    });
    return () => {
      off();
      offSettings();
      window.removeEventListener("pointerdown", unlock, { capture: true });
      window.removeEventListener("keydown", unlock, { capture: true });
      sounds.dispose();
    };
  }, [controller]);
  return { muted, volume };
}
