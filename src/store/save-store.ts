// Where games are kept between visits: IndexedDB (through idb-keyval), one entry per game for
// its save and one small entry for the Continue list. A save is written as text — its JSON
// packed (save-packing.ts) — so a damaged one can still be offered for download as it is. When storage is missing or full
// (private browsing, a full disk) the store says saving is off and the game goes on.
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import { MAX_SAVE_CHARS, readSave, type SaveFile, type SaveReading } from "../runtime/record/save-file";
import { packSave, unpackSave } from "../runtime/record/save-packing";

export interface KeyValue {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** One object store of an IndexedDB database (opened at the first use); `listed` the keys it lists, unless all it holds. */
export function idbStore(database: string, name: string, listed?: () => string[]): KeyValue {
  let store: UseStore | null = null;
  const s = () => (store ??= createStore(database, name));
  return {
    get: (k) => get(k, s()),
    set: (k, v) => set(k, v, s()),
    del: (k) => del(k, s()),
    keys: async () => listed?.() ?? (await keys(s())).map(String),
  };
}

export const idbBackend = (): KeyValue => idbStore("dice-tabletop", "saves");

export function memoryBackend(): KeyValue & { readonly data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (k) => data.get(k),
    set: async (k, v) => void data.set(k, v),
    del: async (k) => void data.delete(k),
    keys: async () => [...data.keys()],
  };
}

/** What the Continue list shows of a save. */
export type SaveMeta = Omit<SaveFile, "log"> & { readonly game: string };

/** Finished games kept in the history before the oldest go. */
export const HISTORY_LIMIT = 50;

export type StoreResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export class SaveStore {
  /** False once storage has failed: the game plays on and the screen says saving is off. */
  available = true;
  lastError: string | null = null;

  constructor(
    private readonly backend: KeyValue,
    private readonly games: Readonly<Record<string, number>>,
  ) {}

  /** Saved games, newest first (the unreadable ones included, so they can be dealt with). */
  async list(): Promise<SaveMeta[]> {
    const all = await this.guard(async () => {
      const ids = (await this.backend.keys()).filter((k) => k.startsWith("meta:"));
      const metas = await Promise.all(ids.map((k) => this.backend.get(k)));
      return metas.filter((m): m is SaveMeta => typeof m === "object" && m !== null && typeof (m as SaveMeta).id === "string");
    });
    return (all ?? []).sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** The save, read and checked; null when there is none. */
  async load(id: string): Promise<SaveReading | null> {
    const raw = await this.guard(() => this.backend.get(`save:${id}`));
    if (raw === undefined || raw === null) return null;
    return readSave(raw, this.games);
  }

  /** The save for "download the save file": its JSON when it unpacks, else the text exactly as stored. */
  async raw(id: string): Promise<string | null> {
    const raw = await this.guard(() => this.backend.get(`save:${id}`));
    if (typeof raw !== "string") return raw === undefined || raw === null ? null : JSON.stringify(raw);
    const text = unpackSave(raw, MAX_SAVE_CHARS);
    return text.ok ? text.json : raw;
  }

  /** Writes a save under its own id only (never another game's), then trims the history. */
  async write(save: SaveFile): Promise<StoreResult> {
    const { log, ...rest } = save;
    const meta: SaveMeta = { ...rest, game: log.game };
    const done = await this.guard(async () => {
      await this.backend.set(`save:${save.id}`, packSave(JSON.stringify(save)));
      await this.backend.set(`meta:${save.id}`, meta);
      return true;
    });
    if (!done) return { ok: false, reason: this.lastError ?? "Saving is off" };
    if (save.finished) await this.trimHistory();
    return { ok: true };
  }

  async remove(id: string): Promise<void> {
    await this.guard(async () => {
      await this.backend.del(`save:${id}`);
      await this.backend.del(`meta:${id}`);
    });
  }

  /** Forgets every finished game. */
  async clearHistory(): Promise<void> {
    for (const m of await this.list()) if (m.finished) await this.remove(m.id);
  }

  private async trimHistory(): Promise<void> {
    const finished = (await this.list()).filter((m) => m.finished);
    for (const m of finished.slice(HISTORY_LIMIT)) await this.remove(m.id);
  }

  private async guard<T>(f: () => Promise<T>): Promise<T | undefined> {
    if (!this.available) return undefined;
    try {
      return await f();
    } catch (e) {
      this.available = false;
      this.lastError = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`) ? "Storage is full" : "Storage is unavailable in this browser";
      return undefined;
    }
  }
}
