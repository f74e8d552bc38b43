import { useId } from 'react';
import { Link } from 'wouter';
import { TIMELINE_PAGE, type DayReportPage, type ReportRow } from '../../api/report';
import { serviceClockParts } from '../../api/service-time';
import { formatNumber } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { auditDetailText } from '../../lib/report/audit-detail';
import { REPORTED_WRITES } from '../../lib/report/day-report';
import { tillNamer } from '../../lib/report/till-names';
import { serviceZoneAbbreviation, serviceZoneLabel } from '../../lib/service-zone';
import { givenText, rowHref } from './report-rows';
import { OUTCOMES, type ReportView } from './report-view';

/** Each outcome's row classes written out in full. */
const ROW_CLASS: Record<ReportRow['outcome'], string> = {
  ok: 'timeline-row timeline-row--ok',
  refused: 'timeline-row timeline-row--refused',
  failed: 'timeline-row timeline-row--failed',
  unknown: 'timeline-row timeline-row--unknown',
};

/** The names a filter offers: the day's, plus the one chosen (a shared address keeps its choice). */
function names(values: readonly (string | null)[], chosen: string | null): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value !== null) seen.add(value);
  if (chosen !== null) seen.add(chosen);
  return [...seen].sort((a, b) => a.localeCompare(b));
}

/**
 * The day's writes, oldest first, a page at a time, filtered by till, person, what and outcome
 * (the choices in the address); each row opens its coupon or card at the counter.
 */
export function ReportTimeline({
  view,
  report,
  dateLabel,
  onChange,
  updating,
}: {
  view: ReportView;
  report: DayReportPage;
  dateLabel: string;
  onChange: (patch: Partial<ReportView>) => void;
  updating: boolean;
}) {
  const { t } = useTranslation('report');
  const locale = currentLanguage();
  const ids = useId();
  const { rows, total, from } = report.timeline;
  const filtered =
    view.till !== null || view.person !== null || view.operation !== null || view.outcome !== null;
  const select = (
    key: 'till' | 'person' | 'operation' | 'outcome',
    label: string,
    all: string,
    options: { value: string; text: string }[],
  ) => (
    <div className="field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <select
        id={`${ids}-${key}`}
        className="input"
        value={view[key] ?? ''}
        onChange={(event) => onChange({ [key]: event.target.value || null })}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
  const plain = (value: string) => ({ value, text: value });
  const nameTill = tillNamer(report.tills.map((group) => group.till));

  return (
    <section className="card report-section report-timeline" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('timeline.title')}</h3>
      <div className="report-filters" role="group" aria-label={t('timeline.filters')}>
        {select(
          'till',
          t('timeline.till'),
          t('timeline.allTills'),
          // The filter keeps the till as the log names it; the choice reads as its name.
          names(
            report.tills.map((group) => group.till),
            view.till,
          ).map((value) => ({ value, text: nameTill(value) })),
        )}
        {select(
          'person',
          t('timeline.person'),
          t('timeline.allPeople'),
          names(
            report.people.map((group) => group.person),
            view.person,
          ).map(plain),
        )}
        {select(
          'operation',
          t('timeline.operation'),
          t('timeline.allOperations'),
          REPORTED_WRITES.map((value) => ({ value, text: t(`operations.${value}`) })),
        )}
        {select(
          'outcome',
          t('timeline.outcome'),
          t('timeline.allOutcomes'),
          OUTCOMES.map((value) => ({ value, text: t(`outcomes.${value}`) })),
        )}
      </div>
      <p className="report-timeline__count" role="status" aria-busy={updating}>
        {total > rows.length && rows.length > 0
          ? t('timeline.range', {
              first: formatNumber(from + 1, locale),
              last: formatNumber(from + rows.length, locale),
              total: formatNumber(total, locale),
            })
          : t('timeline.count', { count: total })}
      </p>
      {rows.length === 0 && from > 0 && total > 0 ? (
        // An address with a page past the day's last write (a shared link, a day that shrank).
        <div className="notice notice--info">
          <p>{t('timeline.pastTheEnd', { total: formatNumber(total, locale) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ from: 0 })}
          >
            {t('timeline.firstPage')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="notice notice--info">
          <p>{t('timeline.emptyFiltered')}</p>
          {filtered && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onChange({ till: null, person: null, operation: null, outcome: null })}
            >
              {t('timeline.showAll')}
            </button>
          )}
        </div>
      ) : (
        <TimelineTable
          rows={rows}
          nameTill={nameTill}
          caption={t('timeline.caption', { date: dateLabel, zone: serviceZoneLabel() })}
        />
      )}
      {total > rows.length && rows.length > 0 && (
        <div className="report-pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={from === 0}
            onClick={() => onChange({ from: Math.max(0, from - TIMELINE_PAGE) })}
          >
            {t('timeline.previous')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={from + rows.length >= total}
            onClick={() => onChange({ from: from + rows.length })}
          >
            {t('timeline.next')}
          </button>
        </div>
      )}
    </section>
  );
}

function TimelineTable({
  rows,
  caption,
  nameTill,
}: {
  rows: readonly ReportRow[];
  caption: string;
  nameTill: (till: string) => string;
}) {
  const { t } = useTranslation('report');
  const locale = currentLanguage();
  const zone = serviceZoneAbbreviation();
  const nobody = t('timeline.nobody');
  return (
    <div className="report-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="timeline-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('timeline.time', { zone })}</th>
            <th scope="col">{t('timeline.till')}</th>
            <th scope="col">{t('timeline.person')}</th>
            <th scope="col">{t('timeline.what')}</th>
            <th scope="col">{t('timeline.code')}</th>
            <th scope="col">{t('timeline.given')}</th>
            <th scope="col">{t('timeline.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = rowHref(row);
            const given = givenText(row, locale, (before, after) =>
              t('timeline.stamps', { before, after }),
            );
            return (
              <tr key={row.seq} className={ROW_CLASS[row.outcome]}>
                <th scope="row">
                  <time dateTime={row.time}>{serviceClockParts(new Date(row.time)).time}</time>
                </th>
                <td data-label={t('timeline.till')}>
                  <ShortWhole text={row.till === null ? nobody : nameTill(row.till)} />
                </td>
                <td data-label={t('timeline.person')}>{row.person ?? nobody}</td>
                <td data-label={t('timeline.what')}>{t(`operations.${row.operation}`)}</td>
                <td className="timeline-table__code" data-label={t('timeline.code')}>
                  {href ? (
                    <Link href={href} aria-label={t('timeline.open', { code: row.target ?? '' })}>
                      {row.target}
                    </Link>
                  ) : (
                    nobody
                  )}
                </td>
                <td data-label={t('timeline.given')}>
                  <span className="no-break">{given || nobody}</span>
                </td>
                <td data-label={t('timeline.outcome')}>
                  {/* One element: a stacked row sets the cell as heading and value. */}
                  <span>
                    <span className="timeline-row__outcome">{t(`outcomes.${row.outcome}`)}</span>
                    {row.detail && (
                      <span className="timeline-row__detail">{auditDetailText(row.detail, t)}</span>
                    )}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A till's name kept on one line when it is short ("Till 2" went to two lines in the timeline's
 * narrow column at 1440 px, its number alone on the second); a long one still wraps at its spaces.
 */
function ShortWhole({ text }: { text: string }) {
  return widthOf(text) <= SHORT_NAME ? <span className="no-break">{text}</span> : text;
}

/** In Latin letters' widths, roughly: Hangul and other wide characters count two. */
const widthOf = (text: string) => text.length + (text.match(/[\u1100-\uffff]/g)?.length ?? 0);

const SHORT_NAME = 12;
