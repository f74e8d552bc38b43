import { useCallback, useEffect, useMemo } from 'react';
import { getApiClientConfig } from '../api/client';
import type { Reading, Settled, WriteAction } from '../api/settle-write';
import { afterPaint } from '../lib/after-paint';
import { codeInTime } from '../lib/app-code-error';
import { onceLoaded } from '../lib/once-loaded';
import type { ActivityFacts } from './activity-log';
import type * as WriteRunModule from './run-counter-write';
import type { useVerdictState } from './use-verdict-state';
import { tryLock, unlock, useInFlight } from './write-lock';

type WriteRun = typeof WriteRunModule;

/**
 * The write's own code (run-counter-write.ts), fetched after the counter's first paint and at the
 * latest by the first write. A fetch that failed is asked for again by the next write, though
 * browsers keep a failed module fetch until the page is reloaded (what the verdict then says).
 */
const loadWriteRun = onceLoaded((): Promise<WriteRun> => import('./run-counter-write'));

/** One write at the counter, described by the screen that starts it. */
export interface CounterWrite<T, View> {
  action: WriteAction;
  code: string;
  /** The verdict the write was started from: its result is shown there, or as a late notice. */
  owner: number;
  /** A fresh validate (never joined to one in flight, never from a cache). */
  read: () => Promise<T>;
  countOf: (value: T) => number;
  send: (before: T) => Promise<unknown>;
  /** What the coupon or card was, for the recent list, once the write is settled. */
  facts: (settled: Settled<T>, before: T) => ActivityFacts;
  /** Shown on its own verdict as soon as the write starts (a stamp drawn as pending). */
  pending?: View;
  /** Shown on its own verdict once the answer is known to be lost, while the read-backs run. */
  settling?: View;
  /** The read just before the write failed or refused: nothing was sent. */
  notSent: (reading: Exclude<Reading<T>, { kind: 'count' }>) => View;
  /** What the settled write shows on its own verdict. */
  settledView: (settled: Settled<T>, before: T) => View;
  /**
   * The service refused it and the dialog that started it can ask again (a wrong on-site
   * password). Return true to leave the verdict as it is and keep the dialog open.
   */
  askAgainInDialog?: (settled: Settled<T>, before: T, owner: number) => boolean;
  /** The dialog that started the write, if any, is done with (the write went or is lost). */
  closeDialog: () => void;
  /**
   * The result went to a late notice. If the verdict now on screen is for the same code, it was
   * read before this write landed: the screen should read it again.
   */
  onLate?: () => void;
}

/** How a write ended: what it settled to, and its verdict's id now (null once staff moved on). */
export interface WriteEnd<T> {
  settled: Settled<T>;
  ownId: number | null;
}

/**
 * The one way the counter runs a write (decision 0004): one at a time app-wide, a fresh read before it,
 * the write sent once, journalled while in flight, settled by `runWrite`, kept in the recent
 * list, and shown on the verdict it was started from — or, if staff have moved on, as a late
 * notice that never replaces the verdict now on screen.
 */
export function useCounterWrite<View>(
  verdicts: ReturnType<typeof useVerdictState<View>>,
  subject: 'coupon' | 'stamp',
) {
  const inFlight = useInFlight();
  const { showFor, currentId } = verdicts;
  // The write's code comes after the first paint, long before a first tap on a write.
  useEffect(() => afterPaint(() => void loadWriteRun().catch(() => undefined)), []);

  const start = useCallback(
    async <T>(write: CounterWrite<T, View>): Promise<WriteEnd<T> | null> => {
      const { action, code } = write;
      // One write at a time, app-wide: a double tap, a double Enter, or another screen's write.
      if (!tryLock({ code, action })) return null;
      /** The write's own verdict: its id as it moves on (pending, settling…), null once gone. */
      const own: { id: number | null } = { id: write.owner };
      const present = (view: View) => {
        own.id = own.id === null ? null : showFor(own.id, view);
        return own.id !== null;
      };
      if (write.pending) present(write.pending);
      try {
        let run: WriteRun;
        try {
          run = await codeInTime(loadWriteRun, getApiClientConfig().timeoutMs);
        } catch (error) {
          // The write's code did not come: nothing was sent, and the verdict says so, with a
          // reload as the way out (errors.appCode).
          write.closeDialog();
          present(write.notSent({ kind: 'unreadable', error }));
          return null;
        }
        return await run.runCounterWrite(write, { subject, own, present, currentId });
      } finally {
        unlock();
      }
    },
    [showFor, currentId, subject],
  );

  // The same object while the same write runs: a memoised verdict is not re-rendered for it.
  const writing = useMemo(
    () => inFlight && { code: inFlight.code, action: inFlight.action },
    [inFlight],
  );
  return {
    /** A write is running, here or on another screen. */
    busy: inFlight !== null,
    /** What is being written, so other verdicts can say what they wait for. */
    writing,
    start,
  };
}
