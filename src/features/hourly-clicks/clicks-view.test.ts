// @vitest-environment node
import fc from 'fast-check';
import { addDays } from '../../lib/service-day';
import {
  clicksSearch,
  parseClicksView,
  rangeOf,
  scopeForPlan,
  scopeOf,
  spanRefusal,
  type ClicksScopeKind,
  type ClicksView,
} from './clicks-view';

const TODAY = '2026-11-22';

const DEFAULT: ClicksView = {
  ymd: TODAY,
  scopeKind: null,
  linkId: '',
  domain: '',
  grpIdx: null,
  display: 'chart',
  compare: false,
  days: 1,
};

function view(changes: Partial<ClicksView>): ClicksView {
  return { ...DEFAULT, ...changes };
}

describe('parseClicksView', () => {
  it('reads an empty search as today’s chart, scope left to the screen', () => {
    expect(parseClicksView('', TODAY)).toEqual(DEFAULT);
    expect(parseClicksView('?', TODAY)).toEqual(DEFAULT);
  });

  it('reads every control, with or without the leading ?', () => {
    const expected = view({
      ymd: '2026-11-14',
      scopeKind: 'link',
      linkId: 'spring-sale',
      domain: 'https://vvd.im',
      display: 'table',
      compare: true,
    });
    const search = 'date=2026-11-14&scope=link&link=spring-sale&domain=https%3A%2F%2Fvvd.im';
    expect(parseClicksView(`?${search}&view=table&compare=1`, TODAY)).toEqual(expected);
    expect(parseClicksView(`${search}&view=table&compare=1`, TODAY)).toEqual(expected);
  });

  it.each([
    ['2026-11-23', 'tomorrow'],
    ['2027-01-01', 'next year'],
    ['2026-02-30', 'no such day'],
    ['2026-13-01', 'no such month'],
    ['2026-11-2', 'not YYYY-MM-DD'],
    ['21/11/2026', 'another format'],
    ['2026-11-21T10:00', 'a datetime'],
    ['', 'empty'],
  ])('shows today for date=%j (%s)', (date) => {
    expect(parseClicksView(`?date=${encodeURIComponent(date)}`, TODAY).ymd).toBe(TODAY);
  });

  it('keeps a past day, a leap day, and today itself', () => {
    expect(parseClicksView('?date=2024-02-29', TODAY).ymd).toBe('2024-02-29');
    expect(parseClicksView('?date=2026-11-21', TODAY).ymd).toBe('2026-11-21');
    expect(parseClicksView(`?date=${TODAY}`, TODAY).ymd).toBe(TODAY);
  });

  it('reads a percent-encoded Korean link ID, trimmed', () => {
    const search = `?scope=link&link=${encodeURIComponent('  겨울이벤트 ')}`;
    expect(parseClicksView(search, TODAY).linkId).toBe('겨울이벤트');
  });

  it.each(['0', '-3', '1.5', '1e3', '0x10', 'abc', '', '9007199254740993', '12abc'])(
    'has no group for group=%j',
    (group) => {
      expect(parseClicksView(`?scope=group&group=${group}`, TODAY).grpIdx).toBeNull();
    },
  );

  it('reads a group number', () => {
    expect(parseClicksView('?scope=group&group=12', TODAY)).toEqual(
      view({ scopeKind: 'group', grpIdx: 12 }),
    );
    expect(parseClicksView('?group=9007199254740991', TODAY).grpIdx).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['https://vvd.im', 'https://vvd.im'],
    ['https://VVD.bz/', 'https://vvd.bz'],
    ['https://vvd.bz/spring-sale?x=1', 'https://vvd.bz'],
    ['vvd.im', 'https://vvd.im'],
    ['https://go.example-bakery.kr', 'https://go.example-bakery.kr'],
    ['http://vvd.im', ''],
    ['javascript:alert(1)', ''],
    ['https://', ''],
    ['', ''],
  ])('reads domain=%j as %j', (domain, expected) => {
    expect(parseClicksView(`?domain=${encodeURIComponent(domain)}`, TODAY).domain).toBe(expected);
  });

  it('ignores unknown scopes, views and parameters', () => {
    expect(parseClicksView('?scope=planet&view=pie&compare=maybe&utm_source=mail', TODAY)).toEqual(
      DEFAULT,
    );
  });

  it('never throws on a broken URL', () => {
    for (const search of ['?date=%ZZ', '?link=%E0%A4%A', '?%%%=&&&=', '?link=\uD800', '??']) {
      expect(() => parseClicksView(search, TODAY)).not.toThrow();
    }
    expect(parseClicksView('?link=%E0%A4%A&scope=link', TODAY).scopeKind).toBe('link');
  });
});

