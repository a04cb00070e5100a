// Where a replay comes from: a saved game in this browser (#/replay?save=<id>, optionally
// &throw=N or &round=N, counted from 1) or a shared link (#/replay?r=<code>). Either way the
// record is checked before anything is shown.
import { CATALOG } from "../../catalog";
import type { SessionLog } from "../../runtime/record/log";
import type { ReplayScope } from "../../runtime/record/replay-scope";
import { decodeShare } from "../../runtime/record/share-link";
import { saveStore } from "../game-kit/saves";

export interface ReplaySource {
  readonly log: SessionLog;
  readonly scope: ReplayScope;
  readonly players: readonly string[];
  readonly colours: readonly string[];
  readonly result: string | null;
  /** The daily challenge an attempt's link names (its date), whose goal the replay draws. */
  readonly daily?: string;
  /** Where it came from, for the heading. */
  readonly from: "save" | "link";
}

export type SourceReading = { readonly ok: true; readonly source: ReplaySource } | { readonly ok: false; readonly reason: string };

/** Every game a replay can show, with its current rules version. */
export const REPLAY_GAMES: Readonly<Record<string, number>> = Object.fromEntries(CATALOG.map((k) => [k.id, k.definition.rulesVersion]));

/** The scope the address asks for: ?throw=N or ?round=N (N counted from 1), else the whole game. */
export function scopeFromParams(params: URLSearchParams): ReplayScope | string {
  for (const kind of ["throw", "round"] as const) {
    const raw = params.get(kind);
    if (raw === null) continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > 100_000) return `"${raw}" is not a throw of this game`;
    return { kind, at: n - 1 };
  }
  return { kind: "game" };
}

export async function readSource(params: URLSearchParams): Promise<SourceReading> {
  const code = params.get("r");
  if (code !== null) {
    const r = decodeShare(code, REPLAY_GAMES);
    return r.ok ? { ok: true, source: { ...r.replay, from: "link" } } : { ok: false, reason: r.reason };
  }
  const id = params.get("save");
  if (id === null) return { ok: false, reason: "No replay was named: open one from a finished game, the home page's history, or a shared link." };
  const scope = scopeFromParams(params);
  if (typeof scope === "string") return { ok: false, reason: scope };
  const store = saveStore();
  const reading = await store.load(id);
  if (reading === null) return { ok: false, reason: store.available ? "That saved game is not in this browser any more." : "Saved games cannot be read in this browser (storage is off)." };
  if (!reading.ok) return { ok: false, reason: reading.reason };
  const save = reading.save;
  return { ok: true, source: { log: save.log, scope, players: save.players, colours: save.colours, result: save.result, from: "save" } };
}

/** A seat's name in a replay ("Seat 3" when the record does not say). */
export function nameOf(source: ReplaySource, seat: number): string {
  return source.players[seat] ?? `Seat ${seat + 1}`;
}
