import { CancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ApiError } from '../api/errors';
import { isSignInRefusal, untilSignedIn } from '../api/sign-in-wait';
import { useCounterWrite } from './use-counter-write';
import { useVerdictState } from './use-verdict-state';

/** A write's dialog (a redeem's, a reward's): closed, or open over what it was opened on. */
export type CounterDialog<Over> =
  { open: false } | ({ open: true; owner: number; error: ApiError | null } & Over);

/** How one counter reads its codes: a coupon number or a stamp card's. */
export interface CounterReads<Code, Value> {
  subject: 'coupon' | 'stamp';
  /** A check: joins a check of the same code already asked (the validate query). */
  check: (queryClient: QueryClient, code: Code) => Promise<Value>;
  /** A read that settles a write: a new request. */
  fetch: (code: Code) => Promise<Value>;
  /** The validate queries: all of them, and one code's. */
  keys: { all: () => readonly unknown[]; one: (code: Code) => readonly unknown[] };
}

/** Closes a dialog; when it is closed already, the same state (nothing re-renders). */
const closed = <D extends { open: boolean }>(dialog: D): D | { open: false } =>
  dialog.open ? { open: false } : dialog;

/**
 * What both counters share under their own hooks (use-coupon-counter, use-stamp-card): the verdict
 * on screen and its writes, the dialog, and the checks' sequence, where a newer scan wins over an
 * older one and staff cancelling a check drop its answer. Pass `reads` as a constant of the
 * module: the functions returned are stable on it.
 */
export function useCounterSession<Code, Value, View extends { kind: string }, Over>(
  reads: CounterReads<Code, Value>,
  idle: View,
) {
  const queryClient = useQueryClient();
  const verdicts = useVerdictState<View>(idle);
  const writes = useCounterWrite(verdicts, reads.subject);
  const [dialog, setDialog] = useState<CounterDialog<Over>>({ open: false });
  const sequence = useRef(0);
  const { show } = verdicts;

  /** A new check begins: older checks' answers are dropped from now on; any dialog closes. */
  const beginCheck = useCallback((): number => {
    setDialog(closed);
    return ++sequence.current;
  }, []);

  /** This check is still the latest (no newer scan, not cancelled). */
  const isLatest = useCallback((id: number) => id === sequence.current, []);

  /**
   * A check's read. A write's read-back cancels a read that may have left before the write
   * ended: ask again (a few times at most), so the verdict shows what the service holds now.
   * Staff cancelling the check move the sequence on: then nothing is asked again. Nobody signed
   * in (live mode) is not a verdict: the pad is up, and the read is asked again after it.
   */
  const readForCheck = useCallback(
    async (code: Code, id: number): Promise<Value> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await reads.check(queryClient, code);
        } catch (error) {
          if (isSignInRefusal(error) && id === sequence.current) {
            await untilSignedIn();
            if (id !== sequence.current) throw error;
            attempt = -1;
            continue;
          }
          if (!(error instanceof CancelledError) || id !== sequence.current || attempt >= 4)
            throw error;
        }
      }
    },
    [queryClient, reads],
  );

  /** Staff gave up waiting: the check's answer, if it ever comes, is dropped. Never a write. */
  const cancelCheck = useCallback(() => {
    sequence.current += 1;
    void queryClient.cancelQueries({ queryKey: reads.keys.all() });
    show(idle);
  }, [queryClient, reads, show, idle]);

  /** A read that settles a write: a new request, never joined to or served from an older one. */
  const freshRead = useCallback(
    async (code: Code): Promise<Value> => {
      await queryClient.cancelQueries({ queryKey: reads.keys.one(code) });
      return await reads.fetch(code);
    },
    [queryClient, reads],
  );

  const openDialog = useCallback(
    (over: Over, owner: number, error: ApiError | null = null) =>
      setDialog({ open: true, owner, error, ...over }),
    [],
  );
  const closeDialog = useCallback(() => setDialog(closed), []);

  return {
    verdicts,
    writes,
    dialog,
    openDialog,
    closeDialog,
    beginCheck,
    isLatest,
    readForCheck,
    cancelCheck,
    freshRead,
  };
}
