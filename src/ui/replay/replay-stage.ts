// The table stage a replay is watched on: the game module's stage dressed in the seats' names
// and colours from the record. Colours and names never change a pose; everything else is the kit's.
import type { TableStage } from "../../table/stage";
import type { GameKit, SeatDress } from "../../runtime/kit";
import type { PlainMove } from "../../games/definition";
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

export function replayStage<S, M extends PlainMove>(kit: GameKit<S, M>, source: ReplaySource): () => TableStage<S> {
  const seats = replaySeats(source);
  return () => kit.stage(seats);
}
