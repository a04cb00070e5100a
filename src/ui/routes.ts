// The app's screens, as data: the online page, the replay viewer, and every game's screens from
// the catalog (src/catalog/ with src/ui/catalog.ts). App renders whichever entry's path equals the
// location hash (without its "?query"), lazily loading its module.
import { CATALOG } from "../catalog";
import type { AnyGameModule } from "../catalog/game-module";
import { GAME_UI } from "./catalog";
import type { GameUi, RouteEntry } from "./screen-types";

export type { RouteEntry, ScreenModule, ScreenProps } from "./screen-types";

/** Each game's routes: its own screen (its card on the home page), then any further screens it has. */
export function gameRoutes(modules: readonly AnyGameModule[], ui: Readonly<Record<string, GameUi>>): RouteEntry[] {
  return modules.flatMap((m) => {
    const parts = ui[m.id];
    const own: RouteEntry = { path: m.route, title: m.title, ...m.card, load: parts?.load, picture: parts?.picture };
    return [own, ...(parts?.routes ?? [])];
  });
}

export const ROUTES: readonly RouteEntry[] = [
  {
    path: "/online",
    title: "Play online",
    load: () => import("./online/OnlineScreen"),
  },
  {
    path: "/replay",
    title: "Replay",
    load: () => import("./replay/ReplayScreen"),
  },
  ...gameRoutes(CATALOG, GAME_UI),
];

/** The entry for a hash path, or undefined for an unknown path. "/" is the home page. */
export function findRoute(path: string): RouteEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return ROUTES.find((r) => r.path === clean);
}

export const hrefOf = (path: string) => `#${path}`;
