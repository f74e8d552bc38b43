import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { Coupon } from '../../api/coupons';
import { RecentActivity } from '../../components/recent-activity';
import { Screen } from '../../components/screen';
import { useDeviceSettings } from '../../lib/device-settings';
import { ScanField, type ValidScan } from '../scan/scan-field';
import { parseScan, type ScanMode } from '../scan/parse-scan';
import { redeemNeeds } from './assess-coupon';
import { useCouponCounter, type Verdict } from './use-coupon-counter';
import { CouponSkeleton, VerdictIdle } from './verdict-placeholder';

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
      return `${t('verdict.valid')}: ${verdict.coupon.nm}`;
    case 'refused':
      return `${t('verdict.refused')}: ${verdict.error.serviceMessage ?? verdict.cpnNo}`;
    case 'failed':
      return `${t('verdict.failed')}: ${verdict.cpnNo}`;
    case 'redeemed':
      return `${t('verdict.redeemed')}: ${verdict.cpnNo}`;
    case 'unknown':
      return t('verdict.unknown');
  }
}

export function CouponCounterScreen() {
  const { t } = useTranslation('counter');
  const [, navigate] = useLocation();
  const device = useDeviceSettings();
  const counter = useCouponCounter();
  const [mode, setMode] = useState<ScanMode>('coupon');
  const { verdict, dialog } = counter;
  const search = useSearch();
  const { check } = counter;

  // A coupon scanned on another screen arrives as /?cpnNo=…: check it, then clean the address.
  useEffect(() => {
    const cpnNo = new URLSearchParams(search).get('cpnNo');
    if (cpnNo === null) return;
    navigate('/', { replace: true });
    const scan = parseScan(cpnNo, 'coupon');
    if (scan.kind === 'coupon') void check(scan.cpnNo);
  }, [search, navigate, check]);
  const dialogCoupon = verdict.kind === 'valid' ? verdict.coupon : null;
  const needsDialog =
    dialogCoupon !== null && Object.values(redeemNeeds(dialogCoupon)).some(Boolean);

  useEffect(() => {
    if (needsDialog) void loadRedeemDialog();
  }, [needsDialog]);

  function onScan(scan: ValidScan) {
    if (scan.kind === 'stamp') navigate(`/stamps/${scan.stampIdx}`);
    else void counter.check(scan.cpnNo, { typed: scan.source === 'typed' });
  }

  function startRedeem(coupon: Coupon) {
    if (needsDialog) counter.openDialog();
    else void counter.redeem(coupon);
  }

  return (
    <Screen title={t('title')}>
      {(!device.deviceName || !device.staffName) && (
        <div className="notice notice--info setup-hint">
          <p>{t('setupHint')}</p>
          <Link href="/settings" className="button button--secondary button--small">
            {t('setupLink')}
          </Link>
        </div>
      )}
      <ScanField
        mode={mode}
        onModeChange={setMode}
        onScan={onScan}
        onActivity={() => void loadVerdict()}
        focusKey={counter.verdictId}
      />
      <p className="visually-hidden" role="status">
        {announcement(verdict, t)}
      </p>
      {verdict.kind === 'idle' ? (
        <VerdictIdle />
      ) : (
        <Suspense fallback={<CouponSkeleton code={verdict.cpnNo} />}>
          <CouponVerdict
            key={counter.verdictId}
            verdict={verdict}
            redeeming={counter.redeeming}
            onRedeem={startRedeem}
            onCheckAgain={(cpnNo) => void counter.check(cpnNo)}
            onRecheckUnknown={(cpnNo, before) => void counter.recheckUnknown(cpnNo, before)}
          />
        </Suspense>
      )}
      {dialog.open && dialogCoupon && (
        <Suspense fallback={null}>
          <RedeemDialog
            coupon={dialogCoupon}
            error={dialog.error}
            working={counter.redeeming}
            onConfirm={(password) => void counter.redeem(dialogCoupon, password)}
            onCancel={counter.closeDialog}
          />
        </Suspense>
      )}
      <RecentActivity />
    </Screen>
  );
}
