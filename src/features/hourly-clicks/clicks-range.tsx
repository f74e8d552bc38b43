/*
 * A range of days on the statistics screen (decision 0028): one v3 read for the whole range, the
 * busiest hours and weekday in words, the heatmap or its table, the CSV, and from click to
 * counter beside it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { redeemsQueries } from '../../api/redeems';
import type { ClickScope } from '../../api/statistics';
import { downloadCsvFile } from '../../lib/csv';
import {
  formatNumber,
  formatShortDay,
  formatWeekday,
  formatWeekdayAndDay,
  formatYmd,
} from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation, serviceZoneLabel } from '../../lib/service-zone';
import type { ServiceNow } from '../../lib/service-day';
import { clicksCsv, clicksCsvFileName, csvScopePart } from './clicks-csv';
import { ClicksHeatmap } from './clicks-heatmap';
import { HeldBack, LoadFailure, Loading } from './clicks-load-failure';
import { ClicksRangeTable } from './clicks-range-table';
import { rangeOf, type ClicksView } from './clicks-view';
import { CounterPanel } from './counter-panel';
import { summariseRange, toDayHourGrid } from './day-hour-grid';
import { hourRangeLabel, hourTickLabel } from './hour-buckets';
import { clicksQuery, useStatisticsWait } from './statistics-reads';
import './clicks-day.css';

export function ClicksRange({
  view,
  scope,
  scopeLabel,
  now,
}: {
  view: ClicksView;
  scope: ClickScope;
  scopeLabel: string;
  now: ServiceNow;
}) {
  const { t } = useTranslation('clicks');
  const language = currentLanguage();
  const zone = serviceZoneAbbreviation();
  const { startYmd, endYmd } = rangeOf(view);
  const holdsToday = endYmd >= now.today;
  const serviceWait = useStatisticsWait();
  const waiting = serviceWait > 0;
  const primary = useQuery({
    ...clicksQuery({ startYmd, endYmd, scope }, holdsToday),
    enabled: !waiting,
  });
  // The coupons counted at our tills; sent after the clicks' answer, and never during its wait.
  const [pattern, setPattern] = useState('');
  const redeems = useQuery({
    ...redeemsQueries.byHour({ startYmd, endYmd, pattern }, holdsToday),
    enabled: primary.isSuccess,
  });
  const redeemsAt = useMemo(() => {
    if (!redeems.data) return null;
    const at = new Map<string, number>();
    for (const row of redeems.data.rows) {
      if (row.redeems > 0) at.set(`${row.ymd} ${row.hour}`, row.redeems);
    }
    return at;
  }, [redeems.data]);
  const { today, hour: currentHour } = now;
  const grid = useMemo(
    () =>
      primary.data ? toDayHourGrid(primary.data, { startYmd, endYmd, today, currentHour }) : null,
    [primary.data, startYmd, endYmd, today, currentHour],
  );

  if (primary.isPending && waiting) return <HeldBack wait={serviceWait} />;
  if (primary.isPending || (primary.isError && primary.isFetching)) return <Loading />;
  if (primary.isError || !grid) {
    return (
      <LoadFailure
        key={primary.errorUpdatedAt}
        error={primary.error}
        wait={serviceWait}
        onRetry={() => void primary.refetch()}
      />
    );
  }

  const number = (value: number) => formatNumber(value, language);
  const summary = summariseRange(grid);
  const dates = t('range.dates', {
    from: formatYmd(startYmd, language, 'long'),
    to: formatYmd(endYmd, language, 'long'),
  });
  const total = t('range.total', {
    count: summary.totalClicks,
    value: number(summary.totalClicks),
  });
  const dayLabel = (ymd: string) => formatShortDay(ymd, language);
  const describeCell = (dayIndex: number, hour: number): string => {
    const day = grid.days[dayIndex];
    const bucket = day?.hours[hour];
    if (!day || !bucket) return '';
    const parts = { day: dayLabel(day.ymd), hour: hourRangeLabel(hour), zone };
    if (bucket.clicks === null) return t('range.lineFuture', parts);
    const redeems = redeemsAt?.get(`${day.ymd} ${hour}`) ?? 0;
    return (
      t('range.line', {
        ...parts,
        clicks: t('chart.clicksCount', { count: bucket.clicks, value: number(bucket.clicks) }),
        unique: t('chart.uniqueCount', { value: number(bucket.unique ?? 0) }),
      }) + (redeems > 0 ? t('range.lineRedeems', { count: redeems }) : '')
    );
  };

  const downloadCsv = () => {
    const columns = [
      t('range.csvDate'),
      t('table.hour', { zone }),
      t('table.clicks'),
      t('table.unique'),
    ];
    if (redeemsAt) columns.push(t('range.csvRedeems'));
    const rows = grid.days.flatMap((day) =>
      day.hours
        .filter((bucket) => bucket.clicks !== null)
        .map((bucket) => [
          day.ymd,
          hourRangeLabel(bucket.hour),
          bucket.clicks,
          bucket.unique,
          ...(redeemsAt ? [redeemsAt.get(`${day.ymd} ${bucket.hour}`) ?? 0] : []),
        ]),
    );
    const csv = clicksCsv({
      meta: [
        [t('csv.scope'), scopeLabel],
        [t('range.csvRange'), `${startYmd} – ${endYmd}`],
        [t('csv.zone'), serviceZoneLabel()],
      ],
      columns,
      rows,
    });
    downloadCsvFile(
      csv,
      clicksCsvFileName({ scope: csvScopePart(scope), ymd: `${startYmd}_${endYmd}` }),
    );
  };

  return (
    <section className="card clicks-day clicks-range" aria-labelledby="clicks-total">
      <div className="clicks-summary">
        <p id="clicks-total" className="clicks-summary__total">
          <span className="no-break">{total}</span> <span className="hint">{dates}</span>
        </p>
        {summary.busiestHours.length === 0 ? (
          <p>{t('range.noClicks')}</p>
        ) : (
          <p>
            {t('range.busiestHours', {
              hours: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                summary.busiestHours.map(hourRangeLabel),
              ),
              zone,
            })}
            {summary.busiestWeekday !== null &&
              ` ${t('range.busiestWeekday', { weekday: formatWeekday(summary.busiestWeekday, language) })}`}
          </p>
        )}
      </div>
      <div className="clicks-day__data">
        {view.display === 'chart' ? (
          <ClicksHeatmap
            grid={grid}
            redeemsAt={redeemsAt}
            name={t('range.name', { scope: scopeLabel, dates, total })}
            instructions={t('range.instructions')}
            zoneCaption={t('chart.zone', { zone: serviceZoneLabel() })}
            labels={{
              legend: t('range.legend'),
              none: t('range.none'),
              redeemed: t('range.redeemedKey'),
            }}
            dayLabel={(ymd) => ({ full: dayLabel(ymd), short: formatWeekdayAndDay(ymd, language) })}
            stepLabel={(from, to) =>
              from === to
                ? t('range.step', { from: number(from) })
                : t('range.steps', { from: number(from), to: number(to) })
            }
            hourTick={hourTickLabel}
            describeCell={describeCell}
          />
        ) : (
          <ClicksRangeTable
            grid={grid}
            redeemsAt={redeemsAt}
            caption={t('range.caption', { scope: scopeLabel, dates, zone: serviceZoneLabel() })}
            zone={zone}
            dayLabel={dayLabel}
            hourTick={hourTickLabel}
            formatNumber={number}
          />
        )}
      </div>
      <p className="hint clicks-day__note">{t('summary.uniqueNote')}</p>
      <div className="clicks-actions">
        <button type="button" className="button button--secondary" onClick={downloadCsv}>
          {t('csv.download')}
        </button>
      </div>
      <CounterPanel grid={grid} redeems={redeems} pattern={pattern} onPattern={setPattern} />
    </section>
  );
}
