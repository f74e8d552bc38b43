import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { type AuditKey, dayOfFileName, lineLink, parseAuditLine } from '../audit/line';
import { type AuditHead, HEAD_FILE_NAME, headMac, parseAuditHead } from '../audit/head';
import { describeAuditVerify, verifyAuditDir } from '../audit/verify';
import { FileDeviceStore, FileStaffStore } from '../auth/file-stores';

/**
 * `npm run db:import`: a shop that outgrows one process moves its DATA_DIR into PostgreSQL. The
 * staff list, the paired devices (so no tablet is paired again) and the audit log with its chain
 * exactly as written (every line's text, so `audit:verify` finds the same chain). Sessions, PIN
 * tallies and idempotency keys are a day's state at most and start afresh: every till unlocks once.
 *
 * Refused unless the database is empty (no staff, device or audit line): an import never mixes
 * two shops' records or writes a second chain after a first. The files' chain is verified first,
 * with AUDIT_KEY: a log that does not verify is not moved (fix or keep it, then import).
 */
export interface ImportCounts {
  staff: number;
  devices: number;
  auditLines: number;
}

export async function importDataDir(
  sql: Sql,
  dataDir: string,
  options: { timeZone: string; key: AuditKey },
): Promise<ImportCounts> {
  const [held] = await sql<{ staff: number; devices: number; lines: number }[]>`
    SELECT (SELECT count(*) FROM staff)::int AS staff,
           (SELECT count(*) FROM device)::int AS devices,
           (SELECT count(*) FROM audit_line)::int AS lines`;
  if (held && held.staff + held.devices + held.lines > 0) {
    throw new Error(
      `The database is not empty (${held.staff} staff, ${held.devices} devices, ` +
        `${held.lines} audit lines): db:import fills only an empty one.`,
    );
  }
  const auditDir = join(dataDir, 'audit');
  const verified = await verifyAuditDir(auditDir, options);
  const names = await readdir(auditDir).catch(() => [] as string[]);
  const days = names.map((name) => dayOfFileName(name)).filter((day) => day !== null);
  if (days.length > 0 && !verified.ok) {
    const [summary = '', ...problems] = describeAuditVerify(verified, auditDir);
    throw new Error([summary, ...problems, 'Nothing was imported.'].join('\n'));
  }
  const staff = await new FileStaffStore(join(dataDir, 'staff.json')).list();
  const devices = await new FileDeviceStore(join(dataDir, 'devices.json')).list();

  // The lines in seq order, each with its day and its link (what the next line carries as prev).
  const rows: { seq: number; day: string; line: string; hash: string }[] = [];
  for (const day of [...days].sort()) {
    const text = await readFile(join(auditDir, `audit-${day}.jsonl`), 'utf8');
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const parsed = parseAuditLine(line);
      if (!parsed.ok) throw new Error(`A line of audit-${day}.jsonl does not read.`);
      rows.push({ seq: parsed.entry.seq, day, line, hash: await lineLink(line, options.key) });
    }
  }
  rows.sort((a, b) => a.seq - b.seq);
  // Where lines began to carry their own MAC: from there on, a read counts only sealed lines.
  const headText = await readFile(join(auditDir, HEAD_FILE_NAME), 'utf8').catch(() => null);
  const sealedFrom = headText === null ? undefined : parseAuditHead(headText)?.sealedFrom;

  await sql.begin(async (tx) => {
    for (const [position, member] of staff.entries()) {
      await tx`INSERT INTO staff (id, position, name, role, pin_hash, created_at)
               VALUES (${member.id}, ${position}, ${member.name}, ${member.role},
                       ${member.pinHash}, ${member.createdAt})`;
    }
    for (const d of devices) {
      await tx`INSERT INTO device (id, name, token_hash, paired_at, paired_by, idle_lock_minutes,
                                   revoked_at)
               VALUES (${d.id}, ${d.name}, ${d.tokenHash}, ${d.pairedAt}, ${d.pairedBy},
                       ${d.idleLockMinutes}, ${d.revokedAt})`;
    }
    for (const row of rows) {
      await tx`INSERT INTO audit_line (seq, day, line, hash)
               VALUES (${row.seq}, ${row.day}, ${row.line}, ${row.hash})`;
    }
    const last = rows.at(-1);
    if (last) {
      const head: AuditHead = { seq: last.seq, hash: last.hash, day: last.day };
      if (sealedFrom !== undefined) head.sealedFrom = sealedFrom;
      const mac = await headMac(options.key, head);
      await tx`UPDATE audit_head SET seq = ${head.seq}, hash = ${head.hash}, day = ${head.day},
               mac = ${mac}, sealed_from = ${sealedFrom ?? null}`;
    }
  });
  return { staff: staff.length, devices: devices.length, auditLines: rows.length };
}
