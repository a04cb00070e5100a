// The daily board: the schema migrates up from empty; an honest attempt is thrown again and
// stored, ranked, and opened by its number; a repeated one is counted once; and every refusal
// — body, size, date, record, flick out of reach, a replay that lands elsewhere, a digest that
// differs, the day's attempts, the address's and the process's rates, a full queue, a re-throw
// past its time — is refused in words and counted. The board's clock is the test's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayNumber } from "../src/games/rykestra/practice/daily";
import type { BoardRefusal } from "../src/net/daily-board";
import { encodeShare, decodeShare } from "../src/runtime/record/share-link";
import { rykestraPractice } from "../src/catalog/rykestra-practice";
import { DailyBoard, Refused, type BoardDeps } from "./daily/board";
import { boardSalt, migrate, MIGRATIONS, openPglite, type Db } from "./daily/db";
import { makeAttempt, submission, type MadeAttempt } from "./daily/test-attempts";
import { verifyAttempt } from "./daily/verify";
import { Verifier } from "./daily/verifier";
import { bootServer } from "./test-kit";

const THROWS = 2;
const DAY = dayNumber(2026, 12, 6);
/** Noon UTC on DAY. */
const NOON = Date.UTC(2026, 11, 6, 12);

let dir: string;
let db: Db;
const attempts: MadeAttempt[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "board-test-"));
  db = await openPglite(join(dir, "db"));
  for (let v = 0; v < 14; v++) attempts.push(makeAttempt(DAY, v, THROWS));
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A board on the test's clock, thrown again in this process (the worker has its own tests below). */
function boardAt(clock: { t: number }, limits: BoardDeps["limits"] = {}, table = "") {
  const refusals: BoardRefusal[] = [];
  const board = new DailyBoard({
    db,
    salt: `salt${table}`,
    now: () => clock.t,
    limits,
    verify: async (date, code, today) => ({ verification: verifyAttempt(date, code, today, THROWS), ms: 1 }),
    refused: (c) => refusals.push(c),
  });
  return { board, refusals };
}

async function refusal(p: Promise<unknown>): Promise<Refused> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Refused) return e;
    throw e;
  }
  throw new Error("it was taken");
}

let device = 0;
const newDevice = () => `device-key-${String(++device).padStart(8, "0")}`;

describe("the board's database", () => {
  it("migrates up from empty, through an older version holding data, once, and says where it stands", async () => {
    // The test's database is empty until here (every later test needs it migrated).
    expect(await migrate(db, 1)).toBe(1);
    await db.query("INSERT INTO daily_players (day, device_hash, attempts, best_id, best_centi, best_at) VALUES ('2026-01-01', 'h', 1, 1, 250, 0)");
    expect(await migrate(db)).toBe(MIGRATIONS.length);
    expect(await migrate(db)).toBe(MIGRATIONS.length);
    const applied = await db.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
    expect(applied.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    // Version 2 counted version 1's player by score.
    expect((await db.query("SELECT day, centi, players FROM daily_scores")).rows).toEqual([{ day: "2026-01-01", centi: 250, players: 1 }]);
    const salt = await boardSalt(db);
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await boardSalt(db)).toBe(salt);
  });
});

