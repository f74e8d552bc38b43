// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../src/mocks/seed';
import { setup, till } from '../live-writes.test-support';
import type { DayReport, ReportRow, Tally } from './day-report';

type ReportAnswer = Omit<DayReport, 'timeline'> & {
  timeline: { rows: ReportRow[]; total: number; from: number };
};

type Answer<T> = { status: number; code: number; result: T };

describe('the day report over the API, from the audit log of that day', () => {
  it('counts two tills’ writes, and each till sees its own day in one tap', async () => {
    const s = setup();
    const one = till(s);
    const two = till(s);
    await one.open('Till 1', 'cora');
    await two.open('Till 2', 'chris');
    await one.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.amountKrw });
    await one.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.percent });
    await two.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.expired });
    await two.add(S.inProgress);
    await two.add(S.inProgress);

    const owner = till(s);
    await owner.open('Back office', 'oscar');
    const report = (await owner.call(
      'GET',
      '/api/report/day?day=2026-11-22',
    )) as unknown as Answer<ReportAnswer>;
    expect([report.status, report.code]).toEqual([200, 0]);
    expect(report.result.day).toBe('2026-11-22');
    const byTill: Record<string, Tally> = Object.fromEntries(
      report.result.tills.map(({ till: name, tally }) => [name?.split(' (')[0] ?? '', tally]),
    );
    expect(byTill['Till 1']).toMatchObject({
      redeems: 2,
      amounts: [{ currency: 'KRW', total: 5000, count: 1 }],
      rates: [{ rate: 15, count: 1 }],
    });
    expect(byTill['Till 2']).toMatchObject({ redeems: 0, refused: 1, stampsAdded: 2 });
    expect(report.result.totals).toMatchObject({ redeems: 2, refused: 1, stampsAdded: 2 });
    expect(report.result.timeline.total).toBe(5);
    expect(report.result.timeline.rows.map((row) => row.operation)).toEqual([
      'couponRedeem',
      'couponRedeem',
      'couponRedeem',
      'stampAdd',
      'stampAdd',
    ]);

    // The timeline filtered and a page at a time; the tables stay whole.
    const page = (await owner.call(
      'GET',
      '/api/report/day?day=2026-11-22&operation=couponRedeem&outcome=ok&from=1&limit=1',
    )) as unknown as Answer<ReportAnswer>;
    expect(page.result.timeline.total).toBe(2);
    expect(page.result.timeline.rows.map((row) => row.target)).toEqual([C.percent]);
    expect(page.result.totals.redeems).toBe(2);

    // Today (the service's day) at till 2, by its person: no navigation, no other till's figures.
    const mine = (await two.call('GET', '/api/report/till')) as unknown as Answer<{
      day: string;
      till: Tally;
      person: Tally;
    }>;
    expect(mine.result.day).toBe('2026-11-22');
    expect(mine.result.till).toMatchObject({ redeems: 0, refused: 1, stampsAdded: 2 });
    expect(mine.result.person).toMatchObject({ redeems: 0, refused: 1, stampsAdded: 2 });
  });

  it('"today" is the service’s day (Asia/Seoul): 23:30 UTC is already tomorrow there', async () => {
    const s = setup();
    const owner = till(s);
    await owner.open('Back office', 'oscar');
    s.advance(18.5 * 60 * 60_000); // 05:00Z + 18:30 = 23:30Z on the 22nd, 08:30 KST on the 23rd
    await owner.unlock('oscar');
    const report = (await owner.call('GET', '/api/report/day')) as unknown as Answer<ReportAnswer>;
    expect(report.result.day).toBe('2026-11-23');
  });

  it.each(['2026-13-01', '2026-02-30', '2026-04-31', '22-11-2026', '2026-11-22%00', ''])(
    'refuses the day %j, reading nothing',
    async (day) => {
      const s = setup();
      const owner = till(s);
      await owner.open('Back office', 'oscar');
      const answer = await owner.call('GET', `/api/report/day?day=${day}`);
      expect([answer.status, answer.code]).toEqual([400, 400]);
      expect(answer.message).toMatch(/day/);
    },
  );

  it.each([
    ['from=-1', 'from'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
  ])('refuses %s, naming %s', async (query, param) => {
    const s = setup();
    const owner = till(s);
    await owner.open('Back office', 'oscar');
    const answer = await owner.call('GET', `/api/report/day?day=2026-11-22&${query}`);
    expect([answer.status, answer.code]).toEqual([400, 400]);
    expect(answer.message).toContain(`${param} must be a whole number`);
  });

  it('counter staff may not read the whole day’s report', async () => {
    const s = setup();
    const counter = till(s);
    await counter.open('Till 1', 'cora');
    expect((await counter.call('GET', '/api/report/day?day=2026-11-22')).status).toBe(403);
  });
});

describe('a write sent just before midnight', () => {
  it('has its outcome on the next day; only an intent with no outcome anywhere is "not sure"', async () => {
    const s = setup();
    // 23:59:58 and :59 in Seoul on Nov 22; the first write's outcome comes after midnight.
    s.advance(Date.parse('2026-11-22T14:59:58Z') - s.nowMs());
    const intent = {
      device: 'Till 1 (d1)',
      staff: 'Cora',
      role: 'counter',
      operation: 'couponRedeem',
      target: C.percent,
      outcome: 'sending',
    } as const;
    await s.audit.append({ ...intent, requestId: 'late' });
    await s.audit.append({ ...intent, requestId: 'lost', target: C.amountKrw });
    s.advance(3_000);
    await s.audit.append({ ...intent, requestId: 'late', outcome: 'ok' });
    const owner = till(s);
    await owner.open('Back office', 'oscar');

    const day = (await owner.call(
      'GET',
      '/api/report/day?day=2026-11-22',
    )) as unknown as Answer<ReportAnswer>;
    expect(day.result.notSure.map((row) => [row.target, row.outcome])).toEqual([
      [C.amountKrw, 'unknown'],
    ]);
    expect(day.result.totals).toMatchObject({ redeems: 0, notSure: 1 });
    const next = (await owner.call(
      'GET',
      '/api/report/day?day=2026-11-23',
    )) as unknown as Answer<ReportAnswer>;
    expect(next.result.totals).toMatchObject({ redeems: 1, notSure: 0 });
  });
});
