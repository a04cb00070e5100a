// The table room's plain parts: its seat records and the lobby every client is shown, and the
// clock its computers and turn limits run on (real time, scaled by the server's own setting).
import { realClock, type Clock } from "../src/runtime/clock";
import { SEAT_COLOURS, type LobbySeat, type LobbyView } from "../src/net/protocol";

export interface SeatRecord {
  name: string;
  colour: string;
  kind: "open" | "person" | "computer";
  sessionId: string | null;
  key: string | null;
  connected: boolean;
  standIn: boolean;
}

/** Seat `i` with nobody in it (its colour the table's i-th). */
export function openSeat(i: number): SeatRecord {
  return { name: "", colour: SEAT_COLOURS[i % SEAT_COLOURS.length], kind: "open", sessionId: null, key: null, connected: false, standIn: false };
}

/** What every client is shown of the table: seats, host, spectators (clients with no seat). */
export function lobbyView(
  records: readonly SeatRecord[],
  t: { code: string; game: string; phase: LobbyView["phase"]; hostId: string | null; clientIds: readonly string[]; turnSeconds: number },
): LobbyView {
  const seats: LobbySeat[] = records.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind, connected: s.connected, standIn: s.standIn }));
  const host = records.findIndex((s) => s.sessionId === t.hostId && s.kind === "person");
  const seated = new Set(records.map((s) => s.sessionId));
  return {
    code: t.code,
    game: t.game,
    phase: t.phase,
    seats,
    hostSeat: host < 0 ? null : host,
    spectators: t.clientIds.filter((id) => !seated.has(id)).length,
    turnSeconds: t.turnSeconds,
  };
}

/** Real time scaled by `scale` (0: at once); every pending timer is kept in `timers` so the room can clear them. */
export function scaledClock(scale: number, timers: Set<ReturnType<typeof setTimeout>>): Clock {
  return {
    now: realClock.now,
    after: (ms, fn) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms * scale);
      timers.add(t);
      return () => {
        clearTimeout(t);
        timers.delete(t);
      };
    },
  };
}
