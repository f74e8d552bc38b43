/*
 * The valid verdict's redeem button and its ask-twice rule: a coupon redeemed here moments ago, or
 * tried with no known outcome, asks again before it is redeemed; a redeem running for another
 * coupon holds it and says so.
 */
import { useTranslation } from '../../lib/i18n';
import { useRepeatRisk } from '../../counter/recent-activity';
import { GuardedWriteButton } from '../../counter/guarded-write-button';
import { useDoubleCheck } from '../../counter/use-double-check';
import { WaitedWriteNote, type WaitedWrite } from '../../counter/waited-write-note';
import { REPEAT_WINDOW_MS } from './use-coupon-counter';

interface RedeemButtonProps {
  cpnNo: string;
  /** A redeem is running. */
  busy: boolean;
  /** The write it is: this coupon's redeem ("Redeeming…"), or another (this button waits, and says which). */
  writing: WaitedWrite | null;
  onRedeem: () => void;
}

export function RedeemButton({ cpnNo, busy, writing, onRedeem }: RedeemButtonProps) {
  const { t } = useTranslation('counter');
  // Redeemed here moments ago, or tried and nobody knows: a redeem asks twice. Kept current, so
  // a redeem settling while this verdict is on screen is counted at once.
  const risk = useRepeatRisk(cpnNo, 'redeem', REPEAT_WINDOW_MS);
  const confirm = useDoubleCheck();
  const asks = risk.kind !== 'none';
  const seconds = asks ? Math.max(1, Math.round(risk.agoMs / 1000)) : 0;
  const mine = busy && writing?.action === 'redeem' && writing.code === cpnNo;
  let label = t('redeem.action');
  if (mine) label = t('redeem.working');
  else if (risk.kind === 'recent')
    label = confirm.asking ? t('redeem.confirmAgain') : t('redeem.again');
  else if (risk.kind === 'unsure')
    label = confirm.asking ? t('redeem.confirmUnsure') : t('redeem.againUnsure');
  return (
    <>
      {/* Before the sticky row, not in it: kept for the verdict's life, it must not make the row
          that stays in sight on a long verdict any taller. */}
      <WaitedWriteNote waiting={busy && !mine ? writing : null} />
      <div className="verdict__actions">
        {risk.kind === 'recent' && (
          <p className="notice notice--warning" role="note">
            {t('redeem.recentWarning', { count: seconds })}
          </p>
        )}
        {risk.kind === 'unsure' && (
          <p className="notice notice--warning" role="note">
            {t('redeem.unsureWarning', { count: seconds })}
          </p>
        )}
        <GuardedWriteButton
          guard={confirm}
          asks={asks}
          busy={busy}
          working={mine}
          className={
            asks && !confirm.asking
              ? 'button button--secondary button--large'
              : 'button button--primary button--large'
          }
          onWrite={onRedeem}
        >
          {label}
        </GuardedWriteButton>
      </div>
    </>
  );
}
