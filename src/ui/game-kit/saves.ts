// The app's saved games: one store over IndexedDB, autosave after every move of a session,
// and the hash a reload needs to come back to the same game.
import { useEffect, useState } from "react";
import type { PlainMove } from "../../games/definition";
import { takeCheckpoint, type Checkpoint } from "../../runtime/record/checkpoint";
import type { GameSession } from "../../runtime/session/session";
import { cameraStore } from "../../store/camera-store";
import { SAVE_FORMAT, type SaveFile } from "../../runtime/record/save-file";
import { idbBackend, SaveStore } from "../../store/save-store";
import { SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";
import { DEFAULT_STRENGTH } from "../../games/strength";
import { gameModule, SAVED_GAMES, SAVE_ROUTES } from "../../catalog";
import type { SaveDescription } from "../../catalog/game-module";

export type { SaveDescription };

let store: SaveStore | null = null;
export const saveStore = (): SaveStore => (store ??= new SaveStore(idbBackend(), SAVED_GAMES));

export const newSaveId = (): string => `g${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6).toString(36)}`;

/** The link that resumes a save. */
export const resumeHref = (game: string, id: string) => `#${SAVE_ROUTES[game] ?? "/"}?save=${encodeURIComponent(id)}`;

/** Puts `?save=id` in the address (no new history entry), so a reload comes back to this game. */
export function pinSaveInAddress(game: string, id: string): void {
  const query = new URLSearchParams(window.location.hash.split("?")[1] ?? "");
  const kept = (gameModule(game)?.save?.kept ?? []).filter((k) => query.has(k)).map((k) => `&${k}=${encodeURIComponent(query.get(k)!)}`).join("");
  const want = resumeHref(game, id) + kept;
  if (window.location.hash !== want) window.history.replaceState(null, "", want);
}

/** Back to a screen's set-up: the save's id leaves the address (the save itself stays listed). */
export function leaveSavedGame(route: string): void {
  window.history.replaceState(null, "", `#${route}`);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

/**
 * Saves the session after every entry of its log. Returns the reason saving is off, if it is
 * (the game plays on regardless).
 */
export function useAutosave<S, M extends PlainMove>(
  session: GameSession<S, M> | null,
  save: { readonly id: string; readonly seats: readonly PlayerSpec[]; readonly quick: boolean; readonly createdAt: number },
  describe: (game: S) => SaveDescription,
): string | null {
  const [off, setOff] = useState<string | null>(null);
  useEffect(() => {
    if (!session) return;
    // The last rest seen: a save written while dice roll resumes from it and replays the rest.
    let rest: Checkpoint | null = null;
    const write = () => {
      const log = session.log();
      const d = describe(session.game);
      rest = takeCheckpoint(session) ?? (rest && rest.entries <= log.entries.length ? rest : null);
      const file: SaveFile = {
        app: "dice-tabletop",
        format: SAVE_FORMAT,
        id: save.id,
        createdAt: save.createdAt,
        updatedAt: Date.now(),
        seats: save.seats.map((s) => (s.computer ? "computer" : "person")),
        players: save.seats.map((s) => s.name),
        colours: save.seats.map((s) => s.colour.name),
        progress: d.progress,
        finished: d.finished,
        result: d.result,
        quick: save.quick,
        view: { camera: cameraStore.getState().view },
        strengths: save.seats.map((s) => (s.computer ? (s.strength ?? DEFAULT_STRENGTH) : null)),
        rng: session.table.rngState(),
        ...(rest ? { checkpoint: rest } : {}),
        log,
      };
      void saveStore()
        .write(file)
        .then((r) => setOff(r.ok ? null : `Saving is off: ${r.reason}. The game goes on.`));
    };
    pinSaveInAddress(session.log().game, save.id);
    // Written once the change is complete (the move applied, the table dressed, a quick throw
    // run to rest): the checkpoint is then the table as it stands, and a burst of entries is one write.
    let due = false;
    let live = true;
    const soon = () => {
      if (due) return;
      due = true;
      queueMicrotask(() => {
        due = false;
        if (live) write();
      });
    };
    write();
    const offs = [
      session.store.subscribe((s, prev) => {
        if (s.log !== prev.log) soon();
      }),
      cameraStore.subscribe((c, prev) => {
        if (c.view !== prev.view) soon();
      }),
    ];
    return () => {
      live = false;
      offs.forEach((off) => off());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `describe` is the screen's pure wording (a fresh closure each render) and the save's other fields are fixed for its id: the save follows the session
  }, [session, save.id]);
  return off;
}

/** The seats a save was played with, dressed in their colours again. */
export function seatsFromSave(save: SaveFile): PlayerSpec[] {
  return save.players.map((name, i) => ({
    name,
    colour: SEAT_COLOURS.find((c) => c.name === save.colours[i]) ?? SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: save.seats[i] === "computer",
    strength: save.strengths?.[i] ?? DEFAULT_STRENGTH,
  }));
}
