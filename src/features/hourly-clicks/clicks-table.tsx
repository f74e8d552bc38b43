import { useTranslation } from '../../lib/i18n';
import type { HourState } from './hour-buckets';
import './clicks-table.css';

export interface ClicksTableRow {
  hour: number;
  /** "14:00–15:00" */
  label: string;
  state: HourState;
  clicks: number | null;
  unique: number | null;
  /** Present only when comparing. */
  previous?: number | null;
  change?: number | null;
}

interface ClicksTableProps {
  caption: string;
  /** "KST", beside the hour column's title. */
  zone: string;
  rows: readonly ClicksTableRow[];
  totalClicks: number;
  /** The earlier day's total; for a day in progress, over the same hours (`soFar`). */
  previousTotal: number | null;
  /** The day is in progress: its total row is "so far", set against the same hours. */
  soFar?: boolean;
  /** The week-earlier day, when compared and loaded. */
  previousDate: string | null;
  formatNumber: (value: number) => string;
}

/** The chart's numbers as a real table: a caption, column and row headers, the day's total. */
export function ClicksTable(props: ClicksTableProps) {
  const { caption, zone, rows, totalClicks, previousTotal, soFar, previousDate, formatNumber } =
    props;
  const { t } = useTranslation('clicks');
  const comparing = previousDate !== null;
  const signed = (value: number) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value));
  // "not yet" whole: in a phone's narrow column it broke into "not / yet".
  const cell = (value: number | null | undefined, state: ClicksTableRow['state']) =>
    state === 'future' ? (
      <span className="no-break">{t('table.notYet')}</span>
    ) : (
      formatNumber(value ?? 0)
    );
  return (
    <>
      {/* The caption, seen above the part that scrolls sideways: in the table it was as wide as
          the table and cut at a phone's edge ("…the whole acco"). The table keeps its own for
          screen readers, and the region is named by it. */}
      <p className="clicks-table__caption" aria-hidden="true">
        {caption}
      </p>
      <div className="clicks-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="clicks-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.hour', { zone })}</th>
              <th scope="col">{t('table.clicks')}</th>
              <th scope="col">{t('table.unique')}</th>
              {comparing && <th scope="col">{t('table.previous', { date: previousDate })}</th>}
              {comparing && <th scope="col">{t('table.change')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hour}>
                <th scope="row">
                  {row.label}
                  {row.state === 'current' && (
                    <span className="clicks-table__note"> ({t('table.inProgress')})</span>
                  )}
                </th>
                <td>{cell(row.clicks, row.state)}</td>
                <td>{cell(row.unique, row.state)}</td>
                {comparing && <td>{formatNumber(row.previous ?? 0)}</td>}
                {comparing && (
                  <td>
                    {row.change === null || row.change === undefined ? '' : signed(row.change)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{soFar ? t('table.totalSoFar') : t('table.total')}</th>
              <td>{formatNumber(totalClicks)}</td>
              <td className="clicks-table__note">{t('table.notSummed')}</td>
              {comparing && <td>{previousTotal === null ? '' : formatNumber(previousTotal)}</td>}
              {comparing && (
                <td>{previousTotal === null ? '' : signed(totalClicks - previousTotal)}</td>
              )}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
