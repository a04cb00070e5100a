// Who this browser is on the daily board: a random device key (192 bits, made once and kept in
// its storage; the server keeps only a salted hash of it) and the display name last used. No
// account, nothing else. Without storage (a private window that refuses it) the key lives as
// long as the page.
const DEVICE = "dice-board-device";
const NAME = "dice-board-name";
let fallback: string | null = null;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** This browser's device key (made on first use). */
export function deviceKey(): string {
  try {
    const kept = globalThis.localStorage?.getItem(DEVICE);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = newKey();
    globalThis.localStorage?.setItem(DEVICE, made);
    if (globalThis.localStorage?.getItem(DEVICE) === made) return made;
  } catch {
    // No storage: a key for this page's life.
  }
  return (fallback ??= newKey());
}

export function boardName(): string {
  try {
    return globalThis.localStorage?.getItem(NAME) ?? "";
  } catch {
    return "";
  }
}

export function keepBoardName(name: string): void {
  try {
    globalThis.localStorage?.setItem(NAME, name);
  } catch {
    // No storage: typed again next time.
  }
}
