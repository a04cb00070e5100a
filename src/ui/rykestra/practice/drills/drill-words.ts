// Words for drill results: the hand's throw and medals.
import type { Medal } from "../../../../games/rykestra/practice/drills";
import type { HandReading } from "./drill-run";

export const medalWord = (m: Medal): string => ({ bronze: "Bronze", silver: "Silver", gold: "Gold" })[m];

/** "4° right · 142 cm/s · spin 18 rad/s (9 sideways)". */
export function handWords(h: HandReading): string {
  const deg = Math.round(h.heading);
  const heading = deg === 0 ? "straight ahead" : `${Math.abs(deg)}° ${deg > 0 ? "right" : "left"}`;
  const side = Math.round(Math.abs(h.side));
  return `${heading} · ${Math.round(h.speed)} cm/s · spin ${Math.round(h.spin)} rad/s${side > 0 ? ` (${side} ${h.side > 0 ? "anticlockwise" : "clockwise"})` : ""}`;
}
