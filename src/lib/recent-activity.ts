import * as z from 'zod/mini';
import { createStoredValue, useStoredValue } from './stored-value';

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
  outcome: z.enum(['ok', 'refused', 'failed', 'unknown']),
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

/**
 * Milliseconds since this device last did `action` to `code` with one of these outcomes, if it
 * ever did: what the quick-repeat guards ask. Read from the kept list, so it survives a reload.
 */
export function msSinceLast(
  code: string,
  action: Activity['action'],
  outcomes: readonly Activity['outcome'][],
  now: number = Date.now(),
): number | null {
  const last = getRecentActivity().find(
    (entry) => entry.code === code && entry.action === action && outcomes.includes(entry.outcome),
  );
  return last ? now - Date.parse(last.at) : null;
}

export function useRecentActivity(): Activity[] {
  return useStoredValue(store);
}
