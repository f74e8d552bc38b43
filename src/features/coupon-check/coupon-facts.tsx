/*
 * What a valid verdict says about the coupon: its headline (the discount, the name, what a redeem
 * needs), where its dates or counts disagree with the answer, and the facts under the button.
 */
import { MapPin } from '../../components/icons/MapPin';
import { UserRound } from '../../components/icons/UserRound';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import type { Coupon } from '../../api/coupons';
import { OwnerDetails } from '../../counter/owner-details';
import { ValidityText } from '../../counter/validity-text';
import { VerdictMedia } from '../../counter/verdict-media';
import { formatYmd } from '../../lib/format';
import { discountPhrase } from '../../counter/discount';
import { disagreements, redeemNeeds, usageOf, type Usage } from './assess-coupon';

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
    // The words first, the bar after them: where the two do not fit on one line (the verdict's
    // column at 1024 px), the bar goes under the words rather than standing alone above them.
    <div className="usage">
      <span>{text}</span>
      {/* A bar only once there is something in it: an empty one read as a blank line. */}
      {usage.kind === 'limited' && usage.used > 0 && (
        <progress
          className="usage__bar"
          max={usage.limit}
          value={Math.min(usage.used, usage.limit)}
          aria-label={t('facts.usesLabel')}
          aria-valuetext={text}
        />
      )}
    </div>
  );
}

export function CouponFacts({ coupon, today }: { coupon: Coupon; today: string }) {
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

export function Headline({ coupon }: { coupon: Coupon }) {
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

export function Disagreements({ coupon, today }: { coupon: Coupon; today: string }) {
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
