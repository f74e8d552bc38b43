import { useCallback } from 'react';
import type { AuditEntry } from '../../api/auth';
import { downloadAuditCsv } from '../../features/audit-log/audit-download';
import { AuditScreen } from '../../features/audit-log/audit-screen';
import type { AuditView } from '../../features/audit-log/audit-view';
import { useTranslation } from '../../lib/i18n';

export function AuditRoute() {
  const { t } = useTranslation('audit');
  const downloadCsv = useCallback(
    (entries: readonly AuditEntry[], view: AuditView) => downloadAuditCsv(entries, view, t),
    [t],
  );
  return <AuditScreen downloadCsv={downloadCsv} />;
}
