// The door's arithmetic on a fake clock: per-address windows, open tables, the process's own
// limits, and which address a request is counted under.
import { describe, expect, it } from "vitest";
import { configFromEnv, serverConfig } from "./config";
import { clientAddress, Gate, MinuteWindow } from "./gate";

const req = (remote: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress: remote } }) as never;

describe("the door", () => {
  it("lets an address make its tables per minute, refuses the next, and lets it again a minute later", () => {
    let t = 0;
    const gate = new Gate(serverConfig({ limits: { tablesPerMinutePerAddress: 3 } }), () => t);
    for (let i = 0; i < 3; i++) expect(gate.mayMake("1.2.3.4", 0)).toBeNull();
    expect(gate.mayMake("1.2.3.4", 0)?.code).toBe("tables-per-minute");
    // Another address is counted on its own.
    expect(gate.mayMake("5.6.7.8", 0)).toBeNull();
    t = 59_999;
    expect(gate.mayMake("1.2.3.4", 0)?.code).toBe("tables-per-minute");
    t = 60_000;
    expect(gate.mayMake("1.2.3.4", 0)).toBeNull();
  });

  it("refuses a table to an address with its open tables, and joins past the minute's", () => {
    let t = 0;
    const gate = new Gate(serverConfig({ limits: { openTablesPerAddress: 2, joinsPerMinutePerAddress: 2 } }), () => t);
    expect(gate.mayMake("a", 1)).toBeNull();
    expect(gate.mayMake("a", 2)?.code).toBe("open-tables");
    expect(gate.mayJoin("a")).toBeNull();
    expect(gate.mayJoin("a")).toBeNull();
    expect(gate.mayJoin("a")?.code).toBe("joins-per-minute");
    t = 61_000;
    expect(gate.mayJoin("a")).toBeNull();
  });

  it("refuses to host past its tables, its memory ceiling, or while draining; refuses a seat past its seats", () => {
    let mb = 100;
    const gate = new Gate(serverConfig({ limits: { tablesPerProcess: 2, seatsPerProcess: 3, memoryCeilingMb: 500 } }), () => 0, () => mb);
    gate.rooms.add({ clients: { length: 2 } });
    expect(gate.mayHost()).toBeNull();
    gate.rooms.add({ clients: { length: 1 } });
    expect(gate.mayHost()?.code).toBe("server-tables");
    expect(gate.maySeat()).toBeNull();
    gate.rooms.add({ clients: { length: 1 } });
    expect(gate.maySeat()?.code).toBe("server-seats");
    gate.rooms.clear();
    mb = 500;
    expect(gate.mayHost()?.code).toBe("server-memory");
    mb = 100;
    gate.draining = true;
    expect(gate.mayHost()?.code).toBe("draining");
  });

  it("forgets addresses with nothing in the last minute (memory stays bounded under a spray of addresses)", () => {
    let t = 0;
    const w = new MinuteWindow(() => t);
    for (let i = 0; i < 5_000; i++) w.take(`10.0.${i >> 8}.${i & 255}`, 5);
    expect(w.size).toBe(5_000);
    t = 120_000;
    w.take("one more", 5);
    expect(w.size).toBe(1);
  });

  it("counts the socket's address, and a proxy's header only when the proxy is trusted", () => {
    const spoof = { "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" };
    expect(clientAddress(req("::ffff:203.0.113.9", spoof), false)).toBe("203.0.113.9");
    expect(clientAddress(req("127.0.0.1", spoof), true)).toBe("7.7.7.7");
    // X-Forwarded-For: the last hop is the one the trusted proxy added; earlier ones are the client's own words.
    expect(clientAddress(req("127.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.4" }), true)).toBe("198.51.100.4");
    expect(clientAddress(req("127.0.0.1"), true)).toBe("127.0.0.1");
  });

  it("reads its settings from the environment and names a bad one", () => {
    const c = configFromEnv({ LIMIT_TABLES_PER_MINUTE: "4", TRUST_PROXY: "1", PAUSE_SCALE: "0" });
    expect(c.limits.tablesPerMinutePerAddress).toBe(4);
    expect(c.limits.openTablesPerAddress).toBe(serverConfig().limits.openTablesPerAddress);
    expect(c.trustProxy).toBe(true);
    expect(c.pauseScale).toBe(0);
    expect(() => configFromEnv({ LIMIT_SEATS: "lots" })).toThrow(/LIMIT_SEATS=lots: expected a number/);
    expect(() => configFromEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY=yes/);
  });
});
