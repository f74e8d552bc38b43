/*
 * The coupon counter's verdict: one per state (checking, valid, refused, failed, settling,
 * redeemed, not sure), built from the pieces beside it.
 */
import { useTranslation } from '../../lib/i18n';
import type { Coupon } from '../../api/coupons';
import { describeError } from '../../components/api-error-message';
import { RetryPanel } from '../../components/retry-panel';
import { VerdictPanel } from '../../counter/verdict-panel';
import { serviceToday } from '../../api/service-time';
import { applyText } from './apply-text';
import { redeemedSummary } from './redeemed-summary';
import { unsureNextStep, type Verdict } from './coupon-verdicts';
import { CouponFacts, Disagreements, Headline } from './coupon-facts';
import type { WaitedWrite } from '../../counter/waited-write-note';
import { RedeemButton } from './redeem-button';
import { RefusalHints } from './refusal-hints';
import { UnsureFacts } from './unsure-facts';
import { CouponSkeleton, VerdictIdle } from './verdict-placeholder';

export interface CouponVerdictProps {
  verdict: Verdict;
  busy: boolean;
  /** The write running at this till (this coupon's redeem, or another customer's write). */
  writing: WaitedWrite | null;
  onRedeem: (coupon: Coupon) => void;
  onCancelCheck: () => void;
  onCheckAgain: (cpnNo: string) => void;
  onRecheckUnknown: (verdict: Extract<Verdict, { kind: 'unknown' }>) => void;
}

/** One verdict, in big type, with colour, an icon and words. */
export function CouponVerdict({
  verdict,
  busy,
  writing,
  onRedeem,
  onCancelCheck,
  onCheckAgain,
  onRecheckUnknown,
}: CouponVerdictProps) {
  const { t } = useTranslation('counter');
  const { t: tCommon } = useTranslation();
  const today = serviceToday();

  switch (verdict.kind) {
    case 'idle':
      return <VerdictIdle />;
    case 'checking':
      return <CouponSkeleton code={verdict.cpnNo} onCancel={onCancelCheck} />;
    case 'valid':
      return (
        <VerdictPanel tone="valid" word={t('verdict.valid')}>
          {verdict.note === 'not-redeemed' && (
            <p className="notice notice--info" role="note">
              {t('redeem.recoveredNotDone')}
            </p>
          )}
          <Headline coupon={verdict.coupon} />
          <Disagreements coupon={verdict.coupon} today={today} />
          <RedeemButton
            cpnNo={verdict.cpnNo}
            busy={busy}
            writing={writing}
            onRedeem={() => onRedeem(verdict.coupon)}
          />
          <CouponFacts coupon={verdict.coupon} today={today} />
        </VerdictPanel>
      );
    case 'refused':
      return (
        <VerdictPanel tone="refused" word={t('verdict.refused')}>
          {verdict.note === 'changed-since-check' && (
            <p className="verdict__sub">{t('redeem.noLongerValid')}</p>
          )}
          {verdict.note === 'redeem-refused' && (
            <p className="verdict__sub">{t('redeem.notRedeemed')}</p>
          )}
          <p className="verdict__message">{describeError(verdict.error, tCommon).summary}</p>
          <p className="code">{verdict.cpnNo}</p>
          <RefusalHints cpnNo={verdict.cpnNo} typed={verdict.typed ?? false} />
        </VerdictPanel>
      );
    case 'failed':
      return (
        <VerdictPanel
          tone="failed"
          word={verdict.note === 'redeem-not-sent' ? t('verdict.notRedeemed') : t('verdict.failed')}
        >
          <p className="code">{verdict.cpnNo}</p>
          <RetryPanel
            error={verdict.error}
            offlineMessage={t('offline')}
            rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
            retryLabel={t('checkAgain')}
            onRetry={() => onCheckAgain(verdict.cpnNo)}
          />
        </VerdictPanel>
      );
    case 'settling':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.settling')}>
          <p className="verdict__message">{t('redeem.settling')}</p>
          <p className="verdict__name">
            {verdict.before.nm} · <span className="code">{verdict.cpnNo}</span>
          </p>
        </VerdictPanel>
      );
    case 'redeemed': {
      const { after, before } = verdict;
      const summary = redeemedSummary(before, after);
      const left = summary.left;
      return (
        <VerdictPanel tone="redeemed" word={t('verdict.redeemed')}>
          {/* What the cashier keys into the till, in the verdict's big type. */}
          <p className="verdict__discount">{applyText(before, t)}</p>
          <p className="verdict__name">
            {before.nm} · <span className="code">{before.cpnNo}</span>
          </p>
          {verdict.proof === 'read-back' && (
            <p className="verdict__sub">{t('redeem.recoveredDone')}</p>
          )}
          {left.kind !== 'unsaid' && (
            <p className="verdict__message">
              {left.kind === 'readBackFailed'
                ? t('redeem.readBackFailed', {
                    reason: describeError(left.error, tCommon).summary,
                  })
                : left.kind === 'usedUp'
                  ? t('redeem.usedUp')
                  : t(`redeem.${left.kind}`, { count: left.count })}
            </p>
          )}
          {summary.refusedNow && (
            // The service refusing the coupon now is not part of the success: a warning apart.
            <p className="notice notice--warning" role="note">
              {t(
                summary.refusedNow.saidBy === 'server'
                  ? 'redeem.readBackRefusedByServer'
                  : 'redeem.readBackRefused',
                { message: summary.refusedNow.message },
              )}
            </p>
          )}
          {summary.countUnchanged && (
            <p className="notice notice--warning" role="note">
              {t('disagree.countUnchanged')}
            </p>
          )}
        </VerdictPanel>
      );
    }
    case 'unknown': {
      const giveDiscount = unsureNextStep(verdict.settled) === 'give-discount';
      return (
        <VerdictPanel tone="unknown" word={t('verdict.unknown')}>
          {giveDiscount ? (
            <>
              <p className="verdict__discount">{applyText(verdict.before, t)}</p>
              <p className="verdict__message">{t('redeem.unsureUsedUp')}</p>
            </>
          ) : (
            <p className="verdict__message">{t('redeem.unknownExplain')}</p>
          )}
          <p className="code">{verdict.cpnNo}</p>
          {/* Before the facts: in sight under what to do, and never held over the facts' last line. */}
          <div className="verdict__actions">
            {verdict.settled.now?.kind === 'unreadable' ? (
              // Why the coupon could not be read back (offline, rate limited…), and a read again.
              <RetryPanel
                error={verdict.settled.now.error}
                offlineMessage={t('offline')}
                rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
                retryLabel={t('checkAgain')}
                onRetry={() => onRecheckUnknown(verdict)}
              />
            ) : (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onRecheckUnknown(verdict)}
              >
                {t('checkAgain')}
              </button>
            )}
          </div>
          <UnsureFacts verdict={verdict} reportCheck={giveDiscount} />
        </VerdictPanel>
      );
    }
  }
}
