// What a client may say when it makes or joins a table, checked before any room is made: the
// game and the host's choices, nothing else. The server's own settings (pauses, rate, the
// reconnection window, limits) are never among them: an unknown option is refused by name.
import * as v from "valibot";
import { firstIssue } from "../src/runtime/record/log-schema";
import { ONLINE_SEATS } from "../src/catalog";

export const CreateOptions = v.pipe(
  v.object({
    game: v.picklist(Object.keys(ONLINE_SEATS), "no such game online"),
    seats: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 4),
    board: v.optional(v.picklist(["standard", "corellian"], "no such board")),
    turnSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600)), 0),
  }),
  v.check((o) => ONLINE_SEATS[o.game].includes(o.seats), "that game is not played online with that many seats"),
);

export type TableSetup = v.InferOutput<typeof CreateOptions>;

const CREATE_KEYS = ["game", "seats", "board", "turnSeconds"];

/** Set by the server's door (never by a client: an option of that name is refused) on its way to onCreate. */
export const OWNER_KEY = "owner";

/** A client's create options checked, or the reason they are refused. */
export function checkCreate(raw: unknown): { ok: true; setup: TableSetup } | { ok: false; reason: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { ok: false, reason: "the options are not an object" };
  const unknown = Object.keys(raw).filter((k) => !CREATE_KEYS.includes(k));
  if (unknown.length > 0) return { ok: false, reason: `unknown option ${JSON.stringify(unknown[0].slice(0, 40))} (a table takes ${CREATE_KEYS.join(", ")})` };
  const r = v.safeParse(CreateOptions, raw);
  return r.success ? { ok: true, setup: r.output } : { ok: false, reason: firstIssue(r.issues) };
}

/** A join takes no options at all. */
export function checkJoin(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw)) return "the options are not an object";
  const keys = Object.keys(raw);
  return keys.length === 0 ? null : `unknown option ${JSON.stringify(keys[0].slice(0, 40))} (joining a table takes none)`;
}
