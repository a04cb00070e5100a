// Every list of games the app keeps, derived from a catalog of game modules: nothing else names
// the games. index.ts applies these to the app's catalog; the catalog test applies them to one
// with a throwaway game added.
import type { AnyGameModule, TableChoices } from "./game-module";

const byId = <T>(modules: readonly AnyGameModule[], value: (m: AnyGameModule) => T | undefined): Record<string, T> =>
  Object.fromEntries(modules.flatMap((m) => {
    const v = value(m);
    return v === undefined ? [] : [[m.id, v]];
  }));

/** Each game's name as players read it, by id (saves, replays and links name games by id). */
export const titlesOf = (modules: readonly AnyGameModule[]) => byId(modules, (m) => m.title);

/** Every saved game's id and its current rules version. */
export const savedGamesOf = (modules: readonly AnyGameModule[]) => byId(modules, (m) => (m.save ? m.definition.rulesVersion : undefined));

/** The route each saved game resumes on. */
export const saveRoutesOf = (modules: readonly AnyGameModule[]) => byId(modules, (m) => (m.save ? m.route : undefined));

/** Every game a replay can show (any game with a log), with its current rules version. */
export const replayGamesOf = (modules: readonly AnyGameModule[]) => byId(modules, (m) => m.definition.rulesVersion);

/** Seat counts an online table of each game may have. */
export const onlineSeatsOf = (modules: readonly AnyGameModule[]) => byId(modules, (m) => m.online?.seats);

/** The games a table can be made for, with their names as the set-up shows them. */
export const onlineGamesOf = (modules: readonly AnyGameModule[]) =>
  modules.filter((m) => m.online).map((m) => ({ id: m.id, name: m.title }));

/** The options an online game starts from (undefined for a game not played online). */
export const onlineOptionsOf =
  (modules: readonly AnyGameModule[]) =>
  (game: string, names: readonly string[], seed: number, choices: TableChoices = {}): unknown =>
    modules.find((m) => m.id === game)?.online?.options([...names], seed, choices);

/** The games in the computer-player benchmark, each module's bench part beside the module itself. */
export const benchGamesOf = (modules: readonly AnyGameModule[]) => modules.flatMap((m) => (m.bench ? [{ ...m.bench, kit: m }] : []));
