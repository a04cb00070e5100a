// One catalog: a game added as a module alone (no other file touched) is found in every list the
// app derives from the catalog: its routes, saves, online tables, replays and the computer-player benchmark.
import { describe, expect, it } from "vitest";
import { CATALOG } from "../catalog";
import type { AnyGameModule } from "../catalog/game-module";
import { hodrudda } from "../catalog/hodrudda";
import { benchGamesOf, onlineGamesOf, onlineOptionsOf, onlineSeatsOf, replayGamesOf, saveRoutesOf, savedGamesOf, titlesOf } from "../catalog/lists";
import { defaultPlayers } from "../catalog/seats";
import { startSession } from "../runtime/session/start-session";
import { GAME_UI } from "./catalog";
import { gameRoutes } from "./routes";

/** A throwaway game: Hodrudda's rules under another name, route and rules version. */
const toy: AnyGameModule = {
  ...hodrudda,
  id: "toy-dice",
  title: "Toy dice",
  route: "/toy-dice",
  card: { blurb: "A game made up for this test.", facts: "2 players" },
  definition: { ...hodrudda.definition, id: "toy-dice", rulesVersion: 7 },
  online: { seats: [2, 4], options: (names) => ({ players: [...names], first: 1 }) },
  save: { describe: () => ({ progress: "Toying", finished: false, result: null }) },
};
const catalog = [...CATALOG, toy];

describe("a game module added to the catalog", () => {
  it("gets its route and home card, titled, with no screen of its own yet", () => {
    const route = gameRoutes(catalog, GAME_UI).find((r) => r.path === "/toy-dice");
    expect(route).toMatchObject({ title: "Toy dice", blurb: "A game made up for this test.", facts: "2 players" });
    expect(route?.load).toBeUndefined();
    expect(titlesOf(catalog)["toy-dice"]).toBe("Toy dice");
  });

  it("is saved under its rules version and resumed on its route", () => {
    expect(savedGamesOf(catalog)["toy-dice"]).toBe(7);
    expect(saveRoutesOf(catalog)["toy-dice"]).toBe("/toy-dice");
  });

  it("is offered online with its seat counts and starts from its own options", () => {
    expect(onlineGamesOf(catalog)).toContainEqual({ id: "toy-dice", name: "Toy dice" });
    expect(onlineSeatsOf(catalog)["toy-dice"]).toEqual([2, 4]);
    expect(onlineOptionsOf(catalog)("toy-dice", ["Ana", "Ben"], 5)).toEqual({ players: ["Ana", "Ben"], first: 1 });
  });

  it("can be replayed under its rules version", () => {
    expect(replayGamesOf(catalog)["toy-dice"]).toBe(7);
  });

  it("is in the computer-player benchmark, read by its own bench part", () => {
    const benched = benchGamesOf(catalog).find((g) => g.kit.id === "toy-dice");
    expect(benched?.kit).toBe(toy);
    expect(benched?.scoreIs).toBe(hodrudda.bench!.scoreIs);
  });

  it("starts a session for its seats like every other game", () => {
    const seats = defaultPlayers(2);
    const s = startSession(toy, seats, { players: seats.map((p) => p.name), first: 0 }, 3);
    expect(s.log().game).toBe("toy-dice");
    expect(s.driver(1).kind).toBe("computer");
    s.dispose();
  });

  it("leaves the app's own lists as they were", () => {
    for (const list of [titlesOf(CATALOG), savedGamesOf(CATALOG), replayGamesOf(CATALOG), onlineSeatsOf(CATALOG)]) expect(list["toy-dice"]).toBeUndefined();
    expect(benchGamesOf(CATALOG).some((g) => g.kit.id === "toy-dice")).toBe(false);
  });
});
