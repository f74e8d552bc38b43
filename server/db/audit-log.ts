import type { Sql, TransactionSql } from 'postgres';
import {
  auditDay,
  chainedEntry,
  dayFileName,
  GENESIS_HASH,
  isAuditDay,
  parseAuditLine,
  sealedLine,
  type AuditKey,
} from '../audit/line';
import { headMac, type AuditHead } from '../audit/head';
import { cannotGoOn, chainEnd } from '../audit/chain-end';
import { DayTail } from '../audit/day-tail';
import { entriesFor, FinishedDays } from '../audit/finished-days';
import { entriesMatching } from '../audit/read-lines';
import { sealCheck } from '../audit/seal-check';
import { batchRunner, serialRunner } from '../audit/serial';
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
  day: string | null;
  mac: string | null;
  sealed_from: number | null;
}

/** The log stops taking lines (chain-end.ts): what the operator reads, and does. */
const stopped = (why: string) => cannotGoOn('PostgreSQL', why, 'with DATABASE_URL and AUDIT_KEY');

export class PgAuditLog implements AuditLog {
  readonly #sql: Sql;
  readonly #timeZone: string;
  readonly #now: () => Date;
  readonly #key: AuditKey | null;
  /** Days that are over, read once (finished-days.ts). */
  readonly #finished = new FinishedDays();
  /** Today, read on from the last row read (day-tail.ts). */
  readonly #tail = new DayTail();
  /** This process's appends in call order; the head row orders them among processes. */
  readonly #serially = serialRunner();

  constructor(sql: Sql, options: PgAuditLogOptions) {
    this.#sql = sql;
    this.#timeZone = options.timeZone;
    this.#now = options.now ?? (() => new Date());
    this.#key = options.key ?? null;
  }

