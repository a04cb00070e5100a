// The room's transport on its own (no network): a server session's inputs fed to a screen's
// ordinary session through its transport; a throw that lands differently here is put right
// from the server's poses and counted; this screen's own inputs are sent, not applied.
import { describe, expect, it } from "vitest";
import { hodrudda as kit } from "../catalog/hodrudda";
import type { HodruddaMove } from "../games/hodrudda/definition";
import type { HodruddaState } from "../games/hodrudda/state";
import { FakeClock } from "../runtime/session/clock";
import { person } from "../runtime/session/seats";
import { createSession } from "../runtime/session/session";
import type { LogEntry, SessionInput } from "../runtime/record/log";
import { mirrorSession, RoomTransport } from "./room-transport";

/** A screen's session at a Hodrudda table of two, its inputs through `link`. */
function screen(seed: number, link: RoomTransport<HodruddaState, HodruddaMove>) {
  const made = mirrorSession({ definition: kit.definition, options: kit.options(2, seed), seed, stage: kit.stage(), clock: new FakeClock() }, 2, link);
  if (!made.ok) throw new Error(made.reason);
  return made.state;
}

function pair(seed: number) {
  const options = kit.options(2, seed);
  const made = createSession({ definition: kit.definition, options, seed, stage: kit.stage(), drivers: [person(), person()], clock: new FakeClock() });
  if (!made.ok) throw new Error(made.reason);
  const sent: SessionInput[] = [];
  const link = new RoomTransport<HodruddaState, HodruddaMove>(0, (i) => sent.push(i));
  const mirror = screen(seed, link);
  return { server: made.state, mirror, link, sent };
}

/** Plays one throw on the server for whoever is due, handing each new entry to `deliver`. */
function serverThrow(server: ReturnType<typeof pair>["server"], deliver: (e: LogEntry, i: number) => void) {
  const from = server.view.log.length;
  const r = server.request()!;
  server.throwForMe(r.seat);
  server.settleNow();
  server.view.log.slice(from).forEach((e, k) => deliver(e, from + k));
}

describe("a screen's session over the room's transport", () => {
  it("applies the server's inputs in order and reads every throw as the server did", () => {
    const { server, mirror, link } = pair(11);
    for (let i = 0; i < 6 && server.request(); i++) {
      serverThrow(server, (e, index) => {
        if (!e.derived) link.receive(e);
        else {
          mirror.settleNow();
          link.settled({ index, entry: e, game: server.game, poses: server.table.snapshot(), rng: server.table.rngState() });
        }
      });
      while (!server.request() && server.definition.actors(server.game).length > 0) {
        const seat = server.definition.actors(server.game)[0];
        const move = { type: "ride" as const };
        const before = server.view.log.length;
        if (!server.dispatch(seat, { kind: "move", move }).ok) break;
        link.receive(server.view.log[before]);
      }
    }
    expect(link.mirrorCounts).toEqual({ desyncs: 0, corrections: 0 });
    expect(mirror.game).toEqual(server.game);
    expect(mirror.table.snapshot()).toEqual(server.table.snapshot());
  });

  it("adopts the server's game and poses when its own throw landed otherwise, and counts it", () => {
    const { server, mirror, link } = pair(12);
    serverThrow(server, (e, index) => {
      if (!e.derived && e.input.kind === "flick") {
        // This screen's physics sees a hair's difference in the flick: its dice land elsewhere.
        const flicks = e.input.flicks.map((f) => ({ ...f, velocity: [f.velocity[0] + 3, f.velocity[1], f.velocity[2]] as const }));
        link.receive({ ...e, input: { kind: "flick", flicks } } as LogEntry);
      } else {
        mirror.settleNow();
        expect(mirror.view.log[index].checksum).not.toBe(e.checksum);
        link.settled({ index, entry: e, game: server.game, poses: server.table.snapshot(), rng: server.table.rngState() });
      }
    });
    expect(link.mirrorCounts).toEqual({ desyncs: 1, corrections: 1 });
    expect(mirror.game).toEqual(server.game);
    expect(mirror.table.snapshot()).toEqual(server.table.snapshot());
  });

  it("draws this screen's own flicks: two screens' first Throw for me are not the same throw", () => {
    const at = (seat: number) => screen(21, new RoomTransport<HodruddaState, HodruddaMove>(seat, () => {}));
    const ids = at(0).request()!.dice.map((d) => d.id);
    const [a, b] = [at(0), at(1)].map((s) => s.table.randomFlicks(ids));
    expect(a).toHaveLength(ids.length);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    // The table's own streams (what the server draws a remedy from) stay the table's.
    expect(at(0).table.rngState().remedy).toBe(at(1).table.rngState().remedy);
  });

  it("sends this screen's move instead of applying it, and refuses another seat's at once", () => {
    const { mirror, sent } = pair(13);
    const r = mirror.request()!;
    const mine = r.seat === 0;
    const flicks = mirror.table.randomFlicks(r.dice.map((d) => d.id));
    const result = mirror.dispatch(0, { kind: "flick", flicks });
    expect(result.ok).toBe(mine);
    expect(sent.length).toBe(mine ? 1 : 0);
    expect(mirror.view.log).toEqual([]);
    expect(mirror.dispatch(1, { kind: "move", move: { type: "ride" } })).toEqual({ ok: false, reason: "You play your own seat only" });
  });
});
