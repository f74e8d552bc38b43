import { useQuery } from '@tanstack/react-query';
import { use, useId, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AuditEntry } from '../../api/auth';
import { auditQueries } from '../../api/auth-queries';
import { isApiError } from '../../api/errors';
import { auditHref } from '../../config/paths';
import { Screen } from '../../components/screen';
import { formatYmd } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation, serviceZoneLabel } from '../../lib/service-zone';
import { describeAuthError } from '../../api/auth-errors';
import { canUseBackOffice, SessionContext } from '../../lib/session';
import { useServiceNow } from '../../lib/service-day';
import { DayCard } from '../../components/day-stepper';
import { AuditTable, isOneOf } from './audit-table';
import { auditSearch, parseAuditView, type AuditView } from './audit-view';
import './audit-log.css';

/** The operations our server writes to the audit log (server/auth/roles.ts and auth.ts). */
const OPERATIONS = [
  'couponValidate',
  'couponRedeem',
  'couponCreate',
  'stampValidate',
  'stampAdd',
  'stampReward',
  'stampRemove',
  'clicksByHour',
  'auditRead',
  'pair',
  'unlock',
  'lock',
  'deviceList',
  'deviceRevoke',
  'deviceSettings',
  'signOutEveryone',
] as const;

/**
 * The distinct values of a column, plus the one chosen (a shared address's filter is kept, not
 * lost), in the order of the words shown for them.
 */
function choices(
  values: readonly (string | null)[],
  chosen: string | null,
  text: (value: string) => string,
  language: string,
): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value !== null) seen.add(value);
  if (chosen !== null) seen.add(chosen);
  return [...seen].sort((a, b) => text(a).localeCompare(text(b), language));
}

export interface AuditScreenProps {
  /**
   * "Download CSV": given by the route (app/routes/audit-route.tsx, with audit-download.ts). The
   * button shows only when this is given; it gets the entries shown (filters applied) and the
   * view they were read with.
   */
  downloadCsv?: (entries: readonly AuditEntry[], view: AuditView) => void;
}

/** Live mode, marketing and owners: who did what on which device, day by day. */
export function AuditScreen({ downloadCsv }: AuditScreenProps) {
  const { t } = useTranslation('audit');
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useServiceNow();
  const view = useMemo(() => parseAuditView(search, now.today), [search, now.today]);
  const signIn = use(SessionContext);
  // Counter staff are told at once (the server would refuse them anyway).
  const allowed = signIn === null || canUseBackOffice(signIn.session);
  const go = (patch: Partial<AuditView>) =>
    navigate(auditHref(auditSearch({ ...view, ...patch }, now.today)));

  return (
    <Screen title={t('title')} lead={t('lead')}>
      {allowed ? (
        <>
          <DayControls view={view} today={now.today} onChange={go} />
          <AuditDay view={view} today={now.today} onChange={go} downloadCsv={downloadCsv} />
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
  view: AuditView;
  today: string;
  onChange: (patch: Partial<AuditView>) => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <DayCard
      value={view.day}
      today={today}
      onChange={(day) => onChange({ day })}
      className={{ card: 'audit-controls', row: 'audit-controls__row' }}
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

function AuditDay({
  view,
  today,
  onChange,
  downloadCsv,
}: {
  view: AuditView;
  today: string;
  onChange: (patch: Partial<AuditView>) => void;
  downloadCsv: AuditScreenProps['downloadCsv'];
}) {
  const { t } = useTranslation('audit');
  const { t: tAuth } = useTranslation('sign-in');
  const language = currentLanguage();
  const ids = useId();
  // A refusal for sign-in brings up the pad (apiRequest reports it), and is asked again after it.
  const log = useQuery(auditQueries.day(view.day, view.day === today));
  const dateLabel = formatYmd(view.day, language, 'long');
  const entries = log.data;
  const shown = useMemo(
    () =>
      entries?.filter(
        (entry) =>
          (view.staff === null || entry.staff === view.staff) &&
          (view.operation === null || entry.operation === view.operation),
      ) ?? [],
    [entries, view.staff, view.operation],
  );

  if (log.isPending) {
    return (
      <p className="card" role="status" aria-busy="true">
        {t('states.loading')}
      </p>
    );
  }
  if (log.isError) {
    const forbidden = isApiError(log.error) && log.error.authReason === 'forbidden';
    return forbidden ? (
      <p className="notice notice--warning" role="alert">
        {t('states.forbidden')}
      </p>
    ) : (
      <div className="notice notice--error" role="alert">
        <p className="notice__summary">{t('states.failed')}</p>
        <p className="notice__detail">{describeAuthError(log.error, tAuth)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void log.refetch()}
        >
          {t('states.retry')}
        </button>
      </div>
    );
  }

  const all = log.data;
  const operationText = (operation: string) =>
    isOneOf(OPERATIONS, operation) ? t(`operations.${operation}`) : operation;
  const staffOptions = choices(
    all.map((entry) => entry.staff),
    view.staff,
    (name) => name,
    language,
  );
  const operationOptions = choices(
    all.map((entry) => entry.operation),
    view.operation,
    operationText,
    language,
  );
  const filtered = view.staff !== null || view.operation !== null;
  const caption = t('table.caption', { date: dateLabel, zone: serviceZoneLabel() });

  return (
    <section className="card audit-day" aria-labelledby={`${ids}-count`}>
      <div className="audit-controls__row">
        <div className="field">
          <label htmlFor={`${ids}-staff`}>{t('controls.staff')}</label>
          <select
            id={`${ids}-staff`}
            className="input"
            value={view.staff ?? ''}
            onChange={(event) => onChange({ staff: event.target.value || null })}
          >
            <option value="">{t('controls.allStaff')}</option>
            {staffOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-operation`}>{t('controls.operation')}</label>
          <select
            id={`${ids}-operation`}
            className="input"
            value={view.operation ?? ''}
            onChange={(event) => onChange({ operation: event.target.value || null })}
          >
            <option value="">{t('controls.allOperations')}</option>
            {operationOptions.map((operation) => (
              <option key={operation} value={operation}>
                {operationText(operation)}
              </option>
            ))}
          </select>
        </div>
        {downloadCsv && (
          // DOWNLOAD CSV: shown once a builder is passed in (auditCsv, src/lib/audit-csv.ts).
          <button
            type="button"
            className="button button--secondary"
            disabled={shown.length === 0}
            onClick={() => downloadCsv(shown, view)}
          >
            {t('csv.download')}
          </button>
        )}
      </div>

      <p id={`${ids}-count`} className="audit-day__count" role="status">
        {filtered
          ? t('table.countOf', { shown: shown.length, count: all.length })
          : t('table.count', { count: all.length })}
      </p>

      {all.length === 0 ? (
        <p className="notice notice--info">{t('states.empty', { date: dateLabel })}</p>
      ) : shown.length === 0 ? (
        <div className="notice notice--info">
          <p>{t('states.emptyFiltered', { date: dateLabel })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ staff: null, operation: null })}
          >
            {t('states.showAll')}
          </button>
        </div>
      ) : (
        <AuditTable entries={shown} caption={caption} operationText={operationText} />
      )}
    </section>
  );
}
