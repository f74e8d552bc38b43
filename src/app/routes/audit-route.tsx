import { AuditScreen } from '../../features/audit-log/audit-screen';

export function AuditRoute() {
  // DOWNLOAD CSV: once `auditCsv` (src/lib/audit-csv.ts, another branch) is merged, pass a
  // `downloadCsv` here; the screen shows its button only then. Nothing is built here meanwhile.
  return <AuditScreen />;
}
