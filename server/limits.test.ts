// The server's own settings and limits, on a real server: a client cannot set them through its
// options; each limit refuses with its reason code and words, counted in /metrics. Each test sets
// the server's limits itself (server-side config, as an operator's environment would) and makes
// its requests from an address of its own (a trusted proxy's X-Real-IP), so no test counts
// another's tables.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ColyseusTestServer } from "@colyseus/testing";
import { ROOM_NAME } from "../src/net/protocol";
import { readRefusal } from "../src/net/refusal";
import { DEFAULT_LIMITS, type Limits } from "./config";
import { bootServer, gameServer, Recorder, TEST_CONFIG, until, url } from "./test-kit";

let colyseus: ColyseusTestServer;
let HTTP = "";
beforeAll(async () => {
  colyseus = await bootServer({ config: { rate: { perSecond: 1, burst: 3 } } });
  HTTP = url(colyseus).replace("ws:", "http:");
});
afterEach(async () => {
  setLimits(TEST_CONFIG.limits!);
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

/** The server's own limits, as its operator sets them (the test's server config). */
function setLimits(part: Partial<Limits>, trustProxy = true): void {
  const config = gameServer(colyseus).host.config as { limits: Limits; trustProxy: boolean };
  config.limits = { ...DEFAULT_LIMITS, ...TEST_CONFIG.limits, ...part };
  config.trustProxy = trustProxy;
}

/** A make or join request as a browser sends it, from `address` (through a trusted proxy). */
async function matchmake(method: "create" | `joinById/${string}`, options: unknown, address?: string): Promise<{ roomId?: string; error?: string }> {
  const path = method === "create" ? `create/${ROOM_NAME}` : method;
  const res = await fetch(`${HTTP}/matchmake/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(address ? { "X-Real-IP": address } : {}) },
    body: JSON.stringify(options),
  });
  const body = (await res.json()) as { room?: { roomId: string }; error?: string };
  return { roomId: body.room?.roomId, error: body.error };
}

const make = (address: string) => matchmake("create", { game: "hodrudda", seats: 2 }, address);
const reason = (r: { error?: string }) => (r.error ? readRefusal(r.error)?.code : "made");
const metric = async (line: RegExp) => {
  const text = await (await fetch(`${HTTP}/metrics`)).text();
  return Number(line.exec(text)?.[1] ?? 0);
};

describe("the server's own settings", () => {
  it("refuses a client's server settings and any unknown option by name; a join takes no options", async () => {
    setLimits({});
    for (const knob of ["serverRate", "serverPauseScale", "serverReconnectSeconds", "pauseScale", "owner"]) {
      const r = await matchmake("create", { game: "hodrudda", seats: 2, [knob]: { perSecond: 1e9, burst: 1e9 } }, "198.51.100.1");
      expect(readRefusal(r.error ?? "")).toMatchObject({ code: "bad-options" });
      expect(r.error).toContain(`unknown option "${knob}"`);
    }
    await expect(colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", serverRate: { perSecond: 1e9, burst: 1e9 } })).rejects.toThrow(/unknown option "serverRate"/);
    const made = await matchmake("create", { game: "hodrudda", seats: 2 }, "198.51.100.1");
    expect(made.roomId).toMatch(/^[2-9a-z]{10}$/);
    const joined = await matchmake(`joinById/${made.roomId}`, { serverReconnectSeconds: 600 }, "198.51.100.1");
    expect(joined.error).toMatch(/^\[bad-options\] .*unknown option "serverReconnectSeconds" \(joining a table takes none\)/);
  });

  it("limits a client's messages by the server's configured rate, whatever the client asked for", async () => {
    const c = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    await c.seen("welcome");
    // This server's config: a burst of 3, then 1 a second. Five at once: at least one is refused for rate.
    for (let i = 0; i < 5; i++) c.room.send("stand", {});
    await until(() => c.of("refused").length === 5);
    expect(c.of("refused").filter((m) => /Too many messages/.test(m.reason)).length).toBeGreaterThanOrEqual(1);
  });
});

describe("limits per address", () => {
  it("refuses an address past its tables a minute, with the reason, while another address still makes tables", async () => {
    setLimits({ tablesPerMinutePerAddress: 3 });
    const before = await metric(/dice_refusals_total\{reason="tables-per-minute"\} (\d+)/);
    const results = await Promise.all(Array.from({ length: 6 }, () => make("203.0.113.7")));
    expect(results.map(reason).sort()).toEqual(["made", "made", "made", "tables-per-minute", "tables-per-minute", "tables-per-minute"]);
    expect(results.find((r) => r.error)!.error).toMatch(/Too many tables were made from your address/);
    expect(reason(await make("203.0.113.8"))).toBe("made");
    expect(await metric(/dice_refusals_total\{reason="tables-per-minute"\} (\d+)/)).toBe(before + 3);
  });

  it("refuses an address with its open tables until one of them closes", async () => {
    setLimits({ openTablesPerAddress: 2 });
    const a = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    await new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 })).seen("welcome");
    // The test client's requests come from 127.0.0.1 with no proxy header: the socket's address.
    await expect(colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 })).rejects.toThrow(/^\[open-tables\] Your address has as many tables open/);
    await a.room.leave();
    await until(() => gameServer(colyseus).host.gate.tables === 1, 10_000, "the left table to close");
    await new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 })).seen("welcome");
  });

  it("refuses an address past its joins a minute", async () => {
    setLimits({ joinsPerMinutePerAddress: 2 });
    const { roomId } = await make("192.0.2.50");
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(reason(await matchmake(`joinById/${roomId}`, {}, "192.0.2.51")));
    expect(tries).toEqual(["made", "made", "joins-per-minute"]);
  });

  it("counts a proxy's header only when the proxy is trusted: an untrusted header changes nothing", async () => {
    // Untrusted: every request is the socket's 127.0.0.1 (which earlier tests already used), whatever header it carries.
    setLimits({ tablesPerMinutePerAddress: 1 }, false);
    expect([reason(await make("192.0.2.1")), reason(await make("192.0.2.2"))]).toEqual(["tables-per-minute", "tables-per-minute"]);
    // Trusted: the same header is the address, new to this server.
    setLimits({ tablesPerMinutePerAddress: 1 }, true);
    expect([reason(await make("192.0.2.1")), reason(await make("192.0.2.1"))]).toEqual(["made", "tables-per-minute"]);
  });
});

describe("limits per process", () => {
  it("refuses a table past the process's tables, and past its memory ceiling", async () => {
    setLimits({ tablesPerProcess: 1 });
    expect(reason(await make("198.51.100.20"))).toBe("made");
    expect(reason(await make("198.51.100.21"))).toBe("server-tables");
    setLimits({ memoryCeilingMb: 1 });
    const r = await make("198.51.100.22");
    expect(reason(r)).toBe("server-memory");
    expect(r.error).toMatch(/too busy to make a table/);
  });

  it("refuses a client past the process's seats, with the reason the page shows", async () => {
    setLimits({ seatsPerProcess: 2 });
    const host = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
    const code = (await host.seen("welcome")).code as string;
    await colyseus.sdk.joinById(code);
    await expect(colyseus.sdk.joinById(code)).rejects.toThrow(/^\[server-seats\] The game server has as many players as it can take/);
    expect(await metric(/dice_refusals_total\{reason="server-seats"\} (\d+)/)).toBe(1);
  });
});
