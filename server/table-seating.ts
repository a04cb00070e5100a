// The seat actions of an online table's lobby: sit, stand, and taking a seat back with its key
// (also in play: a dropped player returning, a computer that stood in handing the seat back).
// Each returns the reason it is refused, or null.
import type { Client } from "@colyseus/core";
import type { ClientMessage } from "../src/net/protocol";
import { remote } from "../src/runtime/seats";
import { seatKey, type Bucket } from "./guards";
import type { AnySession } from "./table-game";
import { openSeat, type SeatRecord } from "./table-seats";

/** What a table keeps of each client. */
export interface ClientData {
  seat: number | null;
  bucket: Bucket;
  /** Corrections this client has reported so far (counted once each in the metrics). */
  corrections?: number;
}

/** What the seat actions need of their table. */
export interface SeatingTable {
  readonly seats: SeatRecord[];
  /** The game has started. */
  readonly playing: boolean;
  readonly session: AnySession | null;
  data(client: Client): ClientData;
  /** Tells the client its seat and key, and every client the lobby. */
  seated(client: Client, seat: { seat: number | null; key: string | null }): void;
}

/** Takes seat `m.seat` (or moves there from the client's seat, keeping its key), in the lobby. */
export function sit(t: SeatingTable, client: Client, m: ClientMessage<"sit">): string | null {
  if (t.playing) return "The game has started: seats are taken back with a seat key";
  const target = t.seats[m.seat];
  if (!target) return "There is no such seat";
  if (target.sessionId !== null && target.sessionId !== client.sessionId) return "That seat is taken";
  if (t.seats.some((s, i) => i !== m.seat && s.kind === "person" && s.sessionId !== client.sessionId && s.colour === m.colour)) return "Another player has that colour";
  const data = t.data(client);
  const key = data.seat !== null ? t.seats[data.seat].key : seatKey();
  if (data.seat !== null && data.seat !== m.seat) t.seats[data.seat] = openSeat(data.seat);
  t.seats[m.seat] = { name: m.name, colour: m.colour, kind: "person", sessionId: client.sessionId, key, connected: true, standIn: false };
  data.seat = m.seat;
  t.seated(client, { seat: m.seat, key });
  return null;
}

/** Leaves the client's seat, in the lobby. */
export function stand(t: SeatingTable, client: Client): string | null {
  const data = t.data(client);
  if (data.seat === null) return "You have no seat";
  if (t.playing) return "The game has started: your seat stays yours";
  t.seats[data.seat] = openSeat(data.seat);
  data.seat = null;
  t.seated(client, { seat: null, key: null });
  return null;
}

/** Takes back the seat a key was given for (a computer playing it hands it back). */
export function reclaim(t: SeatingTable, client: Client, key: string): string | null {
  const seat = t.seats.findIndex((s) => s.key === key);
  if (seat < 0) return "That key claims no seat at this table";
  const record = t.seats[seat];
  if (record.connected && record.sessionId !== client.sessionId) return "That seat's player is connected";
  const data = t.data(client);
  if (data.seat !== null && data.seat !== seat) return "You already have a seat";
  record.sessionId = client.sessionId;
  record.connected = true;
  data.seat = seat;
  if (record.standIn && t.session) t.session.setDriver(seat, remote());
  record.standIn = false;
  t.seated(client, { seat, key });
  return null;
}
