// Dice Poker's sides as the set-up form and deep links describe them: a colour (its name is the
// side's name), and one member or a team, each played by a person or the computer.
// Deep link: #/dice-poker?sides=2&team=1&computer=2&quick=1 — computer: side numbers (from 1)
// played wholly by the computer, "all" or "none"; quick=1: computer throws come to rest at once.
import type { DicePokerSideSetup } from "../../games/dice-poker";
import { isYou } from "../../games/player-words";
import { SEAT_COLOURS, type PlayerSpec, type SeatColour } from "../game-kit";
import type { Strength } from "../../games/strength";

export interface PokerMember {
  readonly name: string;
  readonly computer: boolean;
  /** How well the computer plays this member; "good" when absent. */
  readonly strength?: Strength;
}

export interface PokerSideSpec {
  readonly colour: SeatColour;
  readonly members: readonly PokerMember[];
}

export const MAX_TEAM = 4;

/** `count` sides of `team` members; the first member of the first side is you, everyone else the computer. */
export function defaultSides(count: number, team: number): PokerSideSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const colour = SEAT_COLOURS[i];
    return {
      colour,
      members: Array.from({ length: team }, (_, j) => ({
        name: i === 0 && j === 0 ? "You" : team === 1 ? colour.name : `${colour.name} ${j + 1}`,
        computer: !(i === 0 && j === 0),
      })),
    };
  });
}

export function sidesFromLink(params: URLSearchParams): PokerSideSpec[] | null {
  const count = Number(params.get("sides"));
  if (count !== 2 && count !== 3) return null;
  const team = Number(params.get("team") ?? "1");
  if (!Number.isInteger(team) || team < 1 || team > MAX_TEAM) return null;
  const sides = defaultSides(count, team);
  const computer = params.get("computer")?.trim();
  if (computer === undefined) return sides;
  const all = computer === "all";
  const chosen = new Set(computer.split(",").map((s) => Number(s.trim())));
  return sides.map((side, i) => ({
    ...side,
    members: side.members.map((m, j) => {
      const isComputer = all || chosen.has(i + 1);
      // "You" only names a person.
      const name = isComputer && isYou(m.name) ? (team === 1 ? side.colour.name : `${side.colour.name} ${j + 1}`) : m.name;
      return { name, computer: isComputer };
    }),
  }));
}

/** What is wrong with these sides, or null when they can play. */
export function sidesProblem(sides: readonly PokerSideSpec[]): string | null {
  const names = sides.flatMap((s) => s.members.map((m) => m.name.trim()));
  if (names.some((n) => n.length === 0)) return "Every player needs a name.";
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return "Two players share a name: give each their own.";
  if (new Set(sides.map((s) => s.colour.name)).size !== sides.length) return "Give every side its own colour.";
  return null;
}

export const engineSides = (sides: readonly PokerSideSpec[]): DicePokerSideSetup[] =>
  sides.map((s) => ({ name: s.colour.name, players: s.members.map((m) => m.name.trim()) }));

/** Every player as a seat, in seat order, dressed in their side's colour (what a save records). */
export const seatSpecs = (sides: readonly PokerSideSpec[]): PlayerSpec[] =>
  sides.flatMap((s) => s.members.map((m) => ({ name: m.name, colour: s.colour, computer: m.computer, strength: m.strength })));

/** The sides a save was played with, from its options (who is on which side) and its seats. */
export function sidesFromSave(setup: readonly DicePokerSideSetup[], seats: readonly PlayerSpec[]): PokerSideSpec[] {
  let at = 0;
  return setup.map((side) => {
    const members = side.players.map((name) => {
      const seat = seats[at++];
      return { name, computer: seat?.computer ?? false, strength: seat?.strength };
    });
    const colour = SEAT_COLOURS.find((c) => c.name === side.name) ?? seats[at - 1]?.colour ?? SEAT_COLOURS[0];
    return { colour, members };
  });
}
