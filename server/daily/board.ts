// The daily board's rules: what is taken, what is refused and why, and what is stored. An
// attempt is refused before any physics when its body, date, rate or attempt count is wrong; it
// is thrown again by the verifier (a worker thread) and refused when its record is no honest
// attempt at the day or when the server's own throw differs from what the screen showed. An
// accepted attempt, its inputs and its result are written in one transaction with the player's
// day (attempts used, best attempt). The device key is kept only as sha256(salt, key); nothing
// else about a player is kept but the display name they gave.
import { createHash } from "node:crypto";
import { dayAt, dayOf } from "../../src/games/rykestra/practice/daily";
import { BOARD_SIZE, readSubmission, type Accepted, type BoardRefusal, type BoardRow, type BoardView, type StoredAttempt } from "../../src/net/daily-board";
import { Bucket } from "../guards";
import type { Db, Queryable } from "./db";
import type { Verify } from "./verifier";

export interface BoardLimits {
  /** Attempts one device key may put on one day's board. */
  readonly attemptsPerDay: number;
  /** Submissions one address may make: a burst, refilled at this many a minute. */
  readonly perAddressPerMinute: number;
  readonly perAddressBurst: number;
  /** Submissions this process takes: a burst, refilled at this many a second. */
  readonly perProcessPerSecond: number;
  readonly perProcessBurst: number;
  /** Largest request body (bytes). */
  readonly bodyBytes: number;
}

export const DEFAULT_BOARD_LIMITS: BoardLimits = {
  attemptsPerDay: 3,
  perAddressPerMinute: 6,
  perAddressBurst: 6,
  perProcessPerSecond: 20,
  perProcessBurst: 40,
  bodyBytes: 16 * 1024,
};

