// How the player looks at the table (angled or from above): one value for the table on show,
// kept with a saved game so a resume comes back to the same view.
import { createStore } from "zustand/vanilla";

export type CameraView = "angled" | "top";

export const cameraStore = createStore<{ readonly view: CameraView }>(() => ({ view: "angled" }));

export const setCameraView = (view: CameraView): void => {
  if (cameraStore.getState().view !== view) cameraStore.setState({ view });
};
