// What a screen and a game's screen side are made of, as types only: the props every routed
// screen receives, a route, and a game's UI entry (picture, screen, online board, further
// routes, replay dress). ui/routes.ts and ui/catalog.ts build on these; the games' entry.tsx fill them.
import type { ComponentType, ReactNode } from "react";
import type { GameSession } from "../runtime/session/session";
import type { PlayerSpec } from "../catalog/seats";
import type { BoardChoice } from "../catalog/game-module";
import type { PlainMove } from "../games/definition";
import type { Framing } from "../scene/camera/CameraRig";

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

/** What an online board receives: the session mirroring the server's table, and the lobby's players. */
export interface BoardProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen's entry takes whichever game's session it is given
  readonly session: GameSession<any, any>;
  readonly players: readonly PlayerSpec[];
  readonly onLeave: () => void;
}

export interface GameUi {
  /** The home page card's picture: SVG contents in a 64×64 box. */
  readonly picture: ReactNode;
  /** The game's screen, at the module's route. */
  readonly load: () => Promise<ScreenModule>;
  /** Its board over an online table's session (games played online). */
  readonly board?: () => Promise<{ default: ComponentType<BoardProps> }>;
  /** Further screens of the game (practice's drills, skills test…). */
  readonly routes?: readonly RouteEntry[];
  /** How its replays dress the table (absent: the plain tray, the layout's own camera). */
  readonly replay?: ReplayDress;
}

export interface ReplayDress {
  /** The painted mat a record's options name. */
  readonly mat: (options: unknown) => BoardChoice;
  /** The camera as the game frames it, following the replayed session (a hook: called on every render of one replay). */
  readonly useFraming?: (session: GameSession<unknown, PlainMove>) => Framing;
  /** What the record's own screen drew on the table that the log does not hold (a daily challenge's goal), or null. */
  readonly marks?: (source: { readonly options: unknown; readonly daily?: string }) => ReactNode;
}
