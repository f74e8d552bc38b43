import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, isApiError } from '../../api/errors';
import { Secret } from '../../api/secret';
import { stampQueries, useAddStamp, useRedeemStamp, type Stamp } from '../../api/stamps';
import { recordActivity } from '../../lib/recent-activity';
import { useExclusive } from '../../lib/use-exclusive';

export type CardNotice =
  /** Confirmed by reading the card back. */
  | { kind: 'added'; number: number }
  | { kind: 'add-refused'; error: ApiError }
  | { kind: 'add-recovered' }
  | { kind: 'add-not-applied' }
  | { kind: 'reward-not-recorded' }
  | { kind: 'reward-refused'; error: ApiError }
  | { kind: 'read-back-failed'; error: unknown }
  | { kind: 'count-mismatch'; expected: number };

export type StampView =
  | { kind: 'idle' }
  | { kind: 'checking'; stampIdx: number }
  | {
      kind: 'card';
      stampIdx: number;
      stamp: Stamp;
      /** A stamp is on its way: shown as pending, never as added, until the service confirms it. */
      adding: boolean;
      notice?: CardNotice;
    }
  | { kind: 'refused'; stampIdx: number; error: ApiError; note?: 'changed-since-check' }
  /** The service answered 653: the ID itself is not acceptable. Nothing was recorded. */
  | { kind: 'invalid-id'; stampIdx: number }
  | { kind: 'failed'; stampIdx: number; error: unknown }
  | {
      kind: 'reward-given';
      stampIdx: number;
      before: Stamp;
      after: Stamp | ApiError;
      recovered: boolean;
    }
  | { kind: 'unknown'; stampIdx: number; before: Stamp; action: 'add' | 'reward'; error: unknown };

export type RewardDialogState = { open: false } | { open: true; error: ApiError | null };

const isInvalidId = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'invalid-parameter';
const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'refused';

/** How a failed call ends up in the recent list: the service said no, or it could not answer. */
const outcomeOf = (error: unknown) =>
  isRefusal(error) || isInvalidId(error) ? 'refused' : 'failed';

function asApiError(error: unknown): ApiError {
  return isApiError(error)
    ? error
    : new ApiError({ kind: 'unexpected', operation: 'stamp.validate', cause: error });
}

/**
 * One stamp card at the counter: check it, add exactly one stamp, give the reward once. Writes
 * run one at a time, are never retried, and an unknown outcome is settled by reading the card.
 */
