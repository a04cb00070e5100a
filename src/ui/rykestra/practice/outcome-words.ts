// A practice throw in words, from the pure outcome: the panel, the status line and tests say the same.
import type { SectorId } from "../../../geometry/mat";
import type { AttemptOutcome } from "../../../games/rykestra/practice";
import { worth } from "../../../games/rykestra";
import { ownerOfD10 } from "../../../scene/rykestra/read-mat";
import { listText } from "../../../games/rykestra/words";
import { dieLabel, seatName } from "./seat-words";

const QUARTER: Readonly<Record<SectorId, string>> = { NW: "north-west", NE: "north-east", SW: "south-west", SE: "south-east" };

/** "Blue 3" for a die of the attempt, by its face as it settled. */
export function nameIn(outcome: AttemptOutcome, id: string): string {
  const die = outcome.dice.find((d) => d.id === id);
  const owner = die?.owner ?? ownerOfD10(id) ?? 0;
  return die ? dieLabel(owner, die.value) : `${seatName(owner)}'s die`;
}

const names = (o: AttemptOutcome, ids: readonly string[]) => listText(ids.map((id) => nameIn(o, id)));

/** Where the thrown die ended. */
export function landingLine(o: AttemptOutcome): string {
  const who = `${seatName(o.thrown.owner)}'s die`;
  if (o.thrownOff) return `${who} went off the mat — in a game it would be out for the round.`;
  if (!o.thrownFlat) return `${who} ended cocked on the mat — in a game it would go back to the hand.`;
  const where = o.thrownSector ? `the ${QUARTER[o.thrownSector]} quarter` : "the mat";
  return `${who} landed showing ${o.thrown.value} in ${where}.`;
}

/** What the thrown die touched and what moved. */
export function contactLines(o: AttemptOutcome): string[] {
  const lines = [o.hit ? `It struck ${names(o, o.struck)}.` : "It touched no other die."];
  if (o.knockedOff.length > 0) lines.push(`Knocked off the mat: ${names(o, o.knockedOff)}.`);
  const cockedOthers = o.cocked.filter((id) => id !== o.thrown.id);
  if (cockedOthers.length > 0) lines.push(`Left cocked: ${names(o, cockedOthers)}.`);
  const shifted = o.moved.filter((m) => !o.knockedOff.includes(m.id));
  if (shifted.length > 0) {
    const parts = shifted.map((m) => {
      const owner = ownerOfD10(m.id) ?? 0;
      const how = [
        ...(m.shift >= 0.05 ? [`${m.shift.toFixed(1)} cm`] : []),
        ...(m.turned >= 1 ? [`turned ${Math.round(m.turned)}°`] : []),
        ...(m.from === m.to ? [] : [`now showing ${m.to}`]),
      ];
      return `${dieLabel(owner, m.from)} (${how.join(", ")})`;
    });
    lines.push(`Moved: ${listText(parts)}.`);
  }
  return lines;
}

/** What lies in the thrown die's zone and what would take it, dice by dice. */
export function zoneLines(o: AttemptOutcome): string[] {
  if (!o.thrownFlat) return ["It has no capture zone: only a die lying flat on the mat captures or is captured."];
  const lines: string[] = [];
  const takes = o.zone.filter((z) => z.verdict === "takes").map((z) => nameIn(o, z.die.id));
  const strong = o.zone.filter((z) => z.verdict === "too strong").map((z) => `${nameIn(o, z.die.id)} (too strong)`);
  const own = o.zone.filter((z) => z.verdict === "own die").map((z) => `${nameIn(o, z.die.id)} (its own)`);
  if (o.zone.length === 0) lines.push("Its zone holds no other die.");
  else if (takes.length > 0) lines.push(`Its zone takes ${listText(takes)}${strong.length + own.length > 0 ? `; it also holds ${listText([...strong, ...own])}` : ""}.`);
  else lines.push(`Its zone holds ${listText([...strong, ...own])} — nothing it can take.`);
  if (o.threats.length === 0) lines.push(`No rival's zone could take it (worth ${worth(o.thrown.value)}).`);
  else {
    const [first, ...rest] = o.threats;
    const more = rest.length > 0 ? `; ${listText(rest.map((t) => nameIn(o, t.die.id)))} could too` : "";
    lines.push(`${nameIn(o, first.die.id)} could take it (${first.distance.toFixed(1)} cm away, the nearest)${more}.`);
  }
  return lines;
}

/** The captures that would follow if every hand were empty now, the thrown die's first. */
export function resolutionLines(o: AttemptOutcome): string[] {
  const all = o.steps.flatMap((s) => s.captures);
  if (all.length === 0) return ["No die on the mat would capture another."];
  const line = (c: (typeof all)[number]) => `${nameIn(o, c.capturer)} takes ${nameIn(o, c.captured)} (worth ${worth(c.capturedValue)}).`;
  const mine = all.filter((c) => c.capturer === o.thrown.id || c.captured === o.thrown.id);
  const others = all.filter((c) => !mine.includes(c));
  return [...mine.map(line), ...others.map(line)];
}

/** One line for the status bar. */
export function summaryLine(o: AttemptOutcome): string {
  const bits = [
    o.hit ? "hit" : "no hit",
    `${o.knockedOff.length} knocked off`,
    `${o.captures.length} ${o.captures.length === 1 ? "capture" : "captures"}`,
  ];
  if (o.takenBy) bits.push(`taken by ${nameIn(o, o.takenBy.capturer)}`);
  if (o.thrownOff) bits.push("thrown die off the mat");
  return `Attempt read: ${bits.join(" · ")}. Reset to try again.`;
}
