// Free Roll as a game definition, the simplest case: one seat, any mix of dice, throw any of
// them. Its moves: choose the dice (`set-dice`) and `throw` (the settled readings). The state
// keeps the counts, how many throws were read and the latest result.
import { isIntIn, isRecord, notYourTurn, type GameDefinition, type ThrowRequest } from "../definition";
import { accept, refuse, type MoveResult } from "../move-result";
import type { DieKind, SettledDie } from "../../geometry/types";

export const FREE_ROLL_KINDS: readonly DieKind[] = ["d6", "d10", "spike", "chance", "kinzo", "hazard"];
/** How many of each kind the tray holds at most, and in all. */
export const FREE_ROLL_MAX: Readonly<Record<DieKind, number>> = { d6: 10, d10: 10, spike: 4, chance: 4, kinzo: 4, hazard: 4 };
export const FREE_ROLL_MAX_DICE = 20;

export type FreeRollCounts = Readonly<Record<DieKind, number>>;

/** One die of a result, as it lay: what its face shows and whether it leaned. */
export interface FreeRollReading {
  readonly id: string;
  readonly kind: DieKind;
  readonly faceIndex: number;
  readonly value: number | null;
  readonly label: string;
  readonly cocked: boolean;
}

export interface FreeRollState {
  readonly counts: FreeRollCounts;
  /** Throws read so far. */
  readonly throws: number;
  /** The latest result, in the order the dice were chosen; null before a throw or after the dice change. */
  readonly result: readonly FreeRollReading[] | null;
}

export type FreeRollMove =
  | { readonly type: "set-dice"; readonly counts: FreeRollCounts }
  | { readonly type: "throw"; readonly dice: readonly FreeRollReading[] };

export const freeRollDieId = (kind: DieKind, n: number) => `${kind}-${n}`;

/** The dice a set of counts stands for, in kind order: d6-1, d6-2, d10-1, … */
export const freeRollDice = (counts: FreeRollCounts): { id: string; kind: DieKind }[] =>
  FREE_ROLL_KINDS.flatMap((kind) => Array.from({ length: counts[kind] }, (_, i) => ({ id: freeRollDieId(kind, i + 1), kind })));

function parseCounts(x: unknown): FreeRollCounts | string {
  if (!isRecord(x)) return "Say how many dice of each kind to use";
  const out = {} as Record<DieKind, number>;
  for (const kind of FREE_ROLL_KINDS) {
    const n = x[kind] ?? 0;
    if (!isIntIn(n, 0, FREE_ROLL_MAX[kind])) return `The count of ${kind} dice must be a whole number from 0 to ${FREE_ROLL_MAX[kind]}`;
    out[kind] = n;
  }
  const unknown = Object.keys(x).find((k) => !FREE_ROLL_KINDS.includes(k as DieKind));
  if (unknown !== undefined) return `There is no die called "${unknown.slice(0, 20)}"`;
  const total = FREE_ROLL_KINDS.reduce((t, k) => t + out[k], 0);
  if (total > FREE_ROLL_MAX_DICE) return `At most ${FREE_ROLL_MAX_DICE} dice fit the tray`;
  return out;
}

function parseReadings(state: FreeRollState, x: unknown): FreeRollReading[] | string {
  const dice = freeRollDice(state.counts);
  if (!Array.isArray(x) || x.length !== dice.length) return "A result reads every die on the table";
  const out: FreeRollReading[] = [];
  for (let i = 0; i < dice.length; i++) {
    const r = x[i];
    if (!isRecord(r) || r.id !== dice[i].id || r.kind !== dice[i].kind) return "A result reads the chosen dice in order";
    if (!isIntIn(r.faceIndex, 0, 9) || typeof r.label !== "string" || r.label.length > 8 || typeof r.cocked !== "boolean") {
      return "A reading names its face";
    }
    if (r.value !== null && !isIntIn(r.value, 0, 9)) return "A face's number is a whole number from 0 to 9, or none";
    out.push({ id: dice[i].id, kind: dice[i].kind, faceIndex: r.faceIndex, value: r.value, label: r.label, cocked: r.cocked });
  }
  return out;
}

export const freeRollGame: GameDefinition<{ dice: FreeRollCounts }, FreeRollState, FreeRollMove> = {
  id: "free-roll",
  rulesVersion: 1,
  moveTypes: ["set-dice", "throw"],
  readingTypes: ["throw"],
  setup(options: unknown): MoveResult<FreeRollState> {
    if (!isRecord(options)) return refuse("Free Roll needs its options");
    const counts = parseCounts(options.dice);
    return typeof counts === "string" ? refuse(counts) : accept({ counts, throws: 0, result: null });
  },
  apply(state, seat, move) {
    if (seat !== 0) return refuse(notYourTurn(seat));
    if (!isRecord(move)) return refuse("A move must be an object with a type");
    if (move.type === "set-dice") {
      const counts = parseCounts(move.counts);
      return typeof counts === "string" ? refuse(counts) : accept({ ...state, counts, result: null });
    }
    if (move.type === "throw") {
      const dice = parseReadings(state, move.dice);
      return typeof dice === "string" ? refuse(dice) : accept({ ...state, throws: state.throws + 1, result: dice });
    }
    return refuse("Free Roll has no such move");
  },
  actors: () => [0],
  isOver: () => false,
  seats: () => 1,
  throwRequest(state): ThrowRequest | null {
    const dice = freeRollDice(state.counts);
    return dice.length === 0 ? null : { seat: 0, dice, any: true };
  },
  throwMove(state, settled: readonly SettledDie[]): FreeRollMove {
    const order = freeRollDice(state.counts).map((d) => d.id);
    const sorted = [...settled].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    return {
      type: "throw",
      dice: sorted.map((d) => ({ id: d.id, kind: d.kind, faceIndex: d.faceIndex, value: d.value, label: d.label, cocked: d.cocked })),
    };
  },
};