describe('clicksSearch', () => {
  it('is empty when everything is the default', () => {
    expect(clicksSearch(DEFAULT, TODAY)).toBe('');
  });

  it('writes only what differs from the default, in a fixed order', () => {
    expect(
      clicksSearch(
        view({
          ymd: '2026-11-14',
          scopeKind: 'group',
          grpIdx: 12,
          display: 'table',
          compare: true,
        }),
        TODAY,
      ),
    ).toBe('?date=2026-11-14&scope=group&group=12&view=table&compare=1');
    expect(clicksSearch(view({ scopeKind: 'account' }), TODAY)).toBe('?scope=account');
  });

  it('percent-encodes a Korean link ID and the domain', () => {
    const search = clicksSearch(
      view({ scopeKind: 'link', linkId: '겨울이벤트', domain: 'https://vvd.im' }),
      TODAY,
    );
    expect(search).toBe(
      '?scope=link&link=%EA%B2%A8%EC%9A%B8%EC%9D%B4%EB%B2%A4%ED%8A%B8&domain=https%3A%2F%2Fvvd.im',
    );
    expect(parseClicksView(search, TODAY).linkId).toBe('겨울이벤트');
  });

  it('encodes a link ID that looks like other parameters', () => {
    const linkId = 'a&scope=group&group=1#x';
    const search = clicksSearch(view({ scopeKind: 'link', linkId }), TODAY);
    expect(parseClicksView(search, TODAY)).toEqual(view({ scopeKind: 'link', linkId }));
  });
});

