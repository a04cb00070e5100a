// What leaves a trace on the table, decided from plain numbers (no three, no React): a die
// moving fast draws a short trail of fading copies behind it, and a hard landing leaves a puff
// and, on felt, a mark pressed into the nap that fades. Drawing only: nothing here reaches
// the physics or the log.
import type { Impact } from "../../physics/impacts";

/**
 * Below this speed (cm/s) a die draws no trail; at TRAIL_FULL its trail is at its strongest (a
 * hand throws at most 250 cm/s, so a hard throw trails fully in flight and fades as it slows).
 */
export const TRAIL_FROM = 60;
export const TRAIL_FULL = 180;
/** Copies drawn behind a fast die, each this many seconds (of the dice's time) further back along its motion. */
export const TRAIL_COPIES = 3;
export const TRAIL_STEP = 0.009;
/** The nearest copy's opacity at full strength; each further one fades by a step. */
export const TRAIL_OPACITY = 0.42;

/** How strongly a die moving at `speed` cm/s trails, 0–1. */
export function trailStrength(speed: number): number {
  if (!(speed > TRAIL_FROM)) return 0;
  return Math.min(1, (speed - TRAIL_FROM) / (TRAIL_FULL - TRAIL_FROM));
}

/**
 * Where copy `k` of a die at `p` moving at `v` (cm/s) is drawn: back along its motion. A die
 * rising from a bounce came from below the surface it struck only in a straight line's
 * reckoning, so its copies are not lowered under it.
 */
export function copyAt(p: readonly number[], v: readonly number[], k: number, out: number[]): void {
  const back = k * TRAIL_STEP;
  out[0] = p[0] - v[0] * back;
  out[1] = v[1] > 0 ? p[1] : p[1] - v[1] * back;
  out[2] = p[2] - v[2] * back;
}

/** Opacity of copy `k` (1 is nearest the die) of a trail of this strength. */
export function copyOpacity(strength: number, k: number): number {
  return strength * TRAIL_OPACITY * (1 - (k - 1) / TRAIL_COPIES);
}

/** An impact softer than this (cm/s along the contact normal) leaves nothing. */
export const HARD_LANDING = 70;
/** At this speed the trace is at its strongest. */
export const HARDEST = 220;
/** One die leaves at most one trace in this many seconds (a die bouncing on its corners leaves one). */
export const TRACE_GAP = 0.35;

export interface Trace {
  /** Where on the table, cm (just above the struck surface). */
  readonly at: readonly [number, number, number];
  /** 0–1: how big and how visible. */
  readonly strength: number;
  /** A mark pressed into the felt, fading slowly (felt only); else only a puff of dust. */
  readonly mark: boolean;
}

/** The trace an impact leaves, or null: a die landing hard on felt or wood (not a wall, not another die). */
export function traceOf(impact: Impact): Trace | null {
  if (impact.kinds !== "die-felt" && impact.kinds !== "die-wood") return null;
  if (!(impact.speed >= HARD_LANDING)) return null;
  const strength = Math.min(1, 0.35 + (0.65 * (impact.speed - HARD_LANDING)) / (HARDEST - HARD_LANDING));
  const [x, y, z] = impact.point;
  return { at: [x, y + 0.03, z], strength, mark: impact.kinds === "die-felt" };
}

/** Seconds a puff and a felt mark take to fade away. */
export const PUFF_SECONDS = 0.7;
export const MARK_SECONDS = 2.2;

/** A puff at `age` seconds: its radius (cm, for a trace of this strength) and opacity; null once gone. */
export function puffAt(strength: number, age: number): { radius: number; opacity: number } | null {
  if (age >= PUFF_SECONDS) return null;
  const t = age / PUFF_SECONDS;
  const out = 1 - (1 - t) * (1 - t);
  return { radius: (0.9 + 1.6 * out) * (0.7 + 0.5 * strength), opacity: 0.45 * strength * (1 - t) };
}

/** A felt mark at `age` seconds: its radius and opacity; null once gone. */
export function markAt(strength: number, age: number): { radius: number; opacity: number } | null {
  if (age >= MARK_SECONDS) return null;
  const t = age / MARK_SECONDS;
  return { radius: 1.1 + 0.5 * strength, opacity: 0.3 * strength * (1 - t) * (1 - t) };
}
