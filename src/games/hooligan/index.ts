export * from "./categories";
export * from "./state";
export * from "./moves";
export * from "./prompt";
export * from "./words";
export * from "./bot";
export { hooliganRules } from "./rules";
