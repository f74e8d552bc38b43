import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuditFacts } from '../audit/facts';
import type { AuditEntry, AuditOutcome } from '../audit/types';
import {
  dayReport,
  isReportedWrite,
  keptTillSummaries,
  type Tally,
  tillSummary,
} from './day-report';
import { timelinePage } from '../../src/lib/report/timeline';

let seq = 0;
function line(
  device: string | null,
  staff: string | null,
  operation: string,
  outcome: AuditOutcome,
  facts?: AuditFacts,
): AuditEntry {
  seq += 1;
  const entry: AuditEntry = {
    seq,
    time: `2026-11-22T0${String(Math.min(9, seq % 10))}:00:00.000Z`,
    prev: '0'.repeat(64),
    requestId: `r${seq}`,
    device,
    staff,
    role: 'counter',
    operation,
    target: 'T',
    outcome,
  };
  if (facts) entry.facts = facts;
  return entry;
}
const krw = (value: number): AuditFacts => ({
  discount: { type: 'amount', value, currency: 'KRW' },
});
const rate = (value: number): AuditFacts => ({ discount: { type: 'rate', value, currency: null } });

const NONE: Tally = {
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

describe('the day report', () => {
  const log = [
    line(null, null, 'pair', 'ok'),
    line('Till 1 (d1)', 'Cora', 'unlock', 'ok'),
    line('Till 1 (d1)', 'Cora', 'couponRedeem', 'ok', krw(5000)),
    line('Till 1 (d1)', 'Cora', 'couponRedeem', 'ok', krw(3000)),
    line('Till 1 (d1)', 'Cora', 'couponRedeem', 'ok', rate(15)),
    line('Till 2 (d2)', 'Chris', 'couponRedeem', 'ok', rate(15)),
    line('Till 2 (d2)', 'Chris', 'couponRedeem', 'ok', {
      discount: { type: 'amount', value: 5.5, currency: 'USD' },
    }),
    line('Till 2 (d2)', 'Chris', 'couponRedeem', 'refused'),
    line('Till 2 (d2)', 'Cora', 'couponRedeem', 'unknown', krw(2000)),
    line('Till 1 (d1)', 'Cora', 'stampAdd', 'ok'),
    line('Till 1 (d1)', 'Cora', 'stampAdd', 'ok'),
    line('Till 1 (d1)', 'Cora', 'stampRemove', 'ok'),
    line('Till 1 (d1)', 'Cora', 'stampReward', 'ok'),
    line('Till 1 (d1)', 'Cora', 'stampReward', 'failed'),
    line('Back office (d3)', 'Mina', 'couponCreate', 'ok'),
    line('Till 1 (d1)', 'Cora', 'lock', 'ok'),
  ];
  const report = dayReport('2026-11-22', log);

  it('counts each till’s writes, discounts summed per currency and counted per rate', () => {
    expect(report.tills).toEqual([
      {
        till: 'Till 1 (d1)',
        tally: {
          ...NONE,
          redeems: 3,
          amounts: [{ currency: 'KRW', total: 8000, count: 2 }],
          rates: [{ rate: 15, count: 1 }],
          stampsAdded: 2,
          stampsTakenBack: 1,
          rewards: 1,
          failed: 1,
        },
      },
      {
        till: 'Till 2 (d2)',
        tally: {
          ...NONE,
          redeems: 2,
          amounts: [{ currency: 'USD', total: 5.5, count: 1 }],
          rates: [{ rate: 15, count: 1 }],
          refused: 1,
          notSure: 1,
        },
      },
      { till: 'Back office (d3)', tally: { ...NONE, creates: 1 } },
    ]);
  });

  it('counts each person’s, across tills', () => {
    expect(
      report.people.map(({ person, tally }) => [person, tally.redeems, tally.notSure]),
    ).toEqual([
      ['Cora', 3, 1],
      ['Chris', 2, 0],
      ['Mina', 0, 0],
    ]);
  });

  it('lists the not-sure writes first, and only writes in the timeline', () => {
    expect(report.notSure.map((row) => [row.till, row.person, row.operation])).toEqual([
      ['Till 2 (d2)', 'Cora', 'couponRedeem'],
    ]);
    expect(report.timeline.map((row) => row.operation)).not.toContain('unlock');
    expect(report.timeline).toHaveLength(13);
    expect(report.totals.amounts).toEqual([
      { currency: 'KRW', total: 8000, count: 2 },
      { currency: 'USD', total: 5.5, count: 1 },
    ]);
    expect(report.totals.rates).toEqual([{ rate: 15, count: 2 }]);
  });

  it('sums amounts exactly to the hundredth', () => {
    const cents = [0.1, 0.2, 0.7].map((value) =>
      line('T (d)', 'P', 'couponRedeem', 'ok', {
        discount: { type: 'amount', value, currency: 'USD' },
      }),
    );
    expect(dayReport('2026-11-22', cents).totals.amounts).toEqual([
      { currency: 'USD', total: 1, count: 3 },
    ]);
  });

  it.each([
    [{}, 0, 200, 13, 13],
    [{ till: 'Till 2 (d2)' }, 0, 200, 4, 4],
    [{ till: 'Till 2 (d2)', person: 'Cora' }, 0, 200, 1, 1],
    [{ operation: 'couponRedeem', outcome: 'ok' }, 0, 200, 5, 5],
    [{ outcome: 'unknown' }, 0, 200, 1, 1],
    [{}, 10, 200, 13, 3],
    [{}, 4, 2, 13, 2],
    [{ person: 'Nobody' }, 0, 200, 0, 0],
  ])(
    'the timeline filtered by %j from %i, %i a page: %i in all, %i shown',
    (filter, from, limit, total, shown) => {
      const page = timelinePage(report.timeline, filter, from, limit);
      expect([page.total, page.rows.length, page.from]).toEqual([total, shown, from]);
    },
  );

  it('"today at this till": the device’s and the person’s own counts', () => {
    const summary = tillSummary(log, 'Till 2 (d2)', 'Cora');
    expect(summary.till.redeems).toBe(2);
    expect(summary.till.notSure).toBe(1);
    expect(summary.person.redeems).toBe(3);
    expect(summary.person.stampsAdded).toBe(2);
  });

  it('kept summaries answer as a fresh fold while the day grows, and for another day', () => {
    const summaries = keptTillSummaries();
    const today: AuditEntry[] = [];
    for (const entry of log) {
      today.push(entry);
      // Asked twice at each length, by two tills: the kept rows are the day's as it is now.
      for (const [till, person] of [
        ['Till 2 (d2)', 'Cora'],
        ['Till 1 (d1)', 'Ann'],
        ['Till 2 (d2)', 'Cora'],
      ] as const)
        expect(summaries('2026-11-22', today, till, person)).toEqual(
          tillSummary(today, till, person),
        );
    }
    // Another day with as many lines (ending on the same seq) is not the day kept.
    const other = log.slice(0, 3);
    expect(summaries('2026-11-23', other, 'Till 2 (d2)', 'Cora')).toEqual(
      tillSummary(other, 'Till 2 (d2)', 'Cora'),
    );
  });
});

const OPERATIONS = [
  'couponRedeem',
  'stampAdd',
  'stampRemove',
  'stampReward',
  'couponCreate',
  'unlock',
  'lock',
];
const FIGURES = [
  'redeems',
  'otherDiscounts',
  'stampsAdded',
  'stampsTakenBack',
  'rewards',
  'creates',
  'refused',
  'failed',
  'notSure',
] as const;

const arbitraryFacts: fc.Arbitrary<AuditFacts | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({
    discount: fc.record({
      type: fc.constantFrom('amount' as const, 'rate' as const, 'other' as const),
      value: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100),
      currency: fc.constantFrom('KRW', 'USD', null),
    }),
  }),
);
const arbitraryLog = fc.array(
  fc.tuple(
    fc.constantFrom('Till 1 (d1)', 'Till 2 (d2)', null),
    fc.constantFrom('Cora', 'Chris', null),
    fc.constantFrom(...OPERATIONS),
    fc.constantFrom<AuditOutcome>('ok', 'refused', 'failed', 'unknown'),
    arbitraryFacts,
  ),
  { maxLength: 80 },
);

