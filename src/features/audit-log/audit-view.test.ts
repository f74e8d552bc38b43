// @vitest-environment node
import fc from 'fast-check';
import { auditSearch, parseAuditView, type AuditView } from './audit-view';

const TODAY = '2026-11-21';
const DEFAULT: AuditView = { day: TODAY, staff: null, operation: null };

describe('the audit screen’s address', () => {
  it('reads nothing as today, everyone, every operation, and writes that as nothing', () => {
    expect(parseAuditView('', TODAY)).toEqual(DEFAULT);
    expect(auditSearch(DEFAULT, TODAY)).toBe('');
  });

  it('reads a past day and both filters, and writes them back (Korean names encoded)', () => {
    const view = parseAuditView(
      '?date=2026-11-20&staff=%EC%A7%80%EC%9A%B0&operation=coupon.redeem',
      TODAY,
    );
    expect(view).toEqual({ day: '2026-11-20', staff: '지우', operation: 'coupon.redeem' });
    expect(auditSearch(view, TODAY)).toBe(
      '?date=2026-11-20&staff=%EC%A7%80%EC%9A%B0&operation=coupon.redeem',
    );
  });

  it.each(['2026-11-22', '2027-01-01', '2026-02-30', '21/11/2026', 'yesterday'])(
    'shows today for date=%s (the future, or not a day)',
    (date) => {
      expect(parseAuditView(`?date=${date}`, TODAY).day).toBe(TODAY);
    },
  );

  it('reads a blank filter as everyone', () => {
    expect(parseAuditView('?staff=%20%20&operation=', TODAY)).toEqual(DEFAULT);
  });

  it('round-trips any view', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2026-11-21T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const filter = fc.option(
      fc
        .string({ minLength: 1, maxLength: 20 })
        .filter((text) => text.trim() === text && text !== ''),
      { nil: null },
    );
    fc.assert(
      fc.property(fc.record({ day, staff: filter, operation: filter }), (view) => {
        expect(parseAuditView(auditSearch(view, TODAY), TODAY)).toEqual(view);
      }),
    );
  });
});
