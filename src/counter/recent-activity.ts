import { useSyncExternalStore } from 'react';
import { counterHref, stampHref } from '../config/paths';
import {
  getRecentActivity,
  useRecentActivity,
  type Activity,
  type ActivityFacts,
} from './activity-log';
import { getJournal, subscribeJournal, unsureWrite } from './write-journal';
import { getInFlight, useInFlight } from './write-lock';

/*
 * What the recent list and the quick-repeat guards read from the activity log (activity-log.ts,
 * which the counter's first load keeps alone: this module comes with the list and the verdicts).
 */
export * from './activity-log';

/** The latest entry for a code and action, if any (for "redeemed here at 10:31"). */
export function lastActivity(code: string, action: Activity['action']): Activity | undefined {
  return getRecentActivity().find(
    (entry) => entry.code === code && entry.action === action && entry.outcome !== 'failed',
  );
}

/**
 * This counter has seen the coupon valid (or used it): it exists, whatever the service now says of
 * it. The service's refusal does not say whether a number was not found or found but used up, so
 * this is the one fact that rules out a mistyped number.
 */
export function seenValidHere(code: string): boolean {
  return getRecentActivity().some(
    (entry) => entry.subject === 'coupon' && entry.code === code && entry.outcome === 'ok',
  );
}

export type RepeatRisk =
  | { kind: 'none' }
  /** This device did it moments ago, and it went through. */
  | { kind: 'recent'; agoMs: number }
  /** This device tried it and nobody knows whether it went through (or it is still settling). */
  | { kind: 'unsure'; agoMs: number };

/**
 * What the quick-repeat guards ask: did this device try `action` on `code` without learning the
 * outcome (a "not sure" within its window, or a write cut off and not yet read back: the pending
 * journal, which neither the recent list's cap nor its Clear button touches), or do it moments
 * ago? The write in flight right now is not counted against itself.
 */
export function repeatRisk(
  code: string,
  action: Activity['action'],
  windowMs: number,
  now: number = Date.now(),
): RepeatRisk {
  if (action !== 'check') {
    const unsure = unsureWrite(code, action, getInFlight()?.journalId ?? null, now);
    if (unsure) return { kind: 'unsure', agoMs: now - Date.parse(unsure.at) };
  }
  const last = lastStanding(getRecentActivity(), code, action);
  if (!last) return { kind: 'none' };
  const agoMs = now - Date.parse(last.at);
  return agoMs < windowMs ? { kind: 'recent', agoMs } : { kind: 'none' };
}

/**
 * The newest write of `action` on `code` that went through and still stands: a stamp taken back
 * (Undo, the newest first) cancels the add before it, so "this card got a stamp moments ago" is
 * never said of a stamp that is no longer on the card.
 */
export function lastStanding(
  entries: readonly Activity[],
  code: string,
  action: Activity['action'],
): Activity | undefined {
  let takenBack = 0;
  for (const entry of entries) {
    if (entry.code !== code || entry.outcome !== 'ok') continue;
    if (action === 'add-stamp' && entry.action === 'remove-stamp') takenBack += 1;
    else if (entry.action === action && takenBack > 0) takenBack -= 1;
    else if (entry.action === action) return entry;
  }
  return undefined;
}

/** One thing done in a visit and how it ended, and how many times (two stamps added). */
export interface ActivityResult {
  action: Activity['action'];
  outcome: Activity['outcome'];
  count: number;
}

/** One customer at the counter: one code's check and what was done with it, as one row. */
export interface ActivityRow extends ActivityFacts {
  /** The visit's first entry's id: it stays the same while later entries join the row. */
  id: string;
  subject: Activity['subject'];
  code: string;
  /** When its latest entry was recorded. */
  at: string;
  /**
   * Who did what the row says, once each, in the order they came: the people of its writes, or
   * of its checks when it has none; empty if no name was set.
   */
  staff: string[];
  /**
   * What was done, oldest first: the writes, one result per action and outcome (a "not sure"
   * stays beside a later success of the same code, it is never folded into it). A visit
   * without a write has one: its latest check.
   */
  results: ActivityResult[];
}