  /**
   * The head row can be read, and the log's end holds to it as the next append would check it:
   * the database is there, and no line or head was written without the key.
   */
  async ready(): Promise<void> {
    await this.#sql.begin(async (tx) => {
      const [head] = await tx<HeadRow[]>`
          SELECT seq::float8 AS seq, hash, day::text AS day, mac, sealed_from::float8 AS sealed_from
          FROM audit_head`;
      await this.#checkEnd(tx, head);
    });
  }

  /**
   * Where the chain goes on (chain-end.ts), from the head row, the line it names and any line
   * after it: an append writes its line and moves the head in one transaction, so a row after the
   * head was inserted by someone else (with the server's role, not the key) and stops the log.
   */
  async #checkEnd(tx: TransactionSql, row: HeadRow | undefined): Promise<AuditHead> {
    if (!row) throw new Error('The audit log has no head row: run the migrations.');
    const head: AuditHead = { seq: row.seq, hash: row.hash, day: row.day ?? '' };
    if (row.sealed_from !== null) head.sealedFrom = row.sealed_from;
    if (row.mac !== null) head.mac = row.mac;
    const lines = await tx<{ seq: number; day: string; line: string }[]>`
        SELECT seq::float8 AS seq, day::text AS day, line FROM audit_line
        WHERE seq >= ${row.seq} ORDER BY seq DESC LIMIT 1`;
    const [found] = lines;
    const parsed = found ? parseAuditLine(found.line) : null;
    const last =
      found && parsed?.ok
        ? {
            seq: found.seq,
            prev: parsed.entry.prev,
            line: found.line,
            day: found.day,
            where: `row ${found.seq}`,
          }
        : null;
    const end = await chainEnd({
      head: row.seq === 0 && row.hash === GENESIS_HASH && row.mac === null ? null : head,
      last,
      key: this.#key,
      takesOver: false,
      headName: 'the head row',
    });
    if (end.kind !== 'go-on') {
      throw stopped(end.kind === 'stop' ? end.why : 'a line stands after the head row.');
    }
    return end.head;
  }

  /** Appends asked for at once go in one transaction (serial.ts's batchRunner). */
  readonly #batched = batchRunner<AuditEntryInput, AuditEntry>(this.#serially, (inputs) =>
    this.#appendAll(inputs),
  );

  append(input: AuditEntryInput): Promise<AuditEntry> {
    return this.#batched(input);
  }

  #appendAll(inputs: readonly AuditEntryInput[]): Promise<AuditEntry[]> {
    return this.#sql.begin(async (tx) => {
      const [row] = await tx<HeadRow[]>`
          SELECT seq::float8 AS seq, hash, day::text AS day, mac, sealed_from::float8 AS sealed_from,
            set_config('synchronous_commit', 'on', true)
          FROM audit_head FOR UPDATE`;
      let head = await this.#checkEnd(tx, row);
      const entries: AuditEntry[] = [];
      const rows: { seq: number; day: string; line: string; hash: string }[] = [];
      for (const input of inputs) {
        const at = this.#now();
        const day = auditDay(at, this.#timeZone);
        const entry = chainedEntry(input, head.seq + 1, at, head.hash);
        const { line, link } = await sealedLine(entry, this.#key);
        const next: AuditHead = { seq: entry.seq, hash: link, day };
        if (head.sealedFrom !== undefined) next.sealedFrom = head.sealedFrom;
        rows.push({ seq: entry.seq, day, line, hash: link });
        entries.push(entry);
        head = next;
      }
      const mac = this.#key ? await headMac(this.#key, head) : null;
      await tx`INSERT INTO audit_line ${tx(rows, 'seq', 'day', 'line', 'hash')}`;
      // A statement of its own: the head's trigger must see the lines to let the head move on.
      await tx`
          UPDATE audit_head
          SET seq = ${head.seq}, hash = ${head.hash}, day = ${head.day}::date, mac = ${mac},
            sealed_from = ${head.sealedFrom ?? null}`;
      return entries;
    });
  }

  async read(query: AuditQuery): Promise<AuditEntry[]> {
    if (!isAuditDay(query.day)) return [];
    const finished = query.day < auditDay(this.#now(), this.#timeZone);
    const kept = finished ? this.#finished.get(query.day, '') : null;
    if (kept) return entriesFor(kept, query);
    const [head] = await this.#sql<{ sealed_from: number | null }[]>`
      SELECT sealed_from::float8 AS sealed_from FROM audit_head`;
    // Today is read on from the last row read before (day-tail.ts); a past day whole, once.
    const after = finished ? 0 : this.#tail.from(query.day);
    const rows = await this.#sql<{ seq: number; line: string }[]>`
      SELECT seq::float8 AS seq, line FROM audit_line
      WHERE day = ${query.day}::date AND seq > ${after} ORDER BY seq`;
    // A head from before lines carried MACs has none yet: no line of that day carries one either.
    const check = sealCheck(this.#key, head?.sealed_from ?? undefined);
    const entries = entriesMatching(
      rows.map((row) => row.line),
      {},
      check,
    );
    if (!finished) {
      // On from the last line that counted: a row nobody with the key wrote is passed over again.
      const last = entries.at(-1)?.seq ?? after;
      return entriesFor(this.#tail.add(query.day, entries, last), query);
    }
    return entriesFor(this.#finished.set(query.day, '', entries), query);
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
  const [head] = await sql<
    {
      seq: number;
      hash: string;
      day: string | null;
      mac: string | null;
      sealed_from: number | null;
    }[]
  >`SELECT seq::float8 AS seq, hash, day::text AS day, mac, sealed_from::float8 AS sealed_from
    FROM audit_head`;
  if (!head || head.seq === 0 || head.day === null) return { files, headText: null };
  const written: AuditHead = { seq: head.seq, hash: head.hash, day: head.day };
  if (head.sealed_from !== null) written.sealedFrom = head.sealed_from;
  if (head.mac !== null) written.mac = head.mac;
  return { files, headText: `${JSON.stringify(written)}\n` };
}
