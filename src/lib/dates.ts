import { ymdToDate } from './format';

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
