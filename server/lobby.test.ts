// The lobby's state machine on its own: no sockets, no room, each transition a plain call.
import { describe, expect, it } from "vitest";
import { SEAT_COLOURS } from "../src/net/protocol";
import * as lobby from "./lobby";
import type { Lobby, LobbyStep } from "./lobby";

const [RED, BLUE, GREEN] = SEAT_COLOURS;

/** The next lobby, or the test fails with the refusal. */
function must(step: LobbyStep): Lobby {
  if (!step.ok) throw new Error(step.reason);
  return step.lobby;
}
const refusal = (step: LobbyStep): string => (step.ok ? "accepted" : step.reason);

/** A table of three with Ann (the host) in seat 0 and Bo in seat 1; Cy watching. */
function table(): Lobby {
  let l = lobby.openLobby(3);
  for (const id of ["ann", "bo", "cy"]) l = lobby.join(l, id);
  l = must(lobby.sit(l, "ann", { seat: 0, name: "Ann", colour: RED }, "key-ann"));
  return must(lobby.sit(l, "bo", { seat: 1, name: "Bo", colour: BLUE }, "key-bo"));
}

describe("an online table's lobby", () => {
  it("makes the first client to come the host and shows every seat open", () => {
    const l = lobby.join(lobby.join(lobby.openLobby(2), "ann"), "bo");
    expect(l.hostId).toBe("ann");
    expect(l.seats.map((s) => s.kind)).toEqual(["open", "open"]);
    expect(lobby.seatOf(l, "bo")).toBeNull();
  });

  it("seats a player with a new key and moves them to another seat keeping it", () => {
    const l = table();
    expect(l.seats[0]).toMatchObject({ name: "Ann", kind: "person", sessionId: "ann", key: "key-ann", connected: true });
    const moved = must(lobby.sit(l, "ann", { seat: 2, name: "Ann", colour: RED }, "another"));
    expect(moved.seats[2].key).toBe("key-ann");
    expect(moved.seats[0]).toEqual(lobby.openSeat(0));
    expect(lobby.seatOf(moved, "ann")).toBe(2);
  });

  it("refuses a taken seat, a seat that is not there and another player's colour", () => {
    const l = table();
    expect(refusal(lobby.sit(l, "cy", { seat: 1, name: "Cy", colour: GREEN }, "k"))).toBe("That seat is taken");
    expect(refusal(lobby.sit(l, "cy", { seat: 7, name: "Cy", colour: GREEN }, "k"))).toBe("There is no such seat");
    expect(refusal(lobby.sit(l, "cy", { seat: 2, name: "Cy", colour: BLUE }, "k"))).toBe("Another player has that colour");
  });

  it("lets a player stand in the lobby, and refuses one with no seat", () => {
    const l = must(lobby.stand(table(), "bo"));
    expect(l.seats[1]).toEqual(lobby.openSeat(1));
    expect(lobby.seatOf(l, "bo")).toBeNull();
    expect(refusal(lobby.stand(l, "bo"))).toBe("You have no seat");
  });

  it("lets only the host start, once, with computers in the seats nobody took", () => {
    const l = table();
    expect(refusal(lobby.start(l, "bo"))).toBe("Only the host starts the game");
    const playing = must(lobby.start(l, "ann"));
    expect(playing.phase).toBe("playing");
    expect(playing.seats.map((s) => s.kind)).toEqual(["person", "person", "computer"]);
    expect(playing.seats[2].connected).toBe(true);
    expect(refusal(lobby.start(playing, "ann"))).toBe("The game has started");
    expect(refusal(lobby.sit(playing, "cy", { seat: 2, name: "Cy", colour: GREEN }, "k"))).toBe("The game has started: seats are taken back with a seat key");
    expect(refusal(lobby.stand(playing, "bo"))).toBe("The game has started: your seat stays yours");
  });

  it("holds a dropped player's seat as away, and shows it connected when they come back", () => {
    const away = lobby.away(table(), "bo");
    expect(away.seats[1]).toMatchObject({ connected: false, sessionId: "bo" });
    expect(lobby.back(away, "bo").seats[1].connected).toBe(true);
  });

  it("opens the seat of a player who leaves the lobby, their colour kept, and passes the host on", () => {
    const l = lobby.leave(lobby.away(table(), "ann"), "ann");
    expect(l.seats[0]).toMatchObject({ kind: "open", name: "", sessionId: null, key: null, colour: RED });
    expect(l.hostId).toBe("bo");
    expect(lobby.seatOf(l, "ann")).toBeNull();
  });

  it("has a computer stand in for a player who leaves a game, until they claim the seat back with its key", () => {
    const playing = must(lobby.start(table(), "ann"));
    const gone = lobby.leave(lobby.away(playing, "bo"), "bo");
    expect(gone.seats[1]).toMatchObject({ standIn: true, connected: false, kind: "person", name: "Bo" });
    expect(gone.hostId).toBe("ann");
    expect(refusal(lobby.reclaim(gone, "cy", "not-a-key"))).toBe("That key claims no seat at this table");
    expect(refusal(lobby.reclaim(gone, "ann", "key-bo"))).toBe("You already have a seat");
    const back = must(lobby.reclaim(lobby.join(gone, "bo-again"), "bo-again", "key-bo"));
    expect(back.seats[1]).toMatchObject({ standIn: false, connected: true, sessionId: "bo-again", key: "key-bo" });
    expect(lobby.heldSeat(back, "bo-again")).toBe(1);
  });

  it("refuses a key for a seat whose player is connected", () => {
    expect(refusal(lobby.reclaim(table(), "cy", "key-bo"))).toBe("That seat's player is connected");
  });

  it("gives a seat claimed while its player was away to the claimer: the player returning holds nothing", () => {
    const claimed = must(lobby.reclaim(lobby.join(lobby.away(table(), "bo"), "bo2"), "bo2", "key-bo"));
    expect(lobby.heldSeat(claimed, "bo")).toBeNull();
    expect(lobby.back(claimed, "bo")).toBe(claimed);
    expect(lobby.seatOf(lobby.forget(claimed, "bo"), "bo")).toBeNull();
  });

  it("shows the host's seat, spectators and the phase", () => {
    const view = lobby.lobbyView(table(), { code: "C", game: "hodrudda", over: false, clientIds: ["ann", "bo", "cy"], turnSeconds: 0 });
    expect(view).toMatchObject({ hostSeat: 0, spectators: 1, phase: "lobby" });
    expect(view.seats[0]).toEqual({ name: "Ann", colour: RED, kind: "person", connected: true, standIn: false });
    expect(lobby.lobbyView(table(), { code: "C", game: "hodrudda", over: true, clientIds: [], turnSeconds: 0 }).phase).toBe("over");
  });
});
