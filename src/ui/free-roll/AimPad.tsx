// AimPad now lives in the game kit; this path stays for the Rykestra practice screen until it imports it from there.
export { AimPad } from "../game-kit/AimPad";
