import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

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

const STORAGE_KEY = 'counter-pos.recent';
export const RECENT_LIMIT = 50;
const listeners = new Set<() => void>();
let entries: Activity[] | null = null;

function load(): Activity[] {
  try {
    const parsed = z
      .array(activitySchema)
      .safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function save(next: Activity[]) {
  entries = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the list lasts for this visit.
  }
  for (const listener of listeners) listener();
}

export function getRecentActivity(): Activity[] {
  entries ??= load();
  return entries;
}

export function recordActivity(input: ActivityInput, now: Date = new Date()): void {
  const entry: Activity = {
    ...input,
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    at: now.toISOString(),
  };
  save([entry, ...getRecentActivity()].slice(0, RECENT_LIMIT));
}

export function clearRecentActivity(): void {
  save([]);
}

/** The latest entry for a code and action, if any (for "redeemed here at 10:31"). */
export function lastActivity(code: string, action: Activity['action']): Activity | undefined {
  return getRecentActivity().find(
    (entry) => entry.code === code && entry.action === action && entry.outcome !== 'failed',
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecentActivity(): Activity[] {
  return useSyncExternalStore(subscribe, getRecentActivity);
}
