import type { ReportRow } from './day-report';

/**
 * The demo's record of this browser's writes (issue 29, point 6): the demo has no server and no
 * audit log, so the day report and "today at this till" are counted from what this browser wrote
 * to the simulated service, row for row as our server's audit log would have them (the same
 * report function reads both). Kept in localStorage across reloads, oldest dropped past
 * RECORD_LIMIT rows.
 *
 * Written raw and read through its schema only when a report is read (record-schema.ts): the
 * counter's first load carries a push, not a parser. A restart of the browser keeps it; another
 * tab of the same browser writes to the same record; another browser or device has its own (the
 * demo's simulated service is per browser too).
 */

export const RECORD_KEY = 'counter-pos.day-record';
/** About two months of a busy demo; a row is about 250 bytes, so at most about 1.5 MB. */
export const RECORD_LIMIT = 6_000;

/** A write as the demo keeps it: a report row, numbered and timed when it is kept. */
export type DemoWrite = Omit<ReportRow, 'seq' | 'time'>;

/** The instant the demo's service is at: its pinned clock when the demo pins one. */
let clock: () => Date = () => new Date();

/** The demo controls set the service's clock here at start (main.tsx). */
export function setDemoRecordClock(now: () => Date): void {
  clock = now;
}

/** A browser that refuses storage (a private window) keeps its record for the visit. */
let inMemory: unknown[] | null = null;

/** The stored rows as they are: read through the schema by the report (record-schema.ts). */
export function storedRows(): unknown[] {
  if (inMemory) return inMemory;
  try {
    const raw = localStorage.getItem(RECORD_KEY);
    const value: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

function nextSeq(rows: readonly unknown[]): number {
  const last = rows.at(-1);
  const seq =
    typeof last === 'object' && last !== null ? (last as { seq?: unknown }).seq : undefined;
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq + 1 : rows.length + 1;
}

/** The row kept under `key`, if one was. */
function keptUnder(rows: readonly unknown[], key: string): ReportRow | undefined {
  return rows.find(
    (row): row is ReportRow =>
      typeof row === 'object' && row !== null && (row as { key?: unknown }).key === key,
  );
}

export interface KeepOptions {
  /**
   * The write's own id (its journal entry's): a write kept once is never kept again, though two
   * tabs of this browser may each see it end (one finishing it, one recovering it on start).
   */
  key?: string;
  /** When it happened, if not now (a write cut off by a reload, recovered later). */
  at?: Date;
}

/** Keeps one write, numbered after the last kept one; the oldest go past the limit. */
export function recordDemoWrite(write: DemoWrite, { key, at }: KeepOptions = {}): ReportRow {
  const rows = storedRows();
  const kept = key === undefined ? undefined : keptUnder(rows, key);
  if (kept) return kept;
  const row: ReportRow = { seq: nextSeq(rows), time: (at ?? clock()).toISOString(), ...write };
  const all = [...rows, key === undefined ? row : { ...row, key }].slice(-RECORD_LIMIT);
  // Storage full (other pages of this origin use it too): the oldest half goes. Storage refused
  // even then (a private window): the whole record stays in memory for the visit.
  for (const kept of [all, all.slice(Math.floor(all.length / 2))]) {
    try {
      localStorage.setItem(RECORD_KEY, JSON.stringify(kept));
      inMemory = null;
      return row;
    } catch {
      // Try with less, then keep it in memory.
    }
  }
  inMemory = all;
  return row;
}

/** The demo service's now (its pinned clock, if pinned): its today is the report's. */
export function demoNow(): Date {
  return clock();
}
