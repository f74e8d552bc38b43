import { serviceToday } from '../../api/service-time';
import type { ReportRow } from './day-report';
import { storedRows } from './demo-record';
import { reportRowSchema } from './row-schema';

/*
 * The demo's record read back (demo-record.ts), row by row through the row's schema: a row the
 * app cannot read (written by another version, edited by hand) is left out, never the day with it.
 */

/** The rows of one service day (its time zone, not the device's), oldest first. */
export function demoRowsOf(day: string): ReportRow[] {
  return storedRows().flatMap((item) => {
    const parsed = reportRowSchema.safeParse(item);
    if (!parsed.success) return [];
    return serviceToday(new Date(parsed.data.time)) === day ? [parsed.data] : [];
  });
}
