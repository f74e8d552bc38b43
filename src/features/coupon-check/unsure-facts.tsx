/* The facts under the coupon counter's "not sure" verdict (a redeem whose outcome is unknown). */
import { formatTimeWithSeconds } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import type { Verdict } from './coupon-verdicts';

/**
 * The counts a "not sure" rests on, the service's own words when it refuses the coupon now, and
 * (`reportCheck`) that the day report will ask the owner to check it.
 */
export function UnsureFacts({
  verdict,
  reportCheck,
}: {
  verdict: Extract<Verdict, { kind: 'unknown' }>;
  reportCheck: boolean;
}) {
  const { t } = useTranslation('counter');
  const { settled } = verdict;
  const now = settled.now;
  return (
    <ul className="verdict__hints">
      {verdict.checkedAgainAt !== undefined && (
        <li>
          {t('redeem.checkedAgain', {
            time: formatTimeWithSeconds(new Date(verdict.checkedAgainAt), currentLanguage()),
          })}
        </li>
      )}
      <li>
        {now?.kind === 'count'
          ? t('redeem.unsureCounts', { before: settled.before, now: now.count })
          : now?.kind === 'refused'
            ? t('redeem.unsureCountsRefused', { before: settled.before })
            : t('redeem.unsureCountsUnread', { before: settled.before })}
      </li>
      <li>{t(`redeem.unsureReason.${settled.reason}`)}</li>
      {now?.kind === 'refused' && now.error.serviceMessage && (
        <li>
          {t(
            now.error.saidBy === 'server'
              ? 'redeem.readBackRefusedByServer'
              : 'redeem.readBackRefused',
            { message: now.error.serviceMessage },
          )}
        </li>
      )}
      {reportCheck && <li>{t('redeem.unsureReportCheck')}</li>}
    </ul>
  );
}
