import { lazy, Suspense, useEffect, useState } from 'react';
import { counterHref, stampHref } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useSearch } from 'wouter';
import { couponCounterSchemas, type Coupon } from '../../api/coupons';
import { CounterBelow } from '../../counter/later-parts';
import { Screen } from '../../components/screen';
import { VerdictArea } from '../../counter/verdict-area';
import { useHoldUpdates } from '../../lib/update-holds';
import { afterPaintEach } from '../../lib/after-paint';
import { giveFeedback, useVerdictFeedback, type Feedback } from '../../counter/feedback';
import { ScanField, type ValidScan } from '../../counter/scan/scan-field';
import { parseScan, type ScanMode } from '../../counter/scan/parse-scan';
import { applyText } from './apply-text';
import { redeemNeeds } from './assess-coupon';
import type { Verdict } from './coupon-verdicts';
import { useCouponCounter } from './use-coupon-counter';
import { CouponSkeleton, VerdictIdle } from './verdict-placeholder';
import './coupon-usage.css';

// The verdict panels load as soon as a scan starts (first keystroke or tap), before its Enter,
// so the first paint of the counter carries only the field and the idle state.
const loadVerdict = () => import('./coupon-verdict');
const CouponVerdict = lazy(() => loadVerdict().then((m) => ({ default: m.CouponVerdict })));

// Only on-site and personal coupons need the dialog: it loads once such a coupon is on screen.
const loadRedeemDialog = () => import('./redeem-dialog');
const RedeemDialog = lazy(() => loadRedeemDialog().then((m) => ({ default: m.RedeemDialog })));

function announcement(
  verdict: Verdict,
  t: ReturnType<typeof useTranslation<'counter'>>['t'],
): string {
  switch (verdict.kind) {
    case 'idle':
      return '';
    case 'checking':
      return t('checking', { code: verdict.cpnNo });
    case 'valid':
      // A redeem proved not to have landed leaves the coupon valid: say first what became of it,
      // as the panel does, or a screen reader hears only "Valid" after a failed redeem.
      return verdict.note === 'not-redeemed'
        ? `${t('verdict.notRedeemed')}: ${verdict.cpnNo}. ${t('verdict.valid')}: ${verdict.coupon.nm}`
        : `${t('verdict.valid')}: ${verdict.coupon.nm}`;
    case 'refused':
      return `${t('verdict.refused')}: ${verdict.error.serviceMessage ?? verdict.cpnNo}`;
    case 'failed':
      // The panel's own word: a redeem that was not sent (a 429) is "Not redeemed", not "Not checked".
      return `${verdict.note === 'redeem-not-sent' ? t('verdict.notRedeemed') : t('verdict.failed')}: ${verdict.cpnNo}`;
    case 'redeemed':
      // The outcome and what it means at the till: a cashier who cannot see the screen hears both.
      return `${t('verdict.redeemed')}: ${verdict.cpnNo}. ${applyText(verdict.before, t)}`;
    case 'settling':
      return t('verdict.settling');
    case 'unknown':
      return t('verdict.unknown');
  }
}

/**
 * What a verdict sounds like. Anything that is not a yes gets the refused tone, "failed" and "not
 * sure" included: a pleasant tone must only ever mean "go ahead", and silence at a busy counter
 * reads as "still waiting", so staff would not look at a screen that needs them. A redeem proved
 * not to have landed is a no for what staff just did, even though the coupon is still valid.
 */
function feedbackOf(verdict: Verdict): Feedback | null {
  switch (verdict.kind) {
    case 'idle':
    case 'checking':
    case 'settling':
      return null;
    case 'valid':
      return verdict.note === 'not-redeemed' ? 'refused' : 'valid';
    case 'redeemed':
      return 'done';
    case 'refused':
    case 'failed':
    case 'unknown':
      return 'refused';
  }
}

