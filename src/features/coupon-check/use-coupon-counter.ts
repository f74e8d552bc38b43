import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { couponQueries, useRedeemCoupon, type Coupon } from '../../api/coupons';
import { ApiError, isApiError } from '../../api/errors';
import { Secret } from '../../api/secret';
import { getDeviceSettings } from '../../lib/device-settings';
import { msSinceLast, recordActivity } from '../../lib/recent-activity';
import { useExclusive } from '../../lib/use-exclusive';
import { redeemMemo } from './redeem-memo';

/** How long a redeem on this device makes a second redeem of the same coupon ask twice. */
export const REPEAT_WINDOW_MS = 15_000;

export type Verdict =
  | { kind: 'idle' }
  | { kind: 'checking'; cpnNo: string }
  | {
      kind: 'valid';
      cpnNo: string;
      coupon: Coupon;
      note?: 'not-redeemed';
      /** Set when this device redeemed the same coupon moments ago: a second redeem asks twice. */
      redeemedAgoMs?: number;
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
  | { kind: 'failed'; cpnNo: string; error: unknown }
  | {
      kind: 'redeemed';
      cpnNo: string;
      before: Coupon;
      /** The coupon read back after the redeem, or why it could not be read. */
      after: Coupon | ApiError;
      recovered: boolean;
    }
  /** The redeem left but no answer came, and the read-back could not settle it either. */
  | { kind: 'unknown'; cpnNo: string; before: Coupon; error: unknown };

export type DialogState = { open: false } | { open: true; error: ApiError | null };

function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && (error.kind === 'refused' || error.kind === 'invalid-parameter');
}

/**
 * The coupon counter: every scan asks the service afresh, a newer scan wins over an older one,
 * and a redeem re-validates first, can only run once at a time, is never retried, and when its
 * outcome is unknown, reads the coupon back to tell staff what actually happened.
 */
