// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../src/mocks/seed';
import type { RedeemHour, RedeemsByHour } from '../../src/lib/report/redeems-by-hour';
import { FileAuditLog } from '../audit/file-log';
import { MemoryAuditLog } from '../audit/memory-log';
import type { AuditEntryInput, AuditLog } from '../audit/types';
import { setupOn, till } from '../live-writes.test-support';
import type { Tally } from './day-report';

type Setup = ReturnType<typeof setupOn<AuditLog>>;
type Answer<T> = { status: number; code: number; message: string; result: T };

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const inMemory = () => Promise.resolve(setupOn((now): AuditLog => new MemoryAuditLog({ now })));

const STORES: [string, () => Promise<Setup>][] = [
  ['in memory', inMemory],
  [
    'on files',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'redeems-by-hour-'));
      dirs.push(dir);
      return setupOn((now): AuditLog => new FileAuditLog({ dir, timeZone: 'Asia/Seoul', now }));
    },
  ],
];

const PATH = '/api/report/redeems-by-hour';

/** A redeem's line as the guard writes it (auth/guard.ts), for the seeded ones. */
const redeemLine = (
  requestId: string,
  target: string,
  outcome: AuditEntryInput['outcome'],
): AuditEntryInput => ({
  requestId,
  device: 'Till 9 (d9)',
  staff: 'Cora',
  role: 'counter',
  operation: 'couponRedeem',
  target,
  outcome,
});

/**
 * Three days of writes, through the routes and as seeded lines, each hour's figure known: the
 * still clock starts on 2026-11-22 at 14:00 in Seoul (05:00Z) and ends on the 24th at 10:00.
 */
async function threeDays(s: Setup) {
  const counter = till(s);
  await counter.open('Till 1', 'cora');
  await counter.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.amountKrw });
  await counter.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.percent });
  await counter.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.expired }); // refused
  await counter.add(S.inProgress); // a stamp: no redeem

  s.advance(Date.parse('2026-11-22T14:59:59Z') - s.nowMs()); // 23:59:59 in Seoul
  await s.audit.append(redeemLine('before-midnight', 'LATE-OK', 'ok'));
  // Sent before midnight, its outcome after: the day report counts it on the 23rd, at 00:00.
  await s.audit.append(redeemLine('across', 'LATE-NEXT', 'sending'));
  s.advance(1_000); // 15:00:00Z, 00:00 on the 23rd in Seoul
  await s.audit.append(redeemLine('across', 'LATE-NEXT', 'ok'));

  s.advance(Date.parse('2026-11-23T02:00:00Z') - s.nowMs()); // 11:00 in Seoul
  await s.audit.append(redeemLine('lost', 'LOST-1', 'sending')); // no outcome: not sure
  await s.audit.append(redeemLine('timeout', 'TIMEOUT-1', 'unknown'));
  await s.audit.append(redeemLine('never-sent', 'FAILED-1', 'failed'));

  s.advance(Date.parse('2026-11-24T01:00:00Z') - s.nowMs()); // 10:00 on the 24th in Seoul
  await counter.unlock('cora');
  await counter.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.unlimited });
  const owner = till(s);
  await owner.open('Back office', 'oscar');
  return owner;
}

const AFTERNOON: RedeemHour = { ymd: '2026-11-22', hour: 14, redeems: 2, notSure: 0 };
const BEFORE_MIDNIGHT: RedeemHour = { ymd: '2026-11-22', hour: 23, redeems: 1, notSure: 0 };
const AFTER_MIDNIGHT: RedeemHour = { ymd: '2026-11-23', hour: 0, redeems: 1, notSure: 0 };
const NOT_SURE: RedeemHour = { ymd: '2026-11-23', hour: 11, redeems: 0, notSure: 2 };
const LAST_DAY: RedeemHour = { ymd: '2026-11-24', hour: 10, redeems: 1, notSure: 0 };
const EXPECTED = [AFTERNOON, BEFORE_MIDNIGHT, AFTER_MIDNIGHT, NOT_SURE, LAST_DAY];