describe('every total adds up to the log, line by line', () => {
  it('holds for any day', () => {
    fc.assert(
      fc.property(arbitraryLog, (lines) => {
        const log = lines.map((l) => line(...l));
        const report = dayReport('2026-11-22', [...log].reverse());
        const writes = log.filter((entry) => isReportedWrite(entry.operation));
        const ok = (operation: string) =>
          writes.filter((e) => e.operation === operation && e.outcome === 'ok');
        expect(report.timeline.map((row) => row.seq)).toEqual(writes.map((e) => e.seq));
        expect(report.totals.redeems).toBe(ok('couponRedeem').length);
        expect(report.totals.stampsAdded).toBe(ok('stampAdd').length);
        expect(report.totals.stampsTakenBack).toBe(ok('stampRemove').length);
        expect(report.totals.rewards).toBe(ok('stampReward').length);
        expect(report.totals.creates).toBe(ok('couponCreate').length);
        expect(report.totals.notSure).toBe(writes.filter((e) => e.outcome === 'unknown').length);
        expect(report.notSure).toHaveLength(report.totals.notSure);
        // Each redeem's discount is counted once: as an amount, a rate or neither.
        const { amounts, rates, otherDiscounts, redeems } = report.totals;
        const counted = [...amounts, ...rates].reduce((sum, given) => sum + given.count, 0);
        expect(counted + otherDiscounts).toBe(redeems);
        for (const currency of ['KRW', 'USD', null]) {
          const hundredths = ok('couponRedeem')
            .map((e) => e.facts?.discount)
            .filter((d) => d?.type === 'amount' && d.currency === currency)
            .reduce((sum, d) => sum + Math.round((d?.value ?? 0) * 100), 0);
          const total = amounts.find((a) => a.currency === currency)?.total ?? 0;
          expect(Math.round(total * 100)).toBe(hundredths);
        }
        // The tills' and the people's tables add up to the totals.
        for (const table of [report.tills, report.people]) {
          for (const figure of FIGURES) {
            expect(table.reduce((sum, row) => sum + row.tally[figure], 0)).toBe(
              report.totals[figure],
            );
          }
          const amountCount = table
            .flatMap((row) => row.tally.amounts)
            .reduce((s, a) => s + a.count, 0);
          expect(amountCount).toBe(amounts.reduce((s, a) => s + a.count, 0));
        }
      }),
    );
  });
});
