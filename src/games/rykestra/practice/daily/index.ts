// The daily challenge: a day from the UTC date, and that day's position and goal. Pure.
export * from "./day";
export * from "./challenge";
