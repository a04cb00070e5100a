// The table stage a replay is watched on: the game's own headless stage, dressed in the seats'
// colours from the record. Colours and names never change a pose; everything else is the kit's.
import { rykestraPracticeStage } from "../../table/stages/rykestra-practice";
import type { TableStage } from "../../table/stage";
import type { GameKit } from "../../runtime/kit";
import type { PlainMove } from "../../games/definition";
import { SEAT_COLOURS, type SeatColour } from "../../catalog/seats";
import type { ReplaySource } from "./replay-source";

function coloursOf(source: ReplaySource): SeatColour[] {
  const n = Math.max(source.colours.length, 6);
  return Array.from({ length: n }, (_, i) => SEAT_COLOURS.find((c) => c.name === source.colours[i]) ?? SEAT_COLOURS[i % SEAT_COLOURS.length]);
}

export function replayStage<S, M extends PlainMove>(kit: GameKit<S, M>, source: ReplaySource): () => TableStage<S> {
  const colours = coloursOf(source);
  const names = colours.map((_, i) => source.players[i] ?? `Seat ${i + 1}`);
  const make = (): TableStage<unknown> | null => {
    switch (kit.id) {
      case "rykestra-practice":
        // Practice's dice are dressed by their owner's seat colour, as on the practice table.
        return rykestraPracticeStage((_id, owner) => {
          const c = SEAT_COLOURS[owner % SEAT_COLOURS.length];
          return { colour: c.body, ink: c.ink, name: `${c.name}'s die` };
        }) as TableStage<unknown>;
      default:
        return null;
    }
  };
  return () => (make() as TableStage<S> | null) ?? kit.stage(colours.map((colour, i) => ({ name: names[i], colour })));
}
