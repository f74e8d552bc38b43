// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkClicksRangeQuery } from './queries';

/** Clicks by hour v3's query (docs/api.md, operation 9), as our server checks it before sending. */
const check = (search: string) => checkClicksRangeQuery(new URLSearchParams(search));

function refused(message: string, params: Record<string, string | number>, code = 400) {
  return { ok: false, failure: { status: 400, code, message, params } };
}

describe('clicks by hour v3: the query', () => {
  it.each([
    ['no dates', '', 'required', { param: 'startYmd' }],
    ['no end', 'startYmd=2026-11-01', 'required', { param: 'endYmd' }],
    ['an empty start', 'startYmd=%20&endYmd=2026-11-01', 'required', { param: 'startYmd' }],
    [
      'a start given twice',
      'startYmd=2026-11-01&startYmd=2026-11-02&endYmd=2026-11-03',
      'repeated',
      { param: 'startYmd' },
    ],
    [
      'an end given twice',
      'startYmd=2026-11-01&endYmd=2026-11-02&endYmd=2026-11-03',
      'repeated',
      { param: 'endYmd' },
    ],
    ['no such day', 'startYmd=2026-02-29&endYmd=2026-03-01', 'invalidDate', { param: 'startYmd' }],
    ['another form', 'startYmd=2026-11-01&endYmd=01-11-2026', 'invalidDate', { param: 'endYmd' }],
    [
      'a long text',
      `startYmd=2026-11-01&endYmd=${'2'.repeat(11)}`,
      'invalidDate',
      { param: 'endYmd' },
    ],
    [
      'a bad linkId',
      `startYmd=2026-11-01&endYmd=2026-11-01&linkId=${'x'.repeat(1001)}`,
      'notText',
      {
        param: 'linkId',
        max: 1000,
      },
    ],
  ])('refuses %s (400)', (_, search, message, params) => {
    expect(check(search)).toEqual(refused(message, params));
  });

  it('binds grpIdx first, by the 653 rule, whatever the dates', () => {
    for (const search of ['grpIdx=two', 'startYmd=x&grpIdx=1.5', 'grpIdx=2147483648']) {
      expect(check(search)).toEqual(refused('invalidParameter', { param: 'grpIdx' }, 653));
    }
  });

  it.each([
    ['one day', '2026-11-21', '2026-11-21', true],
    ['31 days', '2026-01-01', '2026-01-31', true],
    ['32 days', '2026-01-01', '2026-02-01', false],
    ['31 days over a leap day', '2028-02-01', '2028-03-02', true],
    ['32 days over a leap day', '2028-02-01', '2028-03-03', false],
    ['31 days over a year end', '2026-12-15', '2027-01-14', true],
    ['a year', '2025-11-01', '2026-11-01', false],
    ['the start after the end', '2026-11-02', '2026-11-01', false],
  ])('%s: passes %s', (_, startYmd, endYmd, passes) => {
    expect(check(`startYmd=${startYmd}&endYmd=${endYmd}`)).toEqual(
      passes
        ? { ok: true, value: { startYmd, endYmd } }
        : refused('invalidDayRange', { param: 'endYmd', max: 31 }),
    );
  });

  it('passes the scope on trimmed, and nothing else', () => {
    const search = new URLSearchParams({
      startYmd: '2026-11-15',
      endYmd: '2026-11-21',
      linkId: ' 겨울이벤트 ',
      domain: 'https://vvd.im',
      grpIdx: '',
      sort: 'desc',
    });
    expect(checkClicksRangeQuery(search)).toEqual({
      ok: true,
      value: {
        startYmd: '2026-11-15',
        endYmd: '2026-11-21',
        linkId: '겨울이벤트',
        domain: 'https://vvd.im',
      },
    });
    expect(check('startYmd=2026-11-15&endYmd=2026-11-21&grpIdx=2')).toMatchObject({
      value: { grpIdx: 2 },
    });
  });

  it('allows a month at its longest on any plan: the smaller plans are the service’s to refuse', () => {
    for (const endYmd of ['2026-11-08', '2026-11-15']) {
      expect(check(`startYmd=2026-11-01&endYmd=${endYmd}`).ok).toBe(true);
    }
  });
});
