// What travels between a browser and the game server, both ways, as plain data. The server
// checks every message a client sends against these schemas before anything else reads it;
// a message that fails is refused with the schema's reason. A client never names its seat
// when it acts: the server knows which seat the connection holds.
import * as v from "valibot";
import { FlickSchema, firstIssue, isPlainJson, MAX_MOVE_CHARS } from "../runtime/record/log-schema";
import type { LogEntry } from "../runtime/record/log";
import type { SettledDie } from "../geometry/types";
import { MAX_FLICK_SPEED, MAX_SPIN } from "../physics/constants";
import type { TableRngState } from "../table/table-controller";
import { norm3, norm4 } from "../geometry/exact-math";

/** The room's name on the server. */
export const ROOM_NAME = "table";
/** A table's code: no 0/o, 1/l/i, so a code read aloud or copied by hand comes out right. */
export const CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
/** 10 symbols of 31: about 49.5 bits, never listed, joined only by knowing it. */
export const CODE_LENGTH = 10;
const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
export const isRoomCode = (x: unknown): x is string => typeof x === "string" && CODE_PATTERN.test(x);

/**
 * What someone typed or pasted to join a table — the code, with any case, spaces or dashes, or
 * the whole link — as a code; null when it cannot be one.
 */
export function roomCodeFrom(typed: string): string | null {
  const inLink = /[?&]room=([^&#\s]*)/.exec(typed);
  const code = (inLink ? decodeURIComponent(inLink[1]) : typed).toLowerCase().replace(/[\s-]/g, "");
  return isRoomCode(code) ? code : null;
}
/** A message's JSON may be at most this long (a flick of 32 dice is about 6,000). */
export const MAX_MESSAGE_CHARS = 12_000;
/** A name as shown at the table. */
export const MAX_NAME_CHARS = 24;
/** How long a dropped player's seat is held for them (Colyseus reconnection). */
export const RECONNECT_SECONDS = 60;
/** Seat colours a player may choose from. */
export const SEAT_COLOURS = ["#c0392b", "#2f6fb5", "#e0b23a", "#3d9a5b", "#7d4fb0", "#efe6d2"] as const;

const jsonLength = (x: unknown): number => {
  try {
    return JSON.stringify(x)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
};

/** A plain-text name: no control characters, trimmed, not empty. */
const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "a name must not be empty"),
  v.maxLength(MAX_NAME_CHARS, `a name is at most ${MAX_NAME_CHARS} characters`),
  // eslint-disable-next-line no-control-regex -- the pattern names the control characters a name may not hold
  v.regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/u, "a name is plain text on one line"),
);

/** A flick a hand could give: on or near the table, no faster or spinnier than the physics allows. */
export const OnlineFlick = v.pipe(
  FlickSchema,
  v.check((f) => f.position.every((x) => Math.abs(x) <= 200), "a flick starts on or near the table"),
  v.check((f) => norm3(f.velocity[0], f.velocity[1], f.velocity[2]) <= 2 * MAX_FLICK_SPEED, "a flick is too fast"),
  v.check((f) => norm3(f.angularVelocity[0], f.angularVelocity[1], f.angularVelocity[2]) <= MAX_SPIN, "a flick spins too fast"),
  v.check((f) => Math.abs(norm4(f.quaternion[0], f.quaternion[1], f.quaternion[2], f.quaternion[3]) - 1) < 1e-3, "a flick's orientation must be a unit quaternion"),
);

const SeatIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15));

const Move = v.pipe(
  v.looseObject({ type: v.pipe(v.string(), v.maxLength(40)) }),
  v.check((m) => isPlainJson(m), "a move must be plain data"),
  v.check((m) => jsonLength(m) <= MAX_MOVE_CHARS, "a move is too large"),
);

