// The daily board scaled out as docs/online.md deploys the game server: Debian's nginx with
// deploy/nginx-game-server.conf in front of two game-server processes sharing one Postgres
// (DATABASE_URL), all on free local ports. An attempt sent to each process (through /game-1/ and
// /game-2/) lands on one board, read the same through the proxy and from each process; the same
// attempt sent to both processes is counted once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayNumber } from "../src/games/rykestra/practice/daily";
import type { Accepted, BoardView } from "../src/net/daily-board";
import { makeAttempt, submission, type MadeAttempt } from "./daily/test-attempts";
import { freePort, spawnServer, stopServer, type ServerProcess } from "./test-kit";
import { hasPostgres, startNginx, startPostgres } from "./test-services";

const THROWS = 2;
/** A fresh PGlite folder is made by an initdb inside WebAssembly: 5–10 s on a busy machine, before the server listens. */
const BOARD_START_MS = 90_000;
const DAY = dayNumber(2026, 12, 6);
const NOON = Date.UTC(2026, 11, 6, 12);

describe.skipIf(!hasPostgres())(hasPostgres() ? "nginx in front of two game servers sharing one Postgres board" : "the board behind nginx (skipped: no Debian postgresql here)", () => {
  let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let servers: ServerProcess[] = [];
  const attempts: MadeAttempt[] = [];
  let proxy = "";

  beforeAll(async () => {
    for (let v = 0; v < 3; v++) attempts.push(makeAttempt(DAY, v, THROWS));
    pg = await startPostgres();
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx({ GAME_PORT_1: ports[0], GAME_PORT_2: ports[1] });
    proxy = `http://127.0.0.1:${nginx.port}`;
    const env = { BOARD: "1", DATABASE_URL: pg.url, TRUST_PROXY: "1", BOARD_CLOCK_START: String(NOON), BOARD_TEST_THROWS: String(THROWS) };
    // One after the other: the second finds the schema the first migrated (both at once are covered by the migration lock).
    servers = [await spawnServer(ports[0], env, BOARD_START_MS), await spawnServer(ports[1], env, BOARD_START_MS)];
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    await nginx?.stop();
    await pg?.stop();
  });

  const post = async (prefix: string, a: MadeAttempt, device: string) => {
    const res = await fetch(`${proxy}/${prefix}/api/daily/${a.day.text}/attempts`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(submission(a, device)) });
    return { status: res.status, body: (await res.json()) as Accepted & { code?: string } };
  };
  const board = async (url: string, device: string) => (await (await fetch(`${url}/api/daily/${attempts[0].day.text}/board?device=${device}`)).json()) as BoardView;

  it("takes attempts on both processes onto one board, an attempt sent to both counted once", async () => {
    const one = await post("game-1", attempts[0], "proxy-device-0001");
    const two = await post("game-2", attempts[1], "proxy-device-0002");
    expect([one.status, two.status]).toEqual([201, 201]);
    const views = [await board(`${proxy}/game-server`, "proxy-device-0001"), ...(await Promise.all(servers.map((s) => board(`http://127.0.0.1:${s.port}`, "proxy-device-0002"))))];
    for (const v of views) {
      expect(v.players).toBe(2);
      expect(v.top.map((r) => r.id).sort()).toEqual([one.body.id, two.body.id].sort());
    }
    expect(views[0].you?.id).toBe(one.body.id);
    expect(views[1].you?.id).toBe(two.body.id);
    // The same attempt sent to the other process: the one already stored, counted once.
    const again = await post("game-2", attempts[0], "proxy-device-0001");
    expect([again.status, again.body.id, again.body.already]).toEqual([200, one.body.id, true]);
  }, 120_000);
});
