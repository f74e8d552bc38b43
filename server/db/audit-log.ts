import type { Sql } from 'postgres';
import {
  auditDay,
  auditLine,
  chainedEntry,
  dayFileName,
  headMac,
  isAuditDay,
  lineLink,
  type AuditHead,
  type AuditKey,
} from '../audit/line';
import { entriesMatching } from '../audit/read-lines';
import { serialRunner } from '../audit/serial';
import type { AuditEntry, AuditEntryInput, AuditLog, AuditQuery } from '../audit/types';

/**
 * The audit log on PostgreSQL (migrations/003_audit.sql): each line's exact text, as the file log
 * writes it, chained by the HMAC under AUDIT_KEY, and a head row naming the last line. An append
 * is one transaction that takes the head row FOR UPDATE: the appends of every process wait for
 * each other there, as the file log's wait in one process, so the chain never forks. It commits
 * with `synchronous_commit` on: the commit returns once the write-ahead log is on the disk, the
 * promise the file log's fdatasync keeps.
 */

export interface PgAuditLogOptions {
  /** The service's zone (e.g. 'Asia/Seoul'): it decides which day a line belongs to. */
  timeZone: string;
  now?: () => Date;
  /** AUDIT_KEY's HMAC key: the chain is keyed with it (node.ts always gives one). */
  key?: AuditKey | null;
}

interface HeadRow {
  seq: number;
  hash: string;
}

export class PgAuditLog implements AuditLog {
  readonly #sql: Sql;
  readonly #timeZone: string;
  readonly #now: () => Date;
  readonly #key: AuditKey | null;
  /** This process's appends in call order; the head row orders them among processes. */
  readonly #serially = serialRunner();

  constructor(sql: Sql, options: PgAuditLogOptions) {
    this.#sql = sql;
    this.#timeZone = options.timeZone;
    this.#now = options.now ?? (() => new Date());
    this.#key = options.key ?? null;
  }

  /** The head row can be read: the database is there and the log's tables with it. */
  async ready(): Promise<void> {
    await this.#sql`SELECT seq FROM audit_head`;
  }

  append(input: AuditEntryInput): Promise<AuditEntry> {
    return this.#serially(() =>
      this.#sql.begin(async (tx) => {
        const [head] = await tx<HeadRow[]>`
            SELECT seq::float8 AS seq, hash, set_config('synchronous_commit', 'on', true)
            FROM audit_head FOR UPDATE`;
        if (!head) throw new Error('The audit log has no head row: run the migrations.');
        const at = this.#now();
        const day = auditDay(at, this.#timeZone);
        const entry = chainedEntry(input, head.seq + 1, at, head.hash);
        const line = auditLine(entry);
        const next: AuditHead = { seq: entry.seq, hash: await lineLink(line, this.#key), day };
        const mac = this.#key ? await headMac(this.#key, next) : null;
        await tx`
            INSERT INTO audit_line (seq, day, line, hash)
            VALUES (${entry.seq}, ${day}::date, ${line}, ${next.hash})`;
        // A statement of its own: the head's trigger must see the line to let the head move on.
        await tx`
            UPDATE audit_head
            SET seq = ${entry.seq}, hash = ${next.hash}, day = ${day}::date, mac = ${mac}`;
        return entry;
      }),
    );
  }

  async read(query: AuditQuery): Promise<AuditEntry[]> {
    if (!isAuditDay(query.day)) return [];
    const rows = await this.#sql<{ line: string }[]>`
      SELECT line FROM audit_line WHERE day = ${query.day}::date ORDER BY seq`;
    return entriesMatching(
      rows.map((row) => row.line),
      query,
    );
  }
}

/**
 * The log as the verify tool reads files: the lines of each day as a day file's text (in seq
 * order, each with its line break) and the head row as audit-head.json's text (null before the
 * first line), for `verifyAuditLines` unchanged.
 */
export async function auditVerifyInput(
  sql: Sql,
): Promise<{ files: { name: string; text: string }[]; headText: string | null }> {
  const rows = await sql<{ day: string; line: string }[]>`
    SELECT day::text AS day, line FROM audit_line ORDER BY seq`;
  const days = new Map<string, string[]>();
  for (const { day, line } of rows) {
    const lines = days.get(day) ?? [];
    lines.push(`${line}\n`);
    days.set(day, lines);
  }
  const files = [...days].map(([day, lines]) => ({ name: dayFileName(day), text: lines.join('') }));
  const [head] = await sql<{ seq: number; hash: string; day: string | null; mac: string | null }[]>`
    SELECT seq::float8 AS seq, hash, day::text AS day, mac FROM audit_head`;
  if (!head || head.seq === 0 || head.day === null) return { files, headText: null };
  const written: AuditHead = { seq: head.seq, hash: head.hash, day: head.day };
  if (head.mac !== null) written.mac = head.mac;
  return { files, headText: `${JSON.stringify(written)}\n` };
}