describe.each(STORES)('redeems per hour over a range of days, %s', (_, make) => {
  it('counts the done and the not-sure redeems of each service hour, as the day report', async () => {
    const s = await make();
    const owner = await threeDays(s);
    const read = vi.spyOn(s.audit, 'read');
    const answer = (await owner.call(
      'GET',
      `${PATH}?startYmd=2026-11-21&endYmd=2026-11-30`,
    )) as unknown as Answer<RedeemsByHour>;
    expect([answer.status, answer.code, answer.message]).toEqual([200, 0, '']);
    expect(answer.result).toEqual({
      startYmd: '2026-11-21',
      endYmd: '2026-11-30',
      pattern: '',
      rows: EXPECTED,
    });
    // The days after the service's today are not read.
    expect(read.mock.calls.map(([query]) => query.day).every((day) => day <= '2026-11-24')).toBe(
      true,
    );

    // Each day's figures are its day report's.
    for (const day of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      const report = (await owner.call('GET', `/api/report/day?day=${day}`)) as unknown as Answer<{
        totals: Tally;
      }>;
      const ofDay = EXPECTED.filter((row) => row.ymd === day);
      expect(report.result.totals, day).toMatchObject({
        redeems: ofDay.reduce((sum, row) => sum + row.redeems, 0),
        notSure: ofDay.reduce((sum, row) => sum + row.notSure, 0),
      });
    }
  });

  it.each<[string, RedeemHour[]]>([
    ['late', [BEFORE_MIDNIGHT, AFTER_MIDNIGHT]],
    ['LATE-*', [BEFORE_MIDNIGHT, AFTER_MIDNIGHT]],
    ['*-next', [AFTER_MIDNIGHT]],
    ['krw', [{ ...AFTERNOON, redeems: 1 }]],
    ['  lost ', [{ ...NOT_SURE, notSure: 1 }]],
    ['NOTHING', []],
  ])('counts the coupons that match %j', async (pattern, rows) => {
    const s = await make();
    const owner = await threeDays(s);
    const query = `startYmd=2026-11-22&endYmd=2026-11-24&pattern=${encodeURIComponent(pattern)}`;
    const answer = (await owner.call(
      'GET',
      `${PATH}?${query}`,
    )) as unknown as Answer<RedeemsByHour>;
    expect(answer.result).toEqual({
      startYmd: '2026-11-22',
      endYmd: '2026-11-24',
      pattern: pattern.trim(),
      rows,
    });
  });

  it('reads a finished day once: later asks read only today and a day it may still settle', async () => {
    const s = await make();
    const owner = await threeDays(s);
    const range = `${PATH}?startYmd=2026-11-01&endYmd=2026-11-30`;
    const read = vi.spyOn(s.audit, 'read');
    const days = async () => {
      read.mockClear();
      const answer = (await owner.call('GET', range)) as unknown as Answer<RedeemsByHour>;
      expect(answer.result.rows).toEqual(EXPECTED);
      return read.mock.calls.map(([query]) => query.day);
    };
    // Nov 1–24, and the next day for the 22nd's and the 23rd's intents that have no outcome there.
    expect(await days()).toHaveLength(24 + 2);
    // The 23rd has an intent with no outcome: today's lines may still hold it.
    expect(await days()).toEqual(['2026-11-23', '2026-11-24', '2026-11-24']);

    s.advance(24 * 60 * 60_000); // the 25th: the 23rd is final now, read once more
    await owner.unlock('oscar');
    expect(await days()).toEqual(['2026-11-23', '2026-11-24', '2026-11-24', '2026-11-25']);
    expect(await days()).toEqual(['2026-11-25']);
  });
});

describe('who may ask, and what', () => {
  const make = inMemory;

  it('marketing and owners; counter staff are refused, and nobody signed in', async () => {
    const s = await make();
    const query = `${PATH}?startYmd=2026-11-22&endYmd=2026-11-22`;
    const counter = till(s);
    await counter.open('Till 1', 'cora');
    expect((await counter.call('GET', query)).status).toBe(403);
    expect((await till(s).call('GET', query)).status).toBe(401);
    const marketing = till(s);
    await marketing.open('Back office', 'mina');
    const answer = (await marketing.call('GET', query)) as unknown as Answer<RedeemsByHour>;
    expect([answer.status, answer.result.rows]).toEqual([200, []]);
  });

  it.each([
    ['endYmd=2026-11-22', 'startYmd'],
    ['startYmd=2026-02-30&endYmd=2026-03-01', 'startYmd'],
    ['startYmd=22-11-2026&endYmd=2026-11-22', 'startYmd'],
    ['startYmd=2026-11-22', 'endYmd'],
    ['startYmd=2026-11-22&endYmd=2026-11-31', 'endYmd'],
    ['startYmd=2026-11-22&endYmd=2026-11-21', 'endYmd'],
    ['startYmd=2026-11-01&endYmd=2026-12-02', 'endYmd'], // 32 days
    [`startYmd=2026-11-22&endYmd=2026-11-22&pattern=${'A'.repeat(65)}`, 'pattern'],
    ['startYmd=2026-11-22&endYmd=2026-11-22&pattern=A%01B', 'pattern'],
    ['startYmd=2026-11-22&endYmd=2026-11-22&pattern=A%0AB', 'pattern'],
  ])('refuses %s, naming %s', async (query, param) => {
    const s = await make();
    const owner = till(s);
    await owner.open('Back office', 'oscar');
    const read = vi.spyOn(s.audit, 'read');
    const answer = await owner.call('GET', `${PATH}?${query}`);
    expect([answer.status, answer.code]).toEqual([400, 400]);
    // Named where the message names what it is about ("The date (endYmd) must be…").
    expect(answer.message).toMatch(new RegExp(`^The (date \\(${param}\\)|parameter ${param}) `));
    expect(read).not.toHaveBeenCalled();
  });

  it.each([
    'startYmd=2026-11-01&endYmd=2026-12-01', // 31 days
    `startYmd=2026-11-22&endYmd=2026-11-22&pattern=${'A'.repeat(64)}`,
    'startYmd=2026-11-22&endYmd=2026-11-22&pattern=%20%20',
  ])('takes %s', async (query) => {
    const s = await make();
    const owner = till(s);
    await owner.open('Back office', 'oscar');
    expect((await owner.call('GET', `${PATH}?${query}`)).status).toBe(200);
  });
});