export function useStampCard() {
  const queryClient = useQueryClient();
  const addMutation = useAddStamp();
  const rewardMutation = useRedeemStamp();
  const [shown, setShown] = useState<{ view: StampView; id: number }>({
    view: { kind: 'idle' },
    id: 0,
  });
  const [dialog, setDialog] = useState<RewardDialogState>({ open: false });
  const { busy, run } = useExclusive();
  const sequence = useRef(0);

  const show = useCallback(
    (view: StampView) => setShown((last) => ({ view, id: last.id + 1 })),
    [],
  );
  const read = useCallback(
    (stampIdx: number) => queryClient.query(stampQueries.validate(stampIdx)),
    [queryClient],
  );
  const failureView = useCallback(
    (stampIdx: number, error: unknown): StampView =>
      isInvalidId(error)
        ? { kind: 'invalid-id', stampIdx }
        : isRefusal(error)
          ? { kind: 'refused', stampIdx, error }
          : { kind: 'failed', stampIdx, error },
    [],
  );

  /** A write the service refused or could not take: the card stays as it was, with the reason. */
  const showWriteFailure = useCallback(
    (card: Stamp, error: unknown, refused: 'add-refused' | 'reward-refused') => {
      const { stampIdx } = card;
      if (isInvalidId(error)) show({ kind: 'invalid-id', stampIdx });
      else if (isRefusal(error))
        show({
          kind: 'card',
          stampIdx,
          stamp: card,
          adding: false,
          notice: { kind: refused, error },
        });
      else show({ kind: 'failed', stampIdx, error });
    },
    [show],
  );

  const check = useCallback(
    async (stampIdx: number) => {
      const id = ++sequence.current;
      setDialog({ open: false });
      show({ kind: 'checking', stampIdx });
      try {
        const stamp = await read(stampIdx);
        if (id !== sequence.current) return;
        show({ kind: 'card', stampIdx, stamp, adding: false });
        recordActivity({
          subject: 'stamp',
          code: String(stampIdx),
          action: 'check',
          outcome: 'ok',
        });
      } catch (error) {
        if (id !== sequence.current) return;
        show(failureView(stampIdx, error));
        recordActivity({
          subject: 'stamp',
          code: String(stampIdx),
          action: 'check',
          outcome: outcomeOf(error),
        });
      }
    },
    [read, show, failureView],
  );

  /** Runs a write unless one is already running (a double tap, a double Enter). */
  const exclusive = useCallback(
    (work: () => Promise<void>) =>
      run(async () => {
        // Whatever a check still in flight says, the write's own answer wins.
        sequence.current += 1;
        await work();
      }),
    [run],
  );

  const add = useCallback(
    (before: Stamp) =>
      exclusive(async () => {
        const { stampIdx } = before;
        const code = String(stampIdx);
        show({ kind: 'card', stampIdx, stamp: before, adding: true });
        try {
          await addMutation.mutateAsync({ stampIdx });
        } catch (error) {
          if (isApiError(error) && error.outcomeUnknown) {
            try {
              const now = await read(stampIdx);
              const applied = now.stamps > before.stamps;
              show({
                kind: 'card',
                stampIdx,
                stamp: now,
                adding: false,
                notice: { kind: applied ? 'add-recovered' : 'add-not-applied' },
              });
              recordActivity({
                subject: 'stamp',
                code,
                action: 'add-stamp',
                outcome: applied ? 'ok' : 'failed',
              });
            } catch (readError) {
              show({ kind: 'unknown', stampIdx, before, action: 'add', error: readError });
              recordActivity({ subject: 'stamp', code, action: 'add-stamp', outcome: 'unknown' });
            }
            return;
          }
          recordActivity({
            subject: 'stamp',
            code,
            action: 'add-stamp',
            outcome: outcomeOf(error),
          });
          showWriteFailure(before, error, 'add-refused');
          return;
        }
        recordActivity({ subject: 'stamp', code, action: 'add-stamp', outcome: 'ok' });
        const expected = before.stamps + 1;
        try {
          const now = await read(stampIdx);
          show({
            kind: 'card',
            stampIdx,
            stamp: now,
            adding: false,
            notice:
              now.stamps === expected
                ? { kind: 'added', number: expected }
                : { kind: 'count-mismatch', expected },
          });
        } catch (error) {
          // The service said yes: the stamp is there, even if the card cannot be read right now.
          show({
            kind: 'card',
            stampIdx,
            stamp: { ...before, stamps: expected },
            adding: false,
            notice: { kind: 'read-back-failed', error },
          });
        }
      }),
    [exclusive, addMutation, read, show, showWriteFailure],
  );

  const reward = useCallback(
    (card: Stamp, password?: string) =>
      exclusive(async () => {
        const { stampIdx } = card;
        const code = String(stampIdx);
        let fresh: Stamp;
        try {
          fresh = await read(stampIdx);
        } catch (error) {
          setDialog({ open: false });
          const view = failureView(stampIdx, error);
          show(view.kind === 'refused' ? { ...view, note: 'changed-since-check' } : view);
          return;
        }
        try {
          await rewardMutation.mutateAsync({
            stampIdx,
            onsitePwd: password === undefined ? undefined : new Secret(password),
          });
        } catch (error) {
          if (isApiError(error) && error.outcomeUnknown) {
            setDialog({ open: false });
            try {
              const now = await read(stampIdx);
              show({
                kind: 'card',
                stampIdx,
                stamp: now,
                adding: false,
                notice: { kind: 'reward-not-recorded' },
              });
              recordActivity({ subject: 'stamp', code, action: 'reward', outcome: 'failed' });
            } catch (readError) {
              // A full, valid card that no longer validates: the reward went through.
              if (isRefusal(readError)) {
                show({
                  kind: 'reward-given',
                  stampIdx,
                  before: fresh,
                  after: readError,
                  recovered: true,
                });
                recordActivity({ subject: 'stamp', code, action: 'reward', outcome: 'ok' });
              } else {
                show({
                  kind: 'unknown',
                  stampIdx,
                  before: fresh,
                  action: 'reward',
                  error: readError,
                });
                recordActivity({ subject: 'stamp', code, action: 'reward', outcome: 'unknown' });
              }
            }
            return;
          }
          recordActivity({ subject: 'stamp', code, action: 'reward', outcome: outcomeOf(error) });
          if (isRefusal(error) && password !== undefined) {
            setDialog({ open: true, error });
            return;
          }
          setDialog({ open: false });
          showWriteFailure(fresh, error, 'reward-refused');
          return;
        }
        setDialog({ open: false });
        recordActivity({ subject: 'stamp', code, action: 'reward', outcome: 'ok' });
        let after: Stamp | ApiError;
        try {
          after = await read(stampIdx);
        } catch (error) {
          after = asApiError(error);
        }
        show({ kind: 'reward-given', stampIdx, before: fresh, after, recovered: false });
      }),
    [exclusive, rewardMutation, read, show, failureView, showWriteFailure],
  );

  /** After an unknown outcome: read the card again. Never writes. */
  const recheck = useCallback((stampIdx: number) => check(stampIdx), [check]);

  return {
    view: shown.view,
    viewId: shown.id,
    dialog,
    busy,
    check,
    add,
    reward,
    recheck,
    openRewardDialog: () => setDialog({ open: true, error: null }),
    closeRewardDialog: () => setDialog({ open: false }),
  };
}