/**
 * Each visit's row, by its newest entry, with how many entries it was made of. Entries are only
 * ever added in front and dropped at the end, so a visit whose newest entry and size are the same
 * has the same entries: it keeps the same row object, and the list re-renders only the rows that
 * changed (one new row a scan, not fifty).
 */
const rowsByNewest = new WeakMap<Activity, { size: number; row: ActivityRow }>();

/**
 * The list as staff read it: consecutive entries for the same code (a check, the redeem or the
 * stamps added after it, the re-check after that) are one visit, one row, newest first. The same
 * code again after another one is a new visit. Display only: the entries themselves stay as
 * they are, for `lastActivity` and `repeatRisk`. A visit unchanged since the last call gives
 * the same row object.
 */
export function groupActivity(entries: readonly Activity[]): ActivityRow[] {
  const visits: [Activity, ...Activity[]][] = [];
  for (const entry of entries) {
    const visit = visits.at(-1);
    if (visit && visit[0].subject === entry.subject && visit[0].code === entry.code)
      visit.push(entry);
    else visits.push([entry]);
  }
  return visits.map((visit) => {
    const known = rowsByNewest.get(visit[0]);
    if (known?.size === visit.length) return known.row;
    const row = visitRow(visit);
    rowsByNewest.set(visit[0], { size: visit.length, row });
    return row;
  });
}

/** The entries whose people a row names: its writes, else its checks. */
function credited(entries: readonly Activity[]): readonly Activity[] {
  const writes = entries.filter((entry) => entry.action !== 'check');
  return writes.length > 0 ? writes : entries;
}

/** One visit's row, from its entries newest first. */
function visitRow(newestFirst: [Activity, ...Activity[]]): ActivityRow {
  const newest = newestFirst[0];
  const entries = [...newestFirst].reverse();
  const oldest = entries[0] ?? newest;
  // The latest of each fact: the count after the last stamp, a name read again.
  const latest = <K extends keyof ActivityFacts>(key: K) =>
    newestFirst.find((entry) => entry[key] !== undefined)?.[key];
  const name = latest('name');
  const discount = latest('discount');
  const stamps = latest('stamps');
  const said = latest('said');
  const results: ActivityResult[] = [];
  for (const entry of entries) {
    if (entry.action === 'check') continue;
    const same = results.find(
      (result) => result.action === entry.action && result.outcome === entry.outcome,
    );
    if (same) same.count += 1;
    else results.push({ action: entry.action, outcome: entry.outcome, count: 1 });
  }
  if (results.length === 0)
    results.push({ action: 'check', outcome: newest.outcome, count: entries.length });
  return {
    id: oldest.id,
    subject: newest.subject,
    code: newest.code,
    at: newest.at,
    ...(name === undefined ? {} : { name }),
    ...(discount === undefined ? {} : { discount }),
    ...(stamps === undefined ? {} : { stamps }),
    ...(said === undefined ? {} : { said }),
    // Who did what the row says: the writes' people, or, in a visit of checks only, the
    // checkers (a colleague who only read the card again did not add its stamps).
    staff: [...new Set(credited(entries).flatMap((entry) => (entry.staff ? [entry.staff] : [])))],
    results,
  };
}

/** Where checking a row's code again starts: the coupon counter, or the card's own address. */
export function checkAgainPath(row: Pick<ActivityRow, 'subject' | 'code'>): string {
  return row.subject === 'coupon' ? counterHref(row.code) : stampHref(row.code);
}

/** `repeatRisk`, kept current as this device's list and journal change (a write settling elsewhere). */
export function useRepeatRisk(
  code: string,
  action: Activity['action'],
  windowMs: number,
): RepeatRisk {
  useRecentActivity();
  useSyncExternalStore(subscribeJournal, getJournal);
  useInFlight();
  return repeatRisk(code, action, windowMs);
}
