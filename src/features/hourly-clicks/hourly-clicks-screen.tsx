import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/errors';
import {
  statisticsKeys,
  statisticsQueries,
  type ClickScope,
  type ClicksByHourParams,
} from '../../api/statistics';
import { PATHS } from '../../app/paths';
import { describeError } from '../../components/api-error-message';
import { Screen } from '../../components/screen';
import { useDemoSettings } from '../../lib/demo-controls';
import { formatNumber, formatYmd } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation, serviceZoneLabel } from '../../lib/service-zone';
import { ClicksChart } from './clicks-chart';
import { ClicksControls } from './clicks-controls';
import { clicksCsv, clicksCsvFileName } from './clicks-csv';
import { ClicksTable, type ClicksTableRow } from './clicks-table';
import {
  addDays,
  clicksSearch,
  parseClicksView,
  scopeForPlan,
  scopeOf,
  type ClicksView,
} from './clicks-view';
import { compareDays, summariseDay, toHourBuckets, type HourBucket } from './hour-buckets';
import { useServiceNow, type ServiceNow } from './use-service-now';
import './hourly-clicks.css';
import { useSecondsUntil } from '../../components/retry-panel';

/**
 * The day's clicks as the service counts them. A past day never changes: kept for the session.
 * Today is read again at most once a minute. A refusal (the plan, a link that is not there) is
 * shown once and never sent again by itself.
 */
function clicksQuery(params: ClicksByHourParams, isToday: boolean) {
  const refused = (error: unknown) => isApiError(error) && error.kind === 'refused';
  return {
    ...statisticsQueries.clicksByHour(params),
    staleTime: isToday ? 60_000 : Infinity,
    refetchInterval: isToday ? 60_000 : (false as const),
    refetchOnWindowFocus: (query: { state: { error: unknown } }) => !refused(query.state.error),
  };
}

/** When the latest Retry-After among the statistics reads ends (epoch ms), or null. */
function statisticsRetryAt(queryClient: QueryClient): number | null {
  let latest: number | null = null;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: statisticsKeys.all })) {
    const error = query.state.error;
    if (isApiError(error) && error.kind === 'rate-limited' && error.retryAt !== null)
      latest = Math.max(latest ?? 0, error.retryAt);
  }
  return latest;
}

/**
 * Seconds left of the service's wait after a 429 on any statistics read: the limit is the
 * account's, so another day asked during the wait would only be refused again (and counted).
 */
function useStatisticsWait(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const retryAt = useSyncExternalStore(subscribe, () => statisticsRetryAt(queryClient));
  return useSecondsUntil(retryAt);
}

const pad = (hour: number) => String(hour).padStart(2, '0');
const hourRange = (hour: number) => `${pad(hour)}:00–${pad(hour + 1)}:00`;

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useServiceNow();
  const plan = useDemoSettings()?.plan ?? null;
  const parsed = useMemo(() => parseClicksView(search, now.today), [search, now.today]);
  const { scopeKind, heldBack } = scopeForPlan(parsed.scopeKind, plan);
  const view = { ...parsed, scopeKind };
  const scope = scopeOf(view);
  const go = (patch: Partial<ClicksView>) =>
    navigate(`${PATHS.clicks}${clicksSearch({ ...view, ...patch }, now.today)}`);

  return (
    <Screen title={t('title')} lead={t('lead')}>
      <ClicksControls view={view} plan={plan} today={now.today} onChange={go} />
      {heldBack && (
        <p className="notice notice--info">
          {heldBack === 'group'
            ? t('states.planGroup', { grpIdx: parsed.grpIdx ?? '' })
            : t('states.planAccount')}
        </p>
      )}
      {scope ? (
        <ClicksDay view={view} scope={scope} now={now} />
      ) : (
        <p className="notice notice--info" role="status">
          {t(scopeKind === 'group' ? 'states.chooseGroup' : 'states.chooseLink')}
        </p>
      )}
    </Screen>
  );
}

