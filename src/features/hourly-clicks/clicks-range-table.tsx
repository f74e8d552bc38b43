import type { DayHourGrid } from './day-hour-grid';
import { HOURS_IN_DAY } from './hour-buckets';
import { useTranslation } from '../../lib/i18n';
import './clicks-table.css';

/**
 * The heatmap's figures as a real table: a row per day (its header the day), a column per hour,
 * and the day's total; an hour with coupons redeemed at our tills says how many beside its
 * clicks. Scrolls sideways inside its own region, named by its caption.
 */
export function ClicksRangeTable({
  grid,
  redeemsAt,
  caption,
  zone,
  dayLabel,
  hourTick,
  formatNumber,
}: {
  grid: DayHourGrid;
  redeemsAt: ReadonlyMap<string, number> | null;
  caption: string;
  zone: string;
  dayLabel: (ymd: string) => string;
  hourTick: (hour: number) => string;
  formatNumber: (value: number) => string;
}) {
  const { t } = useTranslation('clicks');
  return (
    <>
      <p className="clicks-table__caption" aria-hidden="true">
        {caption}
      </p>
      <div className="clicks-table-wrap" role="region" aria-label={caption} tabIndex={0}>
        <table className="clicks-table clicks-table--range">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('range.day')}</th>
              {Array.from({ length: HOURS_IN_DAY }, (_, hour) => (
                <th key={hour} scope="col">
                  {hourTick(hour)}
                  <span className="visually-hidden"> {zone}</span>
                </th>
              ))}
              <th scope="col">{t('range.dayTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {grid.days.map((day) => (
              <tr key={day.ymd}>
                <th scope="row">{dayLabel(day.ymd)}</th>
                {day.hours.map((bucket) => {
                  const redeems = redeemsAt?.get(`${day.ymd} ${bucket.hour}`) ?? 0;
                  return (
                    <td key={bucket.hour}>
                      {bucket.clicks === null ? '' : formatNumber(bucket.clicks)}
                      {redeems > 0 && (
                        <span className="clicks-table__note">
                          {' '}
                          {t('range.cellRedeems', { count: redeems })}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td>
                  {formatNumber(day.hours.reduce((sum, bucket) => sum + (bucket.clicks ?? 0), 0))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
