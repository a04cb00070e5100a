// The daily challenge's board, both sides of the wire: what a browser sends to put an attempt on
// the day's board (inputs only — the date, the attempt's record as its replay link carries it,
// the client's version, its device key, a display name — and a digest of what its screen showed,
// never a score), what the server answers, and the browser's calls. The server throws the
// attempt again itself and scores it; the digest only tells it whether the screen agreed.
import * as v from "valibot";
import { firstIssue } from "../runtime/record/log-schema";

/** A display name on the board: at most this many characters, once control characters are taken out. */
export const MAX_BOARD_NAME = 24;
/** A daily attempt's replay code is about 1,500 characters for three attempts; a little over 10 kB is no honest attempt. */
export const MAX_ATTEMPT_CODE_CHARS = 12_000;
/** What this client says it is (stored beside each attempt; the server trusts nothing by it). */
export const CLIENT_VERSION = "web-1";
/** Rows on a day's board. */
export const BOARD_SIZE = 20;

/** The name as the board keeps it: control and format characters out, spaces collapsed, trimmed, cut to MAX_BOARD_NAME. */
export function cleanName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- the pattern names the control characters a name may not hold
  const plain = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/gu, " ").replace(/\s+/gu, " ").trim();
  return [...plain].slice(0, MAX_BOARD_NAME).join("").trim();
}

const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "a day is written YYYY-MM-DD"));

export const DailySubmissionSchema = v.strictObject({
  date: Day,
  code: v.pipe(v.string(), v.maxLength(MAX_ATTEMPT_CODE_CHARS, "the attempt's record is too long"), v.regex(/^[A-Za-z0-9_-]+$/, "the attempt's record is not a replay code")),
  version: v.pipe(v.string(), v.maxLength(40, "the client's version is too long")),
  device: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, "not a device key")),
  name: v.pipe(v.string(), v.maxLength(200, "the name is too long"), v.transform(cleanName), v.minLength(1, "a name must not be empty")),
  digest: v.pipe(v.string(), v.regex(/^[0-9a-f]{8}$/, "not a digest")),
});

export type DailySubmission = v.InferInput<typeof DailySubmissionSchema>;
export type CheckedSubmission = v.InferOutput<typeof DailySubmissionSchema>;

export function readSubmission(body: unknown): { ok: true; value: CheckedSubmission } | { ok: false; reason: string } {
  const r = v.safeParse(DailySubmissionSchema, body);
  return r.success ? { ok: true, value: r.output } : { ok: false, reason: firstIssue(r.issues) };
}

/** Why the server would not put an attempt on the board (each is counted in its /metrics). */
export type BoardRefusal =
  | "bad-request"
  | "too-large"
  | "bad-date"
  | "bad-record"
  | "flick-out-of-reach"
  | "replay-differs"
  | "mismatch"
  | "attempts-per-day"
  | "address-rate"
  | "server-rate"
  | "busy"
  | "verify-timeout"
  | "store-failed";

export interface BoardRow {
  readonly rank: number;
  readonly id: string;
  readonly name: string;
  /** 0–5, to the hundredth. */
  readonly points: number;
}

export interface BoardView {
  readonly date: string;
  /** Players on the day's board (each counted once, by their best attempt). */
  readonly players: number;
  readonly top: readonly BoardRow[];
  /** The asking device's best attempt and its rank among all, or null. */
  readonly you: BoardRow | null;
}

export interface Accepted {
  readonly id: string;
  readonly points: number;
  /** The device's rank on the day's board after this attempt (its best counts). */
  readonly rank: number;
  /** True when this very attempt was on the board already (sent twice): counted once. */
  readonly already: boolean;
}

export interface StoredAttempt {
  readonly id: string;
  readonly date: string;
  readonly name: string;
  readonly points: number;
  /** The attempt's replay code, as sent: open it at #/replay?r=… and it checks itself. */
  readonly code: string;
}

export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly offline: boolean; readonly reason: string; readonly code?: BoardRefusal };

const OFFLINE = "The board's server cannot be reached just now: the challenge goes on here, and an attempt can be put on the board later the same day.";

/** The game server's HTTP address as this page reaches it (beside the app, through its /game-server proxy). */
export const boardServer = (origin: string): string => `${origin}/game-server`;

async function call<T>(url: string, init: RequestInit, timeoutMs: number): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { ok: false, offline: true, reason: OFFLINE };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // A proxy's error page, or no server behind the proxy.
    return { ok: false, offline: true, reason: OFFLINE };
  }
  if (res.ok) return { ok: true, value: body as T };
  const b = body as { code?: BoardRefusal; message?: string } | null;
  return { ok: false, offline: false, reason: typeof b?.message === "string" ? b.message : `The server answered ${res.status}.`, code: b?.code };
}

/** Puts an attempt on its day's board (the server throws it again first: allow it the time). */
export const submitAttempt = (server: string, submission: DailySubmission, timeoutMs = 60_000) =>
  call<Accepted>(`${server}/api/daily/${submission.date}/attempts`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(submission) }, timeoutMs);

/** A day's board, with the device's own rank. */
export const fetchBoard = (server: string, date: string, device: string, timeoutMs = 10_000) =>
  call<BoardView>(`${server}/api/daily/${date}/board?device=${encodeURIComponent(device)}`, {}, timeoutMs);

/** One attempt on a board: its replay code. */
export const fetchAttempt = (server: string, id: string, timeoutMs = 10_000) => call<StoredAttempt>(`${server}/api/daily/attempt/${encodeURIComponent(id)}`, {}, timeoutMs);
