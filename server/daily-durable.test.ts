// Nothing accepted is lost: a game-server process with the daily board, in PGlite (its data
// folder) and in Postgres (a server the test starts), is stopped and started again, then killed
// with SIGKILL while attempts are still arriving; every attempt it had answered as accepted is on
// the board after the restart, and each player's count agrees with the attempts stored.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayNumber } from "../src/games/rykestra/practice/daily";
import type { Accepted, BoardView } from "../src/net/daily-board";
import { makeAttempt, submission, type MadeAttempt } from "./daily/test-attempts";
import { hasPostgres, startPostgres } from "./test-services";
import { spawnServer, stopServer, type ServerProcess } from "./test-kit";

const THROWS = 2;
/** A fresh PGlite folder is made by an initdb inside WebAssembly: 5–10 s on a busy machine, before the server listens. */
const BOARD_START_MS = 90_000;
const DAY = dayNumber(2026, 12, 6);
const NOON = Date.UTC(2026, 11, 6, 12);
const attempts: MadeAttempt[] = [];

beforeAll(() => {
  for (let v = 0; v < 8; v++) attempts.push(makeAttempt(DAY, v, THROWS));
}, 60_000);

const base = (p: ServerProcess) => `http://127.0.0.1:${p.port}`;

async function post(p: ServerProcess, a: MadeAttempt, device: string): Promise<{ status: number; body: Accepted }> {
  const res = await fetch(`${base(p)}/api/daily/${a.day.text}/attempts`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(submission(a, device)) });
  return { status: res.status, body: (await res.json()) as Accepted };
}

async function board(p: ServerProcess, device: string): Promise<BoardView> {
  return (await (await fetch(`${base(p)}/api/daily/${attempts[0].day.text}/board?device=${device}`)).json()) as BoardView;
}

function durability(store: string, env: () => Record<string, string>) {
  it(`keeps every accepted attempt in ${store} through a restart and a kill -9 mid-write`, async () => {
    const settings = { ...env(), BOARD: "1", BOARD_CLOCK_START: String(NOON), BOARD_TEST_THROWS: String(THROWS) };
    let server = await spawnServer(0, settings, BOARD_START_MS);
    try {
      const first = await post(server, attempts[0], "durable-device-0001");
      expect(first.status).toBe(201);
      await stopServer(server);
      server = await spawnServer(0, settings, BOARD_START_MS);
      expect((await board(server, "durable-device-0001")).you?.id).toBe(first.body.id);

      // Seven attempts from seven devices, sent at once; the process is killed the moment the first is answered.
      const sent = attempts.slice(1).map((a, i) => post(server, a, `durable-device-${String(i + 2).padStart(4, "0")}`).catch(() => null));
      const answered = await Promise.race(sent.map((p) => p.then((r) => (r && r.status === 201 ? r : new Promise<never>(() => {})))));
      const killed = server;
      const gone = new Promise((r) => killed.once("exit", r));
      killed.kill("SIGKILL");
      const replies = await Promise.all(sent);
      await gone;
      const accepted = replies.filter((r): r is { status: number; body: Accepted } => r !== null && r.status === 201).map((r) => r.body.id);
      expect(accepted).toContain(answered.body.id);
      // Not every one was answered: the kill came while others were being thrown or written.
      expect(accepted.length).toBeLessThan(7);

      server = await spawnServer(0, settings, BOARD_START_MS);
      for (const id of [first.body.id, ...accepted]) expect((await fetch(`${base(server)}/api/daily/attempt/${id}`)).status).toBe(200);
      const after = await board(server, "durable-device-0001");
      expect(after.players).toBeGreaterThanOrEqual(1 + accepted.length);
      expect(after.top.map((r) => r.id)).toEqual(expect.arrayContaining([first.body.id, ...accepted]));
    } finally {
      await stopServer(server);
    }
  }, 300_000);
}

describe("the daily board's store", () => {
  const dir = mkdtempSync(join(tmpdir(), "board-durable-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  durability("PGlite", () => ({ BOARD_DATA_DIR: join(dir, "pglite") }));

  describe.skipIf(!hasPostgres())(hasPostgres() ? "with Postgres" : "with Postgres (skipped: no Debian postgresql here; apt-get install postgresql)", () => {
    let pg: Awaited<ReturnType<typeof startPostgres>> | null = null;
    beforeAll(async () => {
      pg = await startPostgres();
    }, 60_000);
    afterAll(async () => pg?.stop());
    durability("Postgres", () => ({ DATABASE_URL: pg!.url }));
  });
});
