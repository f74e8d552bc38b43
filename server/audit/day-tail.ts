import type { AuditEntry } from './types';

/**
 * Today's entries, kept as read with where the reading stopped (a day file's byte offset, the
 * last row's seq), so the next read of today parses and checks only the lines appended since
 * (decision 0021). A report of today read the whole day at each ask: at 36 asks a second of a
 * 2,000-line day, one flooding session held another till's redeem at p95 364 ms instead of 12.
 * Lines once read are kept as they were checked; one changed on the disk afterwards is for verify
 * to report. A new day, or a file shorter than where the reading stopped, starts again. Per
 * process, in memory: a restart reads today once again.
 */
export class DayTail {
  #day: string | null = null;
  #position = 0;
  #entries: AuditEntry[] = [];

  /** Where to read on from for `day` (0: from the start). */
  from(day: string, size = Number.POSITIVE_INFINITY): number {
    if (this.#day !== day || size < this.#position) {
      this.#day = day;
      this.#position = 0;
      this.#entries = [];
    }
    return this.#position;
  }

  /** The entries read from `from` on, and where that reading stopped: all of today's so far. */
  add(day: string, entries: readonly AuditEntry[], position: number): readonly AuditEntry[] {
    if (this.#day !== day) return entries;
    for (const entry of entries) this.#entries.push(Object.freeze(entry));
    this.#position = position;
    return this.#entries;
  }
}
