// What each quality level draws, and the frame-pace rule that moves "auto" between them.
// Plain TS (no three, no React) so the rule is tested on made-up frame times.
import type { QualitySetting } from "../store/settings-store";

/** 0 = low, 1 = medium, 2 = high. Only "auto" ever rests on medium. */
export type Rung = 0 | 1 | 2;

export interface RungLook {
  readonly name: "low" | "medium" | "high";
  /** Canvas pixel ratio: a fixed value or a [min, max] range clamped to the screen's own ratio. */
  readonly dpr: number | readonly [number, number];
  /** The key light casts shadows (false draws no shadow pass at all). */
  readonly shadows: boolean;
  readonly shadowMapSize: number;
  /** The rim light and the lamp over the play area. */
  readonly extraLights: boolean;
  /** The table top's wood painted at its designed size (1) or at half of it (0.5: a quarter of the painting at load). */
  readonly woodDetail: 1 | 0.5;
}

export const RUNG_LOOKS: readonly [RungLook, RungLook, RungLook] = [
  { name: "low", dpr: 0.75, shadows: false, shadowMapSize: 512, extraLights: false, woodDetail: 0.5 },
  { name: "medium", dpr: 0.75, shadows: true, shadowMapSize: 1024, extraLights: false, woodDetail: 1 },
  { name: "high", dpr: [1, 2], shadows: true, shadowMapSize: 2048, extraLights: true, woodDetail: 1 },
];

/**
 * Where a setting starts. Auto starts high on a graphics chip and medium on a software
 * rasteriser; a `?quality=` in the address (kept for tests and bug reports) wins over both.
 */
export function startRung(setting: QualitySetting, software: boolean, asked: string | null = null): Rung {
  const chosen = asked === "high" || asked === "low" ? asked : setting;
  if (chosen === "high") return 2;
  if (chosen === "low") return 0;
  return software ? 1 : 2;
}

/**
 * Low on a software rasteriser (no graphics chip: every pixel is the CPU's) draws half as many
 * pixels across as CSS has: a quarter of the fill, the frame rate that makes dice feel thrown.
 */
export const SOFTWARE_LOW_DPR = 0.5;

/**
 * The canvas's pixel ratio for a look. The top-down view shows small numerals: it never draws
 * below one pixel per CSS pixel.
 */
export function dprFor(look: RungLook, topView: boolean, software = false): number | [number, number] {
  if (typeof look.dpr !== "number") return [look.dpr[0], look.dpr[1]];
  const dpr = software && look.name === "low" ? Math.min(look.dpr, SOFTWARE_LOW_DPR) : look.dpr;
  return topView ? Math.max(1, dpr) : dpr;
}

/** Antialiasing is fixed when the canvas is made: on at a high start only. */
export const antialiasAt = (rung: Rung): boolean => rung === 2;

/** A frame longer than this is a wake-up after an idle spell (the table draws on demand), not a slow frame. */
export const IDLE_GAP_MS = 250;
/** Frames averaged before a decision. */
export const WINDOW_FRAMES = 40;
/** Slower than this on average (about 24 fps) steps down. */
export const SLOW_FRAME_MS = 1000 / 24;
/** Faster than this on average (about 55 fps) steps back up, towards the rung auto started on. */
export const FAST_FRAME_MS = 1000 / 55;
/** After this many changes auto stays where it is, so it never flickers between two looks. */
export const MAX_CHANGES = 4;

/**
 * Watches frame times while the table animates and says when auto should change rung.
 * `sample` returns the new rung, or null when nothing changes.
 */
export class FramePace {
  private sum = 0;
  private count = 0;
  private changes = 0;

  constructor(
    private rung: Rung,
    private readonly ceiling: Rung,
  ) {}

  get current(): Rung {
    return this.rung;
  }

  sample(frameMs: number): Rung | null {
    if (!(frameMs > 0) || frameMs > IDLE_GAP_MS || this.changes >= MAX_CHANGES) return null;
    this.sum += frameMs;
    this.count += 1;
    if (this.count < WINDOW_FRAMES) return null;
    const mean = this.sum / this.count;
    this.sum = 0;
    this.count = 0;
    let next: Rung | null = null;
    if (mean > SLOW_FRAME_MS && this.rung > 0) next = (this.rung - 1) as Rung;
    else if (mean < FAST_FRAME_MS && this.rung < this.ceiling) next = (this.rung + 1) as Rung;
    if (next === null) return null;
    this.rung = next;
    this.changes += 1;
    return next;
  }
}
