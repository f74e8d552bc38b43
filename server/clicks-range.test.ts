// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApi } from './api.test-support';
import { config, type Setup, setup, till } from './live-writes.test-support';

/**
 * Clicks by hour v3 through our server (docs/api.md, operation 9): a range of days, checked here
 * as far as no plan allows more, the service's answer and refusals passed on. The simulated
 * service's day is 2026-11-22 (live-writes.test-support.ts).
 */
const V3 = '/api/statistics/v3/clicks-by-hour';
const V2 = '/api/statistics/v2/clicks-by-hour';

interface Row {
  ymd: string;
  hour: number;
  acesCnt: number;
  pernCnt: number;
}

async function get(s: Setup, path: string, language = 'en') {
  const response = await s.app.request(path, { headers: { 'Accept-Language': language } });
  const json = (await response.json()) as { code: number; message: string; result: unknown };
  return { status: response.status, saidBy: response.headers.get('X-Said-By'), ...json };
}

describe('clicks by hour v3 through our server', () => {
  it("passes the rows on, each day's v2's, with the query as the service's own", async () => {
    const s = setup({ auth: false });
    const answer = await get(s, `${V3}?startYmd=2026-11-16&endYmd=2026-11-22&grpIdx=2&sort=desc`);
    expect(answer).toMatchObject({ status: 200, code: 0, saidBy: null });
    const rows = answer.result as Row[];
    expect(new Set(rows.map((r) => r.ymd)).size).toBe(7);
    expect(s.sent.map((sent) => `${sent.method} ${sent.path}${sent.search}`)).toEqual([
      `GET ${V3}?startYmd=2026-11-16&endYmd=2026-11-22&grpIdx=2`,
    ]);
    for (const ymd of ['2026-11-16', '2026-11-22']) {
      const day = await get(s, `${V2}?ymd=${ymd}&grpIdx=2`);
      expect(rows.filter((r) => r.ymd === ymd)).toEqual(day.result);
    }
  });

  it("passes the service's refusal on with its message: the smaller plans' caps are its rule", async () => {
    const s = setup({ auth: false });
    s.service.controls.update({ plan: 'personal' });
    const link = 'linkId=spring-sale&domain=https%3A%2F%2Fvvd.bz';
    const range = `${V3}?startYmd=2026-11-14&endYmd=2026-11-21&${link}`;
    expect(await get(s, range)).toMatchObject({
      status: 200,
      code: 1307,
      message: 'On the Personal plan, a range is at most 7 days.',
      result: null,
      saidBy: null,
    });
    expect((await get(s, range, 'ko')).message).toBe('Personal 요금제에서 기간은 최대 7일입니다.');
    expect(s.sent).toHaveLength(2);
  });

  it.each([
    ['no dates', '', 400, 'startYmd'],
    ['a day that is not one', '?startYmd=2026-11-31&endYmd=2026-12-01', 400, 'startYmd'],
    ['the start after the end', '?startYmd=2026-11-22&endYmd=2026-11-21', 400, 'The date (endYmd)'],
    ['32 days', '?startYmd=2026-10-22&endYmd=2026-11-22', 400, 'at most 31 days'],
    ['a grpIdx the service cannot bind', '?startYmd=x&grpIdx=two', 653, 'grpIdx'],
  ])('refuses %s itself, with nothing sent', async (_, search, code, said) => {
    const s = setup({ auth: false });
    const answer = await get(s, `${V3}${search}`);
    expect(answer).toMatchObject({ status: 400, code, result: null, saidBy: 'server' });
    expect(answer.message).toContain(said);
    expect(s.sent).toEqual([]);
  });

  it('lets 31 days through to the service, which answers by its plan', async () => {
    const s = setup({ auth: false });
    const month = `${V3}?startYmd=2026-10-23&endYmd=2026-11-22`;
    expect(await get(s, month)).toMatchObject({ code: 1307, saidBy: null });
    s.service.controls.update({ plan: 'enterprise' });
    const answer = await get(s, month);
    expect(answer.code).toBe(0);
    expect(new Set((answer.result as Row[]).map((r) => r.ymd)).size).toBe(31);
    expect(s.sent).toHaveLength(2);
  });

  it('answers HEAD and other methods with 405, spending no call', async () => {
    const s = setup({ auth: false });
    for (const method of ['HEAD', 'POST']) {
      const response = await s.app.request(`${V3}?startYmd=2026-11-21&endYmd=2026-11-22`, {
        method,
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET');
    }
    expect(s.sent).toEqual([]);
  });

  it('is clicks by hour to sign-in: marketing may, the counter gets 403 with nothing sent', async () => {
    const s = setup();
    const path = `${V3}?startYmd=2026-11-21&endYmd=2026-11-22`;
    const counter = till(s);
    await counter.open('Till 1', 'cora');
    expect(await counter.call('GET', path)).toMatchObject({ status: 403, reason: 'forbidden' });
    expect(s.sent).toEqual([]);
    const marketing = till(s);
    await marketing.open('Office', 'mina');
    expect(await marketing.call('GET', path)).toMatchObject({ status: 200, code: 0 });
    expect(s.sent).toHaveLength(1);
  });

  it('waits in the one statistics line with v2: the service gets one call at a time', async () => {
    const held: { path: string; answer: () => void }[] = [];
    const fetchFn: typeof fetch = (input, init) =>
      new Promise((resolve) => {
        const answer = () => resolve(Response.json({ code: 0, message: '', result: [] }));
        held.push({ path: new URL(new Request(input, init).url).pathname, answer });
      });
    const app = testApi(config, { fetch: fetchFn });
    const answers = Promise.all([
      app.request(`${V2}?ymd=2026-11-22`),
      app.request(`${V3}?startYmd=2026-11-21&endYmd=2026-11-22`),
    ]);
    await expect.poll(() => held.length).toBe(1);
    expect(held.map((h) => h.path)).toEqual([V2]);
    held[0]?.answer();
    await expect.poll(() => held.length).toBe(2);
    expect(held[1]?.path).toBe(V3);
    held[1]?.answer();
    expect((await answers).map((a) => a.status)).toEqual([200, 200]);
  });
});
