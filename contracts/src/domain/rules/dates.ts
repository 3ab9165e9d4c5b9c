/**
 * Calendar dates as ISO strings (YYYY-MM-DD), with no time zone: an effective date or a claim
 * date is a day, and comparing the strings compares the days.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? [y, m, d] : null;
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  return parts(value) !== null;
}

function required(value: string): [number, number, number] {
  const p = parts(value);
  if (!p) throw new RangeError(`Not a calendar date: ${value}`);
  return p;
}

/** The same day `years` later (or earlier when negative); 29 February falls back to the 28th. */
export function addYearsIso(value: string, years: number): string {
  const [y, m, d] = required(value);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return format(new Date(Date.UTC(y + years, m - 1, Math.min(d, lastDay))));
}

export function addDaysIso(value: string, days: number): string {
  const [y, m, d] = required(value);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  const [y1, m1, d1] = required(from);
  const [y2, m2, d2] = required(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

export function yearOfIso(value: string): number {
  return required(value)[0];
}
