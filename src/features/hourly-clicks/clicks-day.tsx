/*
 * One day's clicks on the statistics screen: its reads (the day and the week before), the summary,
 * the chart or the table, the CSV download; held back and loading in its place.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClickScope } from '../../api/statistics';
import { describeError } from '../../components/api-error-message';
import { downloadCsvFile } from '../../lib/csv';
import { formatNumber, formatYmd } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation, serviceZoneLabel } from '../../lib/service-zone';
import { ClicksChart } from './clicks-chart';
import { clicksCsv, clicksCsvFileName, csvScopePart } from './clicks-csv';
import { ClicksSummary } from './clicks-summary';
import { ClicksTable, type ClicksTableRow } from './clicks-table';
import type { ClicksView } from './clicks-view';
import { HeldBack, LoadFailure, Loading } from './clicks-load-failure';
import {
  compareDays,
  hourRangeLabel,
  hourTickLabel,
  previousOverSameHours,
  summariseDay,
  toHourBuckets,
  type HourBucket,
} from './hour-buckets';
import { clicksQuery, useStatisticsWait } from './statistics-reads';
import { addDays, type ServiceNow } from '../../lib/service-day';
import './clicks-day.css';

/**
 * One day's clicks: the total and the busiest hour beside the chart (or the table) where the
 * screen is wide enough, above it where it is not; loading, waiting and failure in its place.
 */
