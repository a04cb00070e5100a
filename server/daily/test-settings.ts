// Settings only the tests and the bench give a spawned server (never set them in production):
//   BOARD_CLOCK_START (ms since 1970): the board's clock starts there and runs on from the
//     process's start, so a test's "today" never moves with the calendar;
//   BOARD_TEST_THROWS: the quality's re-throws (a client must be scored with as many, or every
//     attempt is a mismatch).
import type { BoardOptions } from "../app";

export function boardTestSettings(env: Readonly<Record<string, string | undefined>>): Pick<BoardOptions, "now" | "verifier"> {
  const start = Number(env.BOARD_CLOCK_START);
  const throws = Number(env.BOARD_TEST_THROWS);
  const began = Date.now();
  return {
    now: env.BOARD_CLOCK_START ? () => start + (Date.now() - began) : undefined,
    verifier: env.BOARD_TEST_THROWS && throws >= 1 ? { throws } : undefined,
  };
}
