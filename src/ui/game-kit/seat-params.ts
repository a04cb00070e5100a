// Deep links that seat a table straight away: "?players=Ana,Ben,Cy&computers=2,3:strong" gives
// three seats with the second and third played by the computer (seats counted from 1; a seat
// may name its strength, "good" otherwise). Shared by the screens with a set-up form.
import { DEFAULT_STRENGTH, isStrength, type Strength } from "../../games/strength";
import { SEAT_COLOURS, type PlayerSpec } from "../../catalog/seats";

/** The seats a link names, or null when it names none or names them badly. */
export function seatsFromParams(params: URLSearchParams, min: number, max: number): PlayerSpec[] | null {
  const raw = params.get("players");
  if (raw === null) return null;
  const names = raw.split(",").map((n) => n.trim().slice(0, 16));
  if (names.length < min || names.length > max || names.some((n) => n.length === 0)) return null;
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return null;
  const computers = new Map<number, Strength>();
  for (const token of (params.get("computers") ?? "").split(",")) {
    const [seat, strength] = token.trim().split(":");
    const n = Number(seat);
    if (seat === "" || !Number.isInteger(n) || n < 1) continue;
    computers.set(n, isStrength(strength) ? strength : DEFAULT_STRENGTH);
  }
  return names.map((name, i) => ({
    name,
    colour: SEAT_COLOURS[i % SEAT_COLOURS.length],
    computer: computers.has(i + 1),
    strength: computers.get(i + 1) ?? DEFAULT_STRENGTH,
  }));
}

/** A whole number from the link within [min, max], or undefined when absent or out of range. */
export function intParam(params: URLSearchParams, key: string, min: number, max: number): number | undefined {
  const s = params.get(key);
  if (s === null || !/^\d{1,9}$/.test(s.trim())) return undefined;
  const n = Number(s.trim());
  return n >= min && n <= max ? n : undefined;
}

/** "1", "true", "yes" and "on" switch a flag on; "0", "false", "no" and "off" switch it off. */
export function flagParam(params: URLSearchParams, key: string): boolean | undefined {
  const s = params.get(key)?.trim().toLowerCase();
  if (s === undefined) return undefined;
  if (["1", "true", "yes", "on", ""].includes(s)) return true;
  if (["0", "false", "no", "off"].includes(s)) return false;
  return undefined;
}