export class Refused extends Error {
  constructor(
    readonly code: BoardRefusal,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface BoardDeps {
  readonly db: Db;
  readonly verify: Verify;
  /** ms since 1970: the board's "today" (UTC) and its rate limits. Tests give their own. */
  readonly now: () => number;
  /** The server's secret mixed into every stored device hash. */
  readonly salt: string;
  readonly limits?: Partial<BoardLimits>;
  /** Each refusal, by code (the metrics count them). */
  readonly refused?: (code: BoardRefusal) => void;
  /** Each accepted attempt, with the re-throw's time. */
  readonly accepted?: (ms: number) => void;
}

const sha = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex");

interface PlayerRow {
  best_id: number | string;
  best_centi: number;
  best_at: number | string;
}

export class DailyBoard {
  readonly limits: BoardLimits;
  private readonly addresses = new Map<string, Bucket>();
  private readonly process: Bucket;

  constructor(private readonly deps: BoardDeps) {
    this.limits = { ...DEFAULT_BOARD_LIMITS, ...deps.limits };
    this.process = new Bucket(this.limits.perProcessPerSecond, this.limits.perProcessBurst, deps.now);
  }

  private refuse(code: BoardRefusal, status: number, message: string): never {
    this.deps.refused?.(code);
    throw new Refused(code, status, message);
  }

  deviceHash(device: string): string {
    return sha(this.deps.salt, device);
  }

  /** Today and yesterday (UTC) by the board's clock: the days an attempt may be put on. */
  openDays(): readonly string[] {
    const today = dayAt(this.deps.now());
    return [today.text, dayOf(today.number - 1).text];
  }

  private addressBucket(address: string): Bucket {
    let b = this.addresses.get(address);
    if (!b) {
      // Forget idle addresses now and then: a full bucket is the same as none.
      if (this.addresses.size > 10_000) this.addresses.clear();
      b = new Bucket(this.limits.perAddressPerMinute / 60, this.limits.perAddressBurst, this.deps.now);
      this.addresses.set(address, b);
    }
    return b;
  }

  /** Takes (or refuses, throwing Refused) one submission: `date` from the path, `body` parsed JSON. */
  async submit(date: string, body: unknown, address: string): Promise<Accepted> {
    const read = readSubmission(body);
    if (!read.ok) this.refuse("bad-request", 400, `The attempt was not taken: ${read.reason}.`);
    const s = read.value;
    if (s.date !== date) this.refuse("bad-request", 400, "The attempt's date is not the board's it was sent to.");
    if (!this.openDays().includes(date)) this.refuse("bad-date", 400, `Only today's and yesterday's boards (UTC) take attempts: ${this.openDays().join(" and ")}.`);
    const inputHash = sha("daily-attempt/1", date, s.code);
    const device = this.deviceHash(s.device);
    const { db } = this.deps;
    // Sent again (a retry after a lost answer): the attempt already on the board, counted once.
    const same = await db.query<{ id: number | string; score_centi: number; device_hash: string }>("SELECT id, score_centi, device_hash FROM daily_attempts WHERE input_hash = $1", [inputHash]);
    if (same.rows[0]) {
      const r = same.rows[0];
      return { id: String(r.id), points: r.score_centi / 100, rank: await this.rankOf(db, date, r.device_hash), already: true };
    }
    if (!this.addressBucket(address).take()) this.refuse("address-rate", 429, `Too many attempts sent from your address: at most ${this.limits.perAddressPerMinute} a minute. Try again in a minute.`);
    if (!this.process.take()) this.refuse("server-rate", 503, "The board's server is taking too many attempts just now: try again in a few seconds.");
    const used = await db.query<{ attempts: number }>("SELECT attempts FROM daily_players WHERE day = $1 AND device_hash = $2", [date, device]);
    if ((used.rows[0]?.attempts ?? 0) >= this.limits.attemptsPerDay) this.tooMany();
    const today = dayAt(this.deps.now()).number;
    const thrown = await this.deps.verify(date, s.code, today);
    if (thrown === "busy") this.refuse("busy", 503, "The board's server is throwing too many attempts again just now: try again in a minute.");
    if (thrown === "timeout") this.refuse("verify-timeout", 503, "Throwing the attempt again took too long, and it was stopped: it is not on the board.");
    const v = thrown.verification;
    if (!v.ok) this.refuse(v.code, 422, v.reason);
    if (v.value.digest !== s.digest) {
      this.refuse("mismatch", 422, `Thrown again on the server, the attempt scores ${v.value.points.toFixed(2)} of 5 and does not match what the page showed: it is not on the board.`);
    }
    const centi = Math.round(v.value.points * 100);
    const at = this.deps.now();
    try {
      const id = await db.transaction(async (tx) => {
        const ins = await tx.query<{ id: number | string }>(
          `INSERT INTO daily_attempts (day, device_hash, name, input_hash, code, client_version, score_centi, mean_points, pass_rate, mean_nearness, checksum, verify_ms, made_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (input_hash) DO NOTHING RETURNING id`,
          [date, device, s.name, inputHash, s.code, s.version, centi, v.value.meanPoints, v.value.passRate, v.value.meanNearness, v.value.checksum, Math.round(thrown.ms), at],
        );
        const row = ins.rows[0];
        if (!row) return null;
        // The player's day, locked (made first if new: the lock then holds for a second process too),
        // so its count never passes the limit and the score counts move with its best.
        await tx.query("INSERT INTO daily_players (day, device_hash, attempts, best_id, best_centi, best_at) VALUES ($1, $2, 0, 0, -1, 0) ON CONFLICT (day, device_hash) DO NOTHING", [date, device]);
        const player = await tx.query<{ attempts: number; best_centi: number }>("SELECT attempts, best_centi FROM daily_players WHERE day = $1 AND device_hash = $2 FOR UPDATE", [date, device]);
        const was = player.rows[0];
        if (was.attempts >= this.limits.attemptsPerDay) throw new Refused("attempts-per-day", 429, "");
        const better = centi > was.best_centi;
        await tx.query(
          better
            ? "UPDATE daily_players SET attempts = attempts + 1, best_id = $3, best_centi = $4, best_at = $5 WHERE day = $1 AND device_hash = $2"
            : "UPDATE daily_players SET attempts = attempts + 1 WHERE day = $1 AND device_hash = $2",
          better ? [date, device, row.id, centi, at] : [date, device],
        );
        if (better) {
          if (was.best_centi >= 0) await tx.query("UPDATE daily_scores SET players = players - 1 WHERE day = $1 AND centi = $2", [date, was.best_centi]);
          await tx.query("INSERT INTO daily_scores (day, centi, players) VALUES ($1, $2, 1) ON CONFLICT (day, centi) DO UPDATE SET players = daily_scores.players + 1", [date, centi]);
        }
        return String(row.id);
      });
      if (id === null) return this.submit(date, body, address);
      this.deps.accepted?.(thrown.ms);
      return { id, points: centi / 100, rank: await this.rankOf(db, date, device), already: false };
    } catch (e) {
      if (e instanceof Refused) this.tooMany();
      this.refuse("store-failed", 500, `The attempt could not be stored (${e instanceof Error ? e.message : String(e)}): try again.`);
    }
  }

  /** A body past the cap (the HTTP layer stops reading it): counted like every refusal. */
  tooLarge(): void {
    this.deps.refused?.("too-large");
  }

  private tooMany(): never {
    this.refuse("attempts-per-day", 429, `This device has put ${this.limits.attemptsPerDay} attempts on the day's board already: that is the most a day.`);
  }

  /** A device's rank on a day's board by its best attempt: 1 + the players with more points (players level share a rank). */
  private async rankOf(q: Queryable, date: string, device: string): Promise<number> {
    const r = await q.query<{ n: number | string | null }>(
      "SELECT sum(s.players) AS n FROM daily_scores s, daily_players me WHERE me.day = $1 AND me.device_hash = $2 AND s.day = $1 AND s.centi > me.best_centi",
      [date, device],
    );
    return Number(r.rows[0]?.n ?? 0) + 1;
  }

  /** A day's board: its top rows, how many played, and the asking device's own best and rank. */
  async board(date: string, device: string | null): Promise<BoardView> {
    const { db } = this.deps;
    const top = await db.query<{ id: number | string; name: string; score_centi: number }>(
      `SELECT a.id, a.name, a.score_centi FROM daily_players p JOIN daily_attempts a ON a.id = p.best_id
       WHERE p.day = $1 ORDER BY p.best_centi DESC, p.best_at, p.best_id LIMIT ${BOARD_SIZE}`,
      [date],
    );
    // Competition ranking: players level share the rank of the first of them.
    const rows: BoardRow[] = [];
    top.rows.forEach((r, i) => rows.push({ rank: i > 0 && r.score_centi === top.rows[i - 1].score_centi ? rows[i - 1].rank : i + 1, id: String(r.id), name: r.name, points: r.score_centi / 100 }));
    const count = await db.query<{ n: number | string | null }>("SELECT sum(players) AS n FROM daily_scores WHERE day = $1", [date]);
    let you: BoardRow | null = null;
    if (device !== null) {
      const hash = this.deviceHash(device);
      const mine = await db.query<PlayerRow & { name: string }>(
        "SELECT p.best_id, p.best_centi, p.best_at, a.name FROM daily_players p JOIN daily_attempts a ON a.id = p.best_id WHERE p.day = $1 AND p.device_hash = $2",
        [date, hash],
      );
      const m = mine.rows[0];
      if (m) you = { rank: await this.rankOf(db, date, hash), id: String(m.best_id), name: m.name, points: m.best_centi / 100 };
    }
    return { date, players: Number(count.rows[0]?.n ?? 0), top: rows, you };
  }

  /** One stored attempt (its replay code), or null. */
  async attempt(id: string): Promise<StoredAttempt | null> {
    if (!/^\d{1,15}$/.test(id)) return null;
    const r = await this.deps.db.query<{ id: number | string; day: string; name: string; score_centi: number; code: string }>("SELECT id, day, name, score_centi, code FROM daily_attempts WHERE id = $1", [Number(id)]);
    const a = r.rows[0];
    return a ? { id: String(a.id), date: a.day, name: a.name, points: a.score_centi / 100, code: a.code } : null;
  }
}
