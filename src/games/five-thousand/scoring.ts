// Five Thousand's scoring table. A selection is scored as one group: every die in it must
// belong to a combination, and where the dice can be read two ways the better reading counts.

export interface SelectionScore {
  readonly valid: boolean;
  readonly points: number;
  /** Why the selection does not score; present only when valid is false. */
  readonly reason?: string;
}

export interface BestScore {
  readonly points: number;
  /** Indices into the throw of the highest-scoring set-aside. */
  readonly indices: readonly number[];
}

const FACES = [1, 2, 3, 4, 5, 6] as const;

/** Three of a kind: three 1s are 1000, three of any other face 100 × face. */
export const tripleValue = (face: number): number => (face === 1 ? 1000 : 100 * face);

/** A die outside any triple scores only as a 1 (100) or a 5 (50). */
const looseValue = (face: number): number => (face === 1 ? 100 : face === 5 ? 50 : 0);

const countFaces = (dice: readonly number[]): number[] => {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const d of dice) counts[d]++;
  return counts;
};

/** The six-dice combinations, which exist only when all six dice are in the selection. */
const sixDiceValue = (counts: readonly number[]): number => {
  const present = FACES.map((f) => counts[f]).filter((c) => c > 0);
  if (present.length === 1) return 5000;
  if (present.length === 6) return 2000;
  if (present.length === 3 && present.every((c) => c === 2)) return 1500;
  if (present.length === 2 && present.every((c) => c === 3)) return 1500;
  return 0;
};

/** Six dice that make one six-dice combination: three pairs, two triples, 1 to 6, six of a kind. */
export const isSixDiceCombination = (dice: readonly number[]): boolean =>
  dice.length === 6 && dice.every(isDieValue) && sixDiceValue(countFaces(dice)) > 0;

const plural = (face: number) => `${face}s`;

/** Names the dice that no combination uses, for a refusal a player can read. */
const describeDeadDice = (counts: readonly number[]): string => {
  const parts: { text: string; extraTo?: number }[] = [];
  for (const f of FACES) {
    if (looseValue(f) > 0) continue;
    const c = counts[f];
    if (c === 1) parts.push({ text: `a lone ${f}` });
    else if (c === 2) parts.push({ text: `a pair of ${plural(f)}` });
    else if (c === 4) parts.push({ text: `a fourth ${f}`, extraTo: f });
    else if (c === 5) parts.push({ text: `a fourth and fifth ${f}`, extraTo: f });
  }
  if (parts.length === 1) {
    const [only] = parts;
    return only.extraTo === undefined
      ? `${only.text} never scores`
      : `${only.text} adds nothing: only three ${plural(only.extraTo)} score`;
  }
  const texts = parts.map((p) => p.text);
  return `${texts.slice(0, -1).join(", ")} and ${texts[texts.length - 1]} don't score`;
};

export const isDieValue = (d: unknown): d is number =>
  typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= 6;

/** Scores dice set aside together from one throw (or, with recombine, the turn's pool). */
export function scoreSelection(dice: readonly number[]): SelectionScore {
  if (dice.length === 0) return { valid: false, points: 0, reason: "no dice were picked" };
  if (dice.length > 6) return { valid: false, points: 0, reason: "a selection has at most six dice" };
  if (!dice.every(isDieValue)) return { valid: false, points: 0, reason: "every die reads 1 to 6" };
  const counts = countFaces(dice);

  let best = dice.length === 6 ? sixDiceValue(counts) : 0;
  // Four or five of a kind are a triple plus loose dice; six of a kind is a six-dice combination.
  let plain = 0;
  let everyDieCounts = true;
  for (const f of FACES) {
    const c = counts[f];
    const loose = c >= 3 && c < 6 ? c - 3 : c;
    if (c >= 3 && c < 6) plain += tripleValue(f);
    if (loose > 0 && looseValue(f) === 0) everyDieCounts = false;
    plain += loose * looseValue(f);
  }
  if (everyDieCounts) best = Math.max(best, plain);
  if (best > 0) return { valid: true, points: best };
  return { valid: false, points: 0, reason: describeDeadDice(counts) };
}

/** Every non-empty subset of indices 0..n-1, as index lists. */
export function subsetsOf(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << n; mask++) {
    const subset: number[] = [];
    for (let i = 0; i < n; i++) if (mask & (1 << i)) subset.push(i);
    out.push(subset);
  }
  return out;
}

/** The most a throw can score in one set-aside; 0 points and no dice for a scoreless throw. */
export function bestScore(throwDice: readonly number[]): BestScore {
  let best: BestScore = { points: 0, indices: [] };
  for (const indices of subsetsOf(throwDice.length)) {
    const s = scoreSelection(indices.map((i) => throwDice[i]));
    if (!s.valid) continue;
    if (s.points > best.points) best = { points: s.points, indices };
  }
  return best;
}

export const isScoringThrow = (throwDice: readonly number[]): boolean => bestScore(throwDice).points > 0;

/**
 * Whether some dice of a throw can join the dice already pooled this turn and still score
 * as one selection. With an empty pool this is just "the throw scores".
 */
export function canScoreWithPool(pool: readonly number[], throwDice: readonly number[]): boolean {
  return subsetsOf(throwDice.length).some(
    (indices) => scoreSelection([...pool, ...indices.map((i) => throwDice[i])]).valid,
  );
}
