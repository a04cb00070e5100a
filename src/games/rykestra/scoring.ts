// What a capture is worth, and a round's tally.
import type { SectorId } from "../../geometry/mat";
import { worth, type DieId, type MatDie } from "./dice";
import type { BonusOn } from "./options";
import type { CapturePoints, RawCapture, RawStep } from "./resolve";
import { sectorBonusAt, type SectorSet } from "./sector-set";

export interface CaptureScore {
  /** The sector that decided the bonus (the captured or the capturing die's, per option). */
  readonly sector: SectorId | null;
  /** The captured die's worth: its face, 0 counting 10. */
  readonly base: number;
  readonly sectorBonus: number;
  /** 1 on a void round, else 0. */
  readonly voidPenalty: number;
  readonly points: number;
}

export interface Capture extends RawCapture, CaptureScore {}

export interface CaptureStep {
  readonly value: number;
  readonly worth: number;
  readonly capturers: readonly DieId[];
  readonly captures: readonly Capture[];
}

export interface RoundSummary {
  /** 0-based. */
  readonly round: number;
  readonly firstPlayer: number;
  readonly order: readonly number[];
  readonly sectors: SectorSet;
  /** The dice on the mat when captures began, for a replay. */
  readonly mat: readonly MatDie[];
  readonly steps: readonly CaptureStep[];
  /** Indexed by seat. */
  readonly capturesBySeat: readonly number[];
  readonly pointsBySeat: readonly number[];
}

export function scoreCapture(captured: MatDie, capturer: MatDie, sectors: SectorSet, bonusOn: BonusOn): CaptureScore {
  const where = bonusOn === "captured" ? captured.centre : capturer.centre;
  const { sector, bonus } = sectorBonusAt(sectors, where);
  const base = worth(captured.value);
  const voidPenalty = sectors.voidRound ? 1 : 0;
  // A void round takes one point off every capture, never going below 0.
  return { sector, base, sectorBonus: bonus, voidPenalty, points: Math.max(0, base + bonus - voidPenalty) };
}

/** What each capture would score this round, for settling a tie between one player's own dice. */
export const capturePoints =
  (sectors: SectorSet, bonusOn: BonusOn): CapturePoints =>
  (capturer, target) =>
    scoreCapture(target, capturer, sectors, bonusOn).points;

export interface ScoreRules {
  readonly round: number;
  readonly firstPlayer: number;
  readonly order: readonly number[];
  readonly sectors: SectorSet;
  readonly bonusOn: BonusOn;
  readonly players: number;
}

export function scoreRound(mat: readonly MatDie[], raw: readonly RawStep[], rules: ScoreRules): RoundSummary {
  const byId = new Map(mat.map((d) => [d.id, d]));
  const die = (id: DieId) => {
    const found = byId.get(id);
    if (found === undefined) throw new Error(`resolution names die ${id}, which is not on the mat`);
    return found;
  };
  const steps = raw.map<CaptureStep>((step) => ({
    value: step.value,
    worth: worth(step.value),
    capturers: step.capturers,
    captures: step.captures.map((c) => ({ ...c, ...scoreCapture(die(c.captured), die(c.capturer), rules.sectors, rules.bonusOn) })),
  }));
  const capturesBySeat = new Array<number>(rules.players).fill(0);
  const pointsBySeat = new Array<number>(rules.players).fill(0);
  for (const c of steps.flatMap((s) => s.captures)) {
    capturesBySeat[c.capturerOwner] += 1;
    pointsBySeat[c.capturerOwner] += c.points;
  }
  return {
    round: rules.round,
    firstPlayer: rules.firstPlayer,
    order: rules.order,
    sectors: rules.sectors,
    mat,
    steps,
    capturesBySeat,
    pointsBySeat,
  };
}

/** Seats with the highest total; equal totals share the win. */
export function leaders(totals: readonly number[]): number[] {
  const best = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === best ? [seat] : []));
}
