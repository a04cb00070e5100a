// One value under one key of the practice database (idb-keyval's "dice-tabletop-drills"), read
// through its schema and written in order: the drills' progress and the daily results each keep
// one. A read waits for the writes already asked for; storage that cannot be reached is told
// apart from a stored value the schema refuses (which is never overwritten until asked).
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { KeyValue } from "./save-store";

export type StoredReading<T> = { readonly ok: true; readonly progress: T } | { readonly ok: false; readonly reason: string; readonly raw: unknown };
export type Unavailable = { ok: false; reason: string; raw: undefined; unavailable: true };

/** The practice database in IndexedDB, holding `key`. */
export function practiceBackend(key: string): KeyValue {
  let store: UseStore | null = null;
  const s = () => (store ??= createStore("dice-tabletop-drills", "progress"));
  return {
    get: (k) => get(k, s()),
    set: (k, val) => set(k, val, s()),
    del: (k) => del(k, s()),
    keys: async () => [key],
  };
}

export class PracticeStore<T> {
  private queue: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly key: string,
    private readonly read: (x: unknown) => StoredReading<T>,
    private readonly kv: KeyValue = practiceBackend(key),
  ) {}

  async load(): Promise<StoredReading<T> | Unavailable> {
    try {
      // Reads after the writes already asked for.
      await this.queue;
      return this.read(await this.kv.get(this.key));
    } catch (e) {
      return { ok: false, reason: `storage is unavailable (${String(e)})`, raw: undefined, unavailable: true };
    }
  }

  save(value: T): Promise<void> {
    const next = this.queue.then(() => this.kv.set(this.key, value));
    this.queue = next.catch(() => undefined);
    return next;
  }
}
