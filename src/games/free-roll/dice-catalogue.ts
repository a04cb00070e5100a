// The dice Free Roll offers, how they look, and how a settled die is described.
import type { DieKind, SettledDie } from "../../geometry/types";

export interface CatalogueEntry {
  readonly kind: DieKind;
  readonly name: string;
  readonly note: string;
  readonly colour: string;
  readonly max: number;
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  { kind: "d6", name: "D6", note: "pips 1–6", colour: "#f1e8d6", max: 10 },
  { kind: "d10", name: "D10", note: "0–9", colour: "#9b2c2c", max: 10 },
  { kind: "spike", name: "Spike die", note: "Corellian glyphs 1–6", colour: "#2f3d5c", max: 4 },
  { kind: "chance", name: "Chance cube", note: "red or blue", colour: "#ece3cf", max: 4 },
  { kind: "kinzo", name: "Kinzo die", note: "1, 1, 2, 2, 3, 3", colour: "#d9a441", max: 4 },
  { kind: "hazard", name: "Hazard die", note: "2–5 and two voids", colour: "#1d1d22", max: 4 },
];

/** More dice than this crowd the tray. */
export const MAX_DICE = 20;

export const entryOf = (kind: DieKind): CatalogueEntry => {
  const e = CATALOGUE.find((c) => c.kind === kind);
  if (!e) throw new Error(`no catalogue entry for ${kind}`);
  return e;
};

export type Counts = Readonly<Record<DieKind, number>>;

export const dieId = (kind: DieKind, n: number) => `${kind}-${n}`;
export const dieName = (kind: DieKind, n: number) => `${entryOf(kind).name} ${n}`;

/** The dice a set of counts stands for, in catalogue order: d6-1, d6-2, d10-1, … */
export function diceFor(counts: Counts): { id: string; kind: DieKind; name: string; colour: string }[] {
  return CATALOGUE.flatMap((c) =>
    Array.from({ length: counts[c.kind] }, (_, i) => ({ id: dieId(c.kind, i + 1), kind: c.kind, name: dieName(c.kind, i + 1), colour: c.colour })),
  );
}

/** What a die shows, in words: "4", "red", "void", "flask (2)". */
export function faceWords(d: Pick<SettledDie, "kind" | "label" | "value">): string {
  if (d.kind === "spike" || (d.kind === "hazard" && d.value !== null)) {
    const glyph = ["", "spike", "flask", "crown", "compass", "eye", "sun"][d.value ?? 0];
    return `${glyph} (${d.value})`;
  }
  return d.label;
}

/** A die's worth in a Free Roll total: its number, a D10's 0 as 10; colours and voids add nothing. */
export function pointsOf(d: Pick<SettledDie, "kind" | "value">): number | null {
  if (d.value === null) return null;
  if (d.kind === "d10" && d.value === 0) return 10;
  return d.value;
}

export function totalOf(dice: readonly Pick<SettledDie, "kind" | "value">[]): number | null {
  const points = dice.map(pointsOf).filter((p): p is number => p !== null);
  return points.length > 0 ? points.reduce((s, p) => s + p, 0) : null;
}
