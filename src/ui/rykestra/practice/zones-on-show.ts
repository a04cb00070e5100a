// Which capture zones the practice mat shows. While setting up, every die's (the chosen one
// bright); after a throw, the thrown die's (bright) and those of the dice that could take it.
// The player's own choices, die by die, override these until the mat changes mode.
import type { MatDie } from "../../../games/rykestra";
import { setUpSnapshots } from "../../../games/rykestra/practice";
import type { PracticeView } from "./practice-view";

export interface ShownZone {
  readonly die: MatDie;
  readonly strong: boolean;
}

type ZoneView = Pick<PracticeView, "mode" | "outcome" | "zoneChoice" | "selected" | "position">;

function shownByDefault(view: ZoneView, id: string): boolean {
  const o = view.outcome;
  if (view.mode === "result" && o) return id === o.thrown.id || o.threats.some((t) => t.die.id === id);
  return true;
}

export const isZoneShown = (view: ZoneView, id: string): boolean => view.zoneChoice[id] ?? shownByDefault(view, id);

/** The dice that have a zone on the mat now (shown or not). */
export function zoneCandidates(view: ZoneView): MatDie[] {
  if (view.mode === "setup") return setUpSnapshots(view.position);
  if (view.mode === "result" && view.outcome) return [...view.outcome.mat];
  return [];
}

export function zonesOnShow(view: ZoneView): ShownZone[] {
  const strongId = view.mode === "result" ? view.outcome?.thrown.id : view.selected === null ? undefined : zoneCandidates(view)[view.selected]?.id;
  return (
    zoneCandidates(view)
      .filter((die) => isZoneShown(view, die.id))
      .map((die) => ({ die, strong: die.id === strongId }))
      // The bright zone is drawn last, over the others.
      .sort((a, b) => Number(a.strong) - Number(b.strong))
  );
}
