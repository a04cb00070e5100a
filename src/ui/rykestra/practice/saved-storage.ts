// The browser's storage for saved practice positions. A list that cannot be read is never
// written over: before a fresh list is saved, the unreadable text is set aside under its own key.
import { readSaved, writeSaved, type SavedEntry, type SavedRead } from "../../../games/rykestra/practice";

export const SAVED_KEY = "dice-table.rykestra-practice.saved.v1";
export const SET_ASIDE_KEY = `${SAVED_KEY}.unreadable`;

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSaved(): SavedRead {
  const s = storage();
  if (!s) return { ok: false, reason: "this browser does not allow the page to use its storage" };
  try {
    return readSaved(s.getItem(SAVED_KEY));
  } catch {
    return { ok: false, reason: "this browser refused to read its storage" };
  }
}

/** Writes the list; returns why it could not, or null. */
export function storeSaved(entries: readonly SavedEntry[]): string | null {
  const s = storage();
  if (!s) return "This browser does not allow the page to use its storage, so the position cannot be saved here. Copy its link instead.";
  try {
    s.setItem(SAVED_KEY, writeSaved(entries));
    return null;
  } catch {
    return "The browser refused to save (its storage may be full or switched off). Copy the position's link instead.";
  }
}

/** Moves an unreadable list aside (keeping any copy set aside earlier); returns the key it went to, or null. */
export function setAsideUnreadable(): string | null {
  const s = storage();
  if (!s) return null;
  try {
    const raw = s.getItem(SAVED_KEY);
    if (raw === null) return null;
    const key = s.getItem(SET_ASIDE_KEY) === null ? SET_ASIDE_KEY : `${SET_ASIDE_KEY}.${Date.now()}`;
    s.setItem(key, raw);
    s.removeItem(SAVED_KEY);
    return key;
  } catch {
    return null;
  }
}
