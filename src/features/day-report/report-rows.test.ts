// @vitest-environment node
import type { ReportRow } from '../../lib/report/day-report';
import { checkKey, givenText, rowHref } from './report-rows';

const stamps = (before: string, after: string) => `${before} → ${after}`;

describe('a row of the day report', () => {
  it.each<[Pick<ReportRow, 'operation' | 'target'>, string | null]>([
    [{ operation: 'couponRedeem', target: 'PERCENT15' }, '/?cpnNo=PERCENT15'],
    [{ operation: 'couponCreate', target: 'A B&C' }, '/?cpnNo=A%20B%26C'],
    [{ operation: 'stampAdd', target: '274' }, '/stamps/274'],
    [{ operation: 'stampReward', target: '276' }, '/stamps/276'],
    [{ operation: 'stampRemove', target: '../x' }, '/stamps/..%2Fx'],
    [{ operation: 'couponRedeem', target: null }, null],
    [{ operation: 'stampAdd', target: '' }, null],
  ])('%o opens %s', (row, href) => {
    expect(rowHref(row)).toBe(href);
  });

  it.each<[ReportRow['facts'], string, string]>([
    [{ discount: { type: 'amount', value: 5000, currency: 'KRW' } }, 'en', '₩5,000'],
    [{ discount: { type: 'amount', value: 5.5, currency: 'USD' } }, 'en', '$5.50'],
    [{ discount: { type: 'rate', value: 15, currency: null } }, 'ko', '15%'],
    [{ discount: { type: 'amount', value: 1200, currency: null } }, 'en', '1,200'],
    [{ discount: { type: 'other', value: 3, currency: null } }, 'en', '3'],
    [{ stamps: { before: 9, after: 10 } }, 'en', '9 → 10'],
    [undefined, 'en', ''],
  ])('%o gave %s', (facts, locale, text) => {
    expect(givenText({ outcome: 'ok', ...(facts ? { facts } : {}) }, locale, stamps)).toBe(text);
  });

  it.each<[ReportRow['outcome'], string]>([
    ['ok', '50%'],
    // Not sure: what may have been given, to check.
    ['unknown', '50%'],
    ['refused', ''],
    ['failed', ''],
  ])('a %s redeem gave %j', (outcome, text) => {
    const facts: ReportRow['facts'] = { discount: { type: 'rate', value: 50, currency: null } };
    expect(givenText({ outcome, facts }, 'en', stamps)).toBe(text);
  });

  it.each<[Pick<ReportRow, 'operation' | 'facts'>, string]>([
    [{ operation: 'couponRedeem' }, 'couponRedeem'],
    [{ operation: 'stampAdd', facts: { stamps: { before: 3, after: 4 } } }, 'stampAdd'],
    // Without the counts (an older line), the check cannot name them.
    [{ operation: 'stampAdd' }, 'unknownCount'],
    [{ operation: 'stampRemove' }, 'unknownCount'],
    [{ operation: 'stampReward' }, 'stampReward'],
    [{ operation: 'couponCreate' }, 'couponCreate'],
  ])('a not-sure %o says what to check: %s', (row, key) => {
    expect(checkKey(row)).toBe(key);
  });
});
