import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { getApiClientConfig } from '../../api/client';
import { isApiError, type ApiError } from '../../api/errors';
import { Secret } from '../../api/secret';
import {
  countNow,
  runWrite,
  type Reading,
  type Settled,
  type WriteAction,
} from '../../api/settle-write';
import {
  stampKeys,
  stampQueries,
  useAddStamp,
  useRedeemStamp,
  validateStamp,
  type Stamp,
} from '../../api/stamps';
import { activityOutcome, recordActivity } from '../../lib/recent-activity';
import { useExclusive } from '../../lib/use-exclusive';
import { useVerdictState } from '../../lib/use-verdict-state';
import { recordPendingWrite, settlePendingWrite } from '../../lib/write-journal';

export type CardNotice =
  /** The service answered yes, and the card read back shows it. */
  | { kind: 'added'; number: number }
  | { kind: 'add-refused'; error: ApiError }
  /** The answer was lost; the card read back shows exactly one more stamp. */
  | { kind: 'add-recovered' }
  /** The answer was lost; every read-back shows the card unchanged. */
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
  | { kind: 'failed'; stampIdx: number; error: unknown; notSent?: 'add' | 'reward' }
  /** The reward's answer was lost: reading the card back to learn what happened. */
  | { kind: 'settling'; stampIdx: number; before: Stamp }
  | {
      kind: 'reward-given';
      stampIdx: number;
      before: Stamp;
      after: Reading<Stamp> | null;
    }
  | {
      kind: 'unknown';
      stampIdx: number;
      before: Stamp;
      action: 'add' | 'reward';
      settled: Extract<Settled<Stamp>, { result: 'not-sure' }>;
    };

export type RewardDialogState =
  { open: false } | { open: true; card: Stamp; owner: number; error: ApiError | null };

const isInvalidId = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'invalid-parameter';
const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'refused';

/** How a failed check ends up in the recent list: the service said no, or it could not answer. */
const outcomeOf = (error: unknown) =>
  isRefusal(error) || isInvalidId(error) ? 'refused' : 'failed';

const countOf = (stamp: Stamp) => stamp.stamps;

/**
 * One stamp card at the counter: check it, add exactly one stamp, give the reward once. Writes
 * run one at a time, read the card just before, are never retried, and are settled by the rules
 * of `settleWrite` (api/settle-write.ts). A result is shown on the card it was started from, or
 * as a late notice once staff have moved on to the next card.
 */
