import { MapPin, UserRound } from 'lucide-react';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import type { Coupon } from '../../api/coupons';
import { describeError } from '../../components/api-error-message';
import { OwnerDetails } from '../../counter/owner-details';
import { RetryPanel } from '../../components/retry-panel';
import { ValidityText } from '../../counter/validity-text';
import { VerdictMedia } from '../../counter/verdict-media';
import { VerdictPanel } from '../../counter/verdict-panel';
import { serviceToday } from '../../api/service-time';
import { formatTime, formatYmd } from '../../lib/format';
import { lastActivity, seenValidHere, useRepeatRisk } from '../../counter/recent-activity';
import { useDoubleCheck } from '../../counter/use-double-check';
import { discountPhrase } from '../../counter/discount';
import { redeemedSummary } from './redeemed-summary';
import { disagreements, hasLookAlikes, redeemNeeds, usageOf, type Usage } from './assess-coupon';
import type { Verdict } from './coupon-verdicts';
import { REPEAT_WINDOW_MS } from './use-coupon-counter';
import { CouponSkeleton, VerdictIdle } from './verdict-placeholder';

function useUsageText() {
  const { t } = useTranslation('counter');
  return (usage: Usage) =>
    usage.kind === 'unlimited'
      ? `${t('facts.unlimited')} · ${t('facts.usedTimes', { count: usage.used })}`
      : `${t('facts.usedOf', { used: usage.used, limit: usage.limit })} · ${
          usage.left === 0 ? t('facts.noUsesLeft') : t('facts.usesLeft', { count: usage.left })
        }`;
}

function UsageFact({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('counter');
  const usage = usageOf(coupon);
  const text = useUsageText()(usage);
  return (
    <div className="usage">
      {usage.kind === 'limited' && (
        <progress
          className="usage__bar"
          max={usage.limit}
          value={Math.min(usage.used, usage.limit)}
          aria-label={t('facts.usesLabel')}
          aria-valuetext={text}
        />
      )}
      <span>{text}</span>
    </div>
  );
}

function CouponFacts({ coupon, today }: { coupon: Coupon; today: string }) {
  const { t } = useTranslation('counter');
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('facts.code')}</dt>
          <dd className="code">{coupon.cpnNo}</dd>
        </div>
        {coupon.grpNm && (
          <div>
            <dt>{t('facts.group')}</dt>
            <dd>{coupon.grpNm}</dd>
          </div>
        )}
        <div>
          <dt>{t('facts.validity')}</dt>
          <dd>
            <ValidityText strtYmd={coupon.strtYmd} endYmd={coupon.endYmd} today={today} />
          </dd>
        </div>
        <div>
          <dt>{t('facts.uses')}</dt>
          <dd>
            <UsageFact coupon={coupon} />
          </dd>
        </div>
        <div>
          <dt>{t('facts.owner')}</dt>
          <dd>
            <OwnerDetails {...coupon} />
          </dd>
        </div>
      </dl>
      <VerdictMedia
        imageUrl={coupon.imgUrl}
        imageAlt={t('facts.image', { name: coupon.nm })}
        url={coupon.url}
        linkLabel={t('facts.openLink')}
      />
    </>
  );
}

