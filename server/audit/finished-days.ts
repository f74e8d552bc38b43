import type { AuditEntry, AuditQuery } from './types';

/**
 * The entries of days that are over, kept once read (decision 0021). A finished day's lines
 * never change: an append always writes to the service's today. So a report of a past day parses
 * and checks its lines once per process, not at every ask (a busy chain's day is 10,000 lines,
 * each MAC checked). Keyed by what says the lines are the same: a day file's size and time; for
 * the database nothing, as no append touches a past day, and a row written there without the key
 * would not count anyway. At most `most` days, the least recently read going first. A restart
 * reads each day once again; a second process keeps its own.
 */
export class FinishedDays {
  readonly #days = new Map<string, { stamp: string; entries: readonly AuditEntry[] }>();
  readonly #most: number;

  constructor(most = 8) {
    this.#most = most;
  }

  get(day: string, stamp: string): readonly AuditEntry[] | null {
    const kept = this.#days.get(day);
    if (!kept || kept.stamp !== stamp) return null;
    this.#days.delete(day);
    this.#days.set(day, kept);
    return kept.entries;
  }

  /** Keeps the day's entries, frozen: every reader gets the same objects. */
  set(day: string, stamp: string, entries: readonly AuditEntry[]): readonly AuditEntry[] {
    const frozen = entries.map((entry) => Object.freeze(entry));
    this.#days.delete(day);
    this.#days.set(day, { stamp, entries: frozen });
    for (const oldest of this.#days.keys()) {
      if (this.#days.size <= this.#most) break;
      this.#days.delete(oldest);
    }
    return frozen;
  }
}

/** A day's entries filtered as a query asks (staff, operation): exact matches, in order. */
export function entriesFor(entries: readonly AuditEntry[], query: AuditQuery): AuditEntry[] {
  return entries.filter(
    (entry) =>
      (query.staff === undefined || entry.staff === query.staff) &&
      (query.operation === undefined || entry.operation === query.operation),
  );
}
