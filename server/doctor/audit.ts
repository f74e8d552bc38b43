import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { auditKeyFrom } from '../audit/line';
import { describeAuditVerify, verifyAuditDir, verifyAuditLines } from '../audit/verify';
import type { AuditVerifyResult } from '../audit/verify-report';
import { auditVerifyInput } from '../db/audit-log';
import { describePostgres } from '../db';

/**
 * The audit chain, checked as `npm run audit:verify` checks it (audit/verify.ts) with the key the
 * server writes it with: in DATA_DIR/audit, or in PostgreSQL with DATABASE_URL.
 */

/** Problems past this many are counted, not listed: the first ones say where to look. */
export const AUDIT_LINES_SHOWN = 10;

export function auditProblems(result: AuditVerifyResult, where: string): string[] {
  if (result.ok) return [];
  const [summary = '', ...found] = describeAuditVerify(result, where);
  const more = found.length - AUDIT_LINES_SHOWN;
  return [
    summary,
    ...found.slice(0, AUDIT_LINES_SHOWN),
    ...(more > 0 ? [`… and ${more} more: npm run audit:verify lists them all.`] : []),
  ];
}

export async function auditFileProblems(
  dataDir: string,
  timeZone: string,
  secret: string,
): Promise<string[]> {
  const dir = join(dataDir, 'audit');
  // No log yet (a server not started once): nothing to check.
  if ((await stat(dir).catch(() => null)) === null) return [];
  const result = await verifyAuditDir(dir, { timeZone, key: await auditKeyFrom(secret) });
  return auditProblems(result, dir);
}

export async function auditPgProblems(
  sql: Sql,
  timeZone: string,
  secret: string,
): Promise<string[]> {
  const { files, headText } = await auditVerifyInput(sql);
  const result = await verifyAuditLines(files, headText, timeZone, await auditKeyFrom(secret));
  return auditProblems(result, describePostgres(sql));
}
