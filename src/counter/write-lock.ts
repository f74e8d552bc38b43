import { useSyncExternalStore } from 'react';
import type { WriteAction } from '../api/settle-write';
import type { LateResult } from './use-verdict-state';

/**
 * App-wide state of the counter's writes, outside any screen: the one write in flight (so a
 * screen that mounts while another screen's write runs still waits for it, and a second write
 * of the same code can never start beside it) and the results that arrived after staff moved on
 * (shown by the layout, so a result is never lost with the screen that started it).
 */
export interface InFlight {
  code: string;
  action: WriteAction;
  /** Its pending-journal entry, once it has one. */
  journalId: string | null;
}

let inFlight: InFlight | null = null;
let late: readonly LateResult[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getInFlight = () => inFlight;

/** Takes the lock; false when a write already holds it (a double tap, another screen's write). */
export function tryLock(write: Omit<InFlight, 'journalId'>): boolean {
  if (inFlight) return false;
  inFlight = { ...write, journalId: null };
  notify();
  return true;
}

export function noteJournalId(journalId: string): void {
  if (inFlight) inFlight = { ...inFlight, journalId };
}

export function unlock(): void {
  inFlight = null;
  notify();
}

/** Newest first; a handful at most (each can be dismissed). */
export function addLateResult(result: Omit<LateResult, 'id'>): void {
  late = [{ ...result, id: Date.now() + Math.random() }, ...late].slice(0, 5);
  notify();
}

export function dismissLateResult(id: number): void {
  late = late.filter((entry) => entry.id !== id);
  notify();
}

export function useInFlight(): InFlight | null {
  return useSyncExternalStore(subscribe, getInFlight);
}

export function useLateResults(): readonly LateResult[] {
  return useSyncExternalStore(subscribe, () => late);
}

/** Tests start from nothing. */
export function resetWriteLock(): void {
  inFlight = null;
  late = [];
  notify();
}