export function useCouponCounter() {
  const queryClient = useQueryClient();
  const redeemMutation = useRedeemCoupon();
  // Every new verdict gets a new id, so the screen can reset per-verdict state and refocus the field.
  const [shown, setShown] = useState<{ verdict: Verdict; id: number }>({
    verdict: { kind: 'idle' },
    id: 0,
  });
  const setVerdict = useCallback(
    (verdict: Verdict) => setShown((last) => ({ verdict, id: last.id + 1 })),
    [],
  );
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { busy: redeeming, run: exclusive } = useExclusive();
  const sequence = useRef(0);

  const fetchCoupon = useCallback(
    (cpnNo: string) => queryClient.query(couponQueries.validate(cpnNo)),
    [queryClient],
  );

  const check = useCallback(
    async (cpnNo: string, { typed = false }: { typed?: boolean } = {}) => {
      const id = ++sequence.current;
      setDialog({ open: false });
      setVerdict({ kind: 'checking', cpnNo });
      try {
        // A second scan of a code still being checked joins the same request (React Query dedupes).
        const coupon = await fetchCoupon(cpnNo);
        if (id !== sequence.current) return;
        const ago = msSinceLast(coupon.cpnNo, 'redeem', ['ok']);
        setVerdict({
          kind: 'valid',
          cpnNo: coupon.cpnNo,
          coupon,
          ...(ago !== null && ago < REPEAT_WINDOW_MS ? { redeemedAgoMs: ago } : {}),
        });
        recordActivity({ subject: 'coupon', code: cpnNo, action: 'check', outcome: 'ok' });
      } catch (error) {
        if (id !== sequence.current) return;
        setVerdict(
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
    [fetchCoupon, setVerdict],
  );

  /** After a redeem whose answer never came: read the coupon and compare. Never redeems. */
  const settleUnknown = useCallback(
    async (cpnNo: string, before: Coupon, cause: unknown) => {
      setVerdict({ kind: 'unknown', cpnNo, before, error: cause });
      try {
        const now = await fetchCoupon(cpnNo);
        if (now.useCnt > before.useCnt) {
          setVerdict({ kind: 'redeemed', cpnNo, before, after: now, recovered: true });
          recordActivity({ subject: 'coupon', code: cpnNo, action: 'redeem', outcome: 'ok' });
        } else {
          setVerdict({ kind: 'valid', cpnNo, coupon: now, note: 'not-redeemed' });
          recordActivity({ subject: 'coupon', code: cpnNo, action: 'redeem', outcome: 'failed' });
        }
      } catch (error) {
        const wasLastUse = before.useLimit > 0 && before.useCnt + 1 >= before.useLimit;
        if (isRefusal(error) && wasLastUse) {
          setVerdict({ kind: 'redeemed', cpnNo, before, after: error, recovered: true });
          recordActivity({ subject: 'coupon', code: cpnNo, action: 'redeem', outcome: 'ok' });
          return;
        }
        setVerdict({ kind: 'unknown', cpnNo, before, error });
        recordActivity({ subject: 'coupon', code: cpnNo, action: 'redeem', outcome: 'unknown' });
      }
    },
    [fetchCoupon, setVerdict],
  );

  const redeem = useCallback(
    // A double tap, a double Enter or a repeated click while one redeem runs does nothing.
    (coupon: Coupon, password?: string) =>
      exclusive(async () => {
        const { cpnNo } = coupon;
        // Whatever a check still in flight says, the redeem's own answer wins.
        sequence.current += 1;
        let fresh: Coupon;
        try {
          fresh = await fetchCoupon(cpnNo);
        } catch (error) {
          setDialog({ open: false });
          setVerdict(
            isRefusal(error)
              ? { kind: 'refused', cpnNo, error, note: 'changed-since-check' }
              : { kind: 'failed', cpnNo, error },
          );
          return;
        }
        try {
          await redeemMutation.mutateAsync({
            cpnNo,
            onsitePwd: password === undefined ? undefined : new Secret(password),
            userId: fresh.useLimit >= 2 ? (fresh.userId ?? undefined) : undefined,
            memo: redeemMemo(getDeviceSettings()),
          });
        } catch (error) {
          if (isApiError(error) && error.outcomeUnknown) {
            setDialog({ open: false });
            await settleUnknown(cpnNo, fresh, error);
            return;
          }
          recordActivity({
            subject: 'coupon',
            code: cpnNo,
            action: 'redeem',
            outcome: isRefusal(error) ? 'refused' : 'failed',
          });
          if (isRefusal(error) && password !== undefined) {
            // Most likely the password: the dialog stays open to try again, with the service's words.
            setDialog({ open: true, error });
            return;
          }
          setDialog({ open: false });
          setVerdict(
            isRefusal(error)
              ? { kind: 'refused', cpnNo, error, note: 'redeem-refused' }
              : { kind: 'failed', cpnNo, error },
          );
          return;
        }
        setDialog({ open: false });
        recordActivity({ subject: 'coupon', code: cpnNo, action: 'redeem', outcome: 'ok' });
        let after: Coupon | ApiError;
        try {
          after = await fetchCoupon(cpnNo);
        } catch (error) {
          after = isApiError(error)
            ? error
            : new ApiError({ kind: 'unexpected', operation: 'coupon.validate', cause: error });
        }
        setVerdict({ kind: 'redeemed', cpnNo, before: fresh, after, recovered: false });
      }),
    [exclusive, fetchCoupon, redeemMutation, settleUnknown, setVerdict],
  );

  /** Re-read after an unknown outcome; never redeems. */
  const recheckUnknown = useCallback(
    (cpnNo: string, before: Coupon) => settleUnknown(cpnNo, before, null),
    [settleUnknown],
  );

  return {
    verdict: shown.verdict,
    verdictId: shown.id,
    dialog,
    redeeming,
    check,
    redeem,
    recheckUnknown,
    openDialog: () => setDialog({ open: true, error: null }),
    closeDialog: () => setDialog({ open: false }),
  };
}
