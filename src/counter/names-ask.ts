import { useEffect, useSyncExternalStore } from 'react';
import { currentPerson, currentTill } from './person';

/*
 * Who is at the till, asked before the first write of a tab that has no till or staff name
 * (decision 0006): every redeem and stamp is recorded under both names (its memo, the recent
 * list, the day report), so one made without them is a line nobody can place later. Asked once
 * per tab: after "Continue without names" or a save, the next writes go straight through; a
 * cancel sends nothing and the next write asks again. A page shows the question only where a
 * host is mounted (the demo's layout): with none, a write never waits for it.
 */

/** sessionStorage: this tab has been asked and answered. */
export const NAMES_ASKED_KEY = 'counter-pos.names-asked';

/** The question is due: a name is missing and this tab has not answered it yet. */
export function namesAskDue(names: { till: string; person: string }, answered: boolean): boolean {
  return !answered && (names.till.trim() === '' || names.person.trim() === '');
}

let pending: ((go: boolean) => void) | null = null;
/** What had the focus when the question was asked (the write's button), to give it back. */
let askedFrom: HTMLElement | null = null;
let hosts = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function answered(): boolean {
  try {
    return sessionStorage.getItem(NAMES_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * True at once when the write may go (names set, asked before, or no host to ask: the write goes
 * on in the same tick, as before); else the question, resolving true to go and false when staff
 * cancelled. A second write while the question is open is not sent: it was a second tap.
 */
export function askForNames(): true | Promise<boolean> {
  if (hosts === 0 || !namesAskDue({ till: currentTill(), person: currentPerson() }, answered()))
    return true;
  if (pending) return Promise.resolve(false);
  return new Promise((resolve) => {
    pending = resolve;
    askedFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    notify();
  });
}

/** Staff answered: go (saved names, or without them: not asked again in this tab) or cancel. */
export function answerNamesAsk(go: boolean): void {
  if (go) {
    try {
      sessionStorage.setItem(NAMES_ASKED_KEY, '1');
    } catch {
      // A browser that refuses storage asks again at the next write.
    }
  }
  const resolve = pending;
  pending = null;
  notify();
  resolve?.(go);
}

/** Once the question has closed: the element that had the focus when it was asked, if still there. */
export function takeAskedFrom(): HTMLElement | null {
  const from = askedFrom;
  askedFrom = null;
  return from?.isConnected ? from : null;
}

/** For the host that shows the question: whether it is open now. */
export function useNamesAsk(): boolean {
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      // The host went with the question open (a route change): the write is not sent.
      if (hosts === 0 && pending) answerNamesAsk(false);
    };
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending !== null,
  );
}
