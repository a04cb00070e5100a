/* eslint-disable @typescript-eslint/no-explicit-any -- the recorder holds the server's messages as they arrive, each test reading the fields it checks */
// Test helpers: a game server on a local port, and a client that records every message.
import "./quiet-env";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import type { Room } from "colyseus.js";
import { ColyseusTestServer } from "@colyseus/testing";
import { makeGameServer, type GameServer, type GameServerOptions } from "./app";
import type { ConfigPart } from "./config";
import { memoryLog } from "./log";
import type { PlainMove } from "../src/games/definition";
import type { GameKit } from "../src/runtime/session/kit";
import type { AnyMove } from "../src/runtime/record/log";
import type { GameSession } from "../src/runtime/session/session";
import type { OnlineTable } from "../src/net/online-table";
import { seedOf } from "../src/physics/rng";

/**
 * The server-side config tests boot with unless they say otherwise: computers act without a
 * pause, and one address (every test client is 127.0.0.1) may make and join as many tables as
 * a test file needs. Tests of the limits set their own.
 */
export const TEST_CONFIG: ConfigPart = {
  pauseScale: 0,
  limits: { tablesPerMinutePerAddress: 10_000, joinsPerMinutePerAddress: 10_000, openTablesPerAddress: 10_000 },
};

/**
 * A game server in this process on a port the system picks (tests never clash over a fixed
 * port, with each other or with another checkout's run). `url(colyseus)` says where it is.
 * Its config is TEST_CONFIG with `options.config` over it; its log is kept in memory (logOf).
 */
export async function bootServer(options: GameServerOptions = {}): Promise<ColyseusTestServer> {
  const config = { ...TEST_CONFIG, ...options.config, limits: { ...TEST_CONFIG.limits, ...options.config?.limits } };
  const server = makeGameServer({ log: memoryLog(), ...options, config });
  await server.listen(0, "127.0.0.1");
  const { port } = (server.transport as unknown as { server: { address(): AddressInfo } }).server.address();
  // ColyseusTestServer's own client reads the port the server was asked for.
  (server as unknown as { port: number }).port = port;
  return new ColyseusTestServer(server);
}

/** The game server under a ColyseusTestServer made by bootServer (its gate, metrics, drain). */
export const gameServer = (colyseus: ColyseusTestServer): GameServer => colyseus.server as GameServer;

/** The WebSocket address of a server made by bootServer. */
export function url(colyseus: ColyseusTestServer): string {
  return `ws://127.0.0.1:${(colyseus.server as unknown as { port: number }).port}`;
}

/** A port nobody listens on now, from the system (for a process that must know its port before it starts). */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Every message a client got, in order, and a way to wait for one. */
export class Recorder {
  readonly messages: { type: string; message: any }[] = [];
  private waiters: { pick: (m: { type: string; message: any }) => boolean; resolve: (m: any) => void }[] = [];

  constructor(readonly room: Room) {
    room.onMessage("*", (type, message) => {
      const m = { type: String(type), message };
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pick(m)) return true;
        w.resolve(m.message);
        return false;
      });
    });
  }

  of(type: string): any[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.message);
  }

  last(type: string): any {
    return this.of(type).at(-1);
  }

  /** The next message (from now on) of this type passing `test`. */
  next(type: string, test: (message: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        pick: (m) => m.type === type && test(m.message),
        resolve: (x) => {
          clearTimeout(t);
          resolve(x);
        },
      });
    });
  }

  /** A message of this type already received or still to come. */
  seen(type: string, test: (message: any) => boolean = () => true, timeoutMs = 10_000): Promise<any> {
    const had = this.of(type).find(test);
    return had !== undefined ? Promise.resolve(had) : this.next(type, test, timeoutMs);
  }
}

/**
 * Plays this screen's seat with the game's computer policy, through the session like a person
 * (its moves and flicks go to the server and come back). Returns a function that stops it.
 * `throwSeed` seeds this screen's own "Throw for me" stream (a screen draws it from the system's
 * random source): with the server's table seed fixed too, the same game is played every run.
 * `pickUpFirst`: before a throw, the due dice still lying are picked up into the hand (the Pick
 * up button of a person's screen), its own input, and the throw follows once that is logged.
 */
export function autoplay<S, M extends PlainMove>(
  table: OnlineTable<S, M>,
  kit: GameKit<S, M>,
  onAct?: (kind: "move" | "flick") => void,
  throwSeed?: number,
  pickUpFirst = false,
): () => void {
  const driver = kit.computer();
  let actedAt = -1;
  let stopped = false;
  let watched: GameSession<S, M> | null = null;
  let off = () => {};
  const tick = () => {
    const s = table.session;
    if (stopped || !s || driver.kind !== "computer") return;
    const seat = table.view.seat;
    if (kit.definition.isOver(s.game)) return;
    if (seat === null || s.personToAct() !== seat || s.view.log.length === actedAt) return;
    actedAt = s.view.log.length;
    const choice = driver.choose(s.game, seat, { table: s.table });
    if (!choice) return;
    if (pickUpFirst && choice.kind !== "move" && s.request()?.dice.some((d) => !s.table.state.inHand.includes(d.id))) {
      s.pickUp(seat);
      return;
    }
    onAct?.(choice.kind === "move" ? "move" : "flick");
    if (choice.kind === "move") s.dispatch(seat, { kind: "move", move: choice.move as unknown as AnyMove });
    else if (choice.flicks) s.dispatch(seat, { kind: "flick", flicks: choice.flicks });
    else s.throwForMe(seat);
  };
  const later = () => setTimeout(tick, 0);
  // A refused message (the room's rate limit refuses a screen that plays faster than people
  // can) changes nothing at the room: a player would try again, so this screen does too.
  const retry = setInterval(() => {
    if (table.view.refusal !== null && table.session?.view.log.length === actedAt) {
      actedAt = -1;
      tick();
    }
  }, 500);
  const follow = () => {
    if (table.session === watched) return;
    off();
    watched = table.session;
    if (watched && throwSeed !== undefined) watched.table.restoreRng({ ...watched.table.rngState(), throw: seedOf(`screen ${throwSeed}:throw`), aim: seedOf(`screen ${throwSeed}:aim`) });
    off = watched ? watched.store.subscribe(later) : () => {};
    later();
  };
  const offTable = table.store.subscribe(follow);
  follow();
  return () => {
    stopped = true;
    clearInterval(retry);
    off();
    offTable();
  };
}

/** Waits (polling) until `test` holds; `what` names it in the error. */
export async function until(test: () => unknown, timeoutMs = 10_000, what = "a condition"): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export type ServerProcess = ChildProcess & { readonly port: number };

/**
 * The game server in a process of its own (server/main.ts); resolves once it listens. Port 0
 * (the default): the system picks one, read back from the server's own line. A given port
 * (scale-out needs it before the start, for PUBLIC_ADDRESS) is taken from freePort by the caller.
 */
export async function spawnServer(port = 0, env: Record<string, string> = {}, startMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // No daily board unless a test asks for one (its own data folder or Postgres): two processes never share a PGlite folder.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PAUSE_SCALE: "0", BOARD: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const listening = await new Promise<number>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`server on ${port} did not start: ${out}`)), startMs);
    const read = (b: Buffer) => {
      out += b.toString();
      const m = /listening on ws:\/\/[^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", (code) => reject(new Error(`server on ${port} exited (${code}): ${out}`)));
  });
  return Object.assign(child, { port: listening });
}

/** Stops a spawned server and waits for it to be gone (SIGINT: at once; SIGTERM drains first). */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = "SIGINT"): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}
