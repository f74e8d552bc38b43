import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { ReportRow, Tally } from '../../api/report';
import { serviceClockParts } from '../../api/service-time';
import { formatNumber } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { discountParts } from '../../lib/report/tally-rows';
import { checkKey, givenText, rowHref } from './report-rows';

/** The tally's columns, in the order a shop reconciles them: given, then what did not go. */
const COLUMNS = [
  'redeems',
  'discounts',
  'stampsAdded',
  'stampsTakenBack',
  'rewards',
  'creates',
  'refused',
  'failed',
  'notSure',
] as const;
type Column = (typeof COLUMNS)[number];

/**
 * A cell's figure. The discounts are one item each ("$5.50 (1)"), kept whole on their line: the
 * column wrapped between an amount and its count, and "(1)" read as the next amount's. One
 * element, so a stacked row still sets it beside its heading.
 */
function cellText(tally: Tally, column: Column, locale: string, otherWord: string): ReactNode {
  if (column !== 'discounts') return formatNumber(tally[column], locale);
  const parts = discountParts(tally, locale, otherWord);
  if (parts.length === 0) return '—';
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={part}>
          {index > 0 && ', '}
          <span className="tally-table__item">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * One row per till (or per person) and the day's totals at its foot, which the rows add up to
 * (the report's property test holds them to the log). On a phone and on a receipt each row
 * stacks, every figure with its heading beside it (day-report.css, data-label).
 */
export function TallyTable({
  kind,
  caption,
  groups,
  totals,
}: {
  kind: 'tills' | 'people';
  caption: string;
  groups: { name: string | null; tally: Tally }[];
  totals: Tally;
}) {
  const { t } = useTranslation('report');
  const locale = currentLanguage();
  const other = t('tally.other');
  const heading = (column: Column) => t(`tally.${column}`);
  const row = (name: string, tally: Tally, key: string, total = false) => (
    <tr key={key} className={total ? 'tally-table__total' : undefined}>
      <th scope="row">{name}</th>
      {COLUMNS.map((column) => (
        <td
          key={column}
          data-label={heading(column)}
          className={
            column === 'discounts'
              ? 'tally-table__discounts'
              : column === 'notSure' && tally.notSure > 0
                ? 'tally-table__warn'
                : undefined
          }
        >
          {cellText(tally, column, locale, other)}
        </td>
      ))}
    </tr>
  );
  return (
    <section className="card report-section" aria-labelledby={`report-${kind}`}>
      <h3 id={`report-${kind}`}>{t(`${kind}.title`)}</h3>
      <div className="report-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="tally-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${kind}.column`)}</th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {heading(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group, index) =>
              row(group.name ?? t(`${kind}.none`), group.tally, `${index}-${group.name ?? ''}`),
            )}
          </tbody>
          <tfoot>{row(t('tally.total'), totals, 'total', true)}</tfoot>
        </table>
      </div>
    </section>
  );
}

/** Every write of the day that ended not sure, first, each with what to check and a link to it. */
export function NotSureList({
  rows,
  nameTill,
}: {
  rows: readonly ReportRow[];
  nameTill: (till: string) => string;
}) {
  const { t } = useTranslation('report');
  const locale = currentLanguage();
  if (rows.length === 0) {
    return <p className="notice notice--success report-all-known">{t('notSure.none')}</p>;
  }
  return (
    <section
      className="notice notice--warning report-not-sure"
      aria-labelledby="report-not-sure"
      role="region"
    >
      <h3 id="report-not-sure">{t('notSure.title', { count: rows.length })}</h3>
      <ul className="report-not-sure__list">
        {rows.map((row) => {
          const href = rowHref(row);
          const stamps = row.facts?.stamps;
          const check = t(`notSure.check.${checkKey(row)}`, {
            before: formatNumber(stamps?.before ?? 0, locale),
            after: formatNumber(stamps?.after ?? 0, locale),
          });
          const time = serviceClockParts(new Date(row.time)).time.slice(0, 5);
          const given = givenText(row, locale, (before, after) =>
            t('timeline.stamps', { before, after }),
          );
          return (
            <li key={row.seq}>
              <span className="report-not-sure__what">
                <time dateTime={row.time}>{time}</time> · {t(`operations.${row.operation}`)} ·{' '}
                {href ? (
                  <Link href={href} aria-label={t('timeline.open', { code: row.target ?? '' })}>
                    {row.target}
                  </Link>
                ) : (
                  t('timeline.nobody')
                )}
                {given && ` · ${given}`} ·{' '}
                {row.till === null ? t('tills.none') : nameTill(row.till)} ·{' '}
                {row.person ?? t('people.none')}
              </span>
              <span className="report-not-sure__check">{check}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
