import * as z from 'zod/mini';
import type { Settled } from '../api/settle-write';
import { useSyncExternalStore } from 'react';
import { createStoredValue, useStoredValue } from './stored-value';
import { getJournal, subscribeJournal, unsureWrite } from './write-journal';
import { getInFlight, useInFlight } from './write-lock';

/**
 * What happened at this counter, newest first: when, which code, what was done and how it ended.
 * No names, phone numbers or messages: only the coupon number or stamp ID. Kept across reloads.
 */
const activitySchema = z.object({
  id: z.string(),
  at: z.string(),
  subject: z.enum(['coupon', 'stamp']),
  code: z.string(),
  action: z.enum(['check', 'redeem', 'add-stamp', 'reward']),
  /**
   * `refused`: the service said no; `failed`: no usable answer, nothing done (offline, a 429);
   * `not-applied`: the answer was lost and reading back proved nothing was done; `unknown`: the
   * answer was lost and nobody can tell.
   */
  outcome: z.enum(['ok', 'refused', 'failed', 'not-applied', 'unknown']),
});
export type Activity = z.infer<typeof activitySchema>;
export type ActivityInput = Omit<Activity, 'id' | 'at'>;

export const RECENT_LIMIT = 50;
const store = createStoredValue<Activity[]>('counter-pos.recent', z.array(activitySchema), []);

export const getRecentActivity = store.get;

export function recordActivity(input: ActivityInput, now: Date = new Date()): void {
  const entry: Activity = {
    ...input,
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    at: now.toISOString(),
  };
  store.set([entry, ...store.get()].slice(0, RECENT_LIMIT));
}

export function clearRecentActivity(): void {
  store.set([]);
}

/** The latest entry for a code and action, if any (for "redeemed here at 10:31"). */
export function lastActivity(code: string, action: Activity['action']): Activity | undefined {
  return getRecentActivity().find(
    (entry) => entry.code === code && entry.action === action && entry.outcome !== 'failed',
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
  const last = getRecentActivity().find(
    (entry) => entry.code === code && entry.action === action && entry.outcome === 'ok',
  );
  if (!last) return { kind: 'none' };
  const agoMs = now - Date.parse(last.at);
  return agoMs < windowMs ? { kind: 'recent', agoMs } : { kind: 'none' };
}

/** How a settled write is kept in the list. */
export function activityOutcome(settled: Settled<unknown>): Activity['outcome'] {
  if (settled.result === 'went-through') return 'ok';
  if (settled.result === 'not-sure') return 'unknown';
  if (settled.proof === 'read-back') return 'not-applied';
  const { error } = settled;
  return error?.kind === 'refused' || error?.kind === 'invalid-parameter' ? 'refused' : 'failed';
}

export function useRecentActivity(): Activity[] {
  return useStoredValue(store);
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
