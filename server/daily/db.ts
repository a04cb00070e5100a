// The board's database: one small query interface over two stores that speak the same SQL.
// Embedded by default — PGlite (Postgres compiled to WebAssembly) in a data folder, so
// `npm start` needs nothing else, one process — and, when DATABASE_URL names one, a Postgres
// server through `pg` (a pool), which every game-server process shares. Plain SQL with $1
// parameters, the same text for both; versioned migrations applied at start inside a
// transaction, each recorded in schema_migrations.
import { mkdirSync } from "node:fs";

export interface Rows<T> {
  readonly rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Rows<T>>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction: all of it is kept, or none (an error rolls back). */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The schema, one step a version; a step, once shipped, is never edited: a change is a new step. */
export const MIGRATIONS: readonly string[] = [
  // 1: attempts (inputs and results) and each player's day (attempts used, best attempt).
  `CREATE TABLE daily_attempts (
     id BIGSERIAL PRIMARY KEY,
     day TEXT NOT NULL,
     device_hash TEXT NOT NULL,
     name TEXT NOT NULL,
     input_hash TEXT NOT NULL UNIQUE,
     code TEXT NOT NULL,
     client_version TEXT NOT NULL,
     score_centi INTEGER NOT NULL,
     mean_points DOUBLE PRECISION NOT NULL,
     pass_rate DOUBLE PRECISION NOT NULL,
     mean_nearness DOUBLE PRECISION NOT NULL,
     checksum TEXT NOT NULL,
     verify_ms INTEGER NOT NULL,
     made_at BIGINT NOT NULL
   );
   CREATE TABLE daily_players (
     day TEXT NOT NULL,
     device_hash TEXT NOT NULL,
     attempts INTEGER NOT NULL,
     best_id BIGINT NOT NULL,
     best_centi INTEGER NOT NULL,
     best_at BIGINT NOT NULL,
     PRIMARY KEY (day, device_hash)
   );
   CREATE INDEX daily_players_board ON daily_players (day, best_centi DESC, best_at, best_id);
   CREATE TABLE board_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // 2: how many players stand at each score (centi-points 0–500) of a day: a player's rank and a
  // day's count of players are sums over at most 501 rows, not counts over every player.
  `CREATE TABLE daily_scores (
     day TEXT NOT NULL,
     centi INTEGER NOT NULL,
     players INTEGER NOT NULL,
     PRIMARY KEY (day, centi)
   );
   INSERT INTO daily_scores (day, centi, players) SELECT day, best_centi, count(*) FROM daily_players GROUP BY day, best_centi;`,
];

/** Brings the schema up to the last migration; returns the version it stands at. */
export async function migrate(db: Db, upTo = MIGRATIONS.length): Promise<number> {
  await db.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)");
  for (let i = 0; i < upTo; i++) {
    const version = i + 1;
    await db.transaction(async (tx) => {
      // Two processes starting at once: the first takes the lock, the second sees the row.
      await tx.query("LOCK TABLE schema_migrations IN EXCLUSIVE MODE");
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [version]);
      if (done.rows.length > 0) return;
      for (const statement of MIGRATIONS[i].split(/;\s*(?:\n|$)/).filter((s) => s.trim() !== "")) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [version, Date.now()]);
    });
  }
  const r = await db.query<{ v: number | null }>("SELECT max(version) AS v FROM schema_migrations");
  return Number(r.rows[0]?.v ?? 0);
}

/** PGlite in `dir` (made if missing); one process may open a folder at a time. */
export async function openPglite(dir: string): Promise<Db> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = await PGlite.create(dir);
  return {
    kind: "pglite",
    query: (sql, params) => pg.query(sql, params) as never,
    transaction: (work) => pg.transaction((tx) => work({ query: (sql, params) => tx.query(sql, params) as never })),
    close: () => pg.close(),
  };
}

/** A pool on the Postgres server at `url`. */
export async function openPostgres(url: string, max = 4): Promise<Db> {
  const { default: pg } = await import("pg");
  // BIGINT as a JS number: ids and times stay far below 2^53.
  pg.types.setTypeParser(20, (x) => Number(x));
  const pool = new pg.Pool({ connectionString: url, max });
  return {
    kind: "postgres",
    query: (sql, params) => pool.query(sql, params) as never,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const value = await work({ query: (sql, params) => client.query(sql, params) as never });
        await client.query("COMMIT");
        return value;
      } catch (e) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The salt mixed into every device hash: made once, kept in the database, the same for every process. */
export async function boardSalt(db: Db): Promise<string> {
  const { randomBytes } = await import("node:crypto");
  await db.query("INSERT INTO board_settings (key, value) VALUES ('salt', $1) ON CONFLICT (key) DO NOTHING", [randomBytes(32).toString("hex")]);
  const r = await db.query<{ value: string }>("SELECT value FROM board_settings WHERE key = 'salt'");
  return r.rows[0].value;
}

/** The store the environment names: Postgres at `url` when given, else PGlite in `dir`; migrated. */
export async function openBoardDb(where: { readonly url?: string; readonly dir: string }): Promise<Db> {
  const db = where.url ? await openPostgres(where.url) : await openPglite(where.dir);
  await migrate(db);
  return db;
}