export function useStampCard() {
  const queryClient = useQueryClient();
  const addMutation = useAddStamp();
  const rewardMutation = useRedeemStamp();
  const views = useVerdictState<StampView>({ kind: 'idle' });
  const { show, showFor, addLate } = views;
  const [dialog, setDialog] = useState<RewardDialogState>({ open: false });
  const { busy, run } = useExclusive();
  /** The card a write is running for, and which write. */
  const [writing, setWriting] = useState<{ stampIdx: number; action: WriteAction } | null>(null);
  const sequence = useRef(0);

  /** A read that settles a write: a new request, never joined to or served from an older one. */
  const freshRead = useCallback(
    async (stampIdx: number) => {
      await queryClient.cancelQueries({ queryKey: stampKeys.validate(stampIdx) });
      return await validateStamp(stampIdx);
    },
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

  const check = useCallback(
    async (stampIdx: number) => {
      const id = ++sequence.current;
      setDialog({ open: false });
      show({ kind: 'checking', stampIdx });
      const code = String(stampIdx);
      try {
        let stamp: Stamp;
        try {
          stamp = await queryClient.query(stampQueries.validate(stampIdx));
        } catch (error) {
          // A write's read-back cancelled this read (it may predate the write): ask again.
          if (!(error instanceof CancelledError)) throw error;
          stamp = await queryClient.query(stampQueries.validate(stampIdx));
        }
        if (id !== sequence.current) return;
        show({ kind: 'card', stampIdx, stamp, adding: false });
        recordActivity({ subject: 'stamp', code, action: 'check', outcome: 'ok' });
      } catch (error) {
        if (id !== sequence.current) return;
        show(failureView(stampIdx, error));
        recordActivity({ subject: 'stamp', code, action: 'check', outcome: outcomeOf(error) });
      }
    },
    [queryClient, show, failureView],
  );

  /**
   * The shared shape of both writes: lock, own the verdict, journal, run, settle, record, and
   * show the result on its own card or as a late notice.
   */
  const write = useCallback(
    (
      action: 'add-stamp' | 'reward',
      card: Stamp,
      owner: number,
      send: () => Promise<unknown>,
      viewOf: (settled: Settled<Stamp>, before: Stamp) => StampView | 'keep-dialog',
      onUnknown: (present: (view: StampView) => boolean) => void,
    ) =>
      run(async () => {
        const { stampIdx } = card;
        const code = String(stampIdx);
        // Whatever a check still in flight says, the write's own answer wins.
        sequence.current += 1;
        setWriting({ stampIdx, action });
        let current: number | null = owner;
        const present = (view: StampView) => {
          current = current === null ? null : showFor(current, view);
          return current !== null;
        };
        if (action === 'add-stamp') present({ kind: 'card', stampIdx, stamp: card, adding: true });
        const journal: { id: string | null } = { id: null };
        try {
          const result = await runWrite<Stamp>({
            action,
            read: () => freshRead(stampIdx),
            countOf,
            send,
            onSending: (fresh) => {
              journal.id = recordPendingWrite({
                subject: 'stamp',
                code,
                action,
                before: fresh.stamps,
              });
            },
            onWriteEnded: (outcome) => {
              if (outcome.kind === 'unknown') onUnknown(present);
            },
            readBackDelaysMs: getApiClientConfig().readBackDelaysMs,
          });
          if (result.stage === 'not-sent') {
            setDialog({ open: false });
            const { reading } = result;
            if (reading.kind === 'unreadable') {
              present({ kind: 'failed', stampIdx, error: reading.error });
              return;
            }
            if (reading.kind === 'refused') {
              const view = failureView(stampIdx, reading.error);
              present(view.kind === 'refused' ? { ...view, note: 'changed-since-check' } : view);
            }
            return;
          }
          const { settled, before } = result;
          recordActivity({ subject: 'stamp', code, action, outcome: activityOutcome(settled) });
          const view = viewOf(settled, before);
          if (view === 'keep-dialog' && current === views.currentId()) {
            if (settled.result === 'did-not' && settled.error)
              setDialog({ open: true, card: before, owner: current, error: settled.error });
            return;
          }
          setDialog({ open: false });
          if (view === 'keep-dialog' || !present(view)) {
            addLate({
              subject: 'stamp',
              code,
              action,
              result: settled.result,
              before: settled.before,
              now: countNow(settled),
            });
          }
        } finally {
          if (journal.id) settlePendingWrite(journal.id);
          setWriting(null);
        }
      }),
    [run, showFor, freshRead, failureView, addLate, views],
  );

  const add = useCallback(
    (shown: Stamp, owner: number) =>
      write(
        'add-stamp',
        shown,
        owner,
        () => addMutation.mutateAsync({ stampIdx: shown.stampIdx }),
        (settled, before): StampView => {
          const { stampIdx } = before;
          const now = settled.now?.kind === 'count' ? settled.now.value : null;
          const card = (stamp: Stamp, notice: CardNotice): StampView => ({
            kind: 'card',
            stampIdx,
            stamp,
            adding: false,
            notice,
          });
          switch (settled.result) {
            case 'went-through': {
              if (settled.proof === 'read-back' && now) return card(now, { kind: 'add-recovered' });
              const expected = before.stamps + 1;
              if (!now)
                // The service said yes: the stamp is there, even if the card cannot be read now.
                return card(
                  { ...before, stamps: expected },
                  {
                    kind: 'read-back-failed',
                    error: settled.now?.kind === 'unreadable' ? settled.now.error : null,
                  },
                );
              return card(
                now,
                now.stamps === expected
                  ? { kind: 'added', number: expected }
                  : { kind: 'count-mismatch', expected },
              );
            }
            case 'did-not':
              if (settled.proof === 'read-back' && now)
                return card(now, { kind: 'add-not-applied' });
              if (isInvalidId(settled.error)) return { kind: 'invalid-id', stampIdx };
              if (isRefusal(settled.error))
                return card(before, { kind: 'add-refused', error: settled.error });
              return { kind: 'failed', stampIdx, error: settled.error, notSent: 'add' };
            case 'not-sure':
              return { kind: 'unknown', stampIdx, before, action: 'add', settled };
          }
        },
        // The card stays on screen with its pending stamp while the read-backs run.
        () => undefined,
      ),
    [write, addMutation],
  );

  const reward = useCallback(
    (shown: Stamp, owner: number, password?: string) =>
      write(
        'reward',
        shown,
        owner,
        () =>
          rewardMutation.mutateAsync({
            stampIdx: shown.stampIdx,
            onsitePwd: password === undefined ? undefined : new Secret(password),
          }),
        (settled, before) => {
          const { stampIdx } = before;
          const now = settled.now?.kind === 'count' ? settled.now.value : null;
          switch (settled.result) {
            case 'went-through':
              return { kind: 'reward-given', stampIdx, before, after: settled.now };
            case 'did-not':
              if (settled.proof === 'read-back' && now)
                return {
                  kind: 'card',
                  stampIdx,
                  stamp: now,
                  adding: false,
                  notice: { kind: 'reward-not-recorded' },
                };
              // Most likely the password: the dialog stays open to try again.
              if (isRefusal(settled.error) && password !== undefined) return 'keep-dialog';
              if (isInvalidId(settled.error)) return { kind: 'invalid-id', stampIdx };
              if (isRefusal(settled.error))
                return {
                  kind: 'card',
                  stampIdx,
                  stamp: before,
                  adding: false,
                  notice: { kind: 'reward-refused', error: settled.error },
                };
              return { kind: 'failed', stampIdx, error: settled.error, notSent: 'reward' };
            case 'not-sure':
              return { kind: 'unknown', stampIdx, before, action: 'reward', settled };
          }
        },
        (present) => {
          setDialog({ open: false });
          present({ kind: 'settling', stampIdx: shown.stampIdx, before: shown });
        },
      ),
    [write, rewardMutation],
  );

  /** After an unknown outcome: read the card again. Never writes. */
  const recheck = useCallback((stampIdx: number) => check(stampIdx), [check]);

  return {
    view: views.view,
    viewId: views.viewId,
    late: views.late,
    dismissLate: views.dismissLate,
    dialog,
    busy,
    writing,
    check,
    add,
    reward,
    recheck,
    openRewardDialog: (card: Stamp, owner: number) =>
      setDialog({ open: true, card, owner, error: null }),
    closeRewardDialog: () => setDialog({ open: false }),
  };
}
