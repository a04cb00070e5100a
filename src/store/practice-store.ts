// One value under one key of the practice database (idb-keyval's "dice-tabletop-drills"), read
// through its schema and written in order: the drills' progress and the daily results each keep
// one. A read waits for the writes already asked for; storage that cannot be reached is told
// apart from a stored value the schema refuses (which is never overwritten until asked).
import { idbStore, type KeyValue } from "./save-store";

export type StoredReading<T> = { readonly ok: true; readonly progress: T } | { readonly ok: false; readonly reason: string; readonly raw: unknown };
export type Unavailable = { ok: false; reason: string; raw: undefined; unavailable: true };
/** What an `update` did: the value now stored (null when `change` declined), or why nothing was written. */
export type Updated<T> = { readonly ok: true; readonly value: T | null; readonly before: T } | { readonly ok: false; readonly reason: string };

/** The practice database in IndexedDB, holding `key`. */
export const practiceBackend = (key: string): KeyValue => idbStore("dice-tabletop-drills", "progress", () => [key]);

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

  /**
   * Reads the stored value and writes `change(value)`, in the write queue, so the change is
   * made to what is stored now (another screen or tab may have written since this one read),
   * not to a copy. `change` returning null writes nothing. A stored value the schema refuses,
   * or storage that cannot be reached, is never overwritten: the reason comes back.
   */
  update(change: (current: T) => T | null): Promise<Updated<T>> {
    const next = this.queue.then(async (): Promise<Updated<T>> => {
      const r = this.read(await this.kv.get(this.key));
      if (!r.ok) return { ok: false, reason: `the stored results are damaged (${r.reason})` };
      const value = change(r.progress);
      if (value !== null) await this.kv.set(this.key, value);
      return { ok: true, value, before: r.progress };
    });
    this.queue = next.catch(() => undefined);
    return next.catch((e: unknown) => ({ ok: false, reason: `storage is unavailable (${String(e)})` }));
  }

  save(value: T): Promise<void> {
    const next = this.queue.then(() => this.kv.set(this.key, value));
    this.queue = next.catch(() => undefined);
    return next;
  }
}