function ClicksDay({ view, scope, now }: { view: ClicksView; scope: ClickScope; now: ServiceNow }) {
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
    ...clicksQuery({ ymd: view.ymd, scope }, isToday),
    enabled: !waiting,
  });
  // Sent after the first answer: the service takes one statistics call at a time.
  const comparison = useQuery({
    ...clicksQuery({ ymd: previousYmd, scope }, false),
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

  if (primary.isPending && waiting) {
    return (
      <div className="card">
        {/* Said once; the count below changes every second and is not read out each time. */}
        <p role="status">{t('states.heldBack')}</p>
        <p className="hint">{t('states.loadsIn', { count: serviceWait })}</p>
      </div>
    );
  }
  // Pending, or an earlier failure being asked again.
  if (primary.isPending || (primary.isError && primary.isFetching)) {
    return (
      <div className="card" aria-busy="true">
        <p role="status">{t('states.loading')}</p>
        <div className="clicks-skeleton" aria-hidden="true">
          {Array.from({ length: 24 }, (_, hour) => (
            <span key={hour} style={{ height: `${20 + ((hour * 37) % 60)}%` }} />
          ))}
        </div>
      </div>
    );
  }
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
  const scopeLabel =
    scope.kind === 'link'
      ? t('scope.link', { linkId: scope.linkId, domain: scope.domain.replace(/^https:\/\//, '') })
      : scope.kind === 'group'
        ? t('scope.group', { grpIdx: scope.grpIdx })
        : t('scope.account');
  const dateLabel = formatYmd(view.ymd, language, 'long');
  const previousDateLabel = formatYmd(previousYmd, language, 'long');
  const clicksText = (count: number) => t('chart.clicksCount', { count, value: number(count) });
  const uniqueText = (count: number) => t('chart.uniqueCount', { value: number(count) });
  const bucketAt = (hour: number): HourBucket => buckets[hour] as HourBucket;

  const describeHour = (hour: number): string => {
    const bucket = bucketAt(hour);
    const label = hourRange(hour);
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
    label: hourRange(row.hour),
    state: bucketAt(row.hour).state,
    clicks: row.clicks,
    unique: bucketAt(row.hour).unique,
    previous: previous ? row.previous : undefined,
    change: previous ? row.change : undefined,
  }));
  const previousTotal = previous ? summariseDay(previous).totalClicks : null;

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
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = clicksCsvFileName({
      scope:
        scope.kind === 'link'
          ? scope.linkId
          : scope.kind === 'group'
            ? `group-${scope.grpIdx}`
            : 'account',
      ymd: view.ymd,
    });
    link.click();
    // Revoked after the click has been handled: the download has its own copy by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="card clicks-day" aria-labelledby="clicks-total">
      <div className="clicks-summary">
        <p id="clicks-total" className="clicks-summary__total">
          {clicksText(summary.totalClicks)}{' '}
          <span className="hint">
            {isToday
              ? t('summary.soFar', { time: now.time, zone })
              : t('summary.on', { date: dateLabel })}
          </span>
        </p>
        <p>
          {summary.peakHour === null
            ? t('summary.noPeak')
            : t('summary.peak', {
                hour: `${hourRange(summary.peakHour)} ${zone}`,
                clicks: clicksText(bucketAt(summary.peakHour).clicks ?? 0),
              })}
        </p>
        {view.compare && (
          <p role="status">
            {previousTotal !== null
              ? t('summary.previousTotal', {
                  date: previousDateLabel,
                  total: clicksText(previousTotal),
                })
              : comparison.isError
                ? t('summary.previousFailed', {
                    reason: describeError(comparison.error, tCommon).summary,
                  })
                : t('summary.previousLoading')}
          </p>
        )}
        <p className="hint">{t('summary.uniqueNote')}</p>
      </div>
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
                  peak: `${hourRange(summary.peakHour)} ${zone}`,
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
          hourTick={pad}
          describeHour={describeHour}
          formatNumber={number}
        />
      ) : (
        <ClicksTable
          caption={t('table.caption', { scope: scopeLabel, date: dateLabel, zone: zoneLabel })}
          zone={zone}
          rows={tableRows}
          totalClicks={summary.totalClicks}
          previousTotal={previousTotal}
          previousDate={previous ? previousDateLabel : null}
          formatNumber={number}
        />
      )}
      <div className="clicks-actions">
        <button type="button" className="button button--secondary" onClick={downloadCsv}>
          {t('csv.download')}
        </button>
      </div>
    </section>
  );
}

/**
 * Why the day could not be shown. After a rate limit with a Retry-After, the day loads again by
 * itself when the wait is over, so there is nothing to press. The alert is said once: the
 * countdown beside it is not a live region, or a screen reader would interrupt every second.
 */
function LoadFailure({
  error,
  wait,
  onRetry,
}: {
  error: unknown;
  /** Seconds left of the service's wait (any statistics read's Retry-After). */
  wait: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation('clicks');
  const { t: tCommon } = useTranslation();
  const kind = isApiError(error) ? error.kind : null;
  const { summary, detail } = describeError(error, tCommon);
  let message: string;
  if (kind === 'rate-limited') message = t(wait > 0 ? 'states.busy' : 'states.rateLimited');
  else if (kind === 'refused') message = t('states.refused', { reason: summary });
  else message = t('states.failed');
  return (
    <div className="notice notice--error">
      <div role="alert">
        <p className="notice__summary">{message}</p>
        {kind !== 'refused' && kind !== 'rate-limited' && (
          <p className="notice__detail">{detail ?? summary}</p>
        )}
      </div>
      {wait > 0 ? (
        <p className="notice__detail">{t('states.loadsAgainIn', { count: wait })}</p>
      ) : (
        kind !== 'refused' && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('states.retry')}
          </button>
        )
      )}
    </div>
  );
}
