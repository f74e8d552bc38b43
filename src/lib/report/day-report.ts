import type { WriteFacts } from './write-facts';

/**
 * The day report: what each till and each person did on one service day, in figures a shop
 * reconciles at closing, computed from that day's writes in our server's audit log and nothing
 * else (server/report/, decision 0021). Pure, with table and property tests that hold every total
 * to the log line by line (server/report/day-report.test.ts).
 */

/** How a write ended: done, refused by us or the service, never sent, or not known. */
export type WriteOutcome = 'ok' | 'refused' | 'failed' | 'unknown';

/** The writes a day report counts: the audited ones (auth/roles.ts AUDITED_WRITES). */
export const REPORTED_WRITES = [
  'couponRedeem',
  'stampAdd',
  'stampRemove',
  'stampReward',
  'couponCreate',
] as const;
export type ReportedWrite = (typeof REPORTED_WRITES)[number];

export function isReportedWrite(operation: string): operation is ReportedWrite {
  return (REPORTED_WRITES as readonly string[]).includes(operation);
}

/** Fixed amounts given, per currency (null: the service named none). */
export interface AmountGiven {
  currency: string | null;
  /** The sum of the amounts, exact to the hundredth (summed in hundredths). */
  total: number;
  count: number;
}

/** Percentage coupons redeemed, counted per rate: a rate's total means nothing. */
export interface RateGiven {
  rate: number;
  count: number;
}

export interface Tally {
  /** Redeems that went through (outcome ok). */
  redeems: number;
  amounts: AmountGiven[];
  rates: RateGiven[];
  /** Redeems that went through whose line carries no discount we know (older lines, other types). */
  otherDiscounts: number;
  stampsAdded: number;
  stampsTakenBack: number;
  rewards: number;
  creates: number;
  /** Writes the service or our server refused: nothing was done. */
  refused: number;
  /** Writes never sent (our state or the audit log could not be reached): nothing was done. */
  failed: number;
  /** Writes whose outcome nobody knows: each must be checked (listed first in the report). */
  notSure: number;
}

export interface ReportRow {
  seq: number;
  time: string;
  till: string | null;
  person: string | null;
  operation: ReportedWrite;
  target: string | null;
  outcome: WriteOutcome;
  detail?: string;
  facts?: WriteFacts;
}

export interface DayReport {
  day: string;
  /** Every write that ended not sure, oldest first: what to check before closing. */
  notSure: ReportRow[];
  tills: { till: string | null; tally: Tally }[];
  people: { person: string | null; tally: Tally }[];
  totals: Tally;
  /** Every write of the day, oldest first. */
  timeline: ReportRow[];
}

interface Counting {
  tally: Tally;
  amounts: Map<string, { hundredths: number; count: number }>;
  rates: Map<number, number>;
}

/** A tally of nothing: a till or person that wrote nothing that day. */
export function emptyTally(): Tally {
  return {
    redeems: 0,
    amounts: [],
    rates: [],
    otherDiscounts: 0,
    stampsAdded: 0,
    stampsTakenBack: 0,
    rewards: 0,
    creates: 0,
    refused: 0,
    failed: 0,
    notSure: 0,
  };
}

function emptyCounting(): Counting {
  return { tally: emptyTally(), amounts: new Map(), rates: new Map() };
}

/** The key of a currency in a map; '' stands for none named. */
const currencyKey = (currency: string | null) => currency ?? '';

function count(into: Counting, row: ReportRow): void {
  const { tally } = into;
  // A line of refused calls counted per device and minute stands for its count.
  if (row.outcome === 'refused') tally.refused += row.facts?.calls ?? 1;
  else if (row.outcome === 'failed') tally.failed += 1;
  else if (row.outcome === 'unknown') tally.notSure += 1;
  if (row.outcome !== 'ok') return;
  switch (row.operation) {
    case 'couponRedeem': {
      tally.redeems += 1;
      const discount = row.facts?.discount;
      if (discount?.type === 'amount') {
        const key = currencyKey(discount.currency);
        const given = into.amounts.get(key) ?? { hundredths: 0, count: 0 };
        given.hundredths += Math.round(discount.value * 100);
        given.count += 1;
        into.amounts.set(key, given);
      } else if (discount?.type === 'rate') {
        into.rates.set(discount.value, (into.rates.get(discount.value) ?? 0) + 1);
      } else {
        tally.otherDiscounts += 1;
      }
      return;
    }
    case 'stampAdd':
      tally.stampsAdded += 1;
      return;
    case 'stampRemove':
      tally.stampsTakenBack += 1;
      return;
    case 'stampReward':
      tally.rewards += 1;
      return;
    case 'couponCreate':
      tally.creates += 1;
      return;
  }
}

function finished(counting: Counting): Tally {
  return {
    ...counting.tally,
    amounts: [...counting.amounts]
      .map(([key, given]) => ({
        currency: key === '' ? null : key,
        total: given.hundredths / 100,
        count: given.count,
      }))
      .sort((a, b) => currencyKey(a.currency).localeCompare(currencyKey(b.currency))),
    rates: [...counting.rates]
      .map(([rate, times]) => ({ rate, count: times }))
      .sort((a, b) => a.rate - b.rate),
  };
}

/** Groups, named in the order they first wrote that day. */
function grouped<K>(rows: readonly ReportRow[], keyOf: (row: ReportRow) => K) {
  const groups = new Map<K, Counting>();
  for (const row of rows) {
    const key = keyOf(row);
    let counting = groups.get(key);
    if (!counting) {
      counting = emptyCounting();
      groups.set(key, counting);
    }
    count(counting, row);
  }
  return [...groups].map(([key, counting]) => ({ key, tally: finished(counting) }));
}

/** The report of one day from that day's writes (in any order; read oldest first). */
export function dayReport(day: string, rows: readonly ReportRow[]): DayReport {
  const timeline = [...rows].sort((a, b) => a.seq - b.seq);
  const totals = emptyCounting();
  for (const row of timeline) count(totals, row);
  return {
    day,
    notSure: timeline.filter((row) => row.outcome === 'unknown'),
    tills: grouped(timeline, (row) => row.till).map(({ key, tally }) => ({ till: key, tally })),
    people: grouped(timeline, (row) => row.person).map(({ key, tally }) => ({
      person: key,
      tally,
    })),
    totals: finished(totals),
    timeline,
  };
}

/** "Today at this till": the device's and the person's counts of the day, from the same lines. */
export function tillSummary(
  rows: readonly ReportRow[],
  till: string | null,
  person: string | null,
): { till: Tally; person: Tally } {
  const ofTill = emptyCounting();
  const ofPerson = emptyCounting();
  for (const row of rows) {
    if (row.till === till) count(ofTill, row);
    if (row.person === person) count(ofPerson, row);
  }
  return { till: finished(ofTill), person: finished(ofPerson) };
}
