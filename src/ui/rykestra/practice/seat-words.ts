// Seats and dice of the practice table in words: "Blue (west)", "Blue's 7".
import { seatOutward } from "../../../table/rykestra-seats";
import { SEAT_COLOURS, type SeatColour } from "../../game-kit";

const ROSE = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"] as const;

/** The edge of the mat a seat sits by, as a compass word (north is away from the default camera). */
export function seatSide(seat: number, seats: number): string {
  const out = seatOutward(seat, seats);
  // Compass bearing of the outward vector: 0 north (−z), growing towards east (+x).
  const bearing = (Math.atan2(out.x, -out.z) * 180) / Math.PI;
  return ROSE[(Math.round(bearing / 45) + 8) % 8];
}

export const seatColour = (seat: number): SeatColour => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** "Red", "Blue"…: seats are named by their dice's colour. */
export const seatName = (seat: number): string => seatColour(seat).name;

/** "Blue (west)". */
export const seatLabel = (seat: number, seats: number): string => `${seatName(seat)} (${seatSide(seat, seats)})`;

/** "Blue 7": a die by its owner's colour and its face. */
export const dieLabel = (owner: number, value: number): string => `${seatName(owner)} ${value}`;

/** "N 0°", "E 90°", "SW 225°": a heading as the player turns it. */
export function headingText(degrees: number): string {
  const short = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"][Math.round(degrees / 45) % 8];
  return `${short} ${degrees}°`;
}
