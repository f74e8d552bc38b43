import { DEFAULT_SERVICE_TIME_ZONE } from '../config';
import { auditDay, type AuditKey, chainedEntry, GENESIS_HASH, sealedLine } from './line';
import { serialRunner } from './serial';
import type { AuditEntry, AuditEntryInput, AuditLog, AuditQuery } from './types';

/**
 * The audit log in memory, chained exactly as the file log chains its lines, for tests and for
 * wiring the routes before there is a directory to write to. Gone when the process ends.
 */
export class MemoryAuditLog implements AuditLog {
  readonly #timeZone: string;
  readonly #now: () => Date;
  readonly #serially = serialRunner();
  readonly #lines: string[] = [];
  readonly #entries: { day: string; entry: AuditEntry }[] = [];
  readonly #key: AuditKey | null;
  #prev = GENESIS_HASH;

  constructor(options: { timeZone?: string; now?: () => Date; key?: AuditKey | null } = {}) {
    this.#key = options.key ?? null;
    this.#timeZone = options.timeZone ?? DEFAULT_SERVICE_TIME_ZONE;
    this.#now = options.now ?? (() => new Date());
  }

  /** The service's day of an instant: the day whose entries `read` returns. */
  dayOf(date: Date): string {
    return auditDay(date, this.#timeZone);
  }

  /** Every line so far, as the file log would have written them (for verifying in tests). */
  get lines(): readonly string[] {
    return this.#lines;
  }

  append(input: AuditEntryInput): Promise<AuditEntry> {
    // One at a time, so seq, time and the chain follow the order of the calls.
    return this.#serially(async () => {
      const at = this.#now();
      const entry = chainedEntry(input, this.#lines.length + 1, at, this.#prev);
      const { line, link } = await sealedLine(entry, this.#key);
      this.#prev = link;
      this.#lines.push(line);
      this.#entries.push({ day: this.dayOf(at), entry });
      return structuredClone(entry);
    });
  }

  read(query: AuditQuery): Promise<AuditEntry[]> {
    return Promise.resolve(
      this.#entries
        .filter(
          ({ day, entry }) =>
            day === query.day &&
            (query.staff === undefined || entry.staff === query.staff) &&
            (query.operation === undefined || entry.operation === query.operation),
        )
        // Copies: a caller changing what it got back changes nothing in the log.
        .map(({ entry }) => structuredClone(entry)),
    );
  }
}
