// The one way a game's session is made for its seats: the kit's definition, its stage dressed in
// the seats' names and colours, a driver per seat (a person at this screen or the kit's computer
// at the seat's strength; the game server's people are remote) and the options the set-up chose.
// Screens, the game server, replays, headless games and benchmarks all start sessions here.
import type { PlainMove } from "../../games/definition";
import type { MoveResult } from "../../games/move-result";
import { DEFAULT_STRENGTH } from "../../games/strength";
import type { Clock } from "./clock";
import type { GameKit, SeatDress } from "./kit";
import { person, type SeatDriver } from "./seats";
import { createSession, type GameSession } from "./session";

export interface StartExtras<S, M extends PlainMove> {
  /** Every computer throw comes to rest at once. */
  readonly quick?: boolean;
  readonly clock?: Clock;
  /** Dress the table plainly: nobody looks at it (the game server, the replay checker). */
  readonly plain?: boolean;
  /** A computer seat's driver, when not the kit's at the seat's strength (Rykestra's screen plans in a worker). */
  readonly computer?: (seat: SeatDress, index: number) => SeatDriver<S, M>;
  /** A person's seat's driver, when not a person at this screen (remote on the game server and in a replay). */
  readonly person?: (seat: SeatDress, index: number) => SeatDriver<S, M>;
}

/** A fresh random physics seed, below 2^31. */
export const randomSeed = (): number => Math.floor(Math.random() * 2147483648);

/** Seats named "Seat 1"… in a plain colour, each a computer or not (headless tables, replays). */
export const plainSeats = (count: number, computer: boolean): SeatDress[] =>
  Array.from({ length: count }, (_, i) => ({ name: `Seat ${i + 1}`, colour: { body: "#888888", ink: "#ffffff" }, computer }));

/** A session for these seats and options, or the game's refusal of them (nothing is made then). */
export function trySession<S, M extends PlainMove>(
  kit: GameKit<S, M>,
  seats: readonly SeatDress[],
  options: unknown,
  seed: number | undefined,
  extras: StartExtras<S, M> = {},
): MoveResult<GameSession<S, M>> {
  const driver = (s: SeatDress, i: number): SeatDriver<S, M> => {
    if (!s.computer) return extras.person ? extras.person(s, i) : person<S, M>();
    return extras.computer ? extras.computer(s, i) : kit.computer(s.strength ?? DEFAULT_STRENGTH);
  };
  return createSession<S, M>({
    definition: kit.definition,
    options,
    seed: seed ?? randomSeed(),
    stage: extras.plain ? kit.stage() : kit.stage(seats),
    drivers: seats.map(driver),
    clock: extras.clock,
    quick: extras.quick,
  });
}

/**
 * A session for these seats and options. The set-up forms, link readers and save readers only
 * let through what the game's setup accepts, so a refusal here is a bug, thrown. Takes what
 * trySession takes.
 */
export function startSession<S, M extends PlainMove>(...args: Parameters<typeof trySession<S, M>>): GameSession<S, M> {
  const made = trySession(...args);
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}