export function ClicksDay({
  view,
  scope,
  scopeLabel,
  now,
}: {
  view: ClicksView;
  scope: ClickScope;
  /** "the whole account": for the chart's name, the table's caption and the CSV. */
  scopeLabel: string;
  now: ServiceNow;
}) {
  const { t } = useTranslation('clicks');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const zone = serviceZoneAbbreviation();
  const zoneLabel = serviceZoneLabel();
  const isToday = view.ymd === now.today;
  const previousYmd = addDays(view.ymd, -7);
  const serviceWait = useStatisticsWait();
  // Nothing is sent during the service's wait; the day on screen loads by itself once it is over
  // (a read: asking again after the wait the service named is what it asked for).
  const waiting = serviceWait > 0;
  const primary = useQuery({
    ...clicksQuery({ startYmd: view.ymd, endYmd: view.ymd, scope }, isToday),
    enabled: !waiting,
  });
  // Sent after the first answer: the service takes one statistics call at a time.
  const comparison = useQuery({
    ...clicksQuery({ startYmd: previousYmd, endYmd: previousYmd, scope }, false),
    enabled: view.compare && primary.isSuccess && !waiting,
  });

  const number = (value: number) => formatNumber(value, language);
  const { today, hour: currentHour } = now;
  const buckets = useMemo(
    () =>
      primary.data ? toHourBuckets(primary.data, { ymd: view.ymd, today, currentHour }) : null,
    [primary.data, view.ymd, today, currentHour],
  );
  const previous = useMemo(
    () =>
      view.compare && comparison.data
        ? toHourBuckets(comparison.data, { ymd: previousYmd, today, currentHour })
        : null,
    [view.compare, comparison.data, previousYmd, today, currentHour],
  );

  if (primary.isPending && waiting) return <HeldBack wait={serviceWait} />;
  // Pending, or an earlier failure being asked again.
  if (primary.isPending || (primary.isError && primary.isFetching)) return <Loading />;
  if (primary.isError || !buckets) {
    // Keyed by the error: a new failure is announced anew.
    return (
      <LoadFailure
        key={primary.errorUpdatedAt}
        error={primary.error}
        wait={serviceWait}
        onRetry={() => void primary.refetch()}
      />
    );
  }

  const summary = summariseDay(buckets);
  const rows = compareDays(buckets, previous ?? buckets);
  const dateLabel = formatYmd(view.ymd, language, 'long');
  const previousDateLabel = formatYmd(previousYmd, language, 'long');
  const clicksText = (count: number) => t('chart.clicksCount', { count, value: number(count) });
  const uniqueText = (count: number) => t('chart.uniqueCount', { value: number(count) });
  const bucketAt = (hour: number): HourBucket => buckets[hour] as HourBucket;

  const describeHour = (hour: number): string => {
    const bucket = bucketAt(hour);
    const label = hourRangeLabel(hour);
    const before = previous?.[hour]?.clicks;
    const tail =
      previous && before !== null && before !== undefined
        ? t('chart.linePrevious', { previous: number(before) })
        : '';
    if (bucket.state === 'future') return t('chart.lineFuture', { hour: label, zone });
    const parts = {
      hour: label,
      zone,
      clicks: clicksText(bucket.clicks ?? 0),
      unique: uniqueText(bucket.unique ?? 0),
    };
    return (
      (bucket.state === 'current' ? t('chart.lineCurrent', parts) : t('chart.line', parts)) + tail
    );
  };

  const tableRows: ClicksTableRow[] = rows.map((row) => ({
    hour: row.hour,
    label: hourRangeLabel(row.hour),
    state: bucketAt(row.hour).state,
    clicks: row.clicks,
    unique: bucketAt(row.hour).unique,
    previous: previous ? row.previous : undefined,
    change: previous ? row.change : undefined,
  }));
  const previousTotal = previous ? summariseDay(previous).totalClicks : null;
  // Today so far is compared with the same hours of the earlier day, not with all of it (a
  // walk saw 248 clicks by midday set against 488 for a whole day: "−240").
  const previousSoFar = previous && isToday ? previousOverSameHours(rows) : null;

  const downloadCsv = () => {
    const columns = [t('table.hour', { zone }), t('table.clicks'), t('table.unique')];
    if (previous) columns.push(t('table.previous', { date: previousYmd }), t('table.change'));
    const csv = clicksCsv({
      meta: [
        [t('csv.scope'), scopeLabel],
        [t('csv.date'), view.ymd],
        [t('csv.zone'), zoneLabel],
        ...(previous ? [[t('csv.previousDate'), previousYmd] as const] : []),
      ],
      columns,
      rows: tableRows.map((row) => [
        row.label,
        row.clicks,
        row.unique,
        ...(previous ? [row.previous ?? null, row.change ?? null] : []),
      ]),
    });
    const fileName = clicksCsvFileName({ scope: csvScopePart(scope), ymd: view.ymd });
    downloadCsvFile(csv, fileName);
  };

  return (
    <section className="card clicks-day" aria-labelledby="clicks-total">
      <ClicksSummary
        total={clicksText(summary.totalClicks)}
        when={
          isToday
            ? { text: t('summary.soFar', { time: now.time, zone }), keep: now.time }
            : // Short: kept whole ("on November 21, 2026"), not only its date.
              {
                text: t('summary.on', { date: dateLabel }),
                keep: t('summary.on', { date: dateLabel }),
              }
        }
        peak={
          summary.peakHour === null
            ? null
            : {
                hour: `${hourRangeLabel(summary.peakHour)} ${zone}`,
                clicks: clicksText(bucketAt(summary.peakHour).clicks ?? 0),
              }
        }
        previous={
          view.compare
            ? {
                date: previousDateLabel,
                total: previousTotal === null ? null : clicksText(previousTotal),
                soFar: previousSoFar === null ? null : clicksText(previousSoFar),
                failed: comparison.isError
                  ? describeError(comparison.error, tCommon).summary
                  : null,
              }
            : null
        }
      />
      <div className="clicks-day__data">
        {view.display === 'chart' ? (
          <ClicksChart
            buckets={buckets}
            previous={previous}
            peakHour={summary.peakHour}
            name={
              summary.peakHour === null
                ? t('chart.nameNoPeak', { scope: scopeLabel, date: dateLabel })
                : t('chart.name', {
                    scope: scopeLabel,
                    date: dateLabel,
                    total: clicksText(summary.totalClicks),
                    peak: `${hourRangeLabel(summary.peakHour)} ${zone}`,
                  })
            }
            instructions={t('chart.instructions')}
            zoneCaption={t('chart.zone', { zone: zoneLabel })}
            labels={{
              clicks: t('chart.clicks'),
              unique: t('chart.unique'),
              previous: t('chart.previous'),
              peak: t('chart.peak'),
              current: t('chart.current'),
              future: t('chart.future'),
            }}
            hourTick={hourTickLabel}
            describeHour={describeHour}
            formatNumber={number}
          />
        ) : (
          <ClicksTable
            caption={t('table.caption', { scope: scopeLabel, date: dateLabel, zone: zoneLabel })}
            zone={zone}
            rows={tableRows}
            totalClicks={summary.totalClicks}
            previousTotal={previousSoFar ?? previousTotal}
            soFar={isToday}
            previousDate={previous ? previousDateLabel : null}
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
    </section>
  );
}
