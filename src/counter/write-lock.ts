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
/** Late results a verdict's waited-write note shows now (waited-write-note.tsx). */
let inVerdict: ReadonlySet<number> = new Set();
/** The late results the notices list, kept as one array until either of the above changes. */
let listed: readonly LateResult[] = [];
/** Each late result's id is one more than the last: a note asks for those after it began. */
let lastLateId = 0;
const listeners = new Set<() => void>();
const notify = () => {
  const next = late.filter((entry) => !inVerdict.has(entry.id));
  if (next.length !== listed.length || next.some((entry, at) => entry !== listed[at]))
    listed = next;
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
  late = [{ ...result, id: ++lastLateId }, ...late].slice(0, 5);
  notify();
}

export const getLastLateId = () => lastLateId;

/**
 * A verdict's note shows this late result (one notice, in one place): the list leaves it out
 * until the note goes. Then a result that was told ("went through", "did not") is done, and
 * stays in the recent list; "not sure" asks for a check, so it goes back to the list until
 * dismissed. Answers that release.
 */
export function showLateResultInVerdict(id: number): () => void {
  inVerdict = new Set(inVerdict).add(id);
  notify();
  return () => {
    const rest = new Set(inVerdict);
    rest.delete(id);
    inVerdict = rest;
    if (late.find((entry) => entry.id === id)?.result !== 'not-sure')
      late = late.filter((entry) => entry.id !== id);
    notify();
  };
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

/** The late results for the notices: all but the one a verdict's note shows. */
export function useListedLateResults(): readonly LateResult[] {
  return useSyncExternalStore(subscribe, () => listed);
}

/** Tests start from nothing. */
export function resetWriteLock(): void {
  inFlight = null;
  late = [];
  inVerdict = new Set();
  notify();
}
