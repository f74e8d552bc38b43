import { hasOpenIntent } from '../audit/intents';
import type { AuditLog } from '../audit/types';
import { rowsOf, type ReportRow } from './day-report';

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A day's writes as report rows, settled (decision 0021): a write sent just before midnight may
 * have its outcome line on the next day, read only when some intent of this day has none and the
 * next day has begun (`today` is the service's). `final`: the rows can no longer change, as the
 * day is over, and so is the next when its lines could still settle one of this day's intents.
 */
export async function settledDay(
  audit: AuditLog,
  day: string,
  today: string,
): Promise<{ rows: ReportRow[]; final: boolean }> {
  const entries = await audit.read({ day });
  const next = nextDay(day);
  const open = hasOpenIntent(entries);
  const later = open && next <= today ? await audit.read({ day: next }) : [];
  return { rows: rowsOf(entries, later), final: day < today && (!open || next < today) };
}
