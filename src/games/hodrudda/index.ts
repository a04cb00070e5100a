export * from "./state.ts";
export * from "./moves.ts";
export * from "./prompt.ts";
export * from "./bot.ts";
export * from "./rules.ts";
export * from "./words.ts";
