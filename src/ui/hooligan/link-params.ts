// Deep links that skip the set-up form: #/hooligan?players=Ann,Ben&computer=2
// players: names separated by commas, or a count (default names, seat 1 yours, the rest computer);
// computer: seat numbers (from 1) played by the computer, or "none"; quick=1: computer throws
// come to rest at once.
import { defaultPlayers, SEAT_COLOURS, type PlayerSpec } from "../game-kit";

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 6;

export function seatsFromLink(params: URLSearchParams): PlayerSpec[] | null {
  const players = params.get("players")?.trim();
  if (!players) return null;
  let names: string[];
  if (/^\d+$/.test(players)) {
    const n = Number(players);
    if (n < MIN_PLAYERS || n > MAX_PLAYERS) return null;
    names = defaultPlayers(n).map((p) => p.name);
  } else {
    names = players
      .split(",")
      .map((n) => n.trim().slice(0, 16))
      .filter((n) => n.length > 0);
    if (names.length < MIN_PLAYERS || names.length > MAX_PLAYERS) return null;
    if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return null;
  }
  const computer = params.get("computer")?.trim();
  const computerSeats =
    computer === undefined
      ? new Set(names.map((_, i) => i + 1).filter((seat) => seat > 1))
      : new Set(computer.split(",").map((s) => Number(s.trim())));
  return names.map((name, i) => ({ name, colour: SEAT_COLOURS[i % SEAT_COLOURS.length], computer: computerSeats.has(i + 1) }));
}

