// Dice Poker on the tray table: the dice of the side acting now, in its colour — one for the
// roll-off, five for a turn — by position ("d0"…"d4"). Once dice are picked up for a re-throw
// the others rest in the rack in front of the tray, pocket i for die i, showing what the game
// holds for them, so the re-throw can never disturb them. A person's fresh throw starts from the
// hand; a computer's last throw stays in view until it throws again.
import { TRAY } from "../../geometry/table-layout";
import { actingSide } from "../../games/dice-poker";
import { dicePokerGame, dicePokerDieId, type DicePokerTable } from "../../games/dice-poker/definition";
import { rackLayout } from "../rack-layout";
import { poseShowing } from "../rest-pose";
import type { TableStage } from "../stage";
import { liesAt } from "../lies-at";
import { TRAY_FELT } from "../landing-area";

export const POKER_DICE = [0, 1, 2, 3, 4].map(dicePokerDieId);
export const pokerDieId = dicePokerDieId;
export const pokerPositionOf = (id: string): number => POKER_DICE.indexOf(id);
export const pokerDieName = (id: string): string => `Die ${pokerPositionOf(id) + 1}`;

/** Kept dice wait in front of the tray, pocket i for die i. */
export const POKER_RACK = rackLayout({ x: 0, z: TRAY.depth / 2 + TRAY.wallThickness + 2.6 }, 5, "row", 2.7);

export interface DicePokerDress {
  /** Body and ink per side, or with `bySeat` per seat in seat order (a side wears its first player's). */
  readonly colours: readonly { readonly body: string; readonly ink?: string }[];
  readonly bySeat?: boolean;
  /** Seats played by the computer, in the definition's seat order. */
  readonly computer?: readonly boolean[];
}

export function dicePokerStage(dress: DicePokerDress): TableStage<DicePokerTable> {
  return {
    layout: "tray",
    where: "the tray",
    dieName: pokerDieName,
    sync(table, state) {
      const { game } = state;
      const side = actingSide(game);
      if (side !== null) {
        const at = dress.bySeat ? game.sides.slice(0, side).reduce((n, s) => n + s.players.length, 0) : side;
        const colour = dress.colours[at % dress.colours.length];
        const ids = POKER_DICE.slice(0, game.phase === "rolloff" ? 1 : 5);
        const have = table.state.dice;
        if (have.length !== ids.length || have.some((d, i) => d.id !== ids[i] || d.colour !== colour.body)) {
          table.setDice(ids.map((id) => ({ id, kind: "d6" as const, colour: colour.body, ink: colour.ink, name: pokerDieName(id) })));
        }
      }
      const seat = game.phase === "over" ? null : (dicePokerGame.actors(state)[0] ?? null);
      const fresh = game.phase === "rolloff" || (game.phase === "throwing" && game.throwsMade === 0);
      if (fresh && seat !== null && !dress.computer?.[seat]) {
        const away = table.state.dice.map((d) => d.id).filter((id) => !table.state.inHand.includes(id));
        if (away.length > 0) table.toHand(away);
      }
      const again = state.rethrow;
      if (again !== null && game.dice.length === 5) {
        game.dice.forEach((value, p) => {
          const slot = POKER_RACK.slots[p];
          if (again.includes(p) || liesAt(table, POKER_DICE[p], slot.x, slot.z)) return;
          table.placeDie(POKER_DICE[p], poseShowing("d6", value, slot.x, slot.z, POKER_RACK.heading));
        });
      }
      if (!table.state.handful) table.setHandful(true);
    },
    remedy: () => ({ area: TRAY_FELT, giveUp: false }),
  };
}
