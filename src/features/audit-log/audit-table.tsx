import type { AuditEntry } from '../../api/auth';
import { serviceClockParts } from '../../api/service-time';
import { useTranslation } from '../../lib/i18n';
import { auditDetailText } from '../../lib/report/audit-detail';
import { serviceZoneAbbreviation } from '../../lib/service-zone';

const ROLES = ['counter', 'marketing', 'owner'] as const;

/** Each outcome's row classes written out in full. */
const ROW_CLASS: Record<AuditEntry['outcome'], string> = {
  ok: 'audit-row audit-row--ok',
  refused: 'audit-row audit-row--refused',
  failed: 'audit-row audit-row--failed',
  unknown: 'audit-row audit-row--unknown',
  sending: 'audit-row audit-row--sending',
};

export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The entries shown, one row each, times in the service's zone (UTC in each time's title). */
export function AuditTable({
  entries,
  caption,
  operationText,
}: {
  entries: readonly AuditEntry[];
  caption: string;
  operationText: (operation: string) => string;
}) {
  const { t } = useTranslation('audit');
  const zone = serviceZoneAbbreviation();
  return (
    <div className="audit-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="audit-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.time', { zone })}</th>
            <th scope="col">{t('table.staff')}</th>
            <th scope="col">{t('table.role')}</th>
            <th scope="col">{t('table.device')}</th>
            <th scope="col">{t('table.operation')}</th>
            <th scope="col">{t('table.target')}</th>
            <th scope="col">{t('table.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.seq} entry={entry} operationText={operationText} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditRow({
  entry,
  operationText,
}: {
  entry: AuditEntry;
  operationText: (operation: string) => string;
}) {
  const { t } = useTranslation('audit');
  const { t: tReport } = useTranslation('report');
  const at = new Date(entry.time);
  const valid = !Number.isNaN(at.getTime());
  const utc = valid ? at.toISOString().slice(0, 19).replace('T', ' ') : entry.time;
  const nobody = t('table.nobody');
  return (
    <tr className={ROW_CLASS[entry.outcome]}>
      <th scope="row">
        <time dateTime={entry.time} title={t('table.utc', { time: utc })}>
          {valid ? serviceClockParts(at).time : entry.time}
        </time>
      </th>
      <td>{entry.staff ?? nobody}</td>
      <td>{isOneOf(ROLES, entry.role) ? t(`roles.${entry.role}`) : (entry.role ?? nobody)}</td>
      <td>{entry.device ?? nobody}</td>
      <td>{operationText(entry.operation)}</td>
      <td className="audit-table__target">{entry.target ?? nobody}</td>
      <td>
        <span className="audit-row__outcome">{t(`outcomes.${entry.outcome}`)}</span>
        {entry.detail && (
          <span className="audit-row__detail">{auditDetailText(entry.detail, tReport)}</span>
        )}
      </td>
    </tr>
  );
}
