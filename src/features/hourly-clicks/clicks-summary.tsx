import { NoBreak } from '../../components/no-break';
import { useTranslation } from '../../lib/i18n';
import './clicks-summary.css';

interface ClicksSummaryProps {
  /** "1,800 clicks". */
  total: string;
  /** "on November 21, 2026" / "so far today, to 14:20 KST", and the value in it kept whole. */
  when: { text: string; keep: string };
  /** The busiest hour ("19:00–20:00 KST") and its clicks; null on a day without clicks. */
  peak: { hour: string; clicks: string } | null;
  /** The week-earlier day, when compared: its total once loaded, or why it failed. */
  previous: {
    date: string;
    total: string | null;
    /** Today: the earlier day's clicks over the hours today has had so far. */
    soFar?: string | null;
    failed: string | null;
  } | null;
}

/**
 * The day's total, its busiest hour and the week-earlier total. Dates, hours and counts never
 * break inside ("2026년 11월 21일" split after "11월" in the narrow column beside the chart).
 */
export function ClicksSummary({ total, when, peak, previous }: ClicksSummaryProps) {
  const { t } = useTranslation('clicks');
  return (
    <div className="clicks-summary">
      <p id="clicks-total" className="clicks-summary__total">
        <span className="no-break">{total}</span>{' '}
        <span className="hint">
          <NoBreak text={when.text} keep={[when.keep]} />
        </span>
      </p>
      <p>
        {peak === null ? (
          t('summary.noPeak')
        ) : (
          <NoBreak text={t('summary.peak', peak)} keep={[peak.hour, peak.clicks]} />
        )}
      </p>
      {previous && (
        <p role="status">
          {previous.total !== null && previous.soFar ? (
            <NoBreak
              text={t('summary.previousSoFar', {
                date: previous.date,
                total: previous.total,
                soFar: previous.soFar,
              })}
              keep={[previous.date, previous.total, previous.soFar]}
            />
          ) : previous.total !== null ? (
            <NoBreak
              text={t('summary.previousTotal', { date: previous.date, total: previous.total })}
              keep={[previous.date, previous.total]}
            />
          ) : previous.failed !== null ? (
            t('summary.previousFailed', { reason: previous.failed })
          ) : (
            t('summary.previousLoading')
          )}
        </p>
      )}
    </div>
  );
}
