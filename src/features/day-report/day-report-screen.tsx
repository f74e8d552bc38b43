import { useQuery } from '@tanstack/react-query';
import { use, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api/errors';
import { reportQueries, type DayReportPage } from '../../api/report';
import { serviceClockParts } from '../../api/service-time';
import { ApiErrorMessage } from '../../components/api-error-message';
import { DayCard } from '../../components/day-stepper';
import { Screen } from '../../components/screen';
import { reportHref } from '../../config/paths';
import { formatYmd } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useServiceNow } from '../../lib/service-day';
import { serviceZoneAbbreviation } from '../../lib/service-zone';
import { canUseBackOffice, SessionContext } from '../../lib/session';
import { downloadReportCsv } from './report-download';
import { tillNamer } from '../../lib/report/till-names';
import { NotSureList, TallyTable } from './report-tables';
import { ReportTimeline } from './report-timeline';
import { changeView, parseReportView, reportSearch, type ReportView } from './report-view';
import './day-report.css';
import './day-report-print.css';

/** "2026-11-21 18:05": the service's wall clock now, on the printed report. */
function printedAt(): string {
  const { ymd, time } = serviceClockParts();
  return `${ymd} ${time.slice(0, 5)}`;
}

/** The report is printed alone, on the page size asked for (day-report.css). */
function printAs(format: 'receipt' | 'a4'): void {
  const root = document.documentElement;
  root.dataset.print = `report-${format}`;
  const done = () => {
    delete root.dataset.print;
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/**
 * The day report (decision 0021): per till and per person, what was given and what did not go
 * through, the not-sure writes first, and the day's timeline. Live: marketing and owners, from
 * our server's audit log; the demo: everyone, from this browser's record of its writes.
 */
export function DayReportScreen() {
  const { t } = useTranslation('report');
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useServiceNow();
  const view = useMemo(() => parseReportView(search, now.today), [search, now.today]);
  const signIn = use(SessionContext);
  // Counter staff are told at once (the server would refuse them anyway).
  const allowed = signIn === null || canUseBackOffice(signIn.session);
  const go = (patch: Partial<ReportView>) =>
    navigate(reportHref(reportSearch(changeView(view, patch), now.today)));

  return (
    <Screen title={t('title')} lead={t('lead')} variant="wide">
      {allowed ? (
        <>
          <DayControls view={view} today={now.today} onChange={go} />
          <ReportDay view={view} today={now.today} onChange={go} />
        </>
      ) : (
        <p className="notice notice--warning" role="alert">
          {t('states.forbidden')}
        </p>
      )}
    </Screen>
  );
}

function DayControls({
  view,
  today,
  onChange,
}: {
  view: ReportView;
  today: string;
  onChange: (patch: Partial<ReportView>) => void;
}) {
  const { t } = useTranslation('report');
  return (
    <DayCard
      value={view.day}
      today={today}
      onChange={(day) => onChange({ day })}
      className={{ card: 'report-controls', row: 'report-controls__row' }}
      words={{
        label: t('controls.label'),
        day: t('controls.day', { zone: serviceZoneAbbreviation() }),
        previousDay: t('controls.previousDay'),
        nextDay: t('controls.nextDay'),
        today: t('controls.today'),
        field: {
          pick: t('controls.pickDay'),
          notADay: (example) => t('controls.notADay', { example }),
        },
      }}
    />
  );
}

function ReportDay({
  view,
  today,
  onChange,
}: {
  view: ReportView;
  today: string;
  onChange: (patch: Partial<ReportView>) => void;
}) {
  const { t } = useTranslation('report');
  const language = currentLanguage();
  const { till, person, operation, outcome, from } = view;
  const query = {
    day: view.day,
    ...(till === null ? {} : { till }),
    ...(person === null ? {} : { person }),
    ...(operation === null ? {} : { operation }),
    ...(outcome === null ? {} : { outcome }),
    ...(from > 0 ? { from } : {}),
  };
  const report = useQuery({
    ...reportQueries.day(query, view.day === today),
    // A new page or filter of the same day keeps the tables on screen while it loads.
    placeholderData: (previous) => (previous?.day === view.day ? previous : undefined),
  });
  const dateLabel = formatYmd(view.day, language, 'long');
  const [csvFailed, setCsvFailed] = useState(false);

  if (report.isPending) {
    return (
      <p className="card" role="status" aria-busy="true">
        {t('states.loading')}
      </p>
    );
  }
  if (report.isError) {
    const forbidden = isApiError(report.error) && report.error.authReason === 'forbidden';
    return forbidden ? (
      <p className="notice notice--warning" role="alert">
        {t('states.forbidden')}
      </p>
    ) : (
      <div className="report-failed">
        <p className="notice__summary">{t('states.failed')}</p>
        <ApiErrorMessage error={report.error} onRetry={() => void report.refetch()} />
      </div>
    );
  }

  const data: DayReportPage = report.data;
  const empty = data.tills.length === 0;
  const nameTill = tillNamer(data.tills.map((group) => group.till));
  return (
    <article className="day-report" aria-labelledby="day-report-heading">
      <header className="day-report__head">
        <h2 id="day-report-heading">{t('heading', { date: dateLabel })}</h2>
        <p className="day-report__printed">
          {t('printedAt', { time: printedAt(), zone: serviceZoneAbbreviation() })}
        </p>
        <div className="report-actions" role="group" aria-label={t('actions.label')}>
          {(['receipt', 'a4'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="button button--secondary"
              disabled={empty}
              onClick={() => printAs(format)}
            >
              {format === 'receipt' ? t('actions.printReceipt') : t('actions.printA4')}
            </button>
          ))}
          <button
            type="button"
            className="button button--secondary"
            disabled={empty}
            onClick={() => {
              setCsvFailed(false);
              downloadReportCsv(view, t).catch(() => setCsvFailed(true));
            }}
          >
            {t('actions.csv')}
          </button>
        </div>
      </header>
      {csvFailed && (
        <p className="notice notice--error" role="alert">
          {t('actions.csvFailed')}
        </p>
      )}
      {empty ? (
        <p className="notice notice--info">{t('states.empty', { date: dateLabel })}</p>
      ) : (
        <>
          <NotSureList rows={data.notSure} nameTill={nameTill} />
          <TallyTable
            kind="tills"
            caption={t('tills.caption', { date: dateLabel })}
            groups={data.tills.map((group) => ({
              name: group.till === null ? null : nameTill(group.till),
              tally: group.tally,
            }))}
            totals={data.totals}
          />
          <TallyTable
            kind="people"
            caption={t('people.caption', { date: dateLabel })}
            groups={data.people.map((group) => ({ name: group.person, tally: group.tally }))}
            totals={data.totals}
          />
          <ReportTimeline
            view={view}
            report={data}
            dateLabel={dateLabel}
            onChange={onChange}
            updating={report.isPlaceholderData}
          />
        </>
      )}
    </article>
  );
}
