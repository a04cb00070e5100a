// An online table's lobby as a pure state machine: its seats, who is host, which seat each
// client holds, and whether the game has started. Each transition takes the lobby and a client's
// request and returns the next lobby or the reason it is refused; nothing here knows of sockets,
// rooms or timers (the room, server/table-room.ts, carries each result out: it tells the client
// its seat, shows every client the lobby, seats a driver for the game).
import type { LobbySeat, LobbyView } from "../src/net/protocol";
import { SEAT_COLOURS } from "../src/net/protocol";

export interface SeatRecord {
  readonly name: string;
  readonly colour: string;
  readonly kind: "open" | "person" | "computer";
  /** The client holding the seat (kept while its line is down, and by a stand-in). */
  readonly sessionId: string | null;
  /** The key that claims the seat back. */
  readonly key: string | null;
  readonly connected: boolean;
  /** A computer plays the seat until its player claims it back. */
  readonly standIn: boolean;
}

export interface Lobby {
  readonly seats: readonly SeatRecord[];
  readonly phase: "lobby" | "playing";
  readonly hostId: string | null;
  /** Each client at the table and the seat it took (null: watching). */
  readonly clients: Readonly<Record<string, number | null>>;
}

export type LobbyStep = { readonly ok: true; readonly lobby: Lobby } | { readonly ok: false; readonly reason: string };

const ok = (lobby: Lobby): LobbyStep => ({ ok: true, lobby });
const no = (reason: string): LobbyStep => ({ ok: false, reason });

/** Seat `i` with nobody in it (its colour the table's i-th). */
export function openSeat(i: number): SeatRecord {
  return { name: "", colour: SEAT_COLOURS[i % SEAT_COLOURS.length], kind: "open", sessionId: null, key: null, connected: false, standIn: false };
}

/** A new table's lobby: every seat open, no host yet. */
export function openLobby(seats: number): Lobby {
  return { seats: Array.from({ length: seats }, (_, i) => openSeat(i)), phase: "lobby", hostId: null, clients: {} };
}

/** The seat this client took, or null. */
export const seatOf = (lobby: Lobby, id: string): number | null => lobby.clients[id] ?? null;

/** The seat this client holds now (took, and nobody has claimed since), or null. */
export function heldSeat(lobby: Lobby, id: string): number | null {
  const seat = seatOf(lobby, id);
  return seat !== null && lobby.seats[seat]?.sessionId === id ? seat : null;
}

const withSeat = (lobby: Lobby, i: number, record: SeatRecord): Lobby => ({ ...lobby, seats: lobby.seats.map((s, k) => (k === i ? record : s)) });
const withClient = (lobby: Lobby, id: string, seat: number | null): Lobby => ({ ...lobby, clients: { ...lobby.clients, [id]: seat } });

/** A client comes in, watching; the first to come is the host. */
export function join(lobby: Lobby, id: string): Lobby {
  return withClient({ ...lobby, hostId: lobby.hostId ?? id }, id, null);
}

/** Takes seat `m.seat` (or moves there from the client's seat, keeping its key), in the lobby; `newKey` is the key a first seat gets. */
export function sit(lobby: Lobby, id: string, m: { seat: number; name: string; colour: string }, newKey: string): LobbyStep {
  if (lobby.phase !== "lobby") return no("The game has started: seats are taken back with a seat key");
  const target = lobby.seats[m.seat];
  if (!target) return no("There is no such seat");
  if (target.sessionId !== null && target.sessionId !== id) return no("That seat is taken");
  if (lobby.seats.some((s, i) => i !== m.seat && s.kind === "person" && s.sessionId !== id && s.colour === m.colour)) return no("Another player has that colour");
  const from = seatOf(lobby, id);
  const key = from !== null ? lobby.seats[from].key : newKey;
  const left = from !== null && from !== m.seat ? withSeat(lobby, from, openSeat(from)) : lobby;
  const seated = withSeat(left, m.seat, { name: m.name, colour: m.colour, kind: "person", sessionId: id, key, connected: true, standIn: false });
  return ok(withClient(seated, id, m.seat));
}

