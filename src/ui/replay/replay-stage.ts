// The seats a replay is watched with: the record's names and colours, which dress the game
// module's own stage (watchSession). Colours and names never change a pose.
import type { SeatDress } from "../../runtime/session/kit";
import { SEAT_COLOURS } from "../../catalog/seats";
import type { ReplaySource } from "./replay-source";

/** The record's seats (at least six: a game may name fewer players than it has dice owners). */
export function replaySeats(source: ReplaySource): SeatDress[] {
  const n = Math.max(source.colours.length, 6);
  return Array.from({ length: n }, (_, i) => ({
    name: source.players[i] ?? `Seat ${i + 1}`,
    colour: SEAT_COLOURS.find((c) => c.name === source.colours[i]) ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
  }));
}
