// npm run bench:board [-- --json] [--attempts=N] [--rows=N] [--queries=N]
// The daily board under load, for each store (PGlite in a temporary folder; Postgres in a server
// it starts, when Debian's postgresql is here): a day's board of --rows synthetic players (100,000;
// written straight into the tables), then --attempts real attempts (30; each a different flick at
// the day's table, scored by the client's code) sent at once through the board's rules to ONE
// verifying worker thread, which throws each again with the page's 64 re-throws; then --queries
// board reads (the top 20 and one player's rank). Prints per store
// {"store","attempts","verifyMedianMs","verifyP99Ms","acceptedPerSecond","boardP99Ms","lost"}.
// lost: attempts answered as accepted that are not in the database afterwards (goal 0).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dayNumber } from "../src/games/rykestra/practice/daily";
import { QUALITY_THROWS } from "../src/training/flick-quality";
import { DailyBoard } from "../server/daily/board";
import { boardSalt, migrate, openPglite, openPostgres, type Db } from "../server/daily/db";
import { makeAttempt, submission } from "../server/daily/test-attempts";
import { Verifier } from "../server/daily/verifier";
import { hasPostgres, startPostgres } from "../server/test-services";

const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split("=")[1]) : fallback;
};
const JSON_OUT = process.argv.includes("--json");
const ATTEMPTS = arg("attempts", 30);
const ROWS = arg("rows", 100_000);
const QUERIES = arg("queries", 200);
const DAY = dayNumber(2026, 12, 6);
const NOON = Date.UTC(2026, 11, 6, 12);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const round = (x: number) => Math.round(x * 10) / 10;

async function fill(db: Db, date: string): Promise<void> {
  await db.query(
    `INSERT INTO daily_attempts (day, device_hash, name, input_hash, code, client_version, score_centi, mean_points, pass_rate, mean_nearness, checksum, verify_ms, made_at)
     SELECT $1, 'synthetic-' || g, 'Player ' || g, 'synthetic-' || $1 || '-' || g, '', 'bench', (g * 7919) % 501, 0, 0, 0, '', 0, $2::bigint + g
     FROM generate_series(1, $3::int) AS g`,
    [date, NOON - 3_600_000, ROWS],
  );
  await db.query(
    `INSERT INTO daily_players (day, device_hash, attempts, best_id, best_centi, best_at)
     SELECT day, device_hash, 1, id, score_centi, made_at FROM daily_attempts WHERE day = $1 AND client_version = 'bench'`,
    [date],
  );
  await db.query(
    `INSERT INTO daily_scores (day, centi, players) SELECT day, best_centi, count(*) FROM daily_players WHERE day = $1 GROUP BY day, best_centi
     ON CONFLICT (day, centi) DO UPDATE SET players = daily_scores.players + EXCLUDED.players`,
    [date],
  );
  await db.query("ANALYZE");
}

async function bench(store: "pglite" | "postgres", db: Db, made: ReturnType<typeof makeAttempt>[]) {
  await migrate(db);
  const date = made[0].day.text;
  await fill(db, date);
  const verifier = new Verifier({ timeoutMs: 120_000, queue: ATTEMPTS + 1, throws: QUALITY_THROWS });
  const verifyMs: number[] = [];
  const board = new DailyBoard({
    db,
    salt: await boardSalt(db),
    now: () => NOON,
    verify: async (...a) => {
      const r = await verifier.verify(...a);
      if (typeof r !== "string") verifyMs.push(r.ms);
      return r;
    },
    limits: { perAddressBurst: 1e6, perAddressPerMinute: 1e6, perProcessBurst: 1e6, perProcessPerSecond: 1e6 },
  });
  // The worker started and warm before the clock runs (its first job loads the code).
  await verifier.verify(date, "warm", DAY);
  const t0 = performance.now();
  const answers = await Promise.all(made.map((a, i) => board.submit(date, submission(a, `bench-device-${String(i).padStart(6, "0")}`), `10.0.0.${i % 250}`).then((r) => r, (e: Error) => e)));
  const seconds = (performance.now() - t0) / 1000;
  await verifier.close();
  const accepted = answers.filter((a): a is Exclude<typeof a, Error> => !(a instanceof Error));
  const refused = answers.filter((a): a is Error => a instanceof Error);
  if (refused.length > 0) console.error(`${store}: ${refused.length} refused: ${refused[0].message}`);
  const boardMs: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const t = performance.now();
    await board.board(date, `bench-device-${String(i % ATTEMPTS).padStart(6, "0")}`);
    boardMs.push(performance.now() - t);
  }
  const found = await db.query<{ n: number | string }>("SELECT count(*) AS n FROM daily_attempts WHERE id = ANY($1::bigint[])", [accepted.map((a) => Number(a.id))]);
  return {
    store,
    attempts: accepted.length,
    verifyMedianMs: round(quantile(verifyMs, 0.5)),
    verifyP99Ms: round(quantile(verifyMs, 0.99)),
    acceptedPerSecond: round(accepted.length / seconds),
    boardP99Ms: round(quantile(boardMs, 0.99)),
    lost: accepted.length - Number(found.rows[0].n),
  };
}

const made = Array.from({ length: ATTEMPTS }, (_, v) => makeAttempt(DAY, v, QUALITY_THROWS));
const results = [];
const dir = mkdtempSync(join(tmpdir(), "bench-board-"));
try {
  const lite = await openPglite(join(dir, "pglite"));
  results.push(await bench("pglite", lite, made));
  await lite.close();
  if (hasPostgres()) {
    const pg = await startPostgres();
    try {
      const db = await openPostgres(pg.url);
      results.push(await bench("postgres", db, made));
      await db.close();
    } finally {
      await pg.stop();
    }
  } else console.error("postgres: skipped (no Debian postgresql here)");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (JSON_OUT) for (const r of results) console.log(JSON.stringify(r));
else for (const r of results) console.log(`${r.store}: ${r.attempts} attempts verified, median ${r.verifyMedianMs} ms, p99 ${r.verifyP99Ms} ms, ${r.acceptedPerSecond} accepted/s (one worker); board of ${ROWS} p99 ${r.boardP99Ms} ms; lost ${r.lost}`);
