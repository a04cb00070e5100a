// What the Rykestra screen shows, as discrete plain data: the engine state, the stage of the
// round on the table, the log. Per-frame motion never passes through here.
import { handOf, type DieId, type RoundSummary, type RykestraState, type SectorDiceReading } from "../../games/rykestra";
import type { PlayerSpec } from "../game-kit";
import type { LiftedDie } from "../../scene/rykestra/LiftedDice";
import type { WaitingDie } from "../../scene/rykestra/WaitingDice";
import type { Beat } from "./beats";

/** How long things wait, in milliseconds. Tests may shorten them; `instant` skips the rolling. */
export interface Pace {
  /** A computer player's pause before it throws. */
  readonly botPause: number;
  /** How long each beat of a round's replay stays up while it plays by itself. */
  readonly beat: number;
  /** Settle every throw at once instead of watching it roll (the physics still decides). */
  readonly instant: boolean;
}

export const NORMAL_PACE: Pace = { botPause: 700, beat: 2200, instant: false };

export type StandardReading = Extract<SectorDiceReading, { board: "standard" }>;

export type Stage =
  /** The sector dice wait over the side tray for the round's first player (or the app) to throw them. */
  | { readonly kind: "sector-ready" }
  | { readonly kind: "sector-rolling" }
  /** The round's first player chooses which bonus sector holds the Kinzo marker. */
  | { readonly kind: "marker"; readonly reading: StandardReading }
  /** `thinking`: a computer seat is trying flicks before it throws. */
  | { readonly kind: "turn"; readonly seat: number; readonly thinking: boolean }
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

export interface MatchView {
  readonly game: RykestraState;
  readonly stage: Stage;
  /** Everything that happened, oldest first. */
  readonly log: readonly string[];
  /** The last throw's sentences, for the panel. */
  readonly latest: readonly string[];
  /** Captured dice rising off the mat in the beat being shown. */
  readonly lifted: readonly LiftedDie[];
  /** Dice lying in the out-of-play rack. */
  readonly outCount: number;
  /** A passing hint ("drag, don't tap"). */
  readonly hint: string | null;
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
