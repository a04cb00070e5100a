// The physics layer's public surface: the table, flicks and where hands throw from.
export { DiceTable, type DiceTableOptions, type DieSpec, type Pose } from "./dice-table";
export type { Impact } from "./impacts";
export { aimedFlick, flickFromSamples, headingDirection, randomFlick, type FlickFrom, type FlickOptions, type FlickSample, type ThrowAim } from "./flick";
export { seatThrowPosition, trayThrowPosition, HAND_HEIGHT, type ThrowPosition } from "./throw-position";
export { createRng, randomQuaternion, type Rng } from "./rng";
export { surfacePlan, type Layout, type SurfaceBox, type SurfacePlan } from "./surfaces";
export type { ImpactKind, SurfaceKind } from "./materials";
export { FIXED_DT, MAX_FLICK_SPEED, MAX_FLICK_SPIN, MAX_SETTLE_SECONDS } from "./constants";
