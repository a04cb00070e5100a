// The app's screens, as data: the online page, the replay viewer, and every game's screens from
// the catalog (src/catalog/ with src/ui/catalog.ts). App renders whichever entry's path equals the
// location hash (without its "?query"), lazily loading its module.
import type { ComponentType, ReactNode } from "react";
import { CATALOG } from "../catalog";
import type { AnyGameModule } from "../catalog/game-module";
import { GAME_UI, type GameUi } from "./catalog";

/** What every routed screen receives. */
export interface ScreenProps {
  /** Query parameters from the hash ("#/free-roll?seed=42") merged over the page's search. */
  readonly params: URLSearchParams;
  /** A pinned physics seed (?seed=N), or undefined for a fresh random table. */
  readonly seed: number | undefined;
}

export type ScreenModule = { default: ComponentType<ScreenProps> };

export interface RouteEntry {
  /** The hash path, starting with "/": "#/free-roll" has path "/free-roll". */
  readonly path: string;
  readonly title: string;
  /** One or two sentences for the home page; entries without one are not listed there. */
  readonly blurb?: string;
  /** Short facts shown under the blurb ("3–5 players · two D10 each"). */
  readonly facts?: string;
  /** The screen; until a game's screen exists the route explains that its table is being built. */
  readonly load?: () => Promise<ScreenModule>;
  /** The open table: listed last on the home page, and its "Just throw some dice" button. */
  readonly openTable?: boolean;
  /** The home page card's picture (SVG contents in a 64×64 box). */
  readonly picture?: ReactNode;
}

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
