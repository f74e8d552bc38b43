import { useCallback, useEffect, useRef } from 'react';
import {
  couponKeys,
  couponQueries,
  useRedeemCoupon,
  validateCoupon,
  type Coupon,
} from '../../api/coupons';
import { isSignInRefusal } from '../../api/sign-in-wait';
import { isRefusal } from '../../api/errors';
import { Secret } from '../../api/secret';
import { couponFacts, recordActivity, refusalFacts } from '../../counter/activity-log';
import {
  useCounterSession,
  type CounterDialog,
  type CounterReads,
} from '../../counter/use-counter-session';
import { verdictOf, type Verdict } from './coupon-verdicts';
import type * as RecheckModule from './recheck-redeem';
import { afterPaint } from '../../lib/after-paint';

/** How long a redeem on this device makes a second redeem of the same coupon ask twice. */
export const REPEAT_WINDOW_MS = 15_000;

export type DialogState = CounterDialog<{ coupon: Coupon }>;

const COUPON_READS: CounterReads<string, Coupon> = {
  subject: 'coupon',
  check: (queryClient, cpnNo) => queryClient.query(couponQueries.validate(cpnNo)),
  fetch: validateCoupon,
  keys: { all: couponKeys.validations, one: couponKeys.validate },
};
const IDLE: Verdict = { kind: 'idle' };

const countOf = (coupon: Coupon) => coupon.useCnt;

/**
 * The coupon counter: every scan asks the service afresh, a newer scan wins over an older one,
 * and a redeem reads the coupon just before it, runs once at a time, is never retried, and is
 * settled by the rules of `settleWrite` (api/settle-write.ts). Its result is shown on the verdict
 * it was started from, or as a late notice if staff have moved on.
 */
export function useCouponCounter() {
  const redeemMutation = useRedeemCoupon();
  const session = useCounterSession<string, Coupon, Verdict, { coupon: Coupon }>(
    COUPON_READS,
    IDLE,
  );
  const { verdicts, writes, dialog, openDialog, closeDialog, beginCheck, isLatest } = session;
  const { readForCheck, cancelCheck, freshRead } = session;
  const { show, showPlaceholder, showFor } = verdicts;

  const check = useCallback(
    async (cpnNo: string, { typed = false }: { typed?: boolean } = {}) => {
      const id = beginCheck();
      showPlaceholder({ kind: 'checking', cpnNo });
      try {
        const coupon = await readForCheck(cpnNo, id);
        if (!isLatest(id)) return;
        show({ kind: 'valid', cpnNo: coupon.cpnNo, coupon });
        recordActivity({
          subject: 'coupon',
          code: cpnNo,
          action: 'check',
          outcome: 'ok',
          ...couponFacts(coupon),
        });
      } catch (error) {
        if (!isLatest(id)) return;
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
          ...refusalFacts(error),
        });
      }
    },
    [beginCheck, isLatest, readForCheck, show, showPlaceholder],
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
          }),
        facts: (_settled, before) => couponFacts(before),
        settling: { kind: 'settling', cpnNo, before: coupon },
        notSent: (reading) =>
          // Nobody signed in any more (live mode): nothing was sent; the verdict stays, under the pad.
          isSignInRefusal(reading.error)
            ? { kind: 'valid', cpnNo, coupon }
            : reading.kind === 'refused'
              ? { kind: 'refused', cpnNo, error: reading.error, note: 'changed-since-check' }
              : // The read before the redeem failed, so the redeem was never sent: "Not
                // redeemed", as after a 429, not "Not checked" (the coupon had been checked).
                { kind: 'failed', cpnNo, error: reading.error, note: 'redeem-not-sent' },
        settledView: (settled, before) => verdictOf(cpnNo, before, settled, Date.now()),
        // Most likely the password: the dialog stays open to try again, with the service's words.
        askAgainInDialog: (settled, before, current) => {
          if (settled.result !== 'did-not' || settled.proof !== 'refusal') return false;
          if (password === undefined || settled.error?.kind !== 'refused') return false;
          openDialog({ coupon: before }, current, settled.error);
          return true;
        },
        closeDialog,
        // The verdict on screen is this coupon, read before the redeem landed: read it again.
        onLate: () => {
          const shown = verdicts.currentView();
          if (shown.kind !== 'idle' && shown.cpnNo === cpnNo) void check(cpnNo);
        },
      });
    },
    [writes, freshRead, redeemMutation, verdicts, check, openDialog, closeDialog],
  );

  // A "not sure" is re-checked by code of its own, fetched after the first paint with the write's.
  useEffect(() => afterPaint(() => void import('./recheck-redeem').catch(() => undefined)), []);

  /** Reads back again after a "not sure"; never redeems. */
  const rechecking = useRef(false);
  const recheckUnknown = useCallback(
    async (verdict: Extract<Verdict, { kind: 'unknown' }>, owner: number) => {
      if (rechecking.current) return;
      rechecking.current = true;
      try {
        let recheck: typeof RecheckModule;
        try {
          recheck = await import('./recheck-redeem');
        } catch {
          // Its code could not be fetched: nothing was read, the verdict stays "not sure" with its
          // button, to be tapped again.
          return;
        }
        await recheck.recheckRedeem(verdict, owner, { freshRead, showFor });
      } finally {
        rechecking.current = false;
      }
    },
    [freshRead, showFor],
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
    openDialog: (coupon: Coupon, owner: number) => openDialog({ coupon }, owner),
    closeDialog,
  };
}
