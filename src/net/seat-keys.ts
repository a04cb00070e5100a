// The keys that claim this browser's seats back, by table code, kept in its storage (none in a
// private window or in Node: the seat is still held through the reconnection window).
const KEY_STORE = "dice-online-seat-keys";

/** This browser's seat keys by table code. */
export function savedKeys(): Record<string, string> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(KEY_STORE) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

/** Keeps the key for the table's seat. */
export function saveKey(code: string, key: string): void {
  try {
    globalThis.localStorage?.setItem(KEY_STORE, JSON.stringify({ ...savedKeys(), [code]: key }));
  } catch {
    // No storage (private window): the seat is still held through the reconnection window.
  }
}
