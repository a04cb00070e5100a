// The seats of a table: who sits there, whether the computer plays them and at what strength,
// and the seat colours shared by every game (distinct on green felt and on dark wood, each with
// a readable ink for numbers drawn on a die of that colour).
import { DEFAULT_STRENGTH, type Strength } from "../games/strength";

export interface SeatColour {
  readonly name: string;
  readonly body: string;
  readonly ink: string;
}

export const SEAT_COLOURS: readonly SeatColour[] = [
  { name: "Red", body: "#c0392b", ink: "#fff7e6" },
  { name: "Blue", body: "#2f6fb5", ink: "#fff7e6" },
  { name: "Gold", body: "#e0b23a", ink: "#2a1c12" },
  { name: "Green", body: "#3d9a5b", ink: "#fff7e6" },
  { name: "Purple", body: "#7d4fb0", ink: "#fff7e6" },
  { name: "Ivory", body: "#efe6d2", ink: "#2a1c12" },
];

export interface PlayerSpec {
  readonly name: string;
  readonly colour: SeatColour;
  /** Played by the computer. */
  readonly computer: boolean;
  /** How well the computer plays that seat (screens that offer a choice); "good" when absent. */
  readonly strength?: Strength;
}

export const defaultPlayers = (count: number, computerFrom = 1): PlayerSpec[] =>
  Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? "You" : `${SEAT_COLOURS[i % SEAT_COLOURS.length].name}`,
    colour: SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: i >= computerFrom,
    strength: DEFAULT_STRENGTH,
  }));
