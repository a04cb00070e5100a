// What the Rykestra screen shows, as discrete plain data: the game's state from the session,
// the stage of the round on the table (derived from the session's view and the round replay
// on show), the log. Per-frame motion never passes through here.
import { handOf, type DieId, type RoundSummary, type RykestraState, type SectorDiceReading } from "../../games/rykestra";
import type { RykestraTable } from "../../games/rykestra/definition";
import type { Pose } from "../../physics";
import type { SessionView } from "../../runtime/session/session-types";
import type { PlayerSpec } from "../game-kit";
import type { LiftedDie } from "../../scene/rykestra/LiftedDice";
import type { WaitingDie } from "../../scene/rykestra/WaitingDice";
import type { Beat } from "../../games/rykestra/beats";

/** How long things wait, in milliseconds; `fast` settles every throw at once (the physics still decides). */
export interface Pace {
  /** How long each beat of a round's replay stays up while it plays by itself. */
  readonly beat: number;
  readonly fast: boolean;
}

export const NORMAL_PACE: Pace = { beat: 2200, fast: false };
export const FAST_PACE: Pace = { beat: 900, fast: true };

/** How long the camera keeps the side tray in view after the sector dice are read (ms; none at the fast pace). */
export const SECTOR_LINGER_MS = 1500;

export type StandardReading = Extract<SectorDiceReading, { board: "standard" }>;

/** The sector dice wait or roll (the round's sector-ready and sector-rolling stages): the camera frames the side tray. */
export const sectorDiceUp = (table: RykestraTable): boolean => table.game.phase === "sector-set" && table.sectorThrow === null;

export type Stage =
  /** The sector dice wait over the side tray for the round's first player (or the app) to throw them. */
  | { readonly kind: "sector-ready" }
  | { readonly kind: "sector-rolling" }
  /** The round's first player (a person) chooses which bonus sector holds the Kinzo marker. */
  | { readonly kind: "marker"; readonly reading: StandardReading }
  /** A computer first player is placing the Kinzo marker. */
  | { readonly kind: "placing"; readonly reading: StandardReading }
  /** `thinking`: a computer seat is pausing before it throws; `progress` (0..1) once it plans its throw. */
  | { readonly kind: "turn"; readonly seat: number; readonly thinking: boolean; readonly progress?: number | null }
  | { readonly kind: "rolling"; readonly seat: number; readonly thrown: readonly DieId[] }
  | {
      readonly kind: "resolving";
      readonly summary: RoundSummary;
      readonly beats: readonly Beat[];
      readonly index: number;
      /** Beats advance by themselves while playing. */
      readonly playing: boolean;
    }
  | { readonly kind: "over" };

/** A scored round on show, beat by beat: presentation only (the game has moved on already). */
export interface Review {
  readonly summary: RoundSummary;
  readonly beats: readonly Beat[];
  readonly index: number;
  readonly playing: boolean;
  /** Where every die lay when the round's last throw came to rest (the mat is bare now). */
  readonly poses: Readonly<Record<string, Pose>>;
}

/** The screen's own part: what it has said, the replay on show, dice rising off the mat. */
export interface MatchUi {
  readonly log: readonly string[];
  /** The last throw's sentences, for the panel. */
  readonly latest: readonly string[];
  readonly review: Review | null;
  readonly lifted: readonly LiftedDie[];
  /** A passing hint ("drag, don't tap"). */
  readonly hint: string | null;
  /** The faster pace is on. */
  readonly fast?: boolean;
}

export interface MatchView {
  readonly game: RykestraState;
  readonly stage: Stage;
  readonly log: readonly string[];
  readonly latest: readonly string[];
  readonly lifted: readonly LiftedDie[];
  /** Dice lying in the out-of-play rack. */
  readonly outCount: number;
  readonly hint: string | null;
  readonly review: Review | null;
  readonly fast: boolean;
}

export function stageOf(s: SessionView<RykestraTable>, review: Review | null, seats: readonly PlayerSpec[]): Stage {
  const { game, sectorThrow } = s.game;
  if (review) return { kind: "resolving", summary: review.summary, beats: review.beats, index: review.index, playing: review.playing };
  if (game.phase === "over") return { kind: "over" };
  if (game.phase === "sector-set") {
    if (sectorThrow) {
      const reading: StandardReading = { board: "standard", ...sectorThrow };
      return seats[game.firstPlayer].computer ? { kind: "placing", reading } : { kind: "marker", reading };
    }
    return s.status === "idle" ? { kind: "sector-ready" } : { kind: "sector-rolling" };
  }
  const seat = game.turn ?? 0;
  if (s.status !== "idle") return { kind: "rolling", seat: s.pending?.seat ?? seat, thrown: (s.pending?.ids ?? []).filter((id) => id.startsWith("d10-")) };
  const thinking = s.thinking === seat;
  return thinking && s.progress != null ? { kind: "turn", seat, thinking, progress: s.progress } : { kind: "turn", seat, thinking };
}

export function matchView(s: SessionView<RykestraTable>, ui: MatchUi, seats: readonly PlayerSpec[]): MatchView {
  const game = s.game.game;
  return {
    game,
    stage: stageOf(s, ui.review, seats),
    log: ui.log,
    latest: ui.latest,
    lifted: ui.lifted,
    outCount: game.dice.filter((d) => d.place === "out").length,
    // The session's note, when it is a refusal (what the table did about a bad landing is in the log).
    hint: ui.hint ?? (s.note && s.status === "idle" && !s.lastThrow?.notes.includes(s.note) ? s.note : null),
    review: ui.review,
    fast: ui.fast ?? false,
  };
}

/** Which seat's dice the table controller holds in its hand now (drawn raised, ready to throw). */
export function handSeat(stage: Stage): number | null {
  return stage.kind === "turn" || stage.kind === "rolling" ? stage.seat : null;
}

/** Dice waiting in hands, drawn at the seats: every hand but the one the controller holds. */
export function waitingDice(view: MatchView, seats: readonly PlayerSpec[]): WaitingDie[] {
  const { game, stage } = view;
  // Once a round is scored the engine has every die back in hand for the next: none wait yet.
  if (stage.kind === "resolving" || stage.kind === "over") return [];
  const holder = handSeat(stage);
  const out: WaitingDie[] = [];
  for (let seat = 0; seat < game.players; seat++) {
    if (seat === holder) continue;
    for (const id of handOf(game, seat)) out.push({ id, seat, colour: seats[seat].colour.body, ink: seats[seat].colour.ink });
  }
  return out;
}
