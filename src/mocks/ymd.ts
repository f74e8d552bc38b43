/** Server-side calendar-date helpers (YYYY-MM-DD, no time zone involved once the date is known). */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidYmd(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = YMD.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999, which made 0050-06-15
  // "invalid" (a real date, and one the create form accepts).
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(ymd: string, days: number): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function lastDayOfNextYear(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/** 0 = Sunday. */
export function weekday(ymd: string): number {
  return new Date(`${ymd}T00:00:00Z`).getUTCDay();
}

const DAY_MS = 86_400_000;

/** How many days from start through end, both counted: 1 when they are the same day. */
export function daysCounted(startYmd: string, endYmd: string): number {
  return (Date.parse(`${endYmd}T00:00:00Z`) - Date.parse(`${startYmd}T00:00:00Z`)) / DAY_MS + 1;
}

/** The days from start through end, both included: [start] when they are the same day. */
export function daysThrough(startYmd: string, endYmd: string): string[] {
  return Array.from({ length: Math.max(0, daysCounted(startYmd, endYmd)) }, (_, i) =>
    addDays(startYmd, i),
  );
}