/** Leaves the client's seat, in the lobby. */
export function stand(lobby: Lobby, id: string): LobbyStep {
  const seat = seatOf(lobby, id);
  if (seat === null) return no("You have no seat");
  if (lobby.phase !== "lobby") return no("The game has started: your seat stays yours");
  return ok(withClient(withSeat(lobby, seat, openSeat(seat)), id, null));
}

/** Takes back the seat a key was given for (a computer standing in hands it back). */
export function reclaim(lobby: Lobby, id: string, key: string): LobbyStep {
  const seat = lobby.seats.findIndex((s) => s.key === key);
  if (seat < 0) return no("That key claims no seat at this table");
  const record = lobby.seats[seat];
  if (record.connected && record.sessionId !== id) return no("That seat's player is connected");
  const had = seatOf(lobby, id);
  if (had !== null && had !== seat) return no("You already have a seat");
  return ok(withClient(withSeat(lobby, seat, { ...record, sessionId: id, connected: true, standIn: false }), id, seat));
}

/** The host starts the game: seats nobody took are played by computers. */
export function start(lobby: Lobby, id: string): LobbyStep {
  if (id !== lobby.hostId) return no("Only the host starts the game");
  if (lobby.phase !== "lobby") return no("The game has started");
  const seats = lobby.seats.map((s) => (s.kind === "open" ? { ...s, kind: "computer" as const, connected: true } : s));
  return ok({ ...lobby, seats, phase: "playing" });
}

/** The client's line dropped: its seat is held, shown as away, while it may come back. */
export function away(lobby: Lobby, id: string): Lobby {
  const seat = heldSeat(lobby, id);
  return seat === null ? lobby : withSeat(lobby, seat, { ...lobby.seats[seat], connected: false });
}

/** The client came back in time: its seat is shown connected again. */
export function back(lobby: Lobby, id: string): Lobby {
  const seat = heldSeat(lobby, id);
  return seat === null ? lobby : withSeat(lobby, seat, { ...lobby.seats[seat], connected: true });
}

/**
 * The client has gone for good. The seat it held opens in the lobby, or a computer stands in for
 * it in a game; a host who leaves the lobby passes the table to the first connected player.
 */
export function leave(lobby: Lobby, id: string): Lobby {
  const seat = heldSeat(lobby, id);
  let next = forget(lobby, id);
  if (seat !== null) {
    const record = lobby.seats[seat];
    next = withSeat(next, seat, lobby.phase === "lobby" ? { ...record, name: "", kind: "open", sessionId: null, key: null } : { ...record, standIn: true });
  }
  if (id === next.hostId && next.phase === "lobby") next = { ...next, hostId: next.seats.find((s) => s.kind === "person" && s.connected)?.sessionId ?? null };
  return next;
}

/** The client has gone after another claimed the seat it held while its line was down: only its place is forgotten. */
export function forget(lobby: Lobby, id: string): Lobby {
  const { [id]: _gone, ...clients } = lobby.clients;
  return { ...lobby, clients };
}

/** What every client is shown of the table: seats, host, spectators (clients with no seat). */
export function lobbyView(
  lobby: Lobby,
  t: { code: string; game: string; over: boolean; clientIds: readonly string[]; turnSeconds: number },
): LobbyView {
  const records = lobby.seats;
  const seats: LobbySeat[] = records.map((s) => ({ name: s.name, colour: s.colour, kind: s.kind, connected: s.connected, standIn: s.standIn }));
  const host = records.findIndex((s) => s.sessionId === lobby.hostId && s.kind === "person");
  const seated = new Set(records.map((s) => s.sessionId));
  return {
    code: t.code,
    game: t.game,
    phase: t.over ? "over" : lobby.phase,
    seats,
    hostSeat: host < 0 ? null : host,
    spectators: t.clientIds.filter((id) => !seated.has(id)).length,
    turnSeconds: t.turnSeconds,
  };
}
