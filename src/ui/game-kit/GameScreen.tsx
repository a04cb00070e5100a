// A game screen's shell: the set-up form, a table a link seats at once, or a saved game resumed
// through the save gate (?save=ID) — then the game's table. A game fills in how a link, a save and
// its own set-up name the table's options, and draws its table; "New players" goes back to the
// set-up, leaving the saved game's address; "Play again" starts a fresh game of the same table.
import { Fragment, useState, type ReactNode } from "react";
import type { SaveFile } from "../../runtime/record/save-file";
import type { PlayerSpec } from "../../catalog/seats";
import { SaveGate } from "./SaveGate";
import { leaveSavedGame, seatsFromSave } from "./saves";
import { freshSlot, slotOf, type SaveSlot } from "./use-saved-session";

/** What a table is started with. */
export interface TableStart<O> {
  readonly seats: readonly PlayerSpec[];
  readonly options: O;
  /** Computer seats take quick turns (their throws come to rest at once, unseen). */
  readonly quick: boolean;
  /** The physics seed: the link's, the save's, or none (a fresh random table). */
  readonly seed: number | undefined;
  readonly slot: SaveSlot;
}

export interface GameScreenProps<O> {
  /** The game's id, as a save names it. */
  readonly game: string;
  /** Its route, gone back to when the players leave a saved game: "/" and the game's id unless given. */
  readonly route?: string;
  readonly params: URLSearchParams;
  readonly seed: number | undefined;
  /** The seats and options a link names (the table starts at once), or null. */
  readonly linked: () => { readonly seats: readonly PlayerSpec[]; readonly options: O; readonly quick: boolean } | null;
  /** The options a save's log was started with. */
  readonly fromSave: (save: SaveFile) => O;
  /** The table; `leave` goes back to the set-up, `again` starts a fresh game of the same table (same seats, options and pace). */
  readonly table: (start: TableStart<O>, leave: () => void, again: () => void) => ReactNode;
  /** The set-up form; `start` seats the table. */
  readonly setup: (start: (seats: readonly PlayerSpec[], options: O, quick: boolean) => void) => ReactNode;
}

/** The table a link starts at once: the seats it names with the options for them, or null when it names none. */
export function linkedTable<O>(seats: readonly PlayerSpec[] | null, options: (seats: readonly PlayerSpec[]) => O, quick: boolean) {
  return seats ? { seats, options: options(seats), quick } : null;
}

export function GameScreen<O>({ game, route = `/${game}`, params, seed, linked, fromSave, table, setup }: GameScreenProps<O>) {
  const [started, setStarted] = useState<Omit<TableStart<O>, "seed"> | null>(() => {
    const link = linked();
    return link ? { ...link, slot: freshSlot() } : null;
  });
  const saveId = params.get("save");
  const leave = () => {
    setStarted(null);
    leaveSavedGame(route);
  };
  const again = (t: TableStart<O>) => () => setStarted({ seats: t.seats, options: t.options, quick: t.quick, slot: freshSlot() });
  if (started) {
    const t = { ...started, seed };
    return <Fragment key={started.slot.id}>{table(t, leave, again(t))}</Fragment>;
  }
  if (saveId) {
    return (
      <SaveGate id={saveId} game={game} onFresh={leave}>
        {(save) => {
          const t = { seats: seatsFromSave(save), options: fromSave(save), quick: save.quick, seed: save.log.seed, slot: slotOf(save) };
          return <Fragment key={save.id}>{table(t, leave, again(t))}</Fragment>;
        }}
      </SaveGate>
    );
  }
  return <>{setup((seats, options, quick) => setStarted({ seats, options, quick, slot: freshSlot() }))}</>;
}
