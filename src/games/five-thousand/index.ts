export * from "./scoring.ts";
export * from "./state.ts";
export * from "./turn-total.ts";
export * from "./turn.ts";
export * from "./roll-off.ts";
export * from "./prompt.ts";
export * from "./bot.ts";
export * from "./rules.ts";
