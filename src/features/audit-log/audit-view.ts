import { isCalendarDate } from '../../lib/dates';

/*
 * The audit screen's controls live in the URL, as the clicks screen's do (clicks-view.ts): a
 * shared link shows the same entries, Back undoes a change, and reading a URL never throws.
 */

export interface AuditView {
  /** The service's day, YYYY-MM-DD; never after its today. */
  day: string;
  /** A staff member's name as the log records it, or null for everyone. */
  staff: string | null;
  /** An operation as the log records it (`coupon.redeem`), or null for all. */
  operation: string | null;
}

const PARAM = { day: 'date', staff: 'staff', operation: 'operation' } as const;

/** What a person might paste: trimmed, and nothing at all is "everyone". */
function readFilter(text: string | null): string | null {
  const value = text?.trim() ?? '';
  return value === '' ? null : value;
}

/** `search` as wouter's useSearch() gives it, or location.search with its '?'. */
export function parseAuditView(search: string, today: string): AuditView {
  const params = new URLSearchParams(search);
  const day = params.get(PARAM.day)?.trim() ?? '';
  return {
    // A mistyped or future day shows today rather than an error (the log has no future).
    day: isCalendarDate(day) && day <= today ? day : today,
    staff: readFilter(params.get(PARAM.staff)),
    operation: readFilter(params.get(PARAM.operation)),
  };
}

/** '?date=…&staff=…' or '' when all is the default (today, everyone, every operation). */
export function auditSearch(view: AuditView, today: string): string {
  const params = new URLSearchParams();
  if (view.day !== today) params.set(PARAM.day, view.day);
  if (view.staff !== null) params.set(PARAM.staff, view.staff);
  if (view.operation !== null) params.set(PARAM.operation, view.operation);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
