import { CancelledError, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { getApiClientConfig } from '../../api/client';
import {
  couponKeys,
  couponQueries,
  useRedeemCoupon,
  validateCoupon,
  type Coupon,
} from '../../api/coupons';
import { isSignInRefusal, untilSignedIn } from '../../api/sign-in-wait';
import { isRefusal, type ApiError } from '../../api/errors';
import { Secret } from '../../api/secret';
import {
  countNow,
  PROOF_WINDOW_MS,
  readBack,
  settleWrite,
  type Reading,
  type Settled,
} from '../../api/settle-write';
import { getDeviceSettings } from '../../counter/device-settings';
import { activityOutcome, couponFacts, recordActivity } from '../../counter/recent-activity';
import { useCounterWrite } from '../../counter/use-counter-write';
import { clearUnsure } from '../../counter/write-journal';
import { addLateResult } from '../../counter/write-lock';
import { useVerdictState } from '../../counter/use-verdict-state';
import { redeemMemo } from './redeem-memo';
import { isLive } from '../../config/env';

/** How long a redeem on this device makes a second redeem of the same coupon ask twice. */
export const REPEAT_WINDOW_MS = 15_000;

export type Verdict =
  | { kind: 'idle' }
  | { kind: 'checking'; cpnNo: string }
  | {
      kind: 'valid';
      cpnNo: string;
      coupon: Coupon;
      /** A redeem whose answer was lost was proved not to have landed by reading back. */
      note?: 'not-redeemed';
    }
  /** The service said no (its message is in `error`). */
  | {
      kind: 'refused';
      cpnNo: string;
      error: ApiError;
      note?: 'changed-since-check' | 'redeem-refused';
      /** Typed by a person (not scanned): worth a hint about look-alike characters. */
      typed?: boolean;
    }
  /** No answer we can act on: offline, timeout, rate limited, server error, unexpected. */
  | { kind: 'failed'; cpnNo: string; error: unknown; note?: 'redeem-not-sent' }
  /** The redeem's answer was lost: reading the coupon back to learn what happened. */
  | { kind: 'settling'; cpnNo: string; before: Coupon }
  | {
      kind: 'redeemed';
      cpnNo: string;
      before: Coupon;
      /** The coupon read back after the redeem, if it could be. */
      after: Reading<Coupon> | null;
      /** How we know: the service's answer, or a read-back after the answer was lost. */
      proof: 'answer' | 'read-back';
    }
  /** The redeem left, and reading back could not settle it: staff get the facts. */
  | {
      kind: 'unknown';
      cpnNo: string;
      before: Coupon;
      settled: Extract<Settled<Coupon>, { result: 'not-sure' }>;
      /** When the write ended: a read long after it cannot take a count up by one as proof. */
      endedAt: number;
    };

export type DialogState =
  { open: false } | { open: true; coupon: Coupon; owner: number; error: ApiError | null };

const countOf = (coupon: Coupon) => coupon.useCnt;

/** Closes the dialog; when it is closed already, the same state (nothing re-renders). */
const closed = (dialog: DialogState): DialogState => (dialog.open ? { open: false } : dialog);

/**
 * The coupon counter: every scan asks the service afresh, a newer scan wins over an older one,
 * and a redeem reads the coupon just before it, runs once at a time, is never retried, and is
 * settled by the rules of `settleWrite` (api/settle-write.ts). Its result is shown on the verdict
 * it was started from, or as a late notice if staff have moved on.
 */
export function useCouponCounter() {
  const queryClient = useQueryClient();
  const redeemMutation = useRedeemCoupon();
  const verdicts = useVerdictState<Verdict>({ kind: 'idle' });
  const { show, showPlaceholder, showFor } = verdicts;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const writes = useCounterWrite(verdicts, 'coupon');
  const sequence = useRef(0);

  /** A scan's check: a second scan of a code still being checked joins the same request. */
  const checkRead = useCallback(
    async (cpnNo: string, id: number) => {
      // A write's read-back cancels a read that may have left before the write ended: ask again
      // (a few times at most), so the verdict shows what the service holds now. Staff cancelling
      // the check move the sequence on: then nothing is asked again.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await queryClient.query(couponQueries.validate(cpnNo));
        } catch (error) {
          // Nobody signed in (live mode): not a verdict. The pad is up; ask again after it.
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
    [queryClient],
  );

  /** Staff gave up waiting: the check's answer, if it ever comes, is dropped. Never a write. */
  const cancelCheck = useCallback(() => {
    sequence.current += 1;
    void queryClient.cancelQueries({ queryKey: couponKeys.validations() });
    show({ kind: 'idle' });
  }, [queryClient, show]);

  /** A read that settles a write: a new request, never joined to or served from an older one. */
  const freshRead = useCallback(
    async (cpnNo: string) => {
      await queryClient.cancelQueries({ queryKey: couponKeys.validate(cpnNo) });
      return await validateCoupon(cpnNo);
    },
    [queryClient],
  );

  const check = useCallback(
    async (cpnNo: string, { typed = false }: { typed?: boolean } = {}) => {
      const id = ++sequence.current;
      setDialog(closed);
      showPlaceholder({ kind: 'checking', cpnNo });
      try {
        const coupon = await checkRead(cpnNo, id);
        if (id !== sequence.current) return;
        show({ kind: 'valid', cpnNo: coupon.cpnNo, coupon });
        recordActivity({
          subject: 'coupon',
          code: cpnNo,
          action: 'check',
          outcome: 'ok',
          ...couponFacts(coupon),
        });
      } catch (error) {
        if (id !== sequence.current) return;
        show(
          isRefusal(error)
            ? { kind: 'refused', cpnNo, error, typed }
            : { kind: 'failed', cpnNo, error },
        );
        recordActivity({
          subject: 'coupon',
          code: cpnNo,
          action: 'check',
          outcome: isRefusal(error) ? 'refused' : 'failed',
        });
      }
    },
    [checkRead, show, showPlaceholder],
  );

  /** What staff see once a redeem is settled, on the verdict it belongs to. */
  const verdictOf = useCallback(
    (cpnNo: string, before: Coupon, settled: Settled<Coupon>): Verdict => {
      const now = settled.now?.kind === 'count' ? settled.now.value : null;
      switch (settled.result) {
        case 'went-through':
          return { kind: 'redeemed', cpnNo, before, after: settled.now, proof: settled.proof };
        case 'did-not':
          if (settled.proof === 'read-back' && now)
            return { kind: 'valid', cpnNo, coupon: now, note: 'not-redeemed' };
          return settled.error && isRefusal(settled.error)
            ? { kind: 'refused', cpnNo, error: settled.error, note: 'redeem-refused' }
            : { kind: 'failed', cpnNo, error: settled.error, note: 'redeem-not-sent' };
        case 'not-sure':
          return { kind: 'unknown', cpnNo, before, settled, endedAt: Date.now() };
      }
    },
    [],
  );

  const redeem = useCallback(
    // A double tap, a double Enter or a repeated click while one redeem runs does nothing.
    (coupon: Coupon, owner: number, password?: string) => {
      const { cpnNo } = coupon;
      return writes.start<Coupon>({
        action: 'redeem',
        code: cpnNo,
        owner,
        read: () => freshRead(cpnNo),
        countOf,
        send: (fresh) =>
          redeemMutation.mutateAsync({
            cpnNo,
            onsitePwd: password === undefined ? undefined : new Secret(password),
            userId: fresh.useLimit >= 2 ? (fresh.userId ?? undefined) : undefined,
            // Live: none; our server writes the signed-in person's (a browser could write anything).
            memo: isLive() ? undefined : redeemMemo(getDeviceSettings()),
          }),
        facts: (_settled, before) => couponFacts(before),
        settling: { kind: 'settling', cpnNo, before: coupon },
        notSent: (reading) =>
          // Nobody signed in any more (live mode): nothing was sent; the verdict stays, under the pad.
          isSignInRefusal(reading.error)
            ? { kind: 'valid', cpnNo, coupon }
            : reading.kind === 'refused'
              ? { kind: 'refused', cpnNo, error: reading.error, note: 'changed-since-check' }
              : { kind: 'failed', cpnNo, error: reading.error },
        settledView: (settled, before) => verdictOf(cpnNo, before, settled),
        // Most likely the password: the dialog stays open to try again, with the service's words.
        askAgainInDialog: (settled, before, current) => {
          if (settled.result !== 'did-not' || settled.proof !== 'refusal') return false;
          if (password === undefined || settled.error?.kind !== 'refused') return false;
          setDialog({ open: true, coupon: before, owner: current, error: settled.error });
          return true;
        },
        closeDialog: () => setDialog(closed),
        // The verdict on screen is this coupon, read before the redeem landed: read it again.
        onLate: () => {
          const shown = verdicts.currentView();
          if (shown.kind !== 'idle' && shown.cpnNo === cpnNo) void check(cpnNo);
        },
      });
    },
    [writes, freshRead, redeemMutation, verdictOf, verdicts, check],
  );

  /** Reads back again after a "not sure"; never redeems. */
  const rechecking = useRef(false);
  const recheckUnknown = useCallback(
    async (verdict: Extract<Verdict, { kind: 'unknown' }>, owner: number) => {
      if (rechecking.current) return;
      rechecking.current = true;
      try {
        const { cpnNo, before, settled: previous } = verdict;
        const current = showFor(owner, { kind: 'settling', cpnNo, before });
        const outcome = { kind: 'unknown', error: previous.error } as const;
        // Long after the write, a count up by one may be another till's.
        const options = { countUpIsOurs: Date.now() - verdict.endedAt < PROOF_WINDOW_MS };
        const readings = await readBack<Coupon>(
          {
            action: 'redeem',
            read: () => freshRead(cpnNo),
            countOf,
            readBackDelaysMs: getApiClientConfig().readBackDelaysMs,
          },
          previous.before,
          outcome,
          options,
        );
        const settled = settleWrite('redeem', previous.before, outcome, readings, options);
        if (settled.result !== 'not-sure') {
          clearUnsure(cpnNo, 'redeem');
          recordActivity({
            subject: 'coupon',
            code: cpnNo,
            action: 'redeem',
            outcome: activityOutcome(settled),
            ...couponFacts(before),
          });
        }
        const next =
          settled.result === 'not-sure'
            ? { ...verdictOf(cpnNo, before, settled), endedAt: verdict.endedAt }
            : verdictOf(cpnNo, before, settled);
        if (current === null || showFor(current, next) === null)
          addLateResult({
            subject: 'coupon',
            code: cpnNo,
            action: 'redeem',
            result: settled.result,
            before: settled.before,
            now: countNow(settled),
          });
      } finally {
        rechecking.current = false;
      }
    },
    [freshRead, showFor, verdictOf],
  );

  return {
    verdict: verdicts.view,
    verdictId: verdicts.viewId,
    dialog,
    /** A redeem is running (for this coupon or another). */
    busy: writes.busy,
    writing: writes.writing,
    check,
    cancelCheck,
    redeem,
    recheckUnknown,
    openDialog: (coupon: Coupon, owner: number) =>
      setDialog({ open: true, coupon, owner, error: null }),
    closeDialog: () => setDialog(closed),
  };
}