export function CouponCounterScreen() {
  const { t } = useTranslation('counter');
  const [, navigate] = useLocation();
  const counter = useCouponCounter();
  const [mode, setMode] = useState<ScanMode>('coupon');
  const { verdict, dialog } = counter;
  const search = useSearch();
  const { check } = counter;
  useVerdictFeedback(counter.verdictId, feedbackOf(verdict));
  // An app update waits while a verdict is on screen: it belongs to the customer at the counter.
  useHoldUpdates(verdict.kind !== 'idle');

  // The first scan's schemas are built when idle after the field is on screen, not in that scan
  // (nor in the first render: api/lazy-schema.ts).
  useEffect(() => afterPaintEach(couponCounterSchemas), []);

  // A coupon scanned on another screen arrives as /?cpnNo=…: check it, then clean the address.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const cpnNo = params.get('cpnNo');
    if (cpnNo === null) return;
    navigate(counterHref(), { replace: true });
    const scan = parseScan(cpnNo, 'coupon');
    if (scan.kind === 'coupon') void check(scan.cpnNo, { typed: params.get('typed') === '1' });
  }, [search, navigate, check]);
  const shownCoupon = verdict.kind === 'valid' ? verdict.coupon : null;
  const needsDialog = (coupon: Coupon) => Object.values(redeemNeeds(coupon)).some(Boolean);
  const dialogLikely = shownCoupon !== null && needsDialog(shownCoupon);

  useEffect(() => {
    if (dialogLikely) void loadRedeemDialog();
  }, [dialogLikely]);

  function onScan(scan: ValidScan) {
    if (scan.kind === 'stamp') navigate(stampHref(scan.stampIdx));
    else void counter.check(scan.cpnNo, { typed: scan.source === 'typed' });
  }

  /** Every redeem belongs to the verdict its button sits on. */
  function startRedeem(coupon: Coupon) {
    if (needsDialog(coupon)) counter.openDialog(coupon, counter.verdictId);
    else void counter.redeem(coupon, counter.verdictId);
  }

  return (
    <Screen title={t('title')} variant="counter">
      <ScanField
        mode={mode}
        onModeChange={setMode}
        onScan={onScan}
        onActivity={() => void loadVerdict()}
        // A refused entry clears the earlier verdict: it must not read as this entry's.
        onRejected={() => {
          counter.cancelCheck();
          giveFeedback('refused');
        }}
        // Esc clears the verdict, unless a redeem is in flight: its result must land on it.
        onClear={() => {
          if (!counter.busy && verdict.kind !== 'idle') counter.cancelCheck();
        }}
        // A new verdict, and a dialog closing, hand the field its focus back.
        focusKey={`${counter.verdictId}:${dialog.open}`}
      />
      <p className="visually-hidden" role="status">
        {announcement(verdict, t)}
      </p>
      <VerdictArea revealKey={`${counter.verdictId}:${verdict.kind}`}>
        {verdict.kind === 'idle' ? (
          <VerdictIdle />
        ) : (
          <Suspense
            fallback={<CouponSkeleton code={verdict.cpnNo} onCancel={counter.cancelCheck} />}
          >
            <CouponVerdict
              key={counter.verdictId}
              verdict={verdict}
              busy={counter.busy}
              writing={counter.writing}
              onRedeem={startRedeem}
              onCancelCheck={counter.cancelCheck}
              onCheckAgain={(cpnNo) => void counter.check(cpnNo)}
              onRecheckUnknown={(unknown) =>
                void counter.recheckUnknown(unknown, counter.verdictId)
              }
            />
          </Suspense>
        )}
      </VerdictArea>
      {dialog.open && (
        <Suspense fallback={null}>
          <RedeemDialog
            coupon={dialog.coupon}
            error={dialog.error}
            working={counter.busy}
            onConfirm={(password) => void counter.redeem(dialog.coupon, dialog.owner, password)}
            onCancel={counter.closeDialog}
          />
        </Suspense>
      )}
      <CounterBelow />
    </Screen>
  );
}
