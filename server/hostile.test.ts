// Hostile clients: another seat's move, made-up results, malformed, oversized, NaN and huge
// flicks, random garbage. Each is refused with a reason, none changes the game, the room
// carries on.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import type { ColyseusTestServer } from "@colyseus/testing";
import { ROOM_NAME, SEAT_COLOURS, type LobbySeat } from "../src/net/protocol";
import { bootServer, Recorder, until } from "./test-kit";
import type { TableRoom } from "./table-room";

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  // The schema and the rules are under test here, not the rate limit (see faults.test.ts).
  colyseus = await bootServer({ config: { rate: { perSecond: 10_000, burst: 10_000 } } });
});
afterEach(async () => {
  await colyseus.cleanup();
});
afterAll(async () => {
  await colyseus.shutdown();
});

/** A started two-seat Hodrudda table: `mover` may act now, `other` may not. */
async function started() {
  const a = new Recorder(await colyseus.sdk.create(ROOM_NAME, { game: "hodrudda", seats: 2 }));
  const code = (await a.seen("welcome")).code as string;
  const b = new Recorder(await colyseus.sdk.joinById(code));
  a.room.send("sit", { seat: 0, name: "Ann", colour: SEAT_COLOURS[0] });
  b.room.send("sit", { seat: 1, name: "Bo", colour: SEAT_COLOURS[1] });
  await a.seen("lobby", (l) => l.seats.every((s: LobbySeat) => s.kind === "person"));
  a.room.send("start", {});
  await a.seen("game");
  await b.seen("game");
  const room = colyseus.getRoomById(code) as unknown as TableRoom;
  const s = room.session!;
  const actor = s.definition.actors(s.game)[0];
  const [mover, other] = actor === 0 ? [a, b] : [b, a];
  return { room, s, mover, other, actor };
}

const flick = (dieId: string, over: Record<string, unknown> = {}) => ({
  dieId,
  position: [0, 8, 0],
  quaternion: [0, 0, 0, 1],
  velocity: [10, 0, 5],
  angularVelocity: [1, 2, 3],
  ...over,
});

/** Sends one message and returns the server's refusal (fails if it sends none). */
async function refusal(c: Recorder, type: string, message: unknown): Promise<string> {
  const reply = c.next("refused", () => true, 5_000);
  c.room.send(type, message);
  return (await reply).reason;
}

