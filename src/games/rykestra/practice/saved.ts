// Saved practice positions as the text kept in the browser's storage: a versioned JSON list
// of named share codes. Reading never throws; a store that cannot be read is reported with
// its reason so the screen can keep it aside instead of writing over it.
import { decodePosition } from "./codec";
import type { PracticePosition } from "./position";

export const SAVED_VERSION = 1;
export const MAX_SAVED = 30;
export const MAX_NAME_LENGTH = 40;

export interface SavedEntry {
  readonly name: string;
  readonly code: string;
  /** ISO time it was saved. */
  readonly savedAt: string;
}

/** An entry as read back: its position, or why its code no longer reads. */
export interface ReadEntry extends SavedEntry {
  readonly position: PracticePosition | null;
  readonly problem: string | null;
}

export type SavedRead = { readonly ok: true; readonly entries: readonly ReadEntry[] } | { readonly ok: false; readonly reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function readSaved(raw: string | null): SavedRead {
  if (raw === null || raw === "") return { ok: true, entries: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "the stored text is not valid JSON" };
  }
  if (!isRecord(data)) return { ok: false, reason: "the stored data is not a list of positions" };
  if (data.version !== SAVED_VERSION) return { ok: false, reason: `it was written in format ${String(data.version)}, and this table reads format ${SAVED_VERSION}` };
  if (!Array.isArray(data.positions)) return { ok: false, reason: "the stored data has no list of positions" };
  const entries: ReadEntry[] = [];
  for (const [i, item] of data.positions.entries()) {
    if (!isRecord(item) || typeof item.name !== "string" || typeof item.code !== "string" || typeof item.savedAt !== "string") {
      return { ok: false, reason: `saved position ${i + 1} is missing its name, code or date` };
    }
    const decoded = decodePosition(item.code);
    entries.push({
      name: item.name,
      code: item.code,
      savedAt: item.savedAt,
      position: decoded.ok ? decoded.position : null,
      problem: decoded.ok ? null : decoded.reason,
    });
  }
  return { ok: true, entries };
}

export function writeSaved(entries: readonly SavedEntry[]): string {
  return JSON.stringify({ version: SAVED_VERSION, positions: entries.map(({ name, code, savedAt }) => ({ name, code, savedAt })) });
}

/** A name a player typed, tidied; null when nothing is left of it. */
export function cleanName(name: string): string | null {
  const tidy = name.replace(/\s+/g, " ").trim().slice(0, MAX_NAME_LENGTH);
  return tidy === "" ? null : tidy;
}

/** Adds an entry, newest first; an entry of the same name is replaced. Refused when the list is full. */
export function withEntry(entries: readonly SavedEntry[], entry: SavedEntry): SavedEntry[] | string {
  const rest = entries.filter((e) => e.name !== entry.name);
  if (rest.length >= MAX_SAVED) return `You have ${MAX_SAVED} saved positions already: delete one to save another.`;
  return [entry, ...rest];
}

export function withoutEntry(entries: readonly SavedEntry[], name: string): SavedEntry[] {
  return entries.filter((e) => e.name !== name);
}
