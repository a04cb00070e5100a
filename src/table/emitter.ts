// A small typed event emitter: one listener set per event name.
export class Emitter<Events extends object> {
  private readonly sets = new Map<keyof Events, Set<(e: never) => void>>();

  on<K extends keyof Events>(event: K, cb: (e: Events[K]) => void): () => void {
    let set = this.sets.get(event);
    if (!set) {
      set = new Set();
      this.sets.set(event, set);
    }
    set.add(cb as (e: never) => void);
    return () => set.delete(cb as (e: never) => void);
  }

  emit<K extends keyof Events>(event: K, e: Events[K]): void {
    const set = this.sets.get(event);
    if (set) for (const cb of set) (cb as (e: Events[K]) => void)(e);
  }

  clear(): void {
    this.sets.clear();
  }
}
