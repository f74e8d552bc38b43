import { isCalendarDate } from '../../lib/dates';
import {
  REPORTED_WRITES,
  type ReportedWrite,
  type WriteOutcome,
} from '../../lib/report/day-report';

/*
 * The day report's choices live in the address, as the clicks screen's and the audit log's do: a
 * shared link shows the same day and rows, Back undoes a change, and reading an address never
 * throws (a choice it cannot read is dropped, never an error).
 */

export const OUTCOMES: readonly WriteOutcome[] = ['ok', 'refused', 'failed', 'unknown'];

export interface ReportView {
  /** The service's day, YYYY-MM-DD; never after its today. */
  day: string;
  /** A till as the report names it, or null for every till. */
  till: string | null;
  /** A person as the report names them, or null for everyone. */
  person: string | null;
  operation: ReportedWrite | null;
  outcome: WriteOutcome | null;
  /** The timeline's first row shown, from 0. */
  from: number;
}

const PARAM = {
  day: 'date',
  till: 'till',
  person: 'person',
  operation: 'what',
  outcome: 'outcome',
  from: 'from',
} as const;

function readText(text: string | null): string | null {
  const value = text?.trim() ?? '';
  return value === '' ? null : value;
}

function readOneOf<T extends string>(list: readonly T[], text: string | null): T | null {
  return (list as readonly (string | null)[]).includes(text) ? (text as T) : null;
}

/** `search` as wouter's useSearch() gives it, or location.search with its '?'. */
export function parseReportView(search: string, today: string): ReportView {
  const params = new URLSearchParams(search);
  const day = params.get(PARAM.day)?.trim() ?? '';
  const from = params.get(PARAM.from) ?? '';
  return {
    // A mistyped or future day shows today rather than an error (no day after today has writes).
    day: isCalendarDate(day) && day <= today ? day : today,
    till: readText(params.get(PARAM.till)),
    person: readText(params.get(PARAM.person)),
    operation: readOneOf(REPORTED_WRITES, params.get(PARAM.operation)),
    outcome: readOneOf(OUTCOMES, params.get(PARAM.outcome)),
    from: /^\d{1,7}$/.test(from) ? Number(from) : 0,
  };
}

/** '?date=…&till=…' or '' when all is the default (today, every row, the first page). */
export function reportSearch(view: ReportView, today: string): string {
  const params = new URLSearchParams();
  if (view.day !== today) params.set(PARAM.day, view.day);
  if (view.till !== null) params.set(PARAM.till, view.till);
  if (view.person !== null) params.set(PARAM.person, view.person);
  if (view.operation !== null) params.set(PARAM.operation, view.operation);
  if (view.outcome !== null) params.set(PARAM.outcome, view.outcome);
  if (view.from > 0) params.set(PARAM.from, String(view.from));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A change of day or of what is shown starts the timeline at its first row again. */
export function changeView(view: ReportView, patch: Partial<ReportView>): ReportView {
  const next = { ...view, ...patch };
  return 'from' in patch ? next : { ...next, from: 0 };
}