function Headline({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('counter');
  const discount = discountPhrase(coupon, currentLanguage());
  const needs = redeemNeeds(coupon);
  return (
    <>
      <p className="verdict__discount">
        {t(`discount.${discount.key}`, { value: discount.value })}
      </p>
      <p className="verdict__name">{coupon.nm}</p>
      {(needs.password || needs.person) && (
        <ul className="badges">
          {needs.password && (
            <li className="badge badge--warning">
              <MapPin aria-hidden="true" className="inline-icon" /> {t('facts.onsite')}
            </li>
          )}
          {needs.person && (
            <li className="badge">
              <UserRound aria-hidden="true" className="inline-icon" />{' '}
              {coupon.userNm
                ? t('facts.memberOnlyNamed', { name: coupon.userNm })
                : t('facts.memberOnly')}
            </li>
          )}
        </ul>
      )}
    </>
  );
}

function Disagreements({ coupon, today }: { coupon: Coupon; today: string }) {
  const { t } = useTranslation('counter');
  const language = currentLanguage();
  const found = disagreements(coupon, today);
  if (found.length === 0) return null;
  const args = {
    today: formatYmd(today, language),
    start: formatYmd(coupon.strtYmd, language),
    end: formatYmd(coupon.endYmd, language),
    limit: coupon.useLimit,
  };
  return (
    <ul className="notice notice--warning" role="note">
      {found.map((kind) => (
        <li key={kind}>{t(`disagree.${kind === 'not-yet' ? 'notYet' : kind}`, args)}</li>
      ))}
    </ul>
  );
}

interface RedeemButtonProps {
  cpnNo: string;
  /** A redeem is running. */
  busy: boolean;
  /** The coupon it runs for: this one ("Redeeming…"), or another (this button waits, and says why). */
  writing: string | null;
  onRedeem: () => void;
}

function RedeemButton({ cpnNo, busy, writing, onRedeem }: RedeemButtonProps) {
  const { t } = useTranslation('counter');
  const { t: tCommon } = useTranslation();
  // Redeemed here moments ago, or tried and nobody knows: a redeem asks twice. Kept current, so
  // a redeem settling while this verdict is on screen is counted at once.
  const risk = useRepeatRisk(cpnNo, 'redeem', REPEAT_WINDOW_MS);
  const confirm = useDoubleCheck();
  const asks = risk.kind !== 'none';
  const seconds = asks ? Math.max(1, Math.round(risk.agoMs / 1000)) : 0;
  const mine = busy && writing === cpnNo;
  let label = t('redeem.action');
  if (mine) label = t('redeem.working');
  else if (risk.kind === 'recent')
    label = confirm.asking ? t('redeem.confirmAgain') : t('redeem.again');
  else if (risk.kind === 'unsure')
    label = confirm.asking ? t('redeem.confirmUnsure') : t('redeem.againUnsure');
  return (
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
      {busy && !mine && writing !== null && (
        <p className="notice notice--info">
          {tCommon('writes.busyElsewhere', {
            action: tCommon('writes.busyAction.redeem'),
            code: writing,
          })}
        </p>
      )}
      <button
        type="button"
        className={
          asks && !confirm.asking
            ? 'button button--secondary button--large'
            : 'button button--primary button--large'
        }
        // The confirmation waits a moment: a double tap's second tap cannot be it.
        disabled={busy || (asks && confirm.asking && !confirm.ready)}
        aria-busy={mine || undefined}
        onClick={() => {
          if (asks && !confirm.asking) {
            confirm.ask();
            return;
          }
          onRedeem();
        }}
      >
        {label}
      </button>
    </div>
  );
}

function RefusalHints({ cpnNo, typed }: { cpnNo: string; typed: boolean }) {
  const { t } = useTranslation('counter');
  const language = currentLanguage();
  const redeemed = lastActivity(cpnNo, 'redeem');
  const hints: string[] = [];
  const time = redeemed ? formatTime(new Date(redeemed.at), language) : '';
  if (redeemed?.outcome === 'ok') hints.push(t('hints.redeemedHere', { time }));
  else if (redeemed?.outcome === 'unknown') hints.push(t('hints.redeemUnsureHere', { time }));
  // The client cannot tell "no such coupon" from an expired or used-up one (the contract gives only
  // the service's words), so the hint is worded for the first case and says so. It is left out
  // where it cannot help: a scanned number, one without look-alike characters, and one this
  // counter has seen valid (it exists, it was typed right).
  else if (typed && hasLookAlikes(cpnNo) && !seenValidHere(cpnNo)) hints.push(t('hints.lookAlike'));
  if (hints.length === 0) return null;
  return (
    <ul className="verdict__hints">
      {hints.map((hint) => (
        <li key={hint}>{hint}</li>
      ))}
    </ul>
  );
}

export interface CouponVerdictProps {
  verdict: Verdict;
  busy: boolean;
  writing: string | null;
  onRedeem: (coupon: Coupon) => void;
  onCancelCheck: () => void;
  onCheckAgain: (cpnNo: string) => void;
  onRecheckUnknown: (verdict: Extract<Verdict, { kind: 'unknown' }>) => void;
}

/** The counts a "not sure" rests on, and the service's own words when it refuses the coupon now. */
function UnsureFacts({ verdict }: { verdict: Extract<Verdict, { kind: 'unknown' }> }) {
  const { t } = useTranslation('counter');
  const { settled } = verdict;
  const now = settled.now;
  return (
    <ul className="verdict__hints">
      <li>
        {now?.kind === 'count'
          ? t('redeem.unsureCounts', { before: settled.before, now: now.count })
          : t('redeem.unsureCountsUnread', { before: settled.before })}
      </li>
      <li>{t(`redeem.unsureReason.${settled.reason}`)}</li>
      {now?.kind === 'refused' && now.error.serviceMessage && (
        <li>{t('redeem.readBackRefused', { message: now.error.serviceMessage })}</li>
      )}
    </ul>
  );
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
      const discount = discountPhrase(before, currentLanguage());
      // What the cashier keys into the till, in the verdict's big type.
      const apply = t(`discount.${discount.key}`, { value: discount.value });
      const summary = redeemedSummary(before, after);
      const left = summary.left;
      return (
        <VerdictPanel tone="redeemed" word={t('verdict.redeemed')}>
          <p className="verdict__discount">{t('redeem.apply', { discount: apply })}</p>
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
              {t('redeem.readBackRefused', { message: summary.refusedNow })}
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
    case 'unknown':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.unknown')}>
          <p className="verdict__message">{t('redeem.unknownExplain')}</p>
          <p className="code">{verdict.cpnNo}</p>
          <UnsureFacts verdict={verdict} />
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
        </VerdictPanel>
      );
  }
}
