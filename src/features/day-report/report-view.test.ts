// @vitest-environment node
import { changeView, parseReportView, reportSearch, type ReportView } from './report-view';

const TODAY = '2026-11-21';
const DEFAULT: ReportView = {
  day: TODAY,
  till: null,
  person: null,
  operation: null,
  outcome: null,
  from: 0,
};

describe('the day report in the address', () => {
  it.each<[string, Partial<ReportView>]>([
    ['', {}],
    ['?date=2026-11-20', { day: '2026-11-20' }],
    // A future day, a mistyped one or no day: today.
    ['?date=2026-11-22', {}],
    ['?date=2026-02-30', {}],
    ['?date=yesterday', {}],
    ['?till=Till%201&person=%EA%B9%80%ED%95%98%EB%82%98', { till: 'Till 1', person: '김하나' }],
    ['?till=%20%20', {}],
    ['?what=stampAdd&outcome=unknown', { operation: 'stampAdd', outcome: 'unknown' }],
    // Anything else is dropped, never an error.
    ['?what=pair&outcome=maybe', {}],
    ['?from=200', { from: 200 }],
    ['?from=-1', {}],
    ['?from=1e3', {}],
    ['?from=99999999', {}],
  ])('reads %s', (search, expected) => {
    expect(parseReportView(search, TODAY)).toEqual({ ...DEFAULT, ...expected });
  });

  it.each<[Partial<ReportView>, string]>([
    [{}, ''],
    [{ day: '2026-11-20' }, '?date=2026-11-20'],
    [{ till: 'Till 1', outcome: 'refused' }, '?till=Till+1&outcome=refused'],
    [{ operation: 'couponRedeem', from: 200 }, '?what=couponRedeem&from=200'],
  ])('writes %o as %s, and reads it back the same', (patch, search) => {
    const view = { ...DEFAULT, ...patch };
    expect(reportSearch(view, TODAY)).toBe(search);
    expect(parseReportView(search, TODAY)).toEqual(view);
  });

  it('starts the timeline at its first row when the day or a filter changes, not on a page turn', () => {
    const paged = { ...DEFAULT, from: 400 };
    expect(changeView(paged, { till: 'Till 2' }).from).toBe(0);
    expect(changeView(paged, { day: '2026-11-20' }).from).toBe(0);
    expect(changeView(paged, { from: 600 }).from).toBe(600);
  });
});