// Views the screen can hold: each field within its rules, combined at random.
const calendarDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date(`${TODAY}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

const validView: fc.Arbitrary<ClicksView> = fc.record({
  ymd: fc.oneof(fc.constant(TODAY), calendarDay),
  scopeKind: fc.constantFrom<ClicksScopeKind | null>(null, 'link', 'group', 'account'),
  linkId: fc.oneof(
    fc.constant(''),
    fc.constantFrom('spring-sale', '겨울이벤트', 'a b', '=1+1', '%20', 'x&y=z'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map((text) => text.trim()),
  ),
  domain: fc.constantFrom('', 'https://vvd.bz', 'https://vvd.im', 'https://go.example-bakery.kr'),
  grpIdx: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null }),
  display: fc.constantFrom<'chart' | 'table'>('chart', 'table'),
  compare: fc.boolean(),
  days: fc.integer({ min: 1, max: 31 }),
});

describe('the URL round trip', () => {
  it('reads back every view it writes', () => {
    fc.assert(
      fc.property(validView, (original) => {
        expect(parseClicksView(clicksSearch(original, TODAY), TODAY)).toEqual(original);
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same search for what it reads, whatever the search was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (search) => {
        const once = parseClicksView(search, TODAY);
        expect(parseClicksView(clicksSearch(once, TODAY), TODAY)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('scopeOf', () => {
  it('asks for a link only with both its ID and its domain', () => {
    expect(
      scopeOf(view({ scopeKind: 'link', linkId: '겨울이벤트', domain: 'https://vvd.im' })),
    ).toEqual({ kind: 'link', linkId: '겨울이벤트', domain: 'https://vvd.im' });
    expect(scopeOf(view({ scopeKind: 'link', linkId: 'spring-sale' }))).toBeNull();
    expect(scopeOf(view({ scopeKind: 'link', domain: 'https://vvd.im' }))).toBeNull();
    expect(scopeOf(view({ scopeKind: 'link', linkId: '  ', domain: 'https://vvd.im' }))).toBeNull();
  });

  it('asks for a group only with its number', () => {
    expect(scopeOf(view({ scopeKind: 'group', grpIdx: 12 }))).toEqual({
      kind: 'group',
      grpIdx: 12,
    });
    expect(scopeOf(view({ scopeKind: 'group' }))).toBeNull();
  });

  it('asks for the account, and for nothing when no scope is chosen', () => {
    expect(scopeOf(view({ scopeKind: 'account', linkId: 'x', grpIdx: 3 }))).toEqual({
      kind: 'account',
    });
    expect(scopeOf(view({ linkId: 'x', domain: 'https://vvd.im', grpIdx: 3 }))).toBeNull();
  });
});

describe('scopeForPlan', () => {
  it('on Personal, opens a group or account address as one link, naming what was asked', () => {
    expect(scopeForPlan('group', 'personal')).toEqual({ scopeKind: 'link', heldBack: 'group' });
    expect(scopeForPlan('account', 'personal')).toEqual({
      scopeKind: 'link',
      heldBack: 'account',
    });
    expect(scopeForPlan('link', 'personal')).toEqual({ scopeKind: 'link', heldBack: null });
    expect(scopeForPlan(null, 'personal')).toEqual({ scopeKind: 'link', heldBack: null });
  });

  it('from Premium up, and when the plan is not known, shows what the address asks', () => {
    for (const plan of ['premium', 'enterprise', null])
      for (const kind of ['link', 'group', 'account'] as const)
        expect(scopeForPlan(kind, plan)).toEqual({ scopeKind: kind, heldBack: null });
    expect(scopeForPlan(null, 'premium')).toEqual({ scopeKind: 'account', heldBack: null });
    expect(scopeForPlan(null, null)).toEqual({ scopeKind: 'account', heldBack: null });
  });

  it('never lets an address past the Personal plan: whatever is read, a link is asked for', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { scopeKind } = scopeForPlan(parseClicksView(search, TODAY).scopeKind, 'personal');
        const scope = scopeOf({ ...parseClicksView(search, TODAY), scopeKind });
        expect(scope === null || scope.kind === 'link').toBe(true);
      }),
    );
  });
});

describe('addDays', () => {
  it('goes back a week to the same weekday', () => {
    expect(addDays('2026-11-21', -7)).toBe('2026-11-14');
    expect(new Date('2026-11-14T00:00:00Z').getUTCDay()).toBe(
      new Date('2026-11-21T00:00:00Z').getUTCDay(),
    );
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
    expect(addDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('keeps its days across daylight-saving changes in any device zone', () => {
    // Los Angeles moves its clocks on 2026-03-08 and 2026-11-01; a local-time Date would land on
    // 23:00 of the day before in one of these.
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-14', -7)).toBe('2026-03-07');
    expect(addDays('2026-11-07', -7)).toBe('2026-10-31');
  });

  it('reads years below 100 as themselves', () => {
    expect(addDays('0050-06-15', 1)).toBe('0050-06-16');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
  });

  it('undoes itself', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -1000, max: 1000 }), (ymd, days) => {
        expect(addDays(addDays(ymd, days), -days)).toBe(ymd);
      }),
    );
  });

  it('refuses what is not a calendar date or a whole number of days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('today', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-21', 0.5)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });
});

describe('the span', () => {
  it.each([
    ['days=7', 7],
    ['days=14', 14],
    ['days=31', 31],
    ['days=32', 1],
    ['days=0', 1],
    ['days=-7', 1],
    ['days=7.5', 1],
    ['days=1e1', 1],
    ['days=', 1],
    ['days=%207%20', 7],
  ])('reads %j as %i days', (search, days) => {
    expect(parseClicksView(search, TODAY).days).toBe(days);
  });

  it('ends on the view’s day, both ends counted', () => {
    expect(rangeOf({ ymd: '2026-12-04', days: 1 })).toEqual({
      startYmd: '2026-12-04',
      endYmd: '2026-12-04',
    });
    expect(rangeOf({ ymd: '2026-12-04', days: 7 })).toEqual({
      startYmd: '2026-11-28',
      endYmd: '2026-12-04',
    });
    expect(rangeOf({ ymd: '2026-03-01', days: 14 })).toEqual({
      startYmd: '2026-02-16',
      endYmd: '2026-03-01',
    });
  });

  it.each([
    [7, 'personal', null],
    [8, 'personal', { maxDays: 7 }],
    [14, 'premium', null],
    [15, 'premium', { maxDays: 14 }],
    [31, 'enterprise', null],
    [30, null, null],
    [31, null, null],
  ] as const)('%i days on %s: %j', (days, plan, refusal) => {
    expect(spanRefusal(days, plan)).toEqual(refusal);
  });
});
