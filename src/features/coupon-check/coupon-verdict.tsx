import { MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/coupons';
import { isApiError } from '../../api/errors';
import { describeError } from '../../components/api-error-message';
import { OwnerDetails } from '../../components/owner-details';
import { RetryPanel } from '../../components/retry-panel';
import { ValidityText } from '../../components/validity-text';
import { VerdictMedia } from '../../components/verdict-media';
import { VerdictPanel } from '../../components/verdict-panel';
import { serviceToday } from '../../api/service-time';
import { formatTime, formatYmd } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { lastActivity } from '../../lib/recent-activity';
import {
  disagreements,
  discountValue,
  hasLookAlikes,
  redeemNeeds,
  usageOf,
  type Usage,
} from './assess-coupon';
import type { Verdict } from './use-coupon-counter';
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
  const discount = discountValue(coupon, currentLanguage());
  const needs = redeemNeeds(coupon);
  return (
    <>
      <p className="verdict__discount">
        {discount.kind === 'unknown'
          ? t('discount.unknownType', { value: discount.text })
          : t(`discount.${discount.kind}`, { value: discount.text })}
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
              <UserRound aria-hidden="true" className="inline-icon" /> {t('facts.memberOnly')}
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
  redeemedAgoMs: number | undefined;
  redeeming: boolean;
  onRedeem: () => void;
}

function RedeemButton({ redeemedAgoMs, redeeming, onRedeem }: RedeemButtonProps) {
  const { t } = useTranslation('counter');
  const [confirmRepeat, setConfirmRepeat] = useState(false);
  const repeat = redeemedAgoMs !== undefined;
  return (
    <div className="verdict__actions">
      {repeat && (
        <p className="notice notice--warning" role="note">
          {t('redeem.recentWarning', { count: Math.max(1, Math.round(redeemedAgoMs / 1000)) })}
        </p>
      )}
      <button
        type="button"
        className={
          repeat && !confirmRepeat
            ? 'button button--secondary button--large'
            : 'button button--primary button--large'
        }
        disabled={redeeming}
        aria-busy={redeeming || undefined}
        onClick={() => {
          if (repeat && !confirmRepeat) {
            setConfirmRepeat(true);
            return;
          }
          onRedeem();
        }}
      >
        {redeeming
          ? t('redeem.working')
          : repeat
            ? confirmRepeat
              ? t('redeem.confirmAgain')
              : t('redeem.again')
            : t('redeem.action')}
      </button>
    </div>
  );
}

function RefusalHints({ cpnNo, typed }: { cpnNo: string; typed: boolean }) {
  const { t } = useTranslation('counter');
  const language = currentLanguage();
  const redeemed = lastActivity(cpnNo, 'redeem');
  const hints: string[] = [];
  if (redeemed && redeemed.outcome === 'ok')
    hints.push(t('hints.redeemedHere', { time: formatTime(new Date(redeemed.at), language) }));
  else if (typed && hasLookAlikes(cpnNo)) hints.push(t('hints.lookAlike'));
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
  redeeming: boolean;
  onRedeem: (coupon: Coupon) => void;
  onCheckAgain: (cpnNo: string) => void;
  onRecheckUnknown: (cpnNo: string, before: Coupon) => void;
}

/** One verdict, in big type, with colour, an icon and words. */
export function CouponVerdict({
  verdict,
  redeeming,
  onRedeem,
  onCheckAgain,
  onRecheckUnknown,
}: CouponVerdictProps) {
  const { t } = useTranslation('counter');
  const { t: tCommon } = useTranslation();
  const today = serviceToday();
  const usageText = useUsageText();

  switch (verdict.kind) {
    case 'idle':
      return <VerdictIdle />;
    case 'checking':
      return <CouponSkeleton code={verdict.cpnNo} />;
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
            redeemedAgoMs={verdict.redeemedAgoMs}
            redeeming={redeeming}
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
        <VerdictPanel tone="failed" word={t('verdict.failed')}>
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
    case 'redeemed': {
      const { after, before } = verdict;
      const lastUse = before.useLimit > 0 && before.useCnt + 1 >= before.useLimit;
      let readBack: string;
      if (!isApiError(after)) readBack = t('redeem.readBack', { usage: usageText(usageOf(after)) });
      else if (after.kind === 'refused' && after.serviceMessage)
        readBack = t('redeem.readBackRefused', { message: after.serviceMessage });
      else readBack = t('redeem.readBackFailed', { reason: describeError(after, tCommon).summary });
      return (
        <VerdictPanel tone="redeemed" word={t('verdict.redeemed')}>
          <p className="verdict__sub">
            {verdict.recovered
              ? isApiError(after)
                ? t('redeem.recoveredLastUse', {
                    message: after.serviceMessage ?? '',
                  })
                : t('redeem.recoveredDone')
              : lastUse
                ? t('redeem.doneLastUse')
                : t('redeem.done')}
          </p>
          <p className="verdict__name">
            {before.nm} · <span className="code">{before.cpnNo}</span>
          </p>
          {!verdict.recovered || !isApiError(after) ? (
            <p className="verdict__message">{readBack}</p>
          ) : null}
          {!isApiError(after) && after.useCnt <= before.useCnt && (
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
          <RetryPanel
            error={verdict.error}
            offlineMessage={t('offline')}
            rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
            retryLabel={t('checkAgain')}
            onRetry={() => onRecheckUnknown(verdict.cpnNo, verdict.before)}
          />
        </VerdictPanel>
      );
  }
}
