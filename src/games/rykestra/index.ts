// Rykestra's public face: the moves, the queries, the data the UI animates, the rules page.
export * from "./options";
export * from "./dice";
export * from "./sector-set";
export * from "./state";
export * from "./throws";
export * from "./rounds";
export * from "./resolve";
export * from "./scoring";
export * from "./settled";
export { RYKESTRA_RULES } from "./rules";
