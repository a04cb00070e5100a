// Rykestra drills: positions with a goal, graded from the settled mat, practised in sets. Pure.
export * from "./goals";
export * from "./library";
export * from "./sets";
export * from "./two-throw";
export * from "./nearness";
