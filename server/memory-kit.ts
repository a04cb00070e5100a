// What the memory benchmark (scripts/bench-server-memory.ts) and test (server/table-memory.test.ts)
// share: a started table with no room around it (four remote seats played here by the game's own
// policy, "next-game" once a game is over, as the soak plays), and the live heap after a full GC.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { serverConfig, type ConfigPart } from "./config";
import { Gate } from "./gate";
import { memoryLog } from "./log";
import { Metrics } from "./metrics";
import { TableGame } from "./table-game";
import type { TableHost } from "./table-host";
import { openSeat } from "./lobby";
import { tableSeed } from "./guards";
import { hodrudda } from "../src/catalog/hodrudda";
import type { AnyMove } from "../src/runtime/record/log";

/** A table host of its own (config over the test defaults: computers without pauses). */
export function soloHost(part: ConfigPart = {}): TableHost {
  const config = serverConfig({ pauseScale: 0, ...part });
  const gate = new Gate(config);
  return { config, gate, metrics: new Metrics(gate), log: memoryLog(), tableClosed: () => {}, tableSeed };
}

/** A started Hodrudda game for four remote seats; what it broadcasts goes to `sent` (if given). */
export function soloTable(host: TableHost, sent?: { type: string; message: unknown }[]): TableGame {
  const seats = Array.from({ length: 4 }, (_, i) => ({ ...openSeat(i), kind: "person" as const, name: `P${i + 1}`, connected: true }));
  const game = TableGame.make({ host, kit: hodrudda, seats: () => seats, turnSeconds: 0, broadcast: (type, message) => void sent?.push({ type, message }) }, {});
  if (typeof game === "string") throw new Error(game);
  game.begin();
  return game;
}

const idle = async (g: TableGame) => {
  while (g.session.view.status !== "idle") await new Promise((r) => setImmediate(r));
};

/** One move by the seat to act (its policy's move or throw; "next-game" after a game), run to rest: the refusal, or null. */
export async function playMove(g: TableGame): Promise<string | null> {
  await idle(g);
  const s = g.session;
  const seat = hodrudda.definition.actors(s.game)[0] ?? 0;
  const driver = hodrudda.computer();
  let refused: string | null;
  if ((s.game as { outcome: unknown }).outcome) refused = g.act(seat, { kind: "move", move: { type: "next-game" } as AnyMove });
  else {
    const c = driver.kind === "computer" ? driver.choose(s.game, seat, { table: s.table }) : null;
    if (!c) throw new Error("the policy made no choice");
    const flicks = c.kind === "throw" ? (c.flicks ?? s.table.randomFlicks(s.request()!.dice.map((d) => d.id))) : null;
    refused = c.kind === "move" ? g.act(seat, { kind: "move", move: c.move as AnyMove }) : g.act(seat, { kind: "flick", flicks: flicks! });
  }
  await idle(g);
  return refused;
}

let collect: (() => void) | null = null;

/** Heap in use after full collections (bytes), pending callbacks run in between. */
export async function liveHeap(): Promise<number> {
  if (!collect) {
    collect = (globalThis as { gc?: () => void }).gc ?? null;
    if (!collect) {
      setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc") as () => void;
    }
  }
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 1));
    collect();
  }
  return process.memoryUsage().heapUsed;
}
