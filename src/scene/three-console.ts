// three.js speaks through one console function (THREE.setConsoleFunction). Everything it says
// reaches the console as before, except one deprecation that is not ours to act on:
// @react-three/fiber 9.8.2 (its latest release) builds its frame clock with THREE.Clock, and
// three r183+ warns about that on every canvas. Once fiber moves to THREE.Timer the filter is moot.
import { setConsoleFunction } from "three";

const NOT_OURS = ["THREE.Clock: This module has been deprecated"];

export function routeThreeConsole(): void {
  setConsoleFunction((type, message, ...params) => {
    if (type === "warn" && NOT_OURS.some((m) => message.startsWith(m))) return;
    console[type](message, ...params);
  });
}
