// Hodrudda on the tray table: the two spike dice in the colour of the player due to throw.
// They stay where they came to rest, for all to read, until the next throw picks them up; a
// new game starts with both in the hand.
import type { HodruddaState } from "../../games/hodrudda/state";
import { TRAY_FELT } from "../landing-area";
import type { TableStage } from "../stage";
import type { DieSpec } from "../table-types";

/** The definition's names for the two spike dice, in throw order. */
export const HODRUDDA_SPIKES = ["d0", "d1"] as const;

export interface SpikeColour {
  readonly body: string;
  readonly ink: string;
}

export const spikeName = (id: string) => `Spike die ${HODRUDDA_SPIKES.indexOf(id as (typeof HODRUDDA_SPIKES)[number]) + 1}`;

/** `colours[seat]` dresses the dice while that seat throws (seats past the end take the last colour). */
export function hodruddaStage(colours: readonly SpikeColour[]): TableStage<HodruddaState> {
  return {
    layout: "tray",
    where: "the tray",
    dieName: spikeName,
    sync(table, state) {
      const c = colours[Math.min(state.current, colours.length - 1)];
      const want: DieSpec[] = HODRUDDA_SPIKES.map((id) => ({ id, kind: "spike", colour: c.body, ink: c.ink, name: spikeName(id) }));
      const have = table.state.dice;
      const same = have.length === want.length && want.every((d, i) => have[i].id === d.id && have[i].colour === d.colour && have[i].ink === d.ink);
      if (!same) table.setDice(want);
      // Only the ante is logged until the first throw of a game: the dice wait in the hand.
      const fresh = state.log.length === 1 && !state.outcome;
      const away = HODRUDDA_SPIKES.filter((id) => !table.state.inHand.includes(id));
      if (fresh && away.length > 0) table.toHand(away);
    },
    remedy: () => ({ area: TRAY_FELT, giveUp: false }),
  };
}
