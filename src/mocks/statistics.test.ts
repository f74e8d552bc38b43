// @vitest-environment node
import { getClicksByHour, type ClickScope } from '../api/statistics';
import { rawCall, rejection, withTestService } from './test-helpers';

const harness = withTestService();
const link: ClickScope = { kind: 'link', linkId: 'spring-sale', domain: 'https://vvd.bz' };
const yesterday = '2026-11-20';
/** One day, as the app asks for it: a v3 range of that day alone. */
const day = (ymd: string, scope: ClickScope) =>
  getClicksByHour({ startYmd: ymd, endYmd: ymd, scope });

describe('clicks by hour', () => {
  it('gives a believable, deterministic day for a link', async () => {
    const first = await day(yesterday, link);
    const again = await day(yesterday, link);
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThan(12);
    expect(first.length).toBeLessThan(24);
    for (const record of first) {
      expect(record.ymd).toBe(yesterday);
      expect(record.hour).toBeGreaterThanOrEqual(0);
      expect(record.hour).toBeLessThanOrEqual(23);
      expect(record.pernCnt).toBeLessThanOrEqual(record.acesCnt);
      expect(record.acesCnt).toBeGreaterThan(0);
    }
    const byHour = new Map(first.map((r) => [r.hour, r.acesCnt]));
    expect(byHour.get(12) ?? 0).toBeGreaterThan(byHour.get(4) ?? 0);
    const otherDay = await day('2026-11-19', link);
    expect(otherDay).not.toEqual(first);
  });

  it('has nothing after the current hour today, and nothing for a future date', async () => {
    const today = await day('2026-11-21', link);
    expect(Math.max(...today.map((r) => r.hour))).toBeLessThanOrEqual(10);
    await expect(day('2026-11-22', link)).resolves.toEqual([]);
  });

  it('finds a Korean link ID on https://vvd.im (URL-encoded on the wire)', async () => {
    const records = await day(yesterday, {
      kind: 'link',
      linkId: '겨울이벤트',
      domain: 'https://vvd.im',
    });
    expect(records.length).toBeGreaterThan(0);
  });

  it('sums a group and the whole account', async () => {
    const total = (records: { acesCnt: number }[]) =>
      records.reduce((sum, r) => sum + r.acesCnt, 0);
    const one = total(await day(yesterday, link));
    const group = total(await day(yesterday, { kind: 'group', grpIdx: 1 }));
    const account = total(await day(yesterday, { kind: 'account' }));
    expect(group).toBeGreaterThan(one);
    expect(account).toBeGreaterThan(group);
  });

  it('refuses bad dates, unknown links and groups, and a link with a group', async () => {
    // v3's refusal of a range that is not two calendar days (v2's own code for a bad day is 1301).
    expect((await rejection(day('2026-13-01', link))).code).toBe(1306);
    expect((await rejection(day('', link))).code).toBe(1306);
    const missing = { kind: 'link', linkId: 'nope', domain: 'https://vvd.bz' } as const;
    expect((await rejection(day(yesterday, missing))).code).toBe(1303);
    expect((await rejection(day(yesterday, { kind: 'group', grpIdx: 9 }))).code).toBe(1304);
    const both = await rawCall(
      'GET',
      `/api/statistics/v2/clicks-by-hour?ymd=${yesterday}&linkId=menu&grpIdx=1`,
    );
    expect(both.code).toBe(1305);
    const badGroup = await rawCall(
      'GET',
      `/api/statistics/v2/clicks-by-hour?ymd=${yesterday}&grpIdx=1.5`,
    );
    expect(badGroup).toMatchObject({ status: 400, code: 653 });
  });
});

describe('plan gates', () => {
  it('Personal: one link with linkId and domain; no group, no account', async () => {
    harness.service.controls.update({ plan: 'personal' });
    await expect(day(yesterday, link)).resolves.not.toHaveLength(0);
    expect((await rejection(day(yesterday, { kind: 'group', grpIdx: 1 }))).code).toBe(700);
    expect((await rejection(day(yesterday, { kind: 'account' }))).code).toBe(1302);
    const noDomain = await rawCall(
      'GET',
      `/api/statistics/v2/clicks-by-hour?ymd=${yesterday}&linkId=menu`,
    );
    expect(noDomain.code).toBe(1302);
  });

  it('Premium and Enterprise: link, group and account', async () => {
    for (const plan of ['premium', 'enterprise'] as const) {
      harness.service.controls.update({ plan });
      await expect(day(yesterday, { kind: 'account' })).resolves.not.toHaveLength(0);
      await expect(day(yesterday, { kind: 'group', grpIdx: 2 })).resolves.not.toHaveLength(0);
      const noDomain = await rawCall(
        'GET',
        `/api/statistics/v2/clicks-by-hour?ymd=${yesterday}&linkId=menu`,
      );
      expect(noDomain.code).toBe(0);
    }
  });
});
