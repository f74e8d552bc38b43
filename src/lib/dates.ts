import { ymdToDate } from './format';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date written YYYY-MM-DD. Plain arithmetic, no Date: a Date would bring the
 * device's zone (and Date.UTC's 1900 offset for years below 100) into a question about a date.
 */
export function isCalendarDate(text: string): boolean {
  const match = YMD.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** Whole calendar days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  const a = ymdToDate(from);
  const b = ymdToDate(to);
  if (!a || !b) return 0;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

export type Validity =
  | { state: 'not-yet'; days: number }
  | { state: 'valid'; daysLeft: number }
  | { state: 'expired'; daysAgo: number };

/** A validity window read against a day, both ends included (as the service reads it). */
export function validityOn(today: string, strtYmd: string, endYmd: string): Validity {
  if (today < strtYmd) return { state: 'not-yet', days: daysBetween(today, strtYmd) };
  if (today > endYmd) return { state: 'expired', daysAgo: daysBetween(endYmd, today) };
  return { state: 'valid', daysLeft: daysBetween(today, endYmd) };
}
