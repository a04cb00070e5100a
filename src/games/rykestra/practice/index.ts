// Rykestra practice: set-ups, share codes, reading a throw and counting attempts. Pure.
export * from "./position";
export * from "./set-up-dice";
export * from "./codec";
export * from "./outcome";
export * from "./counters";
export * from "./saved";
export * from "./position-shape";
export * from "./definition";
export * from "./dispersion";