describe("hostile messages", () => {
  it("refuses each with a reason and leaves the game as it was", async () => {
    const { s, mover, other } = await started();
    const before = JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot() });
    const huge = JSON.parse('{"type":"ride","__proto__":{"polluted":true}}');
    const cases: [Recorder, string, unknown, RegExp][] = [
      [other, "act", { kind: "move", move: { type: "winkee" } }, /may not move now|not/i],
      [other, "act", { kind: "flick", flicks: [flick("d0"), flick("d1")] }, /not this seat's throw/],
      [mover, "act", { kind: "move", move: { type: "throw", dice: [1, 1] } }, /results come from the table/],
      [mover, "act", { kind: "move", move: { type: "throw", dice: [6, 6] }, seat: 1 }, /Malformed act/],
      [mover, "act", { kind: "flick", flicks: [flick("d0", { velocity: [NaN, 0, 0] })] }, /Malformed act/],
      [mover, "act", { kind: "flick", flicks: [flick("d0", { velocity: [1e300, 0, 0] })] }, /too fast/],
      [mover, "act", { kind: "flick", flicks: [flick("d0", { angularVelocity: [0, 1e9, 0] })] }, /spins too fast/],
      [mover, "act", { kind: "flick", flicks: [flick("d0", { position: [1e6, 8, 0] })] }, /near the table/],
      [mover, "act", { kind: "flick", flicks: [flick("d0", { quaternion: [0, 0, 0, 0] })] }, /unit quaternion/],
      [mover, "act", { kind: "flick", flicks: [flick("zz")] }, /not part of this throw/],
      [mover, "act", { kind: "flick", flicks: [] }, /Malformed act/],
      [mover, "act", { kind: "flick", flicks: Array.from({ length: 33 }, (_, i) => flick(`d${i}`)) }, /Malformed act/],
      [mover, "act", { kind: "move", move: { type: "winkee", pad: "x".repeat(20_000) } }, /too large/],
      [mover, "act", { kind: "move", move: huge }, /./],
      [mover, "act", 42, /Malformed act/],
      [mover, "act", null, /Malformed act/],
      [mover, "act", "throw", /Malformed act/],
      [mover, "hack", { give: "me everything" }, /Unknown message type/],
      [mover, "start", {}, /started|host/],
      [other, "sit", { seat: 0, name: "Eve", colour: SEAT_COLOURS[2] }, /started/],
      [other, "stand", {}, /started/],
      [other, "reclaim", { key: "A".repeat(32) }, /claims no seat/],
      [other, "reclaim", { key: "../../etc" }, /seat key/],
    ];
    for (const [who, type, message, reason] of cases) {
      const r = await refusal(who, type, message);
      expect(r, `${type} ${JSON.stringify(message)?.slice(0, 80)}`).toMatch(reason);
      expect(JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot() })).toBe(before);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Raw bytes where a message is due.
    const reply = mover.next("refused");
    mover.room.sendBytes("act", new Uint8Array([0xc1, 0xff, 0x00]));
    expect((await reply).reason).toMatch(/Malformed act/);
    expect(JSON.stringify({ game: s.game, log: s.view.log, poses: s.table.snapshot() })).toBe(before);
  });

  it("refuses a thousand random messages from both seats, none changing the game", async () => {
    const { s, mover, other } = await started();
    const before = JSON.stringify({ game: s.game, log: s.view.log });
    const message = fc.oneof(
      fc.anything({ withNullPrototype: true, withBigInt: false, maxDepth: 3 }),
      fc.record({ kind: fc.constantFrom("move", "flick"), move: fc.anything({ maxDepth: 2 }), flicks: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 3 }) }, { requiredKeys: ["kind"] }),
      fc.record({ kind: fc.constant("flick"), flicks: fc.array(fc.record({ dieId: fc.constantFrom("d0", "d1"), position: fc.array(fc.double(), { minLength: 3, maxLength: 3 }), quaternion: fc.array(fc.double(), { minLength: 4, maxLength: 4 }), velocity: fc.array(fc.double(), { minLength: 3, maxLength: 3 }), angularVelocity: fc.array(fc.double(), { minLength: 3, maxLength: 3 }) }), { minLength: 1, maxLength: 2 }) }),
    );
    const sent = fc.sample(fc.tuple(fc.boolean(), fc.constantFrom("act", "sit", "stand", "start", "reclaim", "x", ""), message), { numRuns: 1000, seed: 7 });
    let refused = 0;
    for (const c of [mover, other]) c.room.onMessage("refused", () => refused++);
    for (const [mine, type, m] of sent) (mine ? mover : other).room.send(type, m);
    await until(() => refused === sent.length, 20_000);
    expect(JSON.stringify({ game: s.game, log: s.view.log })).toBe(before);
  });

  it("closes a connection whose frame is over the limit; the room and the other player carry on", async () => {
    const { s, mover, other, actor } = await started();
    // The transport reports the closed frame on stderr: expected here, and checked.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    other.room.send("act", { kind: "move", move: { type: "ride", pad: "x".repeat(100_000) } });
    await until(() => s.view.log.length === 0 && (colyseus.getRoomById(mover.room.roomId) as unknown as TableRoom).lobby().seats[1 - actor].connected === false);
    const flicks = s.table.randomFlicks(["d0", "d1"]);
    mover.room.send("act", { kind: "flick", flicks });
    const settled = await mover.seen("settled");
    expect(settled.entry.derived).toBe(true);
    expect(s.view.log.length).toBe(2);
    expect(logged.mock.calls.some((c) => String(c[0]).includes("Max payload"))).toBe(true);
  });
});
