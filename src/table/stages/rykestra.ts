// Rykestra on its table, for the session runtime. The sector dice start in the hand over the
// side tray; once read they lie where they came to rest (the Kinzo die going onto the mat as
// the marker once its sector is chosen) until they are thrown again for the next round, picked
// up from where they lie (so the marker stays on the mat through a round's replay and after
// the last). While the D10s are thrown the
// hand sits at the thrower's edge holding their dice; dice on the mat lie where the physics
// left them (never moved here, so a bump stands); dice out of play sit in the out rack showing
// the face they came to rest on; dice back in another seat's hand have no body (the screen
// draws them at their seat). After a scored round every D10 is back in hand: the mat is bare.
import { SECTOR_CENTRES } from "../../geometry/mat";
import { MAT, SIDE_TRAY } from "../../geometry/table-layout";
import { SECTOR_DIE_IDS, handOf, sectorDiceFor, type RykestraState } from "../../games/rykestra";
import type { RykestraTable } from "../../games/rykestra/definition";
import { poseShowing } from "../rest-pose";
import { outRackPoint, seatHand, sideTrayHand } from "../rykestra-seats";
import type { TableStage } from "../stage";
import type { TableController } from "../table-controller";
import type { DieSpec } from "../table-types";
import type { LandingArea } from "../landing-area";

/** How a die looks: body and ink colours and its name ("Ana's die", "chance cube"). */
export type RykestraDress = (id: string) => Pick<DieSpec, "colour" | "ink" | "name">;

/** Plain dress for headless tables (colours never change a pose). */
export const plainRykestraDress: RykestraDress = (id) => ({ colour: "#888888", name: id });

/** The side tray's floor inside its walls: a sector die that jumps out is thrown again. */
export const SIDE_TRAY_FLOOR: LandingArea = {
  minX: SIDE_TRAY.centre.x - SIDE_TRAY.width / 2,
  maxX: SIDE_TRAY.centre.x + SIDE_TRAY.width / 2,
  minZ: SIDE_TRAY.centre.z - SIDE_TRAY.depth / 2,
  maxZ: SIDE_TRAY.centre.z + SIDE_TRAY.depth / 2,
};

/** What the stage remembers of one table: where the hand is, the marker's round, the rack's order. */
interface Fittings {
  hand: string;
  marker: string;
  rack: string[];
}

/** The D10s with a body now: on the mat or out of play, and the thrower's hand. */
function d10Bodies(game: RykestraState): string[] {
  const held = game.phase === "throwing" && game.turn !== null ? handOf(game, game.turn) : [];
  return game.dice.filter((d) => d.place !== "hand" || held.includes(d.id)).map((d) => d.id);
}

export function rykestraStage(dress: RykestraDress = plainRykestraDress): TableStage<RykestraTable> {
  const fittings = new WeakMap<TableController, Fittings>();
  const spec = (id: string, kind: DieSpec["kind"]): DieSpec => ({ id, kind, ...dress(id) });

  return {
    layout: "rykestra",
    where: "the side tray",
    dieName: (id) => dress(id).name ?? id,
    sync(table, state) {
      const game = state.game;
      const f = fittings.get(table) ?? { hand: "", marker: "", rack: [] };
      fittings.set(table, f);
      const sector = sectorDiceFor(game.options.board);
      const want = [...sector.map((d) => spec(d.id, d.kind)), ...d10Bodies(game).map((id) => spec(id, "d10"))];
      const have = table.state.dice;
      if (want.length !== have.length || want.some((d, i) => have[i].id !== d.id)) table.setDice(want);

      // Dice out of play go to the rack in the order they went out, showing the face they lay on.
      const out = game.dice.filter((d) => d.place === "out").map((d) => d.id);
      f.rack = f.rack.filter((id) => out.includes(id));
      const newlyOut = out.filter((id) => !f.rack.includes(id));
      if (newlyOut.length > 0) {
        const lying = table.snapshot();
        for (const id of newlyOut) {
          const [x, , z] = outRackPoint(f.rack.length);
          f.rack.push(id);
          table.placeDie(id, poseShowing("d10", lying.find((d) => d.id === id)?.value ?? 0, x, z));
        }
      }

      if (game.phase === "sector-set") f.marker = "";
      const marker = game.sectors?.marker;
      if (game.phase === "throwing" && marker && f.marker !== `${game.round}`) {
        f.marker = `${game.round}`;
        const c = SECTOR_CENTRES[marker.sector];
        table.placeDie(SECTOR_DIE_IDS.kinzo, poseShowing("kinzo", marker.value, c.x, c.z, 0, MAT.thickness));
      }
      if (game.phase === "throwing" && game.turn !== null) {
        const held = handOf(game, game.turn).filter((id) => !table.state.inHand.includes(id));
        if (held.length > 0) table.toHand(held);
      }

      const seat = game.phase === "throwing" && game.turn !== null ? game.turn : null;
      const hand = seat === null ? "tray" : `${seat}/${game.players}`;
      if (f.hand !== hand) {
        f.hand = hand;
        table.setHand(seat === null ? sideTrayHand() : seatHand(seat, game.players));
      }
      const handful = seat === null ? true : game.options.bothDiceAtOnce;
      if (table.state.handful !== handful) table.setHandful(handful);
    },
    remedy: (state) => (state.game.phase === "sector-set" ? { area: SIDE_TRAY_FLOOR, giveUp: false } : null),
  };
}
