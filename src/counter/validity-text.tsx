import { NoBreak } from '../components/no-break';
import { currentLanguage, useTranslation } from '../lib/i18n';
import { validityOn } from '../lib/dates';
import { formatYmd } from '../lib/format';
import './validity-text.css';

interface ValidityTextProps {
  strtYmd: string;
  endYmd: string;
  /** The shop's today (YYYY-MM-DD). */
  today: string;
}

/** "expires in 3 days · Nov 11 – Dec 21, 2026", in the staff's language. */
export function ValidityText({ strtYmd, endYmd, today }: ValidityTextProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const validity = validityOn(today, strtYmd, endYmd);
  const start = formatYmd(strtYmd, language);
  const end = formatYmd(endYmd, language);
  let relative: string;
  if (validity.state === 'expired')
    relative = t('validity.expiredAgo', { count: validity.daysAgo });
  else if (validity.state === 'not-yet')
    relative = t('validity.startsIn', { count: validity.days });
  else if (validity.daysLeft === 0) relative = t('validity.expiresToday');
  else relative = t('validity.expiresIn', { count: validity.daysLeft });
  return (
    <>
      <strong
        className={validity.state === 'valid' && validity.daysLeft <= 1 ? 'emphasis' : undefined}
      >
        {relative}
      </strong>
      {' · '}
      {/* A narrow column breaks between the dates, never inside one ("Nov / 18"). */}
      <NoBreak text={t('validity.range', { start, end })} keep={[start, end]} />
    </>
  );
}
