// Days of the daily challenge: a UTC calendar date, "YYYY-MM-DD", and its day number (days
// since 1970-01-01). Whole-number arithmetic only (Hinnant's civil-from-days), so every device
// and engine agrees on which day a moment falls in and which dates exist. Pure.

export interface Day {
  /** "2026-12-02". */
  readonly text: string;
  /** Days since 1970-01-01 (UTC). */
  readonly number: number;
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly date: number;
  /** 0 Monday … 6 Sunday. */
  readonly weekday: number;
}

const MS_PER_DAY = 86_400_000;
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/** The day with this number. */
export function dayOf(n: number): Day {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  // 1970-01-01 was a Thursday (3, counting Monday as 0).
  const weekday = (((n + 3) % 7) + 7) % 7;
  return { text: `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`, number: n, year, month, date, weekday };
}

/** The UTC day a moment (ms since 1970) falls in. */
export const dayAt = (ms: number): Day => dayOf(Math.floor(ms / MS_PER_DAY));

/** "Wednesday 2 December 2026". */
export const dayWords = (d: Day): string => `${WEEKDAYS[d.weekday]} ${d.date} ${MONTHS[d.month - 1]} ${d.year}`;

/** The first daily challenge. */
export const FIRST_DAY: Day = dayOf(dayNumber(2026, 1, 1));

export type DayReading = { readonly ok: true; readonly day: Day } | { readonly ok: false; readonly reason: string };

const shown = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/**
 * The challenge day a date in an address names, or why there is none: not a date, a date
 * that does not exist, before the first challenge, or after `today` (UTC; not out yet).
 */
export function readDay(text: string, today: Day): DayReading {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return { ok: false, reason: `“${shown(text)}” is not a date. Write it as year-month-day, like ${today.text}.` };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return { ok: false, reason: `${text} is not a date: a year has months 01 to 12, not ${m[2]}.` };
  const last = daysInMonth(y, mo);
  if (d < 1 || d > last) return { ok: false, reason: `There is no ${d} ${MONTHS[mo - 1]} ${y}: ${MONTHS[mo - 1]} ${y} has ${last} days.` };
  const day = dayOf(dayNumber(y, mo, d));
  if (day.number < FIRST_DAY.number) return { ok: false, reason: `The daily challenge began on ${dayWords(FIRST_DAY)}; there is none for ${dayWords(day)}.` };
  if (day.number > today.number) {
    return { ok: false, reason: `The challenge for ${dayWords(day)} is not out yet: each day's opens at midnight UTC, and today (UTC) is ${dayWords(today)}.` };
  }
  return { ok: true, day };
}