describe("the daily board", () => {
  it("takes an honest attempt, scores it as the page did, ranks it and keeps its record", async () => {
    const clock = { t: NOON };
    const { board } = boardAt(clock);
    const a = attempts[0];
    const key = newDevice();
    const got = await board.submit(a.day.text, submission(a, key, "Ana\u0007 \u202eB"), "1.1.1.1");
    expect(got).toMatchObject({ points: a.points, rank: 1, already: false });
    const view = await board.board(a.day.text, key);
    expect(view.players).toBe(1);
    expect(view.top).toEqual([{ rank: 1, id: got.id, name: "Ana B", points: a.points }]);
    expect(view.you).toEqual(view.top[0]);
    const stored = await board.attempt(got.id);
    expect(stored).toEqual({ id: got.id, date: a.day.text, name: "Ana B", points: a.points, code: a.code });
    // The device key is kept only as its salted hash.
    const raw = await db.query<{ device_hash: string }>("SELECT device_hash FROM daily_attempts WHERE id = $1", [Number(got.id)]);
    expect(raw.rows[0].device_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(raw.rows[0].device_hash).not.toContain(key);
    // Sent again: the same attempt, counted once.
    const again = await board.submit(a.day.text, submission(a, key, "Ana"), "1.1.1.1");
    expect(again).toMatchObject({ id: got.id, already: true });
    expect((await board.board(a.day.text, key)).players).toBe(1);
    const used = await db.query<{ attempts: number }>("SELECT attempts FROM daily_players WHERE day = $1", [a.day.text]);
    expect(used.rows.map((r) => r.attempts)).toEqual([1]);
  });

  it("ranks players by their best attempt, yesterday's board still open, the day before refused", async () => {
    const clock = { t: NOON + 86_400_000 };
    const { board, refusals } = boardAt(clock);
    const [, b, c] = attempts;
    const d = attempts[3];
    const key = newDevice();
    await board.submit(b.day.text, submission(b, key, "Bo"), "2.2.2.2");
    await board.submit(c.day.text, submission(c, key, "Bo"), "2.2.2.2");
    const view = await board.board(b.day.text, key);
    expect(view.you!.points).toBe(Math.max(b.points, c.points));
    const sorted = [...view.top].map((r) => r.points);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
    clock.t += 86_400_000;
    const late = await refusal(board.submit(b.day.text, submission(d, newDevice()), "2.2.2.2"));
    expect(late.code).toBe("bad-date");
    expect(late.message).toContain("Only today's and yesterday's boards");
    expect(refusals).toEqual(["bad-date"]);
  });

  it("refuses a fourth attempt from one device on one day", async () => {
    const { board, refusals } = boardAt({ t: NOON }, { attemptsPerDay: 3 });
    const key = newDevice();
    for (const a of attempts.slice(4, 7)) await board.submit(a.day.text, submission(a, key), "3.3.3.3");
    const fourth = await refusal(board.submit(DAY_TEXT(), submission(attempts[7], key), "3.3.3.3"));
    expect([fourth.code, fourth.status]).toEqual(["attempts-per-day", 429]);
    expect(refusals).toEqual(["attempts-per-day"]);
  });

  it("refuses what is no honest attempt, each in words, and counts each", async () => {
    const { board, refusals } = boardAt({ t: NOON }, { perAddressBurst: 100 });
    const a = attempts[8];
    const send = (body: unknown, date = a.day.text) => refusal(board.submit(date, body, "4.4.4.4"));
    const log = decodeShare(a.code, { [rykestraPractice.id]: rykestraPractice.definition.rulesVersion });
    if (!log.ok) throw new Error(log.reason);
    const recoded = (change: (entries: Record<string, unknown>[]) => void) => {
      const entries = structuredClone(log.replay.log.entries) as unknown as Record<string, unknown>[];
      change(entries);
      const made = encodeShare({ ...log.replay, log: { ...log.replay.log, entries: entries as never } });
      if (!made.ok) throw new Error(made.reason);
      return { ...submission(a, newDevice()), code: made.code };
    };
    const cases: [BoardRefusal, Promise<Refused>][] = [
      ["bad-request", send({ date: a.day.text })],
      ["bad-request", send({ ...submission(a, newDevice()), name: "\u0000\u0001" })],
      ["bad-request", send(submission(a, newDevice()), "2026-12-05")],
      ["bad-date", send({ ...submission(a, newDevice()), date: "2026-12-08" }, "2026-12-08")],
      ["bad-record", send({ ...submission(a, newDevice()), code: "AAAA" })],
      ["bad-record", send({ ...submission(makeAttempt(DAY - 1, 0, THROWS), newDevice()), date: a.day.text })],
      ["flick-out-of-reach", send(recoded((e) => ((e[0].input as { flicks: { velocity: number[] }[] }).flicks[0].velocity = [0, 0, -9000])))],
      ["flick-out-of-reach", send(recoded((e) => ((e[0].input as { flicks: { position: number[] }[] }).flicks[0].position = [0, 6, 0])))],
      ["flick-out-of-reach", send(recoded((e) => ((e[0].input as { flicks: { velocity: number[] }[] }).flicks[0].velocity = [0, 0, -260])))],
      ["replay-differs", send(recoded((e) => ((e[1].input as { move: { dice: { centre: { x: number } }[] } }).move.dice[0].centre.x += 1)))],
      ["bad-record", send(recoded((e) => e.splice(0, 0, { step: 0, seat: 0, input: { kind: "move", move: { type: "load", position: {} } } })))],
      ["mismatch", send({ ...submission(a, newDevice()), digest: "00000000" })],
    ];
    const got: BoardRefusal[] = [];
    for (const [want, p] of cases) {
      const r = await p;
      expect(r.message.length).toBeGreaterThan(20);
      got.push(r.code);
      expect(r.code, r.message).toBe(want);
    }
    expect(refusals).toEqual(got);
    expect((await board.board(a.day.text, null)).top.every((r) => r.points >= 0)).toBe(true);
  });

  it("refuses past the address's and the process's rates until their time has passed", async () => {
    const clock = { t: NOON };
    const { board, refusals } = boardAt(clock, { perAddressPerMinute: 1, perAddressBurst: 1, perProcessPerSecond: 1, perProcessBurst: 2 }, "rates");
    const [a, b, c] = attempts.slice(9, 12);
    await board.submit(a.day.text, submission(a, newDevice()), "5.5.5.5");
    expect((await refusal(board.submit(b.day.text, submission(b, newDevice()), "5.5.5.5"))).code).toBe("address-rate");
    await board.submit(b.day.text, submission(b, newDevice()), "6.6.6.6");
    expect((await refusal(board.submit(c.day.text, submission(c, newDevice()), "7.7.7.7"))).code).toBe("server-rate");
    clock.t += 60_000;
    await board.submit(c.day.text, submission(c, newDevice()), "5.5.5.5");
    expect(refusals).toEqual(["address-rate", "server-rate"]);
  });
});

const DAY_TEXT = () => attempts[0].day.text;

describe("the verifying worker", () => {
  it("throws an attempt again off the event loop and scores it as the page does", async () => {
    const v = new Verifier({ timeoutMs: 60_000, queue: 4, throws: THROWS });
    const a = attempts[0];
    const r = await v.verify(a.day.text, a.code, DAY);
    await v.close();
    if (typeof r === "string") throw new Error(r);
    expect(r.verification).toMatchObject({ ok: true, value: { points: a.points, digest: a.digest } });
  }, 60_000);

  it("refuses past its queue, and ends a re-throw past its time with its worker", async () => {
    const v = new Verifier({ timeoutMs: 1, queue: 1, throws: THROWS });
    const a = attempts[0];
    const first = v.verify(a.day.text, a.code, DAY);
    expect(await v.verify(a.day.text, a.code, DAY)).toBe("busy");
    expect(await first).toBe("timeout");
    await v.close();
  }, 60_000);
});

describe("the board over HTTP", () => {
  it("takes an attempt, answers the board and the attempt, refuses a body past the cap, and counts in /metrics", async () => {
    const clock = { t: NOON };
    const colyseus = await bootServer({ board: { db, salt: await boardSalt(db), now: () => clock.t, verifier: { throws: THROWS }, limits: { bodyBytes: 4096 } } });
    const base = `http://127.0.0.1:${(colyseus.server as unknown as { port: number }).port}`;
    try {
      const a = attempts[12];
      const key = newDevice();
      const post = (body: string) => fetch(`${base}/api/daily/${a.day.text}/attempts`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      const ok = await post(JSON.stringify(submission(a, key, "Http")));
      const accepted = (await ok.json()) as { id: string; already: boolean };
      expect(ok.status).toBe(201);
      expect(accepted.already).toBe(false);
      const board = (await (await fetch(`${base}/api/daily/${a.day.text}/board?device=${key}`)).json()) as { you: { id: string } };
      expect(board.you.id).toBe(accepted.id);
      const one = (await (await fetch(`${base}/api/daily/attempt/${accepted.id}`)).json()) as { code: string };
      expect(one.code).toBe(a.code);
      const big = await post(JSON.stringify({ ...submission(a, key), version: "x".repeat(5000) }));
      expect(big.status).toBe(413);
      expect(((await big.json()) as { code: string }).code).toBe("too-large");
      const wrong = await post(JSON.stringify({ ...submission(attempts[13], newDevice()), digest: "00000000" }));
      expect(wrong.status).toBe(422);
      expect((await (await fetch(`${base}/api/daily/attempt/99999999`)).status)).toBe(404);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(/dice_daily_refusals_total\{reason="too-large"\} 1/);
      expect(metrics).toMatch(/dice_daily_refusals_total\{reason="mismatch"\} 1/);
      expect(metrics).toMatch(/dice_daily_accepted_total 1/);
    } finally {
      await colyseus.shutdown();
    }
  }, 90_000);
});