/** Everything a client may send, by message type. */
export const ClientMessages = {
  /** Take (or change to) a seat with a name and a colour; before the start only. */
  sit: v.strictObject({ seat: SeatIndex, name: Name, colour: v.picklist(SEAT_COLOURS, "choose one of the table's colours") }),
  /** Give the seat back and watch. */
  stand: v.strictObject({}),
  /** The host: start the game (open seats go to computers). */
  start: v.strictObject({}),
  /** The seat's move, its throw as flicks, or its due dice picked up into the hand. */
  act: v.variant("kind", [
    v.strictObject({ kind: v.literal("flick"), flicks: v.pipe(v.array(OnlineFlick), v.minLength(1), v.maxLength(32)) }),
    v.strictObject({ kind: v.literal("move"), move: Move }),
    v.strictObject({ kind: v.literal("pick-up") }),
  ]),
  /** This screen's running count of results it had to take from the server (its own simulation differed): for the server's metrics. */
  mirror: v.strictObject({ corrections: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)) }),
  /** Claim a seat back after the reconnection window (the key the server gave on sitting). */
  reclaim: v.strictObject({ key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "not a seat key")) }),
} as const;

export type ClientMessageType = keyof typeof ClientMessages;
export type ClientMessage<T extends ClientMessageType> = v.InferOutput<(typeof ClientMessages)[T]>;

/** The message's checked contents, or the reason it is refused. */
export function parseClientMessage(type: unknown, message: unknown): { ok: true; type: ClientMessageType; value: unknown } | { ok: false; reason: string } {
  if (typeof type !== "string" || !Object.hasOwn(ClientMessages, type)) return { ok: false, reason: "Unknown message type" };
  if (jsonLength(message) > MAX_MESSAGE_CHARS) return { ok: false, reason: "The message is too large" };
  const schema = ClientMessages[type as ClientMessageType];
  const r = v.safeParse(schema, message);
  return r.success ? { ok: true, type: type as ClientMessageType, value: r.output } : { ok: false, reason: `Malformed ${type}: ${firstIssue(r.issues)}` };
}

// ── Server to client ────────────────────────────────────────────────────────────────────

export type SeatKind = "open" | "person" | "computer";

export interface LobbySeat {
  readonly name: string;
  readonly colour: string;
  readonly kind: SeatKind;
  /** A person whose connection is live (false while they are away). */
  readonly connected: boolean;
  /** A computer plays this person's seat while they are away. */
  readonly standIn: boolean;
}

export interface LobbyView {
  readonly code: string;
  readonly game: string;
  readonly phase: "lobby" | "playing" | "over";
  readonly seats: readonly LobbySeat[];
  /** Index of the host's seat, or null when the host has no seat. */
  readonly hostSeat: number | null;
  readonly spectators: number;
  /** Seconds a player has to act (0: no limit). */
  readonly turnSeconds: number;
}

/** Sent to each client on joining: who they are at this table. */
export interface Welcome {
  readonly code: string;
  readonly host: boolean;
}

/** The seat a client now holds, and the key that claims it back later. */
export interface Seated {
  readonly seat: number | null;
  readonly key: string | null;
}

/** The whole game so far: a client replays it to stand where the table stands now. */
export interface GameStart {
  readonly game: string;
  readonly seed: number;
  readonly options: unknown;
  readonly entries: readonly LogEntry[];
  /** The game and the poses now, when no throw is in the air: a client whose replay differs adopts them. */
  readonly now?: { readonly game: unknown; readonly poses: readonly SettledDie[]; readonly rng: TableRngState };
}

/** A seat's input the server accepted: every client dispatches it at once. */
export interface InputMessage {
  /** The index this entry has in the server's log. */
  readonly index: number;
  readonly entry: LogEntry;
}

/** A throw read on the server: the move, the checksum and the poses to adopt on a mismatch. */
export interface SettledMessage {
  readonly index: number;
  readonly entry: LogEntry;
  readonly game: unknown;
  readonly poses: readonly SettledDie[];
  readonly rng: TableRngState;
}

export interface Refusal {
  readonly type: string;
  readonly reason: string;
}
